/**
 * `pnpm bench:leads` — GET /leads at 1,000,000 leads. Not part of the test run.
 *
 *   --leads=N          leads to generate (default 1000000)
 *   --log-days=N       leads created in the last N days get logs and a movement (default 220: ~20%)
 *   --reuse            keep the data already in portal_bench when it has N leads (skip generation)
 *   --sql-runs=N       EXPLAIN ANALYZE runs per statement (default 20)
 *   --api-runs=N       HTTP requests per combination (default 200)
 *   --warmup-rounds=N  unmeasured requests per combination before any measurement (default 100)
 *   --only=a,b         only these combination ids
 *   --extra-sql=FILE   SQL run before measuring (e.g. candidate CREATE INDEX); undone with --drop-extra=FILE
 *   --drop-extra=FILE  SQL run after measuring
 *   --tag=NAME         suffix of the result files (leads-list-<date>-NAME.md)
 *   --out=DIR          results folder (default bench/results)
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SequentialClient, startChildApi } from "../lib/child-api";
import { BROWSER_HEADERS, leadsPath, login, startApi, timeRequests, timeWith } from "./api-timing";
import { countLeads, prepareBenchDatabase, withClient } from "./bench-db";
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_SPECIALIST_EMAIL } from "./bench-users";
import { createCapturingClient } from "./capture";
import { type GenerateReport, generateBenchData } from "./generate";
import { buildMatrix, type Combo, matrixValues } from "./matrix";
import { BARE_FLOOR, type ComboResult, type ReportMeta, writeReport } from "./report";
import { bindable, timeStatements } from "./sql-timing";
import { type Summary, summarize } from "./stats";

const here = path.dirname(fileURLToPath(import.meta.url));

function args(): Map<string, string> {
  const m = new Map<string, string>();
  for (const a of process.argv.slice(2)) {
    const [k, v] = a.replace(/^--/, "").split("=");
    if (k) m.set(k, v ?? "true");
  }
  return m;
}

const log = (m: string) => console.log(m);

async function environment(url: string): Promise<Record<string, string>> {
  return withClient(url, async (c) => {
    const setting = async (name: string) => String((await c.query(`SHOW ${name}`)).rows[0]?.[name] ?? "?");
    return {
      machine: `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
      postgres: `${await setting("server_version")}; shared_buffers ${await setting("shared_buffers")}, work_mem ${await setting("work_mem")}, effective_cache_size ${await setting("effective_cache_size")}, random_page_cost ${await setting("random_page_cost")}, jit ${await setting("jit")}, max_parallel_workers_per_gather ${await setting("max_parallel_workers_per_gather")}`,
      node: process.version,
      "load average (1/5/15 min) at the end": os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(" / "),
    };
  });
}

async function dataCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (c) => {
    const out: Record<string, number> = {};
    for (const t of ["leads", "lead_logs", "lead_movements", "lead_favorites", "users", "enterprises", "sales_teams"]) {
      out[t] = Number((await c.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
    }
    return out;
  });
}

async function leadIndexes(url: string): Promise<string[]> {
  return withClient(url, async (c) =>
    (
      await c.query<{ name: string; size: string }>(
        `SELECT indexrelname AS name, pg_size_pretty(pg_relation_size(indexrelid)) AS size
         FROM pg_stat_user_indexes WHERE relname = 'leads' ORDER BY 1`,
      )
    ).rows.map((r) => `${r.name} (${r.size})`),
  );
}

async function main(): Promise<void> {
  const a = args();
  if (a.has("help")) {
    const usage = (await readFile(fileURLToPath(import.meta.url), "utf8")).split("*/")[0] ?? "";
    log(usage.replace(/^\/\*\*|^ \* ?/gm, ""));
    return;
  }
  const leads = Number(a.get("leads") ?? 1_000_000);
  const sqlRuns = Number(a.get("sql-runs") ?? 20);
  const apiRuns = Number(a.get("api-runs") ?? 200);
  const warmupRounds = Number(a.get("warmup-rounds") ?? 100);
  const only = a.get("only")?.split(",");
  const outDir = path.resolve(a.get("out") ?? path.join(here, "../results"));

  log(
    `load average at start: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(" / ")} (${os.cpus().length} CPUs)`,
  );
  const reuse = a.has("reuse");
  const url = await prepareBenchDatabase(!reuse, log);
  let generation: GenerateReport | null = null;
  if (!reuse || (await countLeads(url)) !== leads) {
    log(`generating ${leads.toLocaleString("en-US")} leads ...`);
    generation = await withClient(url, (c) =>
      generateBenchData(c, { leads, logDays: Number(a.get("log-days") ?? 220) }, log),
    );
  } else log(`reusing ${leads.toLocaleString("en-US")} leads already in the database`);

  const extraSql = a.has("extra-sql") ? await readFile(String(a.get("extra-sql")), "utf8") : null;
  if (extraSql) {
    log("applying extra SQL ...");
    await withClient(url, async (c) => {
      await c.query("SET maintenance_work_mem = '512MB'");
      await c.query(extraSql);
      await c.query("ANALYZE leads");
    });
  }

  const values = await withClient(url, matrixValues);
  const combos = buildMatrix(values).filter((c) => !only || only.includes(c.id));
  const results: ComboResult[] = [];
  const floors: Record<string, Summary> = {};
  const timed = await startChildApi(url);
  const client = new SequentialClient(timed.baseUrl);
  try {
    const tokens = {
      admin: await login(timed.baseUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD),
      specialist: await login(timed.baseUrl, BENCH_SPECIALIST_EMAIL, BENCH_PASSWORD),
    };
    // 1. SQL half: the exact statements of one request (captured from an in-process app on a logging Prisma
    // client), re-timed with EXPLAIN ANALYZE. That app is closed before any HTTP timing, so its timers, Redis
    // connections and garbage never run in the timing client's process.
    const measured = await measureSql(url, combos, tokens, sqlRuns);
    // 2. API half. Warm the timed API up first (V8 compiles and optimises the hot paths during the first few
    // hundred requests; a production server is warm): every combination `warmupRounds` times, unmeasured.
    for (let i = 0; i < warmupRounds; i++) {
      for (const combo of combos) await timeWith(client, tokens[combo.as], leadsPath(combo.query), 1, 0);
    }
    // The floor every request pays: an authenticated route with one small query (auth + framework + Prisma), the
    // health check (one PostgreSQL and one Redis ping) and a constant answer through the same server (no I/O).
    for (const [name, p] of [
      ["GET /users/my-profile (admin)", "/users/my-profile"],
      ["GET /health", "/health"],
      [BARE_FLOOR, "/__bare"],
    ] as const) {
      floors[name] = summarize(await timeWith(client, tokens.admin, p, apiRuns));
      log(`${name}: p50/p95 ${floors[name]?.p50}/${floors[name]?.p95} ms`);
    }
    for (const m of measured) {
      const { combo, sql } = m;
      const target = leadsPath(combo.query);
      const cpuBefore = await client.cpuUsage();
      const samples = await timeWith(client, tokens[combo.as], target, apiRuns);
      const cpuAfter = await client.cpuUsage();
      // The same request as a browser makes it (Accept-Encoding: the answer comes gzipped and is decoded).
      const browserSamples = await timeWith(client, tokens[combo.as], target, apiRuns, 5, BROWSER_HEADERS);
      const cpuBrowser = await client.cpuUsage();
      // The lower bound: the same statements served by the same HTTP server with no application code around them.
      const replayPath = `/__replay/${combo.id}`;
      const statements = sql.statements.map((s) => ({ sql: s.sql, values: bindable(s.params) }));
      const posted = await client.request(
        "POST",
        replayPath,
        { "content-type": "application/json" },
        JSON.stringify({ statements }),
      );
      if (posted.status !== 200) throw new Error(`POST ${replayPath} answered ${posted.status}`);
      const replay = summarize(await timeWith(client, tokens.admin, replayPath, apiRuns));
      const api = summarize(samples);
      const cpuMs = (a: typeof cpuBefore, b: typeof cpuBefore) => (b.user + b.system - a.user - a.system) / 1000;
      results.push({
        ...m,
        api,
        // 5 warm-up requests are part of each window; the /__cpu call between the windows is negligible.
        apiCpuMs: cpuMs(cpuBefore, cpuAfter) / (apiRuns + 5),
        browser: { api: summarize(browserSamples), apiCpuMs: cpuMs(cpuAfter, cpuBrowser) / (apiRuns + 5) },
        replay,
      });
      log(
        `${combo.id.padEnd(28)} total=${String(m.total).padStart(7)} SQL p50/p95 ${sql.explain.p50}/${sql.explain.p95} ms` +
          ` API p50/p95 ${api.p50}/${api.p95} ms replay p50/p95 ${replay.p50}/${replay.p95} ms${sql.seqScanOnLeads ? "  SEQ SCAN" : ""}`,
      );
    }
  } finally {
    client.close();
    await timed.close();
  }

  const meta: ReportMeta = {
    date: new Date().toISOString().slice(0, 10),
    tag: a.get("tag") ?? null,
    environment: await environment(url),
    data: await dataCounts(url),
    generation,
    runs: { sql: sqlRuns, api: apiRuns, warmupRounds },
    leadIndexes: await leadIndexes(url),
    floors,
    extraSql,
    sqlTiming: "timing-off",
  };
  if (a.has("drop-extra")) {
    await withClient(url, async (c) => c.query(await readFile(String(a.get("drop-extra")), "utf8")));
  }
  for (const f of await writeReport(outDir, meta, results)) log(`wrote ${path.relative(process.cwd(), f)}`);
}

