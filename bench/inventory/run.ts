/**
 * `pnpm bench:inventory`: the mirror of an enterprise with 2,000 units (API p95, against the raw
 * SQL of the same query), 100 concurrent reservation attempts on one unit and 2 attempts on each of 1,000
 * units (throughput, exactly one winner each). Not part of the test run. Writes bench/results/inventory-<date>.md/.json.
 *
 * Then the browser part (screen.ts): the built web app in headless Chromium, page load -> every unit of the
 * 2,000-unit mirror in the page, p50/p95 over several runs.
 *
 *   --mirror-runs=N   sequential mirror requests (default 200)
 *   --screen-runs=N   measured browser runs (default 10, after one warm-up)
 *   --screen-only     only the browser part (report inventory-screen-<date>.md); skips the API figures and races
 *   --out=DIR         results folder (default bench/results)
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import bcrypt from "bcrypt";
import pg from "pg";
import { startChildApi } from "../lib/child-api";
import { renderReport, renderScreenReport, type ScreenResult } from "./report";
import { CHROMIUM_FLAGS, measureMirrorScreen, serveWeb, webOrigin } from "./screen";

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(`[bench:inventory] ${m}`);
const arg = (k: string, d: number) => Number(process.argv.find((a) => a.startsWith(`--${k}=`))?.split("=")[1] ?? d);
const outDir = process.argv.find((a) => a.startsWith("--out="))?.split("=")[1] ?? path.join(here, "../results");
const flag = (k: string) => process.argv.includes(`--${k}`);
const PASSWORD = "Bench@2026";
const EMAIL = "bench.inventory.admin@bench.local";

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
  await c.query(
    `INSERT INTO users (id, full_name, email, password_hash, roles, updated_at)
     VALUES (gen_random_uuid(), 'Admin Bench', $1, $2, ARRAY['GERAL_ADMIN'], now())`,
    [EMAIL, hash],
  );
  const ent = async (name: string, towers: number, floors: number, perFloor: number) => {
    const e = (
      await c.query(
        `INSERT INTO enterprises (id, name, city, updated_at, index_type) VALUES (gen_random_uuid(), $1, 'Campinas', now(), 'INCCDI') RETURNING id`,
        [name],
      )
    ).rows[0].id as string;
    for (let t = 0; t < towers; t++) {
      const tower = (
        await c.query(
          `INSERT INTO towers (id, enterprise_id, name, floors, units_per_floor, position, updated_at)
           VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now()) RETURNING id`,
          [e, `Torre ${String.fromCharCode(65 + t)}`, floors, perFloor, t],
        )
      ).rows[0].id as string;
      await c.query(
        `INSERT INTO units (id, enterprise_id, tower_id, floor, number, bedrooms, private_area, position, price, status, updated_at)
         SELECT gen_random_uuid(), $1, $2, f, f::text || lpad(u::text, 2, '0'), 2 + (u % 2), 60 + (u % 4) * 10.5,
                CASE WHEN u % 2 = 0 THEN 'BACK' ELSE 'FRONT' END, 50000000 + f * 100000,
                (ARRAY['AVAILABLE','AVAILABLE','AVAILABLE','RESERVED','SOLD','IN_SALES_PROCESS'])[1 + ((f * 7 + u) % 6)]::"UnitStatus", now()
         FROM generate_series(1, $3::int) f, generate_series(1, $4::int) u`,
        [e, tower, floors, perFloor],
      );
    }
    return e;
  };
  const mirrorId = await ent("Bench Espelho 2000", 4, 25, 20);
  const raceId = await ent("Bench Reservas 1000", 3, 25, 20);
  await c.query(`UPDATE units SET status = 'AVAILABLE' WHERE enterprise_id = $1`, [raceId]);
  await c.query("VACUUM ANALYZE");
  await c.end();
  return { mirrorId, raceId };
}

/** The API figures: mirror API vs its raw SQL, then the reservation races. */
async function measureApi(baseUrl: string, url: string, mirrorId: string, raceId: string) {
  const login = await fetch(`${baseUrl}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, working_systems: ["SALES"] }),
  });
  const token = ((await login.json()) as { authorization: string }).authorization;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

  // Mirror: API vs the raw SQL of its one query.
  const runs = arg("mirror-runs", 200);
  let bytes = 0;
  for (let i = 0; i < 5; i++) await (await fetch(`${baseUrl}/enterprises/${mirrorId}/mirror`, { headers })).text();
  const api: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const body = await (await fetch(`${baseUrl}/enterprises/${mirrorId}/mirror`, { headers })).text();
    api.push(performance.now() - t0);
    bytes = body.length;
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const sql: number[] = [];
  const q = `SELECT u.id, u.tower_id, t.name, u.floor, u.number, u.type, u.bedrooms, u.private_area::float8, u.position,
    u.garage_spots, u.status::text, u.suspended, u.fake_status::text, u.price::float8, r.expires_at
    FROM units u JOIN towers t ON t.id = u.tower_id LEFT JOIN reservations r ON r.unit_id = u.id AND r.status = 'ACTIVE'
    WHERE u.enterprise_id = $1 ORDER BY t.position, t.name, u.floor DESC, length(u.number), u.number`;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await c.query(q, [mirrorId]);
    sql.push(performance.now() - t0);
  }
  const units = (await c.query("SELECT id FROM units WHERE enterprise_id = $1 ORDER BY id", [raceId])).rows.map(
    (r) => r.id as string,
  );
  await c.end();
  const mirror = { runs, units: 2000, bytes, api: stats(api), sql: stats(sql) };
  log(
    `mirror: API p50 ${mirror.api.p50.toFixed(1)} ms p95 ${mirror.api.p95.toFixed(1)} ms; SQL p95 ${mirror.sql.p95.toFixed(1)} ms`,
  );

  const attempt = (unitId: string) =>
    fetch(`${baseUrl}/enterprises/units/${unitId}/reserves`, {
      method: "POST",
      headers,
      body: JSON.stringify({ type: "TECHNICAL_RESERVE", duration_minutes: 30 }),
    }).then(async (r) => {
      await r.text();
      return r.status;
    });
  // 100 concurrent attempts on one unit.
  const t1 = performance.now();
  const one = await Promise.all(Array.from({ length: 100 }, () => attempt(units[0] as string)));
  const oneMs = performance.now() - t1;
  const race100 = {
    attempts: 100,
    ms: oneMs,
    won: one.filter((s) => s === 201).length,
    conflicts: one.filter((s) => s === 409).length,
    other: one.filter((s) => s !== 201 && s !== 409).length,
  };
  log(`100 on one unit: ${race100.won} × 201, ${race100.conflicts} × 409 in ${oneMs.toFixed(0)} ms`);
  // Two attempts on each of 1,000 units, 100 in flight.
  const rest = units.slice(1, 1001);
  const jobs = rest.flatMap((u) => [u, u]);
  const codes = new Map<string, number[]>();
  let next = 0;
  const t2 = performance.now();
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < jobs.length) {
        const u = jobs[next++] as string;
        const s = await attempt(u);
        codes.set(u, [...(codes.get(u) ?? []), s]);
      }
    }),
  );
  const manyMs = performance.now() - t2;
  const all = [...codes.values()].flat();
  const exactlyOne = [...codes.values()].filter((cs) => cs.filter((s) => s === 201).length === 1).length;
  const race1000 = {
    units: rest.length,
    attempts: jobs.length,
    ms: manyMs,
    perSecond: (jobs.length / manyMs) * 1000,
    won: all.filter((s) => s === 201).length,
    conflicts: all.filter((s) => s === 409).length,
    other: all.filter((s) => s !== 201 && s !== 409).length,
    unitsWithExactlyOneWinner: exactlyOne,
  };
  log(`2 × ${rest.length} units: ${exactlyOne} with exactly one winner, ${race1000.perSecond.toFixed(0)} req/s`);
  return { mirror, race100, race1000 };
}
export type ApiResult = Awaited<ReturnType<typeof measureApi>>;

async function measureScreen(baseUrl: string, web: { port: number; origin: string }, mirrorId: string) {
  log("building the web app and measuring the mirror screen in headless Chromium ...");
  const served = await serveWeb(baseUrl.replace("127.0.0.1", "localhost"), web.port);
  try {
    const runs = await measureMirrorScreen({
      webUrl: web.origin,
      enterpriseId: mirrorId,
      units: 2000,
      email: EMAIL,
      password: PASSWORD,
      runs: arg("screen-runs", 10),
      log,
    });
    const result: ScreenResult = {
      runs: runs.length,
      flags: CHROMIUM_FLAGS,
      untilAllUnits: stats(runs.map((r) => r.untilAllUnitsMs)),
      firstRender: stats(runs.map((r) => r.firstRenderMs)),
      samples: runs,
    };
    log(
      `screen: every unit p50 ${result.untilAllUnits.p50.toFixed(0)} ms, p95 ${result.untilAllUnits.p95.toFixed(0)} ms`,
    );
    return result;
  } finally {
    served.close();
  }
}

async function main() {
  const url = withDatabase(
    databaseUrlFromEnv(),
    process.env.BENCH_INVENTORY_DATABASE?.trim() || "portal_bench_inventory",
  );
  const screenOnly = flag("screen-only");
  log(`seeding ${redactUrl(url)} ...`);
  const { mirrorId, raceId } = await seed(url);
  const web = await webOrigin();
  const api = await startChildApi(url, { WEB_ORIGIN: web.origin, WEB_URL: web.origin });
  const { baseUrl } = api;
  try {
    const api = screenOnly ? null : await measureApi(baseUrl, url, mirrorId, raceId);
    const screen = await measureScreen(baseUrl, web, mirrorId);
    const date = new Date().toISOString().slice(0, 10);
    const env = {
      node: process.version,
      cpus: os.cpus().length,
      load: os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(" "),
    };
    const name = screenOnly ? `inventory-screen-${date}` : `inventory-${date}`;
    writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify({ date, env, ...api, screen }, null, 2)}\n`);
    writeFileSync(
      path.join(outDir, `${name}.md`),
      api ? renderReport(date, env, api, screen) : renderScreenReport(date, env, screen),
    );
    log(`wrote ${path.join(outDir, `${name}.md`)}`);
  } finally {
    await api.close();
  }
}

await main();
process.exit(0);
