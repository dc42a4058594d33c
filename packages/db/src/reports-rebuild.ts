/**
 * `pnpm --filter @portal/db reports:rebuild` — recomputes the reports' trigger-kept tables from their sources:
 * report_sale_events from the sales (decision 071) and report_lead_funnel from the leads and their attendances,
 * stand visits, proposals and sales (decision 077), e.g. after restoring a backup taken with triggers disabled or a
 * bulk load with session_replication_role = replica.
 */
import pg from "pg";
import { databaseUrlFromEnv, redactUrl } from "./pg-admin";

const url = databaseUrlFromEnv();
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  for (const table of ["report_sale_events", "report_lead_funnel"]) {
    const t0 = performance.now();
    const { rows } = await client.query<{ n: string }>(`SELECT ${table}_rebuild()::text AS n`);
    await client.query(`ANALYZE ${table}`);
    console.log(
      `${table} rebuilt on ${redactUrl(url)}: ${rows[0]?.n ?? 0} rows in ${Math.round(performance.now() - t0)} ms`,
    );
  }
} finally {
  await client.end();
}
