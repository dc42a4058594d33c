/**
 * `pnpm bench:schedules` — issue 19 §2 (decision 053): 200 specialists in 10 teams, 100,000 appointments over six
 * months. Measured at the API, sequentially on one keep-alive connection, interleaved in the same run:
 *   - GET /schedules/count-by-date for a month (6-week grid) and a team of 20 (the month calendar),
 *   - GET /schedules/calendar for a week and the same team (the week view, decision 058), and the same week as
 *     whole appointments (GET /schedules, what the week view asked before),
 *   - GET /users/my-profile: a bare authenticated route (auth + one row), the yardstick (target: <= 3x its p95),
 *   - GET /__bare (no auth, no I/O) for the floor.
 * Also the raw SQL of count-by-date on a plain pg client. Writes bench/results/schedules-<date>.md/.json.
 *
 *   --runs=N   requests per route (default 300, after 20 warm-ups each)
 *   --out=DIR  results folder (default bench/results)
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import bcrypt from "bcrypt";
import pg from "pg";
import { SequentialClient, startChildApi } from "../lib/child-api";

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(`[bench:schedules] ${m}`);
const arg = (k: string, d: number) => Number(process.argv.find((a) => a.startsWith(`--${k}=`))?.split("=")[1] ?? d);
const outDir = process.argv.find((a) => a.startsWith("--out="))?.split("=")[1] ?? path.join(here, "../results");
const PASSWORD = "Bench@2026";
const COORDINATOR = "bench.schedules.coordinator@bench.local";
const SPECIALISTS = 200;
const TEAM_SIZE = 20;
const PER_SPECIALIST = 500;
/** Six months of half hours from 2026-09-01 (São Paulo midnight). */
const FIRST = "2026-09-01T03:00:00Z";
const SLOTS = 181 * 48;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s[s.length - 1] ?? 0 };
};

async function seed(url: string) {
  await dropDatabase(url);
  await deployMigrations(url);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const hash = await bcrypt.hash(PASSWORD, 10);
  const coordinatorId = (
    await c.query(
      `INSERT INTO users (id, full_name, email, password_hash, roles, updated_at)
       VALUES (gen_random_uuid(), 'Coordenadora Bench', $1, $2, ARRAY['ONLINE_COORDINATOR'], now()) RETURNING id`,
      [COORDINATOR, hash],
    )
  ).rows[0].id as string;
  await c.query(
    `INSERT INTO users (id, full_name, email, password_hash, roles, updated_at)
     SELECT gen_random_uuid(), 'Especialista ' || lpad(i::text, 3, '0'), 'bench.sched.' || i || '@bench.local', $1,
            ARRAY['ONLINE_SPECIALIST'], now()
     FROM generate_series(1, $2::int) i`,
    [hash, SPECIALISTS],
  );
  // 10 teams of 20; the coordinator masters the first.
  await c.query(
    `INSERT INTO sales_teams (id, name, master_id, updated_at)
     SELECT gen_random_uuid(), 'Time Bench ' || t, CASE WHEN t = 1 THEN $1::uuid END, now() FROM generate_series(1, $2::int) t`,
    [coordinatorId, SPECIALISTS / TEAM_SIZE],
  );
  await c.query(
    `INSERT INTO sales_team_members (team_id, user_id)
     SELECT t.id, u.id FROM (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email LIKE 'bench.sched.%') u
     JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM sales_teams) t ON t.n = u.n / $1`,
    [TEAM_SIZE],
  );
  // 50 leads per specialist; 500 appointments each on distinct half hours (i * 17 mod SLOTS: 17 is coprime with it).
  await c.query(
    `INSERT INTO leads (id, full_name, phone, owner_id, updated_at)
     SELECT gen_random_uuid(), 'Lead ' || u.n || '-' || l, '55119' || lpad((u.n * 100 + l)::text, 8, '0'), u.id, now()
     FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench.sched.%') u,
          generate_series(1, 50) l`,
  );
  await c.query(
    `WITH s AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench.sched.%'),
          l AS (SELECT id, owner_id, row_number() OVER (PARTITION BY owner_id ORDER BY id) AS k FROM leads)
     INSERT INTO schedules (id, lead_id, specialist_id, type, status, starts_at, ends_at, created_by_id, updated_at)
     SELECT gen_random_uuid(), l.id, s.id,
            (ARRAY['STAND_VISIT','CALL','VIDEO_CALL','OTHER'])[1 + (i % 4)]::"ScheduleType",
            (ARRAY['SCHEDULED','SCHEDULED','DONE','NO_SHOW','CANCELED'])[1 + ((i + s.n) % 5)]::"ScheduleStatus",
            $1::timestamptz + ((i * 17 + s.n * 7) % $2) * interval '30 minutes',
            $1::timestamptz + ((i * 17 + s.n * 7) % $2 + 1) * interval '30 minutes',
            s.id, now()
     FROM s CROSS JOIN generate_series(1, $3::int) i
     JOIN l ON l.owner_id = s.id AND l.k = 1 + (i % 50)`,
    [FIRST, SLOTS, PER_SPECIALIST],
  );
  await c.query(
    `INSERT INTO schedule_slots (specialist_id, slot_start, schedule_id)
     SELECT specialist_id, starts_at, id FROM schedules WHERE status <> 'CANCELED'`,
  );
  const counts = (await c.query("SELECT count(*)::int AS n FROM schedules")).rows[0].n as number;
  await c.query("VACUUM ANALYZE");
  const team = (
    await c.query(
      `SELECT m.user_id FROM sales_team_members m JOIN sales_teams t ON t.id = m.team_id WHERE t.master_id = $1`,
      [coordinatorId],
    )
  ).rows.map((r) => r.user_id as string);
  await c.end();
  return { appointments: counts, team };
}

