/**
 * What to do with a Cloud API error, decided by its code (never its title, which Meta says will go away), per
 * docs/decisions/080-whatsapp-protocol-and-sandbox.md and Meta's error-code reference. The same codes arrive in the
 * Graph response of a send and in `failed` status webhooks, so one table serves both.
 */
export type WhatsAppErrorReason =
  | "rate_limit"
  | "pair_rate_limit"
  | "marketing_limit"
  | "server"
  | "timeout"
  | "network"
  | "outside_window"
  | "undeliverable"
  | "marketing_opt_out"
  | "spam_limit"
  | "template"
  | "template_paused"
  | "account"
  | "invalid_request"
  | "unknown";

export interface WhatsAppErrorClass {
  /** True: the same request may succeed later (back off and retry). False: record it and do not resend as is. */
  retryable: boolean;
  reason: WhatsAppErrorReason;
}

const BY_CODE: Record<number, WhatsAppErrorClass> = {
  // Throughput (80 mps per number by default), app call limits, maintenance: back off and requeue.
  4: { retryable: true, reason: "rate_limit" },
  80007: { retryable: true, reason: "rate_limit" },
  130429: { retryable: true, reason: "rate_limit" },
  131056: { retryable: true, reason: "pair_rate_limit" },
  131057: { retryable: true, reason: "server" },
  // Per-user marketing cap across businesses: later, with growing gaps; not an opt-out.
  131049: { retryable: true, reason: "marketing_limit" },
  1: { retryable: true, reason: "server" },
  2: { retryable: true, reason: "server" },
  131000: { retryable: true, reason: "server" },
  131016: { retryable: true, reason: "server" },
  135000: { retryable: true, reason: "server" },
  // Per recipient, final for this message.
  131047: { retryable: false, reason: "outside_window" },
  131026: { retryable: false, reason: "undeliverable" },
  131021: { retryable: false, reason: "undeliverable" },
  131050: { retryable: false, reason: "marketing_opt_out" },
  131048: { retryable: false, reason: "spam_limit" },
  // Template content: validate against the synced template; retrying the same payload fails the same way.
  132000: { retryable: false, reason: "template" },
  132001: { retryable: false, reason: "template" },
  132005: { retryable: false, reason: "template" },
  132007: { retryable: false, reason: "template" },
  132012: { retryable: false, reason: "template" },
  132018: { retryable: false, reason: "template" },
  132015: { retryable: false, reason: "template_paused" },
  132016: { retryable: false, reason: "template_paused" },
  // Token, permission, billing, lock, policy: an administrator has to act.
  0: { retryable: false, reason: "account" },
  3: { retryable: false, reason: "account" },
  10: { retryable: false, reason: "account" },
  190: { retryable: false, reason: "account" },
  368: { retryable: false, reason: "account" },
  131005: { retryable: false, reason: "account" },
  131031: { retryable: false, reason: "account" },
  131042: { retryable: false, reason: "account" },
  133010: { retryable: false, reason: "account" },
  // The request itself is wrong.
  100: { retryable: false, reason: "invalid_request" },
  131008: { retryable: false, reason: "invalid_request" },
  131009: { retryable: false, reason: "invalid_request" },
  131051: { retryable: false, reason: "invalid_request" },
  131052: { retryable: false, reason: "invalid_request" },
  131053: { retryable: false, reason: "invalid_request" },
};

/**
 * Classifies an error by its provider code; an unknown code falls back on the HTTP status (429 and 5xx retry, other
 * 4xx do not). Permission codes 200-299 are account errors.
 */
export function classifyWhatsAppError(code: number | null, httpStatus?: number | null): WhatsAppErrorClass {
  if (code !== null) {
    const known = BY_CODE[code];
    if (known) return known;
    if (code >= 200 && code <= 299) return { retryable: false, reason: "account" };
  }
  if (httpStatus === 429) return { retryable: true, reason: "rate_limit" };
  if (httpStatus !== undefined && httpStatus !== null && httpStatus >= 500)
    return { retryable: true, reason: "server" };
  return { retryable: false, reason: "unknown" };
}

/** A failed Cloud API call: the provider's code, subcode, details and trace id kept as they came. */
export class WhatsAppApiError extends Error {
  override readonly name = "WhatsAppApiError";
  readonly retryable: boolean;
  readonly reason: WhatsAppErrorReason;

  constructor(
    message: string,
    readonly info: {
      /** Meta's error code; null for timeouts, network failures and answers that were not Graph errors. */
      code: number | null;
      httpStatus: number | null;
      subcode?: number;
      type?: string;
      details?: string;
      fbtraceId?: string;
      /** From a Retry-After header, when the answer had one. */
      retryAfterMs?: number;
    },
    forced?: WhatsAppErrorClass,
  ) {
    super(message);
    const c = forced ?? classifyWhatsAppError(info.code, info.httpStatus);
    this.retryable = c.retryable;
    this.reason = c.reason;
  }

  get code() {
    return this.info.code;
  }
}
