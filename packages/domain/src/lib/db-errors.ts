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