async function main() {
  const url = withDatabase(
    databaseUrlFromEnv(),
    process.env.BENCH_SCHEDULES_DATABASE?.trim() || "portal_bench_schedules",
  );
  log(`seeding ${redactUrl(url)} ...`);
  const { appointments, team } = await seed(url);
  log(`${appointments} appointments, team of ${team.length}`);
  const api = await startChildApi(url);
  const client = new SequentialClient(api.baseUrl);
  try {
    const login = await client.request(
      "POST",
      "/users/login",
      { "content-type": "application/json" },
      JSON.stringify({ email: COORDINATOR, password: PASSWORD, working_systems: ["SALES"] }),
    );
    const token = (JSON.parse(login.text) as { authorization: string }).authorization;
    const auth = { authorization: `Bearer ${token}`, "accept-encoding": "gzip" };
    const ids = team.join(",");
    // November 2026: the month grid from Sunday 2026-11-01 to Saturday 2026-12-12; the week of 2026-11-22.
    const routes: [string, string][] = [
      [
        "count-by-date (month grid, team of 20)",
        `/schedules/count-by-date?starts_date=2026-11-01&ends_date=2026-12-12&specialist_ids=${ids}`,
      ],
      [
        "week view (team of 20)",
        `/schedules/calendar?starts_at=2026-11-22T03:00:00.000Z&ends_at=2026-11-29T03:00:00.000Z&specialist_ids=${ids}&limit=1000`,
      ],
      [
        "week as whole appointments (GET /schedules, before decision 058)",
        `/schedules?starts_at=2026-11-22T03:00:00.000Z&ends_at=2026-11-29T03:00:00.000Z&specialist_ids=${ids}&limit=1000`,
      ],
      ["GET /users/my-profile (bare authenticated)", "/users/my-profile"],
      ["GET /__bare (no auth, no I/O)", "/__bare"],
    ];
    const runs = arg("runs", 300);
    const samples = new Map<string, number[]>(routes.map(([name]) => [name, []]));
    const sizes = new Map<string, { status: number; bytes: number; items: number }>();
    for (const [name, p] of routes) {
      for (let i = 0; i < 20; i++) await client.request("GET", p, auth);
      const r = await client.request("GET", p, auth);
      const body = JSON.parse(r.text) as { payload?: unknown[] };
      sizes.set(name, { status: r.status, bytes: r.text.length, items: body.payload?.length ?? 0 });
      if (r.status !== 200) throw new Error(`${name}: ${r.status} ${r.text.slice(0, 200)}`);
    }
    // Interleaved: every round asks each route once, so noise of the shared machine falls on all of them alike.
    for (let i = 0; i < runs; i++) {
      for (const [name, p] of routes) samples.get(name)?.push((await client.request("GET", p, auth)).ms);
    }
    // The API process's CPU per request, route by route (100 requests each): unlike latency, it hardly moves with
    // the shared machine's load (decision 022's yardstick).
    const cpuPerRequest = new Map<string, number>();
    const cpuNow = async () => {
      const u = JSON.parse((await client.request("GET", "/__cpu", {})).text) as { user: number; system: number };
      return (u.user + u.system) / 1000;
    };
    for (const [name, p] of routes) {
      const before = await cpuNow();
      for (let i = 0; i < 100; i++) await client.request("GET", p, auth);
      cpuPerRequest.set(name, ((await cpuNow()) - before) / 100);
    }
    // The raw SQL of count-by-date (what the route runs), on a plain client.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const sql: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await c.query(
        `SELECT to_char((s.starts_at AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
         FROM schedules s WHERE s.starts_at >= $1 AND s.starts_at < $2 AND s.status <> 'CANCELED'
           AND s.specialist_id = ANY($3::uuid[]) GROUP BY 1 ORDER BY 1`,
        ["2026-11-01T03:00:00Z", "2026-12-13T03:00:00Z", team],
      );
      sql.push(performance.now() - t0);
    }
    // The floor of the week view: its own SQL (the calendar's cells with the names joined), on a plain client.
    const weekSql: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await c.query(
        `SELECT s.id, s.lead_id, l.full_name, s.specialist_id, sp.full_name, s.enterprise_id, e.name, s.type::text,
                s.status::text, s.starts_at, s.ends_at, (count(*) OVER ())::int AS total
           FROM schedules s JOIN leads l ON l.id = s.lead_id LEFT JOIN enterprises e ON e.id = s.enterprise_id
           LEFT JOIN users sp ON sp.id = s.specialist_id
          WHERE s.specialist_id = ANY($1::uuid[]) AND s.starts_at < $2 AND s.ends_at > $3 AND s.starts_at > $4
          ORDER BY s.starts_at, s.id LIMIT 1000`,
        [team, "2026-11-29T03:00:00Z", "2026-11-22T03:00:00Z", "2026-11-21T23:00:00Z"],
      );
      weekSql.push(performance.now() - t0);
    }
    await c.end();
    const results = routes.map(([name]) => ({
      name,
      ...sizes.get(name),
      ...stats(samples.get(name) ?? []),
      cpuMs: cpuPerRequest.get(name) ?? 0,
    }));
    const bare = results.find((r) => r.name.startsWith("GET /users/my-profile"));
    const date = new Date().toISOString().slice(0, 10);
    const env = {
      node: process.version,
      cpus: os.cpus().length,
      load: os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(" "),
    };
    const report = {
      date,
      env,
      appointments,
      specialists: SPECIALISTS,
      team: team.length,
      runs,
      results,
      rawSql: stats(sql),
      weekSql: stats(weekSql),
    };
    // `--tag=x` writes schedules-<date>-x.md/.json (a second run of the day keeps the first's report).
    const tag = process.argv.find((a) => a.startsWith("--tag="))?.slice("--tag=".length);
    const base = `schedules-${date}${tag ? `-${tag}` : ""}`;
    writeFileSync(path.join(outDir, `${base}.json`), `${JSON.stringify(report, null, 2)}\n`);
    const ms = (x: number) => x.toFixed(1);
    const lines = [
      `# bench:schedules — ${date}`,
      "",
      `${appointments.toLocaleString("en")} appointments, ${SPECIALISTS} specialists in teams of ${team.length}; the coordinator's team of ${team.length}.`,
      `${runs} sequential requests per route on one keep-alive connection, interleaved round by round (same run, same noise).`,
      `Machine: Node ${env.node}, ${env.cpus} CPUs, load average ${env.load} (shared machine: read ratios, not absolutes).`,
      "",
      "| route | items | bytes | p50 ms | p95 ms | p99 ms | p95 / bare authenticated | API CPU ms/request | CPU / bare authenticated |",
      "|---|---|---|---|---|---|---|---|---|",
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.items} | ${r.bytes} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${bare ? (r.p95 / bare.p95).toFixed(2) : "—"} | ${ms(r.cpuMs)} | ${bare ? (r.cpuMs / bare.cpuMs).toFixed(2) : "—"} |`,
      ),
      `| raw SQL of count-by-date (pg client) | | | ${ms(report.rawSql.p50)} | ${ms(report.rawSql.p95)} | ${ms(report.rawSql.p99)} | ${bare ? (report.rawSql.p95 / bare.p95).toFixed(2) : "—"} | | |`,
      `| raw SQL of the week view (pg client) | | | ${ms(report.weekSql.p50)} | ${ms(report.weekSql.p95)} | ${ms(report.weekSql.p99)} | ${bare ? (report.weekSql.p95 / bare.p95).toFixed(2) : "—"} | | |`,
      "",
      "Target: count-by-date and the week view at <= 3x the bare authenticated route's p95.",
      "",
    ];
    writeFileSync(path.join(outDir, `${base}.md`), lines.join("\n"));
    log(lines.join("\n"));
  } finally {
    client.close();
    await api.close();
  }
}

await main();
process.exit(0);
