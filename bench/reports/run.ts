/**
 * `pnpm bench:reports` — the reports' performance targets: every report and GET /statistics on the 1M-lead bench database plus
 * generated deals (generate-deals.ts: 300 enterprises, ~200,000 units, 100,000 proposals, ~55,000 sales with
 * commissions, 24 months of history). For each route and filter combination, in the same run:
 *   - the API's p50/p95 (sequential requests on one keep-alive socket to an API in its own process);
 *   - the floor: GET /__bare-auth (the same server's constant answer behind authentication);
 *   - the lower bound: the route's own SQL (captured from one request of an in-process app) replayed through the
 *     same server with no application code (GET /__replay/<id>).
 * A route not built yet answers 404 and is listed as such. Writes bench/results/reports-<date>[-tag].md/.json.
 *
 *   --reuse       keep the generated data when it is there (1,000,000 leads and the deals)
 *   --runs=N      measured requests per route (default 100, after 10 warm-ups)
 *   --tag=NAME    suffix of the result files
 *   --out=DIR     results folder (default bench/results)
 *   --only=a,b    only the combinations whose id starts with one of these (e.g. --only=stock,statistics)
 *   --profile     capture one request per combination, print each statement's time (Prisma's own measure) and its
 *                 SQL head, write <out>/reports-profile.json (statements with their parameters) and stop: where a
 *                 report's time goes, before running the timed half
 */
import "./bench-env";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { login, startApi, timeRequests, timeWith } from "../leads-list/api-timing";
import { countLeads, prepareBenchDatabase, withClient } from "../leads-list/bench-db";
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_SPECIALIST_EMAIL } from "../leads-list/bench-users";
import { createCapturingClient } from "../leads-list/capture";
import { generateBenchData } from "../leads-list/generate";
import { bindable } from "../leads-list/sql-timing";
import { type Summary, summarize } from "../leads-list/stats";
import { SequentialClient, startChildApi } from "../lib/child-api";
import { countDeals, type DealCounts, generateDeals } from "./generate-deals";

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k ?? "", v ?? "true"] as const;
  }),
);
const log = (m: string) => console.log(`[bench:reports] ${m}`);
const LEADS = 1_000_000;
const COORDINATOR_EMAIL = "bench.coordenador.001@bench.local";
type As = "admin" | "coordinator" | "specialist";

interface Combo {
  id: string;
  route: string;
  as: As;
  path: string;
  /** p95 target in ms (250 for a report, 100 for /statistics). */
  target: number;
}

/** "YYYY-MM" of São Paulo now, and 11 months before: the 12-month window every report is measured over. */
function window12(): { start: string; end: string } {
  const now = new Date(Date.now() - 3 * 3_600_000);
  const end = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const s = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { end, start: `${s.getUTCFullYear()}-${String(s.getUTCMonth() + 1).padStart(2, "0")}` };
}

