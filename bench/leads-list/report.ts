/** Writes bench/results/leads-list-<date>[-tag].md and .json: one row per combination, targets met or not. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Combo } from "./matrix";
import type { SqlResult } from "./sql-timing";
import { round, type Summary } from "./stats";

export const TARGETS = { sqlP95Ms: 20, apiOverSql: 2, deepOverFirst: 1.5 } as const;

/** The reference route with a constant answer through the same server: no auth, no I/O. */
export const BARE_FLOOR = "GET /__bare (no auth, no I/O)";

export interface ComboResult {
  combo: Combo;
  total: number | null;
  /** pagination.estimated of the answer, when the API reports it. */
  estimated: boolean;
  rows: number;
  sql: SqlResult;
  api: Summary;
  /** CPU (user + system) the API process spent per timed request, ms: steadier than latency on a busy machine. */
  apiCpuMs?: number;
  /** The same requests sent as a browser sends them (Accept-Encoding, answer gzipped); absent before 2026-11-24. */
  browser?: { api: Summary; apiCpuMs: number };
  /**
   * The same statements served by the same HTTP server with no application code (bench-only GET /__replay: plain
   * pg pool, rows as JSON): the lower bound of any implementation of the route. Absent before 2026-11-24's session8.
   */
  replay?: Summary;
}

export interface ReportMeta {
  date: string;
  tag: string | null;
  environment: Record<string, string>;
  data: Record<string, number>;
  generation: { totalMs: number; steps: Record<string, number> } | null;
  runs: { sql: number; api: number; warmupRounds?: number };
  leadIndexes: string[];
  /** Other routes timed in the same run: what any authenticated request costs. */
  floors: Record<string, Summary>;
  extraSql: string | null;
  /** How the SQL times were taken; absent in older reports (per-node timing on). */
  sqlTiming?: "timing-off";
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "–");
const signed = (v: number) => `${v < 0 ? "−" : "+"}${ms(Math.abs(v))}`;
const yes = (b: boolean) => (b ? "met" : "**not met**");

/** "min–max" of the figures that were measured. */
function msRange(values: (number | undefined)[]): string {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? `${ms(Math.min(...known))}–${ms(Math.max(...known))}` : "–";
}

function slowest(r: ComboResult) {
  return [...r.sql.statements].sort((a, b) => b.explain.p95 - a.explain.p95)[0];
}

function deepPageRows(results: ComboResult[]): string[] {
  const pairs: [string, string][] = [
    ["page-1", "deep-page"],
    ["page-1", "deep-cursor"],
    ["spec-no-filter", "spec-deep-page"],
    ["spec-no-filter", "spec-deep-cursor"],
  ];
  const lines = [
    "| pair | SQL p95 page 1 → deep | SQL ratio | ≤ 1.5× (SQL) | API p50 page 1 → deep | API p50 ratio | API p95 page 1 → deep | API p95 ratio | ≤ 1.5× (API p95) |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [a, b] of pairs) {
    const first = results.find((r) => r.combo.id === a);
    const deep = results.find((r) => r.combo.id === b);
    if (!first || !deep) continue;
    const sqlRatio = deep.sql.explain.p95 / first.sql.explain.p95;
    const apiP50 = deep.api.p50 / first.api.p50;
    const apiRatio = deep.api.p95 / first.api.p95;
    lines.push(
      `| ${deep.combo.label} vs ${first.combo.label} | ${ms(first.sql.explain.p95)} → ${ms(deep.sql.explain.p95)} | ${sqlRatio.toFixed(2)}× | ${yes(sqlRatio <= TARGETS.deepOverFirst)} | ${ms(first.api.p50)} → ${ms(deep.api.p50)} | ${apiP50.toFixed(2)}× | ${ms(first.api.p95)} → ${ms(deep.api.p95)} | ${apiRatio.toFixed(2)}× | ${yes(apiRatio <= TARGETS.deepOverFirst)} |`,
    );
  }
  return lines;
}

/**
 * Where 2× the SQL p95 is below what an authenticated request costs with no list at all (GET /users/my-profile
 * in the same run: HTTP, auth, one small answer), the ratio target cannot be met by any list implementation.
 */
function floorLines(meta: ReportMeta, results: ComboResult[]): string[] {
  const floor = meta.floors["GET /users/my-profile (admin)"];
  if (!floor) return [];
  const missed = results.filter((r) => r.api.p95 > TARGETS.apiOverSql * r.sql.explain.p95);
  if (missed.length === 0) return [];
  const underFloor = missed.filter((r) => TARGETS.apiOverSql * r.sql.explain.p95 < floor.p95);
  return [
    `  - Of the ${missed.length} misses, ${underFloor.length} have ${TARGETS.apiOverSql}× SQL p95 below the p95 of GET /users/my-profile in this run (${ms(floor.p95)} ms: HTTP, auth and one small answer, no list): ${
      underFloor.length
        ? underFloor.map((r) => `${r.combo.label} (${ms(TARGETS.apiOverSql * r.sql.explain.p95)} ms)`).join(", ")
        : "none"
    }.`,
    `  - API p95 over that floor for the misses: ${missed
      .map((r) => `${r.combo.label} ${signed(r.api.p95 - floor.p95)} ms against SQL p95 ${ms(r.sql.explain.p95)} ms`)
      .join("; ")}.`,
  ];
}

