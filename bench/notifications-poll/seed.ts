/** The polling bench's own database (`portal_bench_notifications`): 2,000 users x 100 notifications, by SQL. */
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import bcrypt from "bcrypt";
import { withClient } from "../lib/pg-client";

export const BENCH_DATABASE = process.env.BENCH_NOTIFICATIONS_DATABASE?.trim() || "portal_bench_notifications";
export const BENCH_PASSWORD = "Bench@2026";
export const benchEmail = (i: number) => `bench.notif.${String(i).padStart(4, "0")}@bench.local`;

export function benchDatabaseUrl(): string {
  return withDatabase(databaseUrlFromEnv(), BENCH_DATABASE);
}

export { withClient };

export interface SeedReport {
  users: number;
  notifications: number;
  seconds: number;
  reused: boolean;
}

/**
 * Drops (when `fresh`), migrates and fills the database unless it already holds exactly this data set.
 * Each user gets `perUser` notifications over the last 90 days: 80% SALES (what the portal polls),
 * 20% CLIENTS; the 30 newest unread, the rest read; types cycle through the spec's 13.
 */
export async function seedBenchDatabase(
  opts: { users: number; perUser: number; fresh: boolean },
  log: (m: string) => void,
): Promise<{ url: string; report: SeedReport }> {
  const url = benchDatabaseUrl();
  if (opts.fresh) await dropDatabase(url);
  const m = await deployMigrations(url);
  log(
    `database ${redactUrl(url)}: ${m.createdDatabase ? "created" : "exists"}, ${m.applied.length} migration(s) applied`,
  );
  const t0 = performance.now();
  const report = await withClient(url, async (c) => {
    const count = async (table: string) => Number((await c.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const users = await c.query("SELECT count(*) AS n FROM users WHERE email LIKE 'bench.notif.%'");
    const notifications = await count("notifications");
    if (Number(users.rows[0].n) === opts.users && notifications === opts.users * opts.perUser) {
      return { users: opts.users, notifications, reused: true };
    }
    log("generating users and notifications ...");
    await c.query("TRUNCATE notifications, sessions, users CASCADE");
    // One hash for everybody (cost 10, as production): only the login of the sampled users pays bcrypt.
    const hash = await bcrypt.hash(BENCH_PASSWORD, 10);
    await c.query(
      `INSERT INTO users (id, full_name, email, password_hash, roles, working_systems, updated_at)
       SELECT gen_random_uuid(), 'Especialista Bench ' || i, 'bench.notif.' || lpad(i::text, 4, '0') || '@bench.local',
              $1, ARRAY['ONLINE_SPECIALIST'], ARRAY['SALES']::"WorkingSystem"[], now()
         FROM generate_series(1, $2::int) AS i`,
      [hash, opts.users],
    );
    await c.query(
      `INSERT INTO notifications (id, title, message, receiver_id, readed, was_shown, working_systems,
                                  linked_content, type, enterprise_id, created_at)
       SELECT gen_random_uuid(),
              CASE WHEN n % 13 = 0 THEN 'Novo Lead na sua carteira' ELSE 'Aviso ' || n END,
              'Mensagem de teste número ' || n || ' para ' || u.full_name,
              u.id,
              n > 30, n > 30,
              CASE WHEN n % 5 = 0 THEN ARRAY['CLIENTS'] ELSE ARRAY['SALES'] END::"WorkingSystem"[],
              CASE WHEN n % 13 = 0 THEN gen_random_uuid()::text END,
              (enum_range(NULL::"NotificationType"))[1 + n % 13],
              NULL,
              now() - (n * interval '21 hours') - (random() * interval '1 hour')
         FROM users u CROSS JOIN generate_series(1, $1::int) AS n
        WHERE u.email LIKE 'bench.notif.%'`,
      [opts.perUser],
    );
    await c.query("VACUUM ANALYZE users");
    await c.query("VACUUM ANALYZE notifications");
    return { users: opts.users, notifications: await count("notifications"), reused: false };
  });
  return { url, report: { ...report, seconds: Math.round((performance.now() - t0) / 100) / 10 } };
}
