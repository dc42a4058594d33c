/**
 * Prisma 7 client factory. The generated client (generator "prisma-client", output src/generated/prisma) has no
 * native query engine: it always runs through a driver adapter, here @prisma/adapter-pg on a node-postgres Pool.
 * Consumers import everything from "@portal/db/client": the factory, the PrismaClient type, the Prisma
 * namespace, the model types (User, Session, ...) and the enums (AvailabilityStatus, WorkingSystem, ...).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { type Prisma, PrismaClient } from "./generated/prisma/client";

export * from "./generated/prisma/client";

/** A client or the `tx` of an interactive transaction: what repositories should accept. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

export interface CreatePrismaClientOptions {
  /** Pool size (node-postgres default: 10). Keep it small in tests and workers. */
  max?: number;
  /** Close idle pool connections after this many ms (node-postgres default: 10000). */
  idleTimeoutMillis?: number;
  /** Fail a connection attempt after this many ms (node-postgres default: no timeout). */
  connectionTimeoutMillis?: number;
  /** Prisma log levels printed to stdout, e.g. ["warn", "error"]. */
  log?: Prisma.LogLevel[];
}

/** The plain reader of each client made here (over the client's own pool), for {@link plainReaderOf}. */
const readers = new WeakMap<object, PlainReader>();

/** `date` columns as UTC midnight, as Prisma returns them (node-postgres would use the process's time zone). */
const PG_DATE_OID = 1082;
const PG_TIMESTAMPTZ_OID = 1184;
/** PostgreSQL's ISO output, e.g. `2026-11-23 17:30:08.123+00` or `...-03:00`. */
const ISO_TIMESTAMPTZ = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d)?$/;
const parseTimestamptz = pg.types.getTypeParser(PG_TIMESTAMPTZ_OID, "text") as (v: string) => Date;
/**
 * timestamptz through the engine's own ISO parser (Date.parse) instead of node-postgres's regex-and-fields
 * parser, which was the largest single cost of reading a 50-lead page; anything else (BC, infinity, another
 * DateStyle) goes to node-postgres's parser.
 */
export function fastTimestamptz(v: string): Date {
  if (!ISO_TIMESTAMPTZ.test(v)) return parseTimestamptz(v);
  const zone = v.length - (v[v.length - 3] === ":" ? 6 : 3);
  const offset = v.length - zone === 3 ? `${v.slice(zone)}:00` : v.slice(zone);
  return new Date(`${v.slice(0, 10)}T${v.slice(11, zone)}${offset}`);
}
const readerTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG_DATE_OID) return (v: string) => new Date(`${v}T00:00:00.000Z`);
    if (oid === PG_TIMESTAMPTZ_OID) return fastTimestamptz;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function createPrismaClient(databaseUrl: string, opts: CreatePrismaClientOptions = {}): PrismaClient {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(opts.max !== undefined && { max: opts.max }),
    ...(opts.idleTimeoutMillis !== undefined && { idleTimeoutMillis: opts.idleTimeoutMillis }),
    ...(opts.connectionTimeoutMillis !== undefined && { connectionTimeoutMillis: opts.connectionTimeoutMillis }),
  });
  // The adapter owns the pool: $disconnect ends it.
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client = new PrismaClient({ adapter, ...(opts.log && { log: opts.log }) }) as PrismaClient;
  readers.set(client, async <T>(sql: Prisma.Sql) => {
    const res = await pool.query({ text: sql.text, values: sql.values as unknown[], types: readerTypes });
    return res.rows as T[];
  });
  return client;
}

/** Runs a read-only statement and returns its rows as objects keyed by column alias. */
export type PlainReader = <T>(sql: Prisma.Sql) => Promise<T[]>;

/**
 * Reads through the client's own node-postgres pool, bypassing Prisma's query pipeline, for the few hottest
 * list reads (docs/decisions/017-plain-reads-for-hot-lists.md): about half the CPU and 0.5 ms less per 50-row
 * page. Rows come typed as from $queryRaw (timestamptz and date as Date, json parsed, int as number). Null for a
 * client not made by createPrismaClient or for a transaction client: callers then use $queryRaw.
 */
export function plainReaderOf(client: DbClient): PlainReader | null {
  return readers.get(client) ?? null;
}
