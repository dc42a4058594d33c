/** The benchmark's own database (`portal_bench` on the DATABASE_URL server), migrated like any other. */
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import { withClient } from "../lib/pg-client";

export const BENCH_DATABASE = process.env.BENCH_DATABASE?.trim() || "portal_bench";

export function benchDatabaseUrl(): string {
  return withDatabase(databaseUrlFromEnv(), BENCH_DATABASE);
}

/** Drops (when `fresh`) and migrates the bench database. Returns the connection URL. */
export async function prepareBenchDatabase(fresh: boolean, log: (m: string) => void): Promise<string> {
  const url = benchDatabaseUrl();
  if (fresh) await dropDatabase(url);
  const r = await deployMigrations(url);
  log(
    `database ${redactUrl(url)}: ${r.createdDatabase ? "created" : "exists"}, ${r.applied.length} migration(s) applied`,
  );
  return url;
}

export { withClient };

/** Rows in leads (0 when the table is empty). Used to reuse an already generated data set. */
export async function countLeads(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query("SELECT count(*) AS n FROM leads")).rows[0].n));
}