/**
 * The replay (same statements, same server, no application code) against the target: where even it misses, no
 * implementation of the route meets the target on this machine.
 */
function replayLines(results: ComboResult[]): string[] {
  const withReplay = results.filter((r): r is ComboResult & { replay: Summary } => r.replay !== undefined);
  if (withReplay.length === 0) return [];
  const under = (r: ComboResult, p95: number) => p95 <= TARGETS.apiOverSql * r.sql.explain.p95;
  const met = withReplay.filter((r) => under(r, r.replay.p95));
  const apiMisses = withReplay.filter((r) => !under(r, r.api.p95));
  const bothMiss = apiMisses.filter((r) => !under(r, r.replay.p95));
  return [
    `- Lower bound (bench-only GET /__replay: the same statements served by the same HTTP server on a plain pg pool, rows written as JSON, with no auth, validation, mapping or schema): p95 ≤ ${TARGETS.apiOverSql}× SQL p95 in ${met.length}/${withReplay.length} combinations${
      met.length ? ` (${met.map((r) => r.combo.label).join(", ")})` : ""
    }. Its p95 is ${msRange(withReplay.map((r) => r.replay.p95))} ms. The API's p95 minus the replay's (what auth, validation, scope, mapping and the lead schema cost, plus noise) goes from ${signed(
      Math.min(...withReplay.map((r) => r.api.p95 - r.replay.p95)),
    )} to ${signed(Math.max(...withReplay.map((r) => r.api.p95 - r.replay.p95)))} ms.`,
    `  - Of the API's ${apiMisses.length} misses, ${bothMiss.length} are missed by the replay too: there, serving the statements over HTTP costs more than their SQL time already, whatever the route does around them.`,
  ];
}