async function combos(url: string): Promise<Combo[]> {
  const { start, end } = window12();
  const period = `month_start=${start}&month_end=${end}`;
  // The heaviest filter: the enterprise with the most sales, its team, and the most common source.
  const heavy = await withClient(url, async (c) => {
    const e = (
      await c.query(
        `SELECT s.enterprise_id, l.sales_team_id, l.source FROM sales s JOIN leads l ON l.id = s.lead_id
          GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0] as { enterprise_id: string; sales_team_id: string | null; source: string };
    return e;
  });
  const heavyFilter = `&enterprise_id=${heavy.enterprise_id}${heavy.sales_team_id ? `&sales_team_id=${heavy.sales_team_id}` : ""}&source=${heavy.source}`;
  const report = (name: string, extra = ""): Combo[] => [
    { id: `${name}-none`, route: name, as: "admin", path: `/services/reports/${name}?${period}`, target: 250 },
    { id: `${name}-heavy`, route: name, as: "admin", path: `/services/reports/${name}?${period}${extra}`, target: 250 },
    {
      id: `${name}-coordinator`,
      route: name,
      as: "coordinator",
      path: `/services/reports/${name}?${period}`,
      target: 250,
    },
  ];
  return [
    ...report("sales", heavyFilter),
    ...report("stock", `&enterprise_id=${heavy.enterprise_id}`),
    ...report("commissions", `&enterprise_id=${heavy.enterprise_id}`),
    ...report("partners-report", `&enterprise_id=${heavy.enterprise_id}`),
    ...report(
      "specialists",
      `&enterprise_id=${heavy.enterprise_id}${heavy.sales_team_id ? `&sales_team_id=${heavy.sales_team_id}` : ""}`,
    ),
    // The price-table report is per enterprise: the enterprise with the most sales, whole and one tower.
    {
      id: "units-prices-snapshot",
      route: "units-prices-snapshot",
      as: "admin",
      path: `/services/reports/units-prices-snapshot?enterprise_id=${heavy.enterprise_id}`,
      target: 250,
    },
    {
      id: "units-prices-snapshot-coordinator",
      route: "units-prices-snapshot",
      as: "coordinator",
      path: `/services/reports/units-prices-snapshot?enterprise_id=${heavy.enterprise_id}`,
      target: 250,
    },
    ...(["admin", "coordinator", "specialist"] as const).map((as) => ({
      id: `statistics-${as}`,
      route: "statistics",
      as,
      path: "/statistics",
      target: 100,
    })),
  ];
}

interface Result {
  combo: Combo;
  status: number;
  bytes: number;
  statements: number;
  api?: Summary;
  replay?: Summary;
}

async function main() {
  const reuse = argv.has("reuse");
  const runs = Number(argv.get("runs") ?? 100);
  const outDir = argv.get("out") ?? path.join(here, "../results");
  const url = await prepareBenchDatabase(!reuse, log);
  let deals: DealCounts = await withClient(url, countDeals);
  if (!reuse || (await countLeads(url)) !== LEADS || deals.sales === 0) {
    log(`generating ${LEADS.toLocaleString("en")} leads ...`);
    await withClient(url, (c) => generateBenchData(c, { leads: LEADS, logDays: 220 }, log));
    log("generating deals ...");
    deals = await withClient(url, (c) => generateDeals(c, log));
  }
  log(`data: ${JSON.stringify(deals)}`);
  const only = argv.get("only")?.split(",");
  const list = (await combos(url)).filter((c) => !only || only.some((p) => c.id.startsWith(p)));
  const profile = argv.has("profile");
  const profiled: Record<string, { ms: number; sql: string; values: unknown[] }[]> = {};

  // 1. The statements of one request of each combination (an in-process app on a logging Prisma client).
  const capturing = createCapturingClient(url);
  const inProcess = await startApi(url, capturing.prisma);
  const captured = new Map<
    string,
    { status: number; bytes: number; statements: { sql: string; values: unknown[] }[] }
  >();
  try {
    const tokens: Record<As, string> = {
      admin: await login(inProcess.baseUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD),
      coordinator: await login(inProcess.baseUrl, COORDINATOR_EMAIL, BENCH_PASSWORD),
      specialist: await login(inProcess.baseUrl, BENCH_SPECIALIST_EMAIL, BENCH_PASSWORD),
    };
    for (const combo of list) {
      let status = 0;
      let bytes = 0;
      const statements = await capturing.capture(async () => {
        const res = await fetch(`${inProcess.baseUrl}${combo.path}`, {
          headers: { authorization: `Bearer ${tokens[combo.as]}` },
        });
        status = res.status;
        bytes = (await res.text()).length;
      });
      captured.set(combo.id, {
        status,
        bytes,
        // Only the reads of the route itself (the session lookup is the floor's, not the report's).
        statements: statements
          .filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.sql) && !/\bFROM\s+"?(public"\.)?"?sessions\b/i.test(s.sql))
          .map((s) => ({ sql: s.sql, values: bindable(s.params) })),
      });
      log(`${combo.id.padEnd(36)} ${status} ${bytes} B, ${captured.get(combo.id)?.statements.length} statement(s)`);
      if (profile) {
        profiled[combo.id] = statements.map((s) => ({ ms: s.durationMs, sql: s.sql, values: bindable(s.params) }));
        for (const s of statements)
          log(`    ${String(s.durationMs).padStart(6)} ms  ${s.sql.replace(/\s+/g, " ").slice(0, 140)}`);
      }
    }
  } finally {
    await inProcess.close();
    await capturing.prisma.$disconnect();
  }

  if (profile) {
    writeFileSync(path.join(outDir, "reports-profile.json"), `${JSON.stringify(profiled, null, 2)}\n`);
    log(`wrote ${path.join(outDir, "reports-profile.json")}`);
    return;
  }

  // 2. The timed API in its own process.
  const timed = await startChildApi(url);
  const client = new SequentialClient(timed.baseUrl);
  const results: Result[] = [];
  const floors: Record<string, Summary> = {};
  try {
    const tokens: Record<As, string> = {
      admin: await login(timed.baseUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD),
      coordinator: await login(timed.baseUrl, COORDINATOR_EMAIL, BENCH_PASSWORD),
      specialist: await login(timed.baseUrl, BENCH_SPECIALIST_EMAIL, BENCH_PASSWORD),
    };
    floors["GET /__bare-auth"] = summarize(await timeWith(client, tokens.admin, "/__bare-auth", runs, 10));
    floors["GET /users/my-profile"] = summarize(await timeWith(client, tokens.admin, "/users/my-profile", runs, 10));
    for (const combo of list) {
      const cap = captured.get(combo.id);
      if (cap?.status !== 200) {
        results.push({ combo, status: cap?.status ?? 0, bytes: cap?.bytes ?? 0, statements: 0 });
        continue;
      }
      const api = summarize(await timeWith(client, tokens[combo.as], combo.path, runs, 10));
      const replayPath = `/__replay/${combo.id}`;
      const posted = await client.request(
        "POST",
        replayPath,
        { "content-type": "application/json" },
        JSON.stringify({ statements: cap.statements }),
      );
      if (posted.status !== 200) throw new Error(`POST ${replayPath} answered ${posted.status}`);
      const replay = summarize((await timeRequests(timed.baseUrl, tokens.admin, replayPath, runs, 5)).samples);
      results.push({ combo, status: 200, bytes: cap.bytes, statements: cap.statements.length, api, replay });
      log(
        `${combo.id.padEnd(36)} API p50/p95 ${api.p50}/${api.p95} ms, SQL replay p50/p95 ${replay.p50}/${replay.p95} ms`,
      );
    }
  } finally {
    client.close();
    await timed.close();
  }

  const date = new Date().toISOString().slice(0, 10);
  const tag = argv.get("tag");
  const base = `reports-${date}${tag ? `-${tag}` : ""}`;
  const env = {
    node: process.version,
    cpus: os.cpus().length,
    load: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  };
  writeFileSync(
    path.join(outDir, `${base}.json`),
    `${JSON.stringify({ date, env, deals, runs, floors, results }, null, 2)}\n`,
  );
  const floor = floors["GET /__bare-auth"] as Summary;
  const verdict = (r: Result) => {
    if (!r.api) return r.status === 404 ? "not built yet (404)" : `answered ${r.status}`;
    if (r.api.p95 <= r.combo.target) return "met";
    if (r.replay && r.replay.p95 > r.combo.target) return "missed; the SQL alone misses it too";
    return "missed";
  };
  const lines = [
    `# bench:reports — ${date}${tag ? ` (${tag})` : ""}`,
    "",
    `Data: ${LEADS.toLocaleString("en")} leads; ${Object.entries(deals)
      .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
      .join(", ")}.`,
    `${runs} sequential requests per row (after 10 warm-ups) on one keep-alive connection. Node ${env.node}, ${env.cpus} CPUs, load average ${env.load} at the end (shared machine: read ratios).`,
    "",
    `Floor: GET /__bare-auth p50/p95 ${floor.p50}/${floor.p95} ms; GET /users/my-profile ${floors["GET /users/my-profile"]?.p50}/${floors["GET /users/my-profile"]?.p95} ms.`,
    "",
    "| combination | as | bytes | statements | API p50 | API p95 | p95 / floor | SQL replay p95 | target p95 | verdict |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.combo.id} | ${r.combo.as} | ${r.bytes} | ${r.statements} | ${r.api?.p50 ?? "—"} | ${r.api?.p95 ?? "—"} | ${r.api ? (r.api.p95 / floor.p95).toFixed(1) : "—"} | ${r.replay?.p95 ?? "—"} | ${r.combo.target} | ${verdict(r)} |`,
    ),
    "",
    "Targets: every report over 12 months <= 250 ms p95, GET /statistics <= 100 ms p95, with and without filters.",
    "",
  ];
  writeFileSync(path.join(outDir, `${base}.md`), lines.join("\n"));
  log(`wrote bench/results/${base}.md`);
  console.log(lines.join("\n"));
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
