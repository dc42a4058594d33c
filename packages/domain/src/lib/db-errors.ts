/**
 * Domain errors the data layer throws instead of Prisma's. Repositories translate; services catch these
 * and never read Prisma error codes (docs/decisions/042-layering-lint.md).
 */

/** A write hit a unique index. `constraint` names it (e.g. "users_email_key"); `fields` are its columns when known. */
export class UniqueViolation extends Error {
  constructor(
    readonly constraint: string,
    readonly fields: readonly string[] = [],
  ) {
    super(`unique violation: ${constraint}`);
    this.name = "UniqueViolation";
  }

  /** True when the violated index is on (or named after) this column. */
  involves(column: string): boolean {
    return this.fields.includes(column) || this.constraint.includes(column);
  }
}

type PrismaKnownError = {
  code?: string;
  meta?: {
    target?: unknown;
    driverAdapterError?: {
      cause?: { constraint?: { fields?: string[]; index?: string; name?: string }; originalMessage?: string };
    };
  };
};

/** Reads Prisma's P2002 (the only place that knows its shape); null for any other error. */
export function toUniqueViolation(err: unknown): UniqueViolation | null {
  if (err instanceof UniqueViolation) return err;
  const e = err as PrismaKnownError | null;
  if (e?.code !== "P2002") return null;
  const cause = e.meta?.driverAdapterError?.cause;
  const target = e.meta?.target;
  const fields = cause?.constraint?.fields ?? (Array.isArray(target) ? target.map(String) : []);
  const named = /unique constraint "([^"]+)"/.exec(cause?.originalMessage ?? "")?.[1];
  const constraint =
    cause?.constraint?.index ??
    cause?.constraint?.name ??
    named ??
    (typeof target === "string" ? target : fields.join(",") || JSON.stringify(e.meta ?? {}));
  return new UniqueViolation(constraint, fields);
}

/** A unique-index hit of a raw statement ($executeRaw/$queryRaw: Prisma's P2010 carrying PostgreSQL's 23505). */
export function isRawUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; meta?: { code?: unknown }; message?: unknown } | null;
  if (toUniqueViolation(err)) return true;
  return e?.meta?.code === "23505" || (typeof e?.message === "string" && /\b23505\b/.test(e.message));
}

/** Runs a repository write and rethrows a unique-index hit as UniqueViolation. */
export async function uniqueGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw toUniqueViolation(err) ?? err;
  }
}

/**
 * The database could not serve the request in time because every connection was busy (decision 056): Prisma's pool
 * timeout (P2024, the query engine's pool), an interactive transaction that waited longer than its maxWait for a
 * connection or ran past its timeout while queued behind others (P2028), the server refusing more connections
 * (P2037) or node-postgres's pool wait timeout. Not a bug of the request: the API answers 503 with Retry-After.
 */
export function isDatabaseBusy(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : "";
  if (code === "P2024" || code === "P2037") return true;
  if (code === "P2028") {
    return /Unable to start a transaction in the given time|on an expired transaction/.test(message);
  }
  return message === "timeout exceeded when trying to connect";
}

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01 admin_shutdown
 * (a fast shutdown or pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, in recovery).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Socket errors of a server that refuses, resets or never answers (and a name that does not resolve yet). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** Prisma: P1001 can't reach, P1002 timed out reaching, P1017 the server closed the connection. */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1017"]);
/** The driver adapter's kinds for a lost or unreachable server (@prisma/driver-adapter-utils). */
const UNAVAILABLE_ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
/** node-postgres's own texts, without a code, for a connection that died or never came up. */
const UNAVAILABLE_PG_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable)$/;

type AdapterCause = { kind?: unknown; code?: unknown; originalCode?: unknown };
type UnavailableShape = {
  name?: unknown;
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: { cause?: AdapterCause } };
};

function adapterCauseUnavailable(cause: AdapterCause | undefined): boolean {
  if (!cause || typeof cause !== "object") return false;
  if (typeof cause.kind === "string" && UNAVAILABLE_ADAPTER_KINDS.has(cause.kind)) return true;
  const sqlState = typeof cause.originalCode === "string" ? cause.originalCode : cause.code;
  return typeof sqlState === "string" && UNAVAILABLE_SQLSTATE.test(sqlState);
}

/**
 * The database is not there (decision 062): PostgreSQL restarting, failing over or refusing connections. Read from
 * Prisma's errors (its code, or the driver adapter's cause in `meta`), a bare DriverAdapterError, node-postgres's
 * errors (the plain reader: the SQLSTATE, the socket's code, its own texts) and an AggregateError of those (a host
 * name with several addresses). Not a bug of the request: the API answers 503 with Retry-After. Other `cause`s are
 * not followed: a provider's refused fetch is not the database.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as UnavailableShape;
  const code = typeof e.code === "string" ? e.code : typeof e.errorCode === "string" ? e.errorCode : "";
  if (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) {
    return true;
  }
  if (adapterCauseUnavailable(e.meta?.driverAdapterError?.cause)) return true;
  if (e.name === "DriverAdapterError" && adapterCauseUnavailable(e.cause as AdapterCause)) return true;
  if (typeof e.message === "string" && UNAVAILABLE_PG_MESSAGE.test(e.message)) return true;
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every((inner) => isDatabaseUnavailable(inner));
}
