import type { SandboxPhoneNumber, SandboxTemplate } from "./demo";
import type { StatusName } from "./payloads";
import type { ParsedSend } from "./validate";
import type { WebhookEmitter } from "./webhook-emitter";

/** The sandbox's options, state and handle: what tests, the CLI, `pnpm start` and the control API use. */

export interface WaSandboxSettings {
  webhookUrl: string | null;
  /** "in_order": sent, delivered, read; "out_of_order": read, delivered, sent (timestamps still tell the truth). */
  statusOrder: "in_order" | "out_of_order";
  /** Every webhook is posted twice (same bytes, same signature), as Meta's at-least-once delivery does. */
  duplicateWebhooks: boolean;
  /** Off: no `read` status, as for a user with read receipts turned off. */
  readReceipts: boolean;
  /** Free-form messages outside the 24-hour window are accepted and then fail with 131047. */
  enforceWindow: boolean;
  /** Pause before each status webhook. */
  statusDelayMs: number;
}

export interface WaSandboxOptions extends Partial<WaSandboxSettings> {
  /** 0 picks a free port. Default 3390. */
  port?: number;
  host?: string;
  appSecret?: string;
  accessToken?: string;
  verifyToken?: string;
  phoneNumbers?: SandboxPhoneNumber[];
  templates?: SandboxTemplate[];
  /** Known contacts: `input` is a number that answers with a different wa_id (Brazil's ninth digit). */
  contacts?: readonly { wa_id: string; name: string; input?: string }[];
  /** Numbers not on WhatsApp: sends are accepted and fail with 131026. */
  undeliverable?: string[];
  windowHours?: number;
  /** Per (business number, user) pair: a burst, then one message per `perSeconds` (Meta: 45, then 1 per 6 s). */
  pairLimit?: { burst: number; perSeconds: number };
  webhookRetries?: number;
  webhookRetryDelayMs?: number;
  logger?: (line: string) => void;
  /** The clock (ms) for windows, media expiry and rates; tests move it. */
  now?: () => number;
}

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  /** The Graph version of the path (v25.0...), when the path has one. */
  version: string | null;
  auth: "valid" | "invalid" | "missing";
  body: unknown;
  status: number;
  response: unknown;
}

export interface SentMessage {
  wamid: string;
  phone_number_id: string;
  to: string;
  wa_id: string;
  type: ParsedSend["type"];
  category: ParsedSend["category"];
  preview: string;
  template?: { name: string; language: string };
  at: string;
  /** Statuses emitted for it, in emission order. */
  statuses: { status: StatusName; error_code?: number }[];
}

export interface FailureRule {
  code: number;
  /** Only sends to this number (digits); any recipient when absent. */
  to?: string;
  phone_number_id?: string;
  /** How many sends it hits; 0 = until cleared. */
  times: number;
}

export interface InboundInput {
  from: string;
  name?: string;
  type?: "text" | "image" | "document";
  text?: string;
  caption?: string;
  filename?: string;
  mime_type?: string;
  /** The file's bytes (base64); a tiny PNG for images when absent. */
  content_base64?: string;
  /** Business-scoped user id to carry beside wa_id. */
  user_id?: string;
  phone_number_id?: string;
  /** The wamid this message replies to (context). */
  context_wamid?: string;
  /** Extra copies of the same webhook (at-least-once delivery). */
  duplicates?: number;
}

export interface WaSandbox {
  readonly url: string;
  readonly port: number;
  readonly settings: WaSandboxSettings;
  readonly appSecret: string;
  readonly accessToken: string;
  readonly verifyToken: string;
  readonly phoneNumbers: SandboxPhoneNumber[];
  readonly templates: SandboxTemplate[];
  readonly requests: LoggedRequest[];
  readonly messages: SentMessage[];
  readonly webhooks: WebhookEmitter["deliveries"];
  readonly failures: FailureRule[];
  /** Simulates a user writing to a business number: opens the 24-hour window and posts the webhook. */
  injectInbound(input: InboundInput | InboundInput[]): { wamids: string[]; media_ids: string[] };
  /** The user stops or resumes marketing messages: a `user_preferences` webhook; marketing sends then fail with 131050. */
  setMarketingPreference(from: string, value: "stop" | "resume", phoneNumberId?: string): void;
  /** Changes a template's status (PAUSED, DISABLED, APPROVED...) and posts `message_template_status_update`. */
  setTemplateStatus(name: string, status: SandboxTemplate["status"], language?: string, reason?: string): boolean;
  /** Emits one status webhook for a message the sandbox sent (manual reordering, late statuses). */
  emitStatus(wamid: string, status: StatusName, errorCode?: number): boolean;
  failNext(rule: Omit<FailureRule, "times"> & { times?: number }): void;
  update(settings: Partial<WaSandboxSettings>): void;
  /** Resolves once every queued webhook was delivered or given up on. */
  idle(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}
