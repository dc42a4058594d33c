import { z } from "zod";

/** The local sandbox (packages/wa-sandbox, started by `pnpm start` in development): the default outside production. */
export const WHATSAPP_SANDBOX_BASE_URL = "http://127.0.0.1:3390";
/** Meta's Graph API: the default in production. */
export const WHATSAPP_META_BASE_URL = "https://graph.facebook.com";
/**
 * The Graph version the portal calls. Versions live about two years (v25.0 until 29 Jul 2028); moving on is a
 * configuration change, tested against the sandbox first (docs/decisions/080-whatsapp-protocol-and-sandbox.md).
 */
export const WHATSAPP_DEFAULT_GRAPH_VERSION = "v25.0";

/**
 * The variables of the WhatsApp Cloud API, shared by the API (chat sends, webhooks) and the worker (campaigns).
 * Credentials are not here: each provider number's id, token and app secret are data, encrypted at rest.
 */
export const whatsAppEnvShape = {
  /** Unset: the sandbox, or Meta's Graph in production. */
  WHATSAPP_GRAPH_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, "must be an http(s) URL")
    .optional(),
  WHATSAPP_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must look like v25.0")
    .default(WHATSAPP_DEFAULT_GRAPH_VERSION),
  WHATSAPP_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The token Meta echoes in the webhook verification (GET /webhooks/whatsapp); no default in production. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** The app secret Meta signs webhook POSTs with (X-Hub-Signature-256); no default in production. */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /**
   * The business number the chat sends from (Graph phone_number_id) and its token (decision 083). Until provider
   * numbers are data (the messaging section), the chat has one number; outside production the sandbox's demo one.
   */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "must be digits")
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(8).optional(),
  /** Inbound words that opt a lead out of marketing messages (LGPD, decision 084), comma-separated, any case. */
  WHATSAPP_OPT_OUT_KEYWORDS: z.string().default("SAIR,PARAR,STOP,DESCADASTRAR"),
  /** Inbound words that opt a lead back in. */
  WHATSAPP_OPT_IN_KEYWORDS: z.string().default("VOLTAR"),
  /**
   * Business numbers tied to an enterprise: a lead created by a message to one of them enters that enterprise's
   * roulette (decision 084). `phone_number_id=enterprise_uuid`, comma-separated.
   */
  WHATSAPP_NUMBER_ENTERPRISES: z
    .string()
    .regex(
      /^(\s*\d{5,20}=[0-9a-fA-F-]{36}\s*)(,\s*\d{5,20}=[0-9a-fA-F-]{36}\s*)*$/,
      "must be phone_number_id=enterprise_uuid pairs, comma-separated",
    )
    .optional(),
};

/**
 * The sandbox's demo values (packages/wa-sandbox/src/demo.ts, DEMO_VERIFY_TOKEN / DEMO_APP_SECRET): the defaults
 * outside production, so the API accepts what `pnpm start`'s sandbox sends without any setup.
 */
export const WHATSAPP_DEV_VERIFY_TOKEN = "sandbox-verify-token-portal-de-vendas";
export const WHATSAPP_DEV_APP_SECRET = "sandbox-app-secret-portal-de-vendas";

/** What the webhook endpoint checks: Meta's verification token and the app secret of the signatures. */
export interface WhatsAppWebhookConfig {
  verifyToken: string;
  appSecret: string;
}

export interface WhatsAppGraphConfig {
  /** Without a trailing slash. */
  graphBaseUrl: string;
  graphVersion: string;
  httpTimeoutMs: number;
}

/** The sandbox's demo business number (packages/wa-sandbox/src/demo.ts): the chat's default outside production. */
export const WHATSAPP_DEV_PHONE_NUMBER_ID = "106540352242922";
export const WHATSAPP_DEV_ACCESS_TOKEN = "EAAsandboxDemoTokenPortalDeVendas0000000000";

/** The chat's sending number and the opt-out words (decisions 083, 084). */
export interface WhatsAppChatConfig {
  /** Empty in production when unset: sends then fail as an account error, recorded on the message. */
  phoneNumberId: string;
  accessToken: string;
  /** Upper-case, accents kept. */
  optOutKeywords: string[];
  optInKeywords: string[];
  /** phone_number_id -> enterprise id (lower case). */
  numberEnterprises: Record<string, string>;
}

type WhatsAppEnv = z.infer<z.ZodObject<typeof whatsAppEnvShape>>;

export function whatsAppGraphConfig(e: WhatsAppEnv, appEnv: string): WhatsAppGraphConfig {
  const base =
    e.WHATSAPP_GRAPH_BASE_URL ?? (appEnv === "production" ? WHATSAPP_META_BASE_URL : WHATSAPP_SANDBOX_BASE_URL);
  return {
    graphBaseUrl: base.replace(/\/+$/, ""),
    graphVersion: e.WHATSAPP_GRAPH_VERSION,
    httpTimeoutMs: e.WHATSAPP_HTTP_TIMEOUT_MS,
  };
}

/**
 * The webhook's token and secret: the sandbox's demo values outside production. In production they have no default:
 * unset, the endpoint fails closed (every verification 403, every POST 401) rather than trust a public demo secret.
 */
export function whatsAppWebhookConfig(e: WhatsAppEnv, appEnv: string): WhatsAppWebhookConfig {
  const production = appEnv === "production";
  return {
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? (production ? "" : WHATSAPP_DEV_VERIFY_TOKEN),
    appSecret: e.WHATSAPP_APP_SECRET ?? (production ? "" : WHATSAPP_DEV_APP_SECRET),
  };
}

const keywords = (csv: string) =>
  csv
    .split(",")
    .map((k) => k.trim().toLocaleUpperCase("pt-BR"))
    .filter(Boolean);

export function whatsAppChatConfig(e: WhatsAppEnv, appEnv: string): WhatsAppChatConfig {
  const production = appEnv === "production";
  return {
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? (production ? "" : WHATSAPP_DEV_PHONE_NUMBER_ID),
    accessToken: e.WHATSAPP_ACCESS_TOKEN ?? (production ? "" : WHATSAPP_DEV_ACCESS_TOKEN),
    optOutKeywords: keywords(e.WHATSAPP_OPT_OUT_KEYWORDS),
    optInKeywords: keywords(e.WHATSAPP_OPT_IN_KEYWORDS),
    numberEnterprises: Object.fromEntries(
      (e.WHATSAPP_NUMBER_ENTERPRISES ?? "")
        .split(",")
        .map((pair) => pair.trim().split("="))
        .filter((kv): kv is [string, string] => kv.length === 2)
        .map(([number, enterprise]) => [number, enterprise.toLowerCase()]),
    ),
  };
}
