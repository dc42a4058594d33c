/**
 * `pnpm --filter @portal/db reports:rebuild` — recomputes report_sale_events from the sales (decision 071), e.g.
 * after restoring a backup taken with triggers disabled or a bulk load with session_replication_role = replica.
 */
import pg from "pg";
import { databaseUrlFromEnv, redactUrl } from "./pg-admin";

const url = databaseUrlFromEnv();
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const t0 = performance.now();
  const { rows } = await client.query<{ n: string }>("SELECT report_sale_events_rebuild()::text AS n");
  console.log(
    `report_sale_events rebuilt on ${redactUrl(url)}: ${rows[0]?.n ?? 0} rows in ${Math.round(performance.now() - t0)} ms`,
  );
} finally {
  await client.end();
}
