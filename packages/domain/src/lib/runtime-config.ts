import { APP_ENVS } from "@portal/contracts/common";
import { z } from "zod";
import {
  type WhatsAppChatConfig,
  type WhatsAppGraphConfig,
  type WhatsAppWebhookConfig,
  whatsAppChatConfig,
  whatsAppEnvShape,
  whatsAppGraphConfig,
  whatsAppWebhookConfig,
} from "../integrations/whatsapp/config";

/** pino levels; both apps log through pino, so a level one app accepts the other accepts too. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The variables the API and the worker both read, parsed once. They must agree: the worker publishes realtime events
 * on `${REDIS_PREFIX}realtime` and consumes BullMQ queues under QUEUE_PREFIX, the API subscribes to that channel and
 * enqueues under that prefix. Two schemas drifted once (the API ignored both prefixes, so setting them broke
 * realtime); each app extends this one with its own variables instead.
 */
export const sharedEnvSchema = z.object({
  DATABASE_URL: z.string().min(1).default("postgresql://postgres@127.0.0.1:5432/portal"),
  REDIS_URL: z.string().min(1).default("redis://127.0.0.1:6379"),
  APP_ENV: z.enum(APP_ENVS).default("development"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Prefix of every Redis key and channel the portal owns, so several deployments (or test files) share one Redis. */
  REDIS_PREFIX: z.string().min(1).default("portal:"),
  /** BullMQ key prefix; unset: `${REDIS_PREFIX}bull` (portal:bull by default). */
  QUEUE_PREFIX: z.string().min(1).optional(),
  // What buildDomain needs (both processes build the same domain): links in emails and notifications, the file
  // store, password hashing and the login throttle.
  WEB_URL: z.string().default("http://localhost:5173"),
  UPLOAD_DIR: z.string().default(".data/uploads"),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // The WhatsApp Cloud API: the API sends chat messages, the worker campaigns (decision 080).
  ...whatsAppEnvShape,
});

export interface SharedConfig {
  databaseUrl: string;
  redisUrl: string;
  appEnv: (typeof APP_ENVS)[number];
  logLevel: LogLevel;
  redisPrefix: string;
  queuePrefix: string;
  /** Base of the links the domain writes (invitations, password resets, lead links). */
  webUrl: string;
  /** Root of the local file store (LocalFileStorage). */
  uploadDir: string;
  bcryptCost: number;
  loginLimitPerIp: number;
  loginLimitPerEmail: number;
  loginLimitWindowSeconds: number;
  /** Graph base URL (the sandbox, or Meta's in production), version and HTTP timeout of the WhatsApp Cloud API. */
  whatsapp: WhatsAppGraphConfig;
  /** Verification token and app secret of the inbound webhook (decision 081); the sandbox's outside production. */
  whatsappWebhook: WhatsAppWebhookConfig;
  /** The chat's sending number, its token and the opt-out keywords (decisions 083, 084). */
  whatsappChat: WhatsAppChatConfig;
}

/** The queue prefix when QUEUE_PREFIX is unset: under the deployment's Redis prefix. */
export const defaultQueuePrefix = (redisPrefix: string) => `${redisPrefix}bull`;

/**
 * Parses `env` with `schema` (the shared schema or an extension of it). An empty variable ("FOO=", as in .env.example)
 * counts as unset, in both apps. Throws one readable error naming every bad variable.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, app: string): z.infer<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid ${app} environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function sharedConfig(e: z.infer<typeof sharedEnvSchema>): SharedConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appEnv: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    redisPrefix: e.REDIS_PREFIX,
    queuePrefix: e.QUEUE_PREFIX ?? defaultQueuePrefix(e.REDIS_PREFIX),
    webUrl: e.WEB_URL,
    uploadDir: e.UPLOAD_DIR,
    bcryptCost: e.BCRYPT_COST,
    loginLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    loginLimitPerEmail: e.LOGIN_RATE_LIMIT_PER_EMAIL,
    loginLimitWindowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    whatsapp: whatsAppGraphConfig(e, e.APP_ENV),
    whatsappWebhook: whatsAppWebhookConfig(e, e.APP_ENV),
    whatsappChat: whatsAppChatConfig(e, e.APP_ENV),
  };
}
