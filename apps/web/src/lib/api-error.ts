import { AUTH_ERROR_CODES, type ErrorBody, errorBodySchema, firstInvalidField } from "@portal/contracts/errors";
import { MSG } from "@portal/contracts/messages";

/** Status 0 means the request never got an HTTP answer (network down, CORS, API stopped). */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_FAILURE_MESSAGE =
  "Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.";

/** What kind of call failed: it picks which of the spec's generic failure texts the user reads. */
export type CallKind = keyof typeof MSG.failureOfCall;

/** GET reads; POST creates (uploads are POSTs of a file: create); PUT/PATCH change; DELETE removes. */
export function callKindOf(method: string | undefined): CallKind {
  switch ((method ?? "GET").toUpperCase()) {
    case "POST":
      return "create";
    case "PUT":
    case "PATCH":
      return "update";
    case "DELETE":
      return "remove";
    default:
      return "read";
  }
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly callKind: CallKind;

  constructor(status: number, body: unknown, callKind: CallKind = "read") {
    const parsed = errorBodySchema.safeParse(body);
    const data = parsed.success ? parsed.data : null;
    super(data ? (Array.isArray(data.message) ? data.message.join("; ") : data.message) : `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = data;
    this.callKind = callKind;
  }

  /** The `error` field of the body (INVALID_TOKEN, Bad Request, ...). */
  get code(): string | undefined {
    return this.body?.error;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec 8: a 401 whose error is INVALID_TOKEN or TOKEN_IS_MISSING ends the session. */
export function isSessionExpired(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success && (AUTH_ERROR_CODES as readonly string[]).includes(parsed.data.error);
}

export function isMaintenance(status: number, body: unknown): boolean {
  if (status !== 503) return false;
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success && parsed.data.message === MSG.maintenanceTitle;
}

/** The field named by a 400 validation answer, if any (spec 8). */
export function invalidFieldOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400 || !error.body || !Array.isArray(error.body.message)) return null;
  return firstInvalidField(error.body);
}

const DEFAULT_BY_STATUS: Record<number, string> = {
  403: MSG.forbidden,
  404: MSG.notFound,
  429: MSG.tooManyRequests,
  503: MSG.maintenanceTitle,
};

/** What the user reads for a failed call: the spec's catalogue, else the server's pt-BR text. */
export function errorMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  if (!isApiError(error)) return MSG.genericFailure;
  if (error.status === NETWORK_ERROR_STATUS) return NETWORK_FAILURE_MESSAGE;
  if (isSessionExpired(error.status, error.body)) return MSG.sessionExpired;
  const body = error.body;
  const failure = MSG.failureOfCall[error.callKind];
  if (error.status === 400 && body && Array.isArray(body.message)) {
    const field = firstInvalidField(body);
    return field ? MSG.reviewField(field) : failure;
  }
  // Below 500 the server's message is written for the user (ARCHITECTURE.md); 5xx never leak.
  if (error.status < 500 && body && typeof body.message === "string" && body.message.trim()) return body.message;
  return DEFAULT_BY_STATUS[error.status] ?? failure;
}

/** A failure decided on the client (e.g. a refused login) whose text is already user-facing. */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserFacingError";
  }
}
