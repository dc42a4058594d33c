/**
 * Fills the bench database with ~1M leads and their owners, enterprises, teams, logs, movements and favourites,
 * entirely in PostgreSQL (generate_series + random()), so 1M rows take a minute or two on 2 cores.
 * The secondary indexes of the big tables are dropped during the load and re-created afterwards from their
 * own definitions (pg_indexes), so the indexes measured are exactly the migrated ones (plus any candidate
 * created by hand before the run).
 */
import { CITIES, FUNNEL_STAGES, LEAD_SOURCES, ONLINE_SOURCES } from "@portal/contracts/lead-enums";
import { DEMO_ENTERPRISES } from "@portal/db/seed/leads/catalog";
import { CITY_DDD, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "@portal/db/seed/leads/people";
import bcrypt from "bcrypt";
import type pg from "pg";
import { BENCH_PASSWORD, BENCH_USERS } from "./bench-users";
import { insertFavorites, insertLogs, insertMovements } from "./generate-history";

export interface GenerateOptions {
  leads: number;
  /** Leads created in the last `logDays` days get 3 logs and a movement each (~20% of 1M with 220 days). */
  logDays: number;
}

/** Expands {value: weight} into a list where each value appears `weight` times (uniform pick = weighted pick). */
function expand(weights: Record<string, number>): string[] {
  return Object.entries(weights).flatMap(([v, w]) => Array<string>(w).fill(v));
}

const STATUS_POOL = expand({
  NEW: 12,
  NEW_INTEREST: 6,
  TALKING: 28,
  STOPPED: 12,
  EXPIRED: 5,
  FILED: 10,
  NON_ADHERENT: 5,
  EXCLUDED: 3,
  PROPOSAL: 7,
  CONTRACT: 4,
  SOLD: 8,
});
const INTEREST_POOL = expand({ HIGH: 20, MEDIUM: 30, LOW: 20, FROZEN: 8, NO_CLASSIFICATION: 22 });
const PROFILE_POOL = expand({ ADHERENT: 50, "NON-ADHERENT": 8, UNCLASSIFIED: 42 });
const SOURCE_POOL = [
  ...LEAD_SOURCES,
  ...expand({ SITE: 14, FACEBOOK: 12, INSTAGRAM: 12, WHATSAPP: 12, STAND: 12, PHONE: 6, PORTAL: 6, CONTACT_US: 4 }),
];

type Step = (c: pg.Client) => Promise<unknown>;

async function timed(log: (m: string) => void, label: string, c: pg.Client, step: Step): Promise<number> {
  const t0 = performance.now();
  await step(c);
  const ms = performance.now() - t0;
  log(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

async function secondaryIndexes(c: pg.Client, tables: string[]): Promise<{ name: string; def: string }[]> {
  const r = await c.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     JOIN pg_class ic ON ic.relname = i.indexname
     JOIN pg_index x ON x.indexrelid = ic.oid
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1) AND NOT x.indisprimary AND NOT x.indisunique`,
    [tables],
  );
  return r.rows.map((row) => ({ name: row.indexname, def: row.indexdef }));
}

async function insertPeople(c: pg.Client): Promise<void> {
  const hash = await bcrypt.hash(BENCH_PASSWORD, 10);
  const firsts = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
  for (const group of BENCH_USERS) {
    await c.query(
      `INSERT INTO users (id, full_name, email, password_hash, roles, active, is_registration_complete, updated_at)
       SELECT gen_random_uuid(), ($1::text[])[1 + (g * 7) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g * 13) % cardinality($2::text[])],
              $3 || lpad(g::text, 3, '0') || '@bench.local', $4, ARRAY[$5], $6, true, now()
       FROM generate_series(1, $7::int) g`,
      [firsts, LAST_NAMES, group.emailPrefix, hash, group.role, group.active, group.count],
    );
  }
  // Ten teams: a coordinator as master, active specialists spread across them.
  await c.query(`
    INSERT INTO sales_teams (id, name, master_id, updated_at)
    SELECT gen_random_uuid(), 'Equipe ' || lpad(m.n::text, 2, '0'), m.id, now()
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench.coordenador.%') m`);
  await c.query(`
    INSERT INTO sales_team_members (team_id, user_id)
    SELECT t.id, s.id
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users
          WHERE active AND roles && ARRAY['BOOTH_SPECIALIST','ONLINE_SPECIALIST']) s
    JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS k, count(*) OVER () AS total FROM sales_teams) t
      ON t.k = s.n % t.total`);
}

async function insertEnterprises(c: pg.Client): Promise<void> {
  const names = Array.from({ length: 30 }, (_, i) => {
    const base = DEMO_ENTERPRISES[i % DEMO_ENTERPRISES.length]?.name ?? "Residencial";
    return i < DEMO_ENTERPRISES.length ? base : `${base} Fase ${Math.floor(i / DEMO_ENTERPRISES.length) + 1}`;
  });
  await c.query(
    `INSERT INTO enterprises (id, name, city, "group", phase, property_type, days_to_go_to_base, updated_at)
     SELECT gen_random_uuid(), ($1::text[])[g], ($2::text[])[1 + (g - 1) % cardinality($2::text[])],
            (ARRAY['STOCK','INTERIOR','ONLINE'])[1 + g % 3]::"EnterpriseGroup",
            (ARRAY['SHORT_RELEASE','RELEASE','IN_WORKS','READY','DELIVERED'])[1 + g % 5]::"EnterprisePhase",
            (ARRAY['HOME','HOME','INVESTMENTS','OTHERS'])[1 + g % 4]::"PropertyType",
            CASE WHEN g % 4 = 0 THEN 30 END, now()
     FROM generate_series(1, 30) g`,
    [names, [...CITIES]],
  );
  // One team per enterprise (decision 037 keeps an enterprise's teams in enterprise_sales_teams).
  await c.query(`
    INSERT INTO enterprise_sales_teams (enterprise_id, sales_team_id)
    SELECT e.id, (SELECT id FROM sales_teams ORDER BY name OFFSET (e.n % 10) LIMIT 1)
    FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM enterprises) e`);
}

/** One INSERT ... SELECT over generate_series; the inner OFFSET 0 keeps each random draw evaluated once per row. */
async function insertLeads(c: pg.Client, n: number): Promise<void> {
  const ddd = CITIES.map((city) => CITY_DDD[city] ?? "11");
  await c.query(
    `WITH ent AS (SELECT array_agg(id ORDER BY name) AS ids, array_agg(city ORDER BY name) AS cities,
                         array_agg((SELECT min(st.sales_team_id::text) FROM enterprise_sales_teams st WHERE st.enterprise_id = enterprises.id)::uuid ORDER BY name) AS teams
                  FROM enterprises),
          spec AS (SELECT array_agg(id ORDER BY email) AS ids FROM users
                   WHERE active AND roles && ARRAY['BOOTH_SPECIALIST','ONLINE_SPECIALIST'])
     INSERT INTO leads (id, full_name, phone, email, source, nature, enterprise_id, owner_id, status, status_profile,
                        interest_level, profile, city, is_client, excluded, sales_team_id, days_to_go_to_base,
                        archive_reason, discard_reason, in_attendance, last_interest_at, last_activity_at,
                        has_partner, created_at, updated_at)
     SELECT gen_random_uuid(),
            s.first || ' ' || s.last1 || CASE WHEN s.r1 < 0.6 THEN ' ' || s.last2 ELSE '' END,
            '55' || s.ddd || '9' || (6 + floor(s.r2 * 4))::int || lpad(floor(random() * 10000000)::int::text, 7, '0'),
            CASE WHEN s.r3 < 0.5 THEN translate(lower(s.first || '.' || s.last1), 'áàâãéêíóôõúüç', 'aaaaeeiooouuc')
                                        || s.g || '@' || (ARRAY['gmail.com','hotmail.com','outlook.com','yahoo.com.br','uol.com.br'])[1 + floor(s.r4 * 5)::int] END,
            s.source, CASE WHEN s.source = ANY($9::text[]) THEN 'ONLINE' ELSE 'OFFLINE' END::"LeadNature",
            s.enterprise_id, CASE WHEN s.r5 < 0.08 THEN NULL ELSE s.owner_id END,
            s.status::"LeadStatus",
            CASE WHEN s.status <> 'NEW' THEN ($5::text[])[1 + floor(s.r6 * cardinality($5::text[]))::int]::"FunnelStage" END,
            CASE WHEN s.status = 'SOLD' THEN 'HIGH' ELSE ($6::text[])[1 + floor(s.r7 * cardinality($6::text[]))::int] END::"InterestLevel",
            ($7::text[])[1 + floor(s.r8 * cardinality($7::text[]))::int]::"Adherence",
            CASE WHEN s.r9 < 0.85 THEN s.ent_city WHEN s.r9 < 0.95 THEN ($8::text[])[1 + floor(s.r10 * cardinality($8::text[]))::int] END,
            s.status = 'SOLD', s.status = 'EXCLUDED', s.team_id, CASE WHEN s.r10 < 0.1 THEN 30 END,
            CASE WHEN s.status = 'FILED' THEN 'STOPPED_RESPONDING' END,
            CASE WHEN s.status = 'NON_ADHERENT' THEN 'NO_INTEREST' END,
            s.r5 >= 0.08 AND s.r11 < 0.002,
            CASE WHEN s.r12 < 0.15 THEN s.created_at + s.r13 * (now() - s.created_at) ELSE s.created_at END,
            s.created_at + s.r14 * (now() - s.created_at),
            s.r11 > 0.96, s.created_at, s.created_at + s.r14 * (now() - s.created_at)
     FROM (
       SELECT g, e.enterprise_id, e.ent_city, e.team_id,
              ($10::text[])[array_position($8::text[], e.ent_city)] AS ddd,
              spec.ids[1 + floor(random() * cardinality(spec.ids))::int] AS owner_id,
              ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] AS first,
              ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS last1,
              ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS last2,
              ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] AS status,
              ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] AS source,
              now() - random() * interval '1095 days' AS created_at,
              random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
              random() AS r7, random() AS r8, random() AS r9, random() AS r10, random() AS r11, random() AS r12,
              random() AS r13, random() AS r14
       FROM generate_series(1, $11::int) g, spec,
            LATERAL (SELECT ent.ids[k] AS enterprise_id, ent.cities[k] AS ent_city, ent.teams[k] AS team_id
                     FROM ent, LATERAL (SELECT 1 + floor(power(random() + g * 0, 1.5) * cardinality(ent.ids))::int AS k) kk) e
       OFFSET 0
     ) s`,
    [
      [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES],
      LAST_NAMES,
      STATUS_POOL,
      SOURCE_POOL,
      [...FUNNEL_STAGES],
      INTEREST_POOL,
      PROFILE_POOL,
      [...CITIES],
      [...ONLINE_SOURCES],
      ddd,
      n,
    ],
  );
}

const BIG_TABLES = ["leads", "lead_logs", "lead_movements"];

export interface GenerateReport {
  steps: Record<string, number>;
  totalMs: number;
}

/** Truncates and regenerates everything. `log` gets one line per step with its duration. */
export async function generateBenchData(
  c: pg.Client,
  opts: GenerateOptions,
  log: (m: string) => void,
): Promise<GenerateReport> {
  const steps: Record<string, number> = {};
  const t0 = performance.now();
  const step = async (label: string, fn: Step) => {
    steps[label] = await timed(log, label, c, fn);
  };
  await c.query("SET synchronous_commit = off");
  await c.query("SET maintenance_work_mem = '512MB'");
  await c.query("SET max_parallel_maintenance_workers = 2");
  await step("truncate", (cl) =>
    cl.query("TRUNCATE users, sessions, enterprises, sales_teams, sales_team_members, leads, pre_leads CASCADE"),
  );
  const indexes = await secondaryIndexes(c, BIG_TABLES);
  await step(`drop ${indexes.length} secondary indexes`, async (cl) => {
    for (const ix of indexes) await cl.query(`DROP INDEX IF EXISTS "${ix.name}"`);
  });
  // The generated rows are consistent by construction: skip the per-row foreign key triggers while loading.
  await c.query("SET session_replication_role = replica");
  await step("users and sales teams", insertPeople);
  await step("enterprises", insertEnterprises);
  await step(`${opts.leads.toLocaleString("en-US")} leads`, (cl) => insertLeads(cl, opts.leads));
  await step("logs", (cl) => insertLogs(cl, opts.logDays));
  await step("movements", (cl) => insertMovements(cl, opts.logDays));
  await step("favourites", insertFavorites);
  await c.query("SET session_replication_role = origin");
  await step("re-create indexes", async (cl) => {
    for (const ix of indexes) await cl.query(ix.def);
  });
  await step("vacuum analyze", async (cl) => {
    for (const t of [...BIG_TABLES, "lead_favorites", "users", "enterprises", "sales_teams", "sales_team_members"]) {
      await cl.query(`VACUUM (ANALYZE) ${t}`);
    }
  });
  const totalMs = performance.now() - t0;
  log(`  total: ${(totalMs / 1000).toFixed(1)} s`);
  return { steps, totalMs };
}