export function renderMarkdown(meta: ReportMeta, results: ComboResult[]): string {
  const sqlMet = results.filter((r) => r.sql.explain.p95 <= TARGETS.sqlP95Ms).length;
  const apiMet = results.filter((r) => r.api.p95 <= TARGETS.apiOverSql * r.sql.explain.p95).length;
  const seq = results.filter((r) => r.sql.seqScanOnLeads).length;
  const out: string[] = [
    `# GET /leads benchmark — ${meta.date}${meta.tag ? ` (${meta.tag})` : ""}`,
    "",
    "Generated by `pnpm bench:leads` (bench/leads-list/run.ts). Figures are from one run on the machine below;",
    "compare ratios measured in the same run rather than absolute numbers across machines.",
    "",
    "## Setup",
    "",
    ...Object.entries(meta.environment).map(([k, v]) => `- ${k}: ${v}`),
    `- data: ${Object.entries(meta.data)
      .map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`)
      .join(", ")}`,
    meta.generation
      ? `- generation: ${(meta.generation.totalMs / 1000).toFixed(1)} s (${Object.entries(meta.generation.steps)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
          .join("; ")})`
      : "- generation: reused an existing data set (--reuse)",
    `- SQL: each statement the API ran for the request, re-run ${meta.runs.sql}× with EXPLAIN (ANALYZE${meta.sqlTiming === "timing-off" ? ", TIMING OFF" : ", BUFFERS"}); per run the planning + execution times of all statements are summed ("SQL").${meta.sqlTiming === "timing-off" ? " Without per-node timing: reading the clock twice per row and plan node inflated statements that read many index entries (a 10,001-row capped count ~0.7 → ~1.8 ms) in reports before 2026-11-24's session6-timing-off. The plan and buffers below come from one more run with BUFFERS." : ""} "plain" is the client round trip of the same statements without EXPLAIN. The statements are captured from an in-process app that is closed before the API half starts.`,
    `- API: ${meta.runs.api} sequential GET /leads over HTTP (one keep-alive socket, node:http, after 5 warm-ups; before any measurement every combination is requested ${meta.runs.warmupRounds ?? 100} times to warm the server up) to the real app (buildApp, production settings) in its own Node process (../lib/child-api.ts), so the client never shares its event loop or garbage collector (and the timing process runs nothing else); the time includes auth, validation, every statement and serialisation. "API CPU/request" is the CPU time (user + system) the API process spent per request over those samples, read from its bench-only GET /__cpu: unlike latency, it hardly moves with the machine's load. These requests send no Accept-Encoding (as an integrator's script may), so the answer is not compressed; the targets are judged on them.${results.some((r) => r.browser) ? ` "browser" columns: the same ${meta.runs.api} requests sent right after with a browser's Accept-Encoding (gzip, deflate, br, zstd): the answer comes gzipped and the client decodes it within the time.` : ""}`,
    `- indexes on leads: ${meta.leadIndexes.join(", ")}`,
    `- reference routes in the same run (ms): ${Object.entries(meta.floors)
      .map(([k, v]) => `${k} p50 ${ms(v.p50)} / p95 ${ms(v.p95)}`)
      .join("; ")}`,
    ...(meta.extraSql
      ? ["- extra SQL applied before measuring (candidate indexes):", "", "```sql", meta.extraSql.trim(), "```"]
      : []),
    "",
    "## Summary",
    "",
    `- SQL p95 ≤ ${TARGETS.sqlP95Ms} ms: ${sqlMet}/${results.length} combinations.`,
    `- API p95 ≤ ${TARGETS.apiOverSql}× SQL p95: ${apiMet}/${results.length} combinations.`,
    ...(results.some((r) => r.browser)
      ? [
          `- The same, as a browser asks (gzip): ${
            results.filter((r) => r.browser && r.browser.api.p95 <= TARGETS.apiOverSql * r.sql.explain.p95).length
          }/${results.length} combinations; API CPU/request ${msRange(results.map((r) => r.browser?.apiCpuMs))} ms with gzip, ${msRange(results.map((r) => r.apiCpuMs))} ms without.`,
        ]
      : []),
    ...floorLines(meta, results),
    ...replayLines(results),
    `- Sequential scan of leads: ${
      seq === 0
        ? "none"
        : `${seq} combination(s): ${results
            .filter((r) => r.sql.seqScanOnLeads)
            .map((r) => r.combo.id)
            .join(", ")}`
    }.`,
    "",
    "## Results (ms)",
    "",
    '"matches" is pagination.total of the answer; "≈" marks an estimated total (the API counts exactly up to its cap, then reports the planner\'s estimate).',
    "",
    "| combination | as | matches | SQL p50 | SQL p95 | slowest statement (p95) | plain SQL p95 | API p50 | API p95 | API CPU/request | API/SQL | replay p95 | browser p50 | browser p95 | browser CPU/request | seq scan on leads | SQL ≤ 20 ms | API ≤ 2× SQL |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    const s = slowest(r);
    const ratio = r.api.p95 / r.sql.explain.p95;
    out.push(
      `| ${r.combo.label} | ${r.combo.as} | ${r.estimated ? "≈" : ""}${r.total?.toLocaleString("en-US") ?? "?"} | ${ms(r.sql.explain.p50)} | ${ms(r.sql.explain.p95)} | ${s ? `${s.label} ${ms(s.explain.p95)}` : "–"} | ${ms(r.sql.plain.p95)} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${r.apiCpuMs === undefined ? "–" : ms(r.apiCpuMs)} | ${ratio.toFixed(2)} | ${r.replay ? ms(r.replay.p95) : "–"} | ${r.browser ? `${ms(r.browser.api.p50)} | ${ms(r.browser.api.p95)} | ${ms(r.browser.apiCpuMs)}` : "– | – | –"} | ${r.sql.seqScanOnLeads ? "**yes**" : "no"} | ${yes(r.sql.explain.p95 <= TARGETS.sqlP95Ms)} | ${yes(r.api.p95 <= TARGETS.apiOverSql * r.sql.explain.p95)} |`,
    );
  }
  out.push("", "## Deep page vs page 1", "", ...deepPageRows(results), "", "## Statements per request", "");
  out.push(
    "Per combination: each statement's EXPLAIN p50/p95, the shared buffers it touched (hit + read; unlike times, this does not move with the machine's load) and its plan, depth first.",
    "",
  );
  for (const r of results) {
    out.push(`### ${r.combo.label}`, "", `Query: \`GET /leads?${new URLSearchParams(r.combo.query).toString()}\``, "");
    for (const s of r.sql.statements) {
      const buffers = s.sharedHit + s.sharedRead;
      out.push(
        `- ${s.label}: p50 ${ms(s.explain.p50)} / p95 ${ms(s.explain.p95)} ms, ${buffers} buffers${s.seqScanOnLeads ? " — **Seq Scan on leads**" : ""} — ${s.plan}`,
      );
    }
    out.push("");
  }
  return `${out.join("\n")}\n`;
}

export async function writeReport(dir: string, meta: ReportMeta, results: ComboResult[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const base = path.join(dir, `leads-list-${meta.date}${meta.tag ? `-${meta.tag}` : ""}`);
  const json = {
    meta,
    targets: TARGETS,
    results: results.map((r) => ({
      ...r,
      apiOverSql: round(r.api.p95 / r.sql.explain.p95),
      met: {
        sqlP95: r.sql.explain.p95 <= TARGETS.sqlP95Ms,
        apiOverSql: r.api.p95 <= TARGETS.apiOverSql * r.sql.explain.p95,
        noSeqScan: !r.sql.seqScanOnLeads,
      },
    })),
  };
  await writeFile(`${base}.md`, renderMarkdown(meta, results));
  await writeFile(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
  return [`${base}.md`, `${base}.json`];
}
