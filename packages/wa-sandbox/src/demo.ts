/**
 * The demo WhatsApp Business account the sandbox serves by default: the same values the portal's development
 * configuration and the tests use. None of them is a real Meta credential; the sandbox is the only server that
 * accepts them.
 */

export interface SandboxTemplate {
  name: string;
  language: string;
  category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
  status: "APPROVED" | "PENDING" | "REJECTED" | "PAUSED" | "DISABLED";
  /** POSITIONAL ({{1}}, {{2}}) is Meta's default; NAMED ({{first_name}}) needs parameter_name on every parameter. */
  parameter_format: "POSITIONAL" | "NAMED";
  body: string;
  header?: string;
  footer?: string;
}

export interface SandboxPhoneNumber {
  /** The Graph id used in /{version}/{phone_number_id}/messages. */
  id: string;
  display_phone_number: string;
  verified_name: string;
  /** The WhatsApp Business Account (entry[].id of the webhooks). */
  waba_id: string;
  /** Messages per second before 130429 (Meta's default throughput is 80). */
  mps: number;
}

export const DEMO_PHONE_NUMBER_ID = "106540352242922";
export const DEMO_WABA_ID = "102290129340398";
export const DEMO_DISPLAY_PHONE_NUMBER = "5511940000001";
export const DEMO_ACCESS_TOKEN = "EAAsandboxDemoTokenPortalDeVendas0000000000";
export const DEMO_APP_SECRET = "sandbox-app-secret-portal-de-vendas";
export const DEMO_VERIFY_TOKEN = "sandbox-verify-token-portal-de-vendas";
export const DEMO_GRAPH_VERSION = "v25.0";
export const DEMO_SANDBOX_PORT = 3390;

export const DEMO_PHONE_NUMBERS: SandboxPhoneNumber[] = [
  {
    id: DEMO_PHONE_NUMBER_ID,
    display_phone_number: DEMO_DISPLAY_PHONE_NUMBER,
    verified_name: "Portal de Vendas Demo",
    waba_id: DEMO_WABA_ID,
    mps: 80,
  },
];

export const DEMO_TEMPLATES: SandboxTemplate[] = [
  {
    name: "boas_vindas",
    language: "pt_BR",
    category: "UTILITY",
    status: "APPROVED",
    parameter_format: "POSITIONAL",
    body: "Olá {{1}}, obrigado pelo interesse no {{2}}. Posso ajudar?",
  },
  {
    name: "lancamento_empreendimento",
    language: "pt_BR",
    category: "MARKETING",
    status: "APPROVED",
    parameter_format: "NAMED",
    header: "Lançamento",
    body: "Oi {{first_name}}! O {{enterprise}} está em lançamento com condições especiais. Responda SAIR para não receber mais.",
    footer: "Portal de Vendas",
  },
  {
    name: "retomada_contato",
    language: "pt_BR",
    category: "MARKETING",
    status: "APPROVED",
    parameter_format: "POSITIONAL",
    body: "Olá {{1}}, ainda procura um imóvel? Temos novidades para você.",
  },
  {
    name: "promocao_pausada",
    language: "pt_BR",
    category: "MARKETING",
    status: "PAUSED",
    parameter_format: "POSITIONAL",
    body: "Promoção de {{1}} só nesta semana!",
  },
];

/** Contacts the demo knows. A Brazilian mobile may come back without its ninth digit as wa_id (old accounts). */
export const DEMO_CONTACTS: readonly { wa_id: string; name: string; input?: string }[] = [
  { wa_id: "5511987650001", name: "Ana Souza" },
  { wa_id: "5521987650002", name: "Bruno Lima" },
  // Input 5511987650003 (with the 9) answers with this wa_id, as Meta does for accounts created before the 9th digit.
  { wa_id: "551187650003", name: "Carla Dias", input: "5511987650003" },
];

/** Sends to this number are accepted and then fail with 131026 (not on WhatsApp), as Meta reports it: by webhook. */
export const DEMO_UNDELIVERABLE_NUMBER = "5511900000000";
