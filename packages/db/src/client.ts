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
  /**
   * Called for every SQL statement the client sends: Prisma's query events (transaction BEGIN/COMMIT included) and
   * the plain reader's reads. For tests and benches that count round trips (decision 056); off in production.
   */
  onQuery?: (query: QueryObserved) => void;
}

/** One statement seen by `onQuery`. */
export interface QueryObserved {
  sql: string;
  /** ms as Prisma measured it (the plain reader: wall time of pool.query). */
  durationMs: number;
  via: "prisma" | "plain";
}

/** The plain reader of each client made here (over the client's own pool), for {@link plainReaderOf}. */
const readers = new WeakMap<object, PlainReader>();

/** `date` columns as UTC midnight, as Prisma returns them (node-postgres would use the process's time zone). */
const PG_DATE_OID = 1082;
const PG_TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = pg.types.getTypeParser(PG_TIMESTAMPTZ_OID, "text") as (v: string) => Date;
const digit = (v: string, i: number) => v.charCodeAt(i) - 48;
const two = (v: string, i: number) => digit(v, i) * 10 + digit(v, i + 1);
/**
 * timestamptz from PostgreSQL's ISO output (`2026-11-23 17:30:08.123+00`, `...-03`, `...+05:30`) read digit by
 * digit into Date.UTC, instead of node-postgres's regex-and-fields parser, which was the largest single cost of
 * reading a 50-lead page (about 4× slower); anything else (BC, infinity, a year before 100 or after 9999, an
 * offset with seconds, another DateStyle) goes to node-postgres's parser.
 */
export function fastTimestamptz(v: string): Date {
  const n = v.length;
  if (n < 22 || v[4] !== "-" || v[7] !== "-" || v[10] !== " " || v[13] !== ":" || v[16] !== ":") {
    return parseTimestamptz(v);
  }
  let i = 19;
  let ms = 0;
  if (v[i] === ".") {
    let scale = 100;
    for (i++; i < n; i++) {
      const c = digit(v, i);
      if (c < 0 || c > 9) break;
      ms += c * scale;
      scale /= 10;
    }
  }
  const sign = v[i];
  if (sign !== "+" && sign !== "-") return parseTimestamptz(v);
  const withMinutes = i + 6 === n && v[i + 3] === ":"; // +HH:MM, else +HH
  if (i + 3 !== n && !withMinutes) return parseTimestamptz(v);
  const offset = two(v, i + 1) * 60 + (withMinutes ? two(v, i + 4) : 0);
  const year = two(v, 0) * 100 + two(v, 2);
  if (year < 100) return parseTimestamptz(v); // Date.UTC would read 0044 as 1944
  const local = Date.UTC(year, two(v, 5) - 1, two(v, 8), two(v, 11), two(v, 14), two(v, 17), Math.floor(ms));
  return new Date(local - (sign === "+" ? offset : -offset) * 60_000);
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
  const onQuery = opts.onQuery;
  const log: Prisma.LogDefinition[] = [
    ...(opts.log ?? []).map((level) => ({ emit: "stdout" as const, level })),
    ...(onQuery ? [{ emit: "event" as const, level: "query" as const }] : []),
  ];
  const client = new PrismaClient({ adapter, ...(log.length && { log }) }) as PrismaClient;
  if (onQuery) {
    (client as unknown as { $on(e: "query", cb: (ev: Prisma.QueryEvent) => void): void }).$on("query", (ev) =>
      onQuery({ sql: ev.query, durationMs: ev.duration, via: "prisma" }),
    );
  }
  snapshots.set(client, () => openSnapshot(pool, onQuery));
  readers.set(client, async <T>(sql: Prisma.Sql) => {
    const started = onQuery ? performance.now() : 0;
    const res = await pool.query({ text: sql.text, values: sql.values as unknown[], types: readerTypes });
    onQuery?.({ sql: sql.text, durationMs: performance.now() - started, via: "plain" });
    return res.rows as T[];
  });
  return client;
}

/** int8 (counts, money in centavos) as BigInt, as $queryRaw returns it; the plain reader keeps node-postgres's text. */
const PG_INT8_OID = 20;
const cursorTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG_INT8_OID) return (v: string) => BigInt(v);
    return readerTypes.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A read-only REPEATABLE READ transaction on one connection of the client's pool (decision 073): every statement
 * sees the same snapshot, so a count read first is the number of rows the cursor then yields. Rows come typed as
 * from $queryRaw (timestamptz and date as Date, int8 as BigInt, json parsed).
 */
export interface SnapshotSession {
  query<T>(sql: Prisma.Sql): Promise<T[]>;
  /**
   * The statement's rows, `batch` at a time, through a server-side cursor (DECLARE ... NO SCROLL): the next FETCH
   * is sent only when the consumer asks for the next batch, so a slow reader holds one batch, never the result.
   */
  cursor<T>(sql: Prisma.Sql, batch: number): AsyncGenerator<T[], void, undefined>;
  /** Ends the transaction and gives the connection back; safe to call twice. */
  close(): Promise<void>;
}
export type SnapshotOpener = () => Promise<SnapshotSession>;

/** A session the reader stopped reading holds a snapshot (and vacuum's horizon): the server ends it after this. */
const SNAPSHOT_IDLE_TIMEOUT = "60s";
const snapshots = new WeakMap<object, SnapshotOpener>();

async function openSnapshot(pool: pg.Pool, onQuery: CreatePrismaClientOptions["onQuery"]): Promise<SnapshotSession> {
  const conn = await pool.connect();
  let closed = false;
  let broken: Error | undefined;
  let cursors = 0;
  const run = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const started = onQuery ? performance.now() : 0;
    try {
      const res = await conn.query({ text, values, types: cursorTypes });
      onQuery?.({ sql: text, durationMs: performance.now() - started, via: "plain" });
      return res.rows as T[];
    } catch (err) {
      broken = err as Error;
      throw err;
    }
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      if (!broken) await conn.query("ROLLBACK");
      conn.release();
    } catch (err) {
      conn.release(err as Error); // a connection in an unknown state is destroyed, not reused
    }
  };
  try {
    await run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await run(`SET LOCAL idle_in_transaction_session_timeout = '${SNAPSHOT_IDLE_TIMEOUT}'`);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    query: <T>(sql: Prisma.Sql) => run<T>(sql.text, sql.values as unknown[]),
    async *cursor<T>(sql: Prisma.Sql, batch: number) {
      const name = `export_cursor_${++cursors}`;
      await run(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql.text}`, sql.values as unknown[]);
      for (;;) {
        const rows = await run<T>(`FETCH FORWARD ${Math.max(1, Math.floor(batch))} FROM ${name}`);
        if (rows.length > 0) yield rows;
        if (rows.length < batch) break;
      }
      await run(`CLOSE ${name}`);
    },
    close,
  };
}

/**
 * Opens snapshot sessions on the client's own pool, for exports that stream (decision 073): Prisma cannot stream a
 * result. Null for a client not made by createPrismaClient or a transaction client.
 */
export function snapshotReaderOf(client: DbClient): SnapshotOpener | null {
  return snapshots.get(client) ?? null;
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