/** Per combination: the statements one request runs (captured in-process), each re-timed with EXPLAIN ANALYZE. */
async function measureSql(
  url: string,
  combos: Combo[],
  tokens: Record<Combo["as"], string>,
  sqlRuns: number,
): Promise<Omit<ComboResult, "api" | "apiCpuMs" | "replay">[]> {
  const capturing = createCapturingClient(url);
  const api = await startApi(url, capturing.prisma);
  const out: Omit<ComboResult, "api" | "apiCpuMs" | "replay">[] = [];
  try {
    await withClient(url, async (c) => {
      for (const combo of combos) {
        const token = tokens[combo.as];
        const target = leadsPath(combo.query);
        await timeRequests(api.baseUrl, token, target, 1, 1);
        let answer = { total: null as number | null, estimated: false, rows: 0 };
        const statements = await capturing.capture(async () => {
          const r = await timeRequests(api.baseUrl, token, target, 1, 0);
          answer = r.last;
        });
        // Reads only: EXPLAIN ANALYZE would execute a write again (none is expected on this route).
        const selects = statements.filter((s) => /^\s*(SELECT|WITH|EXPLAIN)\b/i.test(s.sql));
        const sql = await timeStatements(c, selects, sqlRuns);
        out.push({ combo, total: answer.total, rows: answer.rows, sql, estimated: answer.estimated });
        log(`${combo.id.padEnd(28)} SQL p50/p95 ${sql.explain.p50}/${sql.explain.p95} ms`);
      }
    });
  } finally {
    await api.close();
    await capturing.prisma.$disconnect();
  }
  return out;
}

main().then(
  () => process.exit(0), // the wasm migration engine leaves a timer behind
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
