/**
 * The exports bench's database: the leads bench's generator (leads-list/generate.ts, 1,000,000 leads by default) in a
 * database of its own (`portal_bench_exports`, BENCH_EXPORTS_DATABASE), reused when it already holds that many leads.
 */
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import { generateBenchData } from "../leads-list/generate";
import { withClient } from "../lib/pg-client";

export const EXPORTS_DATABASE = process.env.BENCH_EXPORTS_DATABASE?.trim() || "portal_bench_exports";

export async function prepareExportsData(leads: number, reuse: boolean, log: (m: string) => void): Promise<string> {
  const url = withDatabase(databaseUrlFromEnv(), EXPORTS_DATABASE);
  if (reuse) {
    await deployMigrations(url);
    const n = await withClient(url, async (c) => Number((await c.query("SELECT count(*) AS n FROM leads")).rows[0].n));
    if (n === leads) {
      log(`reusing ${leads.toLocaleString("en-US")} leads in ${redactUrl(url)}`);
      return url;
    }
  }
  await dropDatabase(url);
  await deployMigrations(url);
  log(`generating ${leads.toLocaleString("en-US")} leads in ${redactUrl(url)} ...`);
  await withClient(url, (c) => generateBenchData(c, { leads, logDays: 220 }, log));
  return url;
}

if (process.argv[1]?.endsWith("data.ts")) {
  const leads = Number(process.argv.find((a) => a.startsWith("--leads="))?.slice(8) ?? 1_000_000);
  await prepareExportsData(leads, process.argv.includes("--reuse"), (m) => console.log(m));
}
