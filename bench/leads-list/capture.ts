/**
 * A PrismaClient that records every SQL statement it sends (Prisma query events: text with $n placeholders
 * and the bound values). The API under test runs on this client, so the SQL half of the bench times exactly
 * the statements a GET /leads request executed, not a re-implementation of them.
 */
import { PrismaClient } from "@portal/db/client";
import { PrismaPg } from "@prisma/adapter-pg";

export interface CapturedStatement {
  sql: string;
  params: unknown[];
  /** Duration Prisma measured for it during the captured request (ms). */
  durationMs: number;
}

interface QueryEvent {
  query: string;
  params: string;
  duration: number;
}

export interface CapturingClient {
  prisma: PrismaClient;
  /** Runs `fn` and returns the statements sent while it ran (run one request at a time). */
  capture(fn: () => Promise<void>): Promise<CapturedStatement[]>;
}

function parseParams(raw: string): unknown[] {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function createCapturingClient(url: string, poolSize = 10): CapturingClient {
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: poolSize }),
    log: [{ emit: "event", level: "query" }],
  });
  let sink: CapturedStatement[] | null = null;
  (prisma as unknown as { $on(e: "query", cb: (ev: QueryEvent) => void): void }).$on("query", (ev) => {
    sink?.push({ sql: ev.query, params: parseParams(ev.params), durationMs: ev.duration });
  });
  return {
    prisma: prisma as unknown as PrismaClient,
    async capture(fn) {
      const out: CapturedStatement[] = [];
      sink = out;
      try {
        await fn();
      } finally {
        sink = null;
      }
      return out;
    },
  };
}

/** Short name of a statement: the first table it reads, and whether it counts. */
export function statementLabel(sql: string): string {
  // The page query reads its page of ids from an index, then the rows with owner/enterprise names.
  if (/\bJOIN\s+leads\s+l\s+ON\s+l\.id\s*=\s*p\.id\b/i.test(sql)) return "leads:page";
  const table = /\bFROM\s+(?:"public"\.)?"?([a-z_]+)"?/i.exec(sql)?.[1] ?? "other";
  if (/^\s*EXPLAIN\b/i.test(sql)) return `${table}:estimate`;
  if (/count\(\*\)/i.test(sql)) return `${table}:count`;
  if (table === "leads" && /\bORDER BY\b/i.test(sql) && /\bLIMIT\b/i.test(sql) && /SELECT\s+l\.id\b/i.test(sql)) {
    return "leads:page";
  }
  return table;
}
