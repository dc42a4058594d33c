import { MSG } from "@portal/contracts/messages";

/**
 * The one error type services throw. Mapped to HTTP once, in plugins/errors.ts.
 * Messages are what the user sees (pt-BR).
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "INVALID_TOKEN"
  | "TOKEN_IS_MISSING"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  TOKEN_IS_MISSING: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

const ERROR_NAME: Record<AppErrorCode, string> = {
  BAD_REQUEST: "Bad Request",
  UNAUTHORIZED: "Unauthorized",
  INVALID_TOKEN: "INVALID_TOKEN",
  TOKEN_IS_MISSING: "TOKEN_IS_MISSING",
  FORBIDDEN: "Forbidden",
  NOT_FOUND: "Not Found",
  CONFLICT: "Conflict",
  TOO_MANY_REQUESTS: "Too Many Requests",
  UNAVAILABLE: "Service Unavailable",
};

export class AppError extends Error {
  readonly statusCode: number;
  readonly error: string;
  constructor(
    readonly code: AppErrorCode,
    message: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(message) ? message.join("; ") : message);
    this.statusCode = STATUS[code];
    this.error = ERROR_NAME[code];
    this.body = { statusCode: this.statusCode, error: this.error, message };
  }
  readonly body: { statusCode: number; error: string; message: string | string[] };
}

/** A 400 naming one field, in the wire style: `"field" text`. */
export function fieldError(field: string, text: string): AppError {
  return new AppError("BAD_REQUEST", [`"${field}" ${text}`]);
}

/** The generic refusal ("Você não tem permissão para realizar esta ação."), shared by every module. */
export const forbidden = (): AppError => new AppError("FORBIDDEN", MSG.forbidden);
