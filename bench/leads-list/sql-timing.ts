/**
 * SQL half: every statement a request ran is re-executed N times with EXPLAIN (ANALYZE, TIMING OFF) and timed
 * by the server (planning + execution), and N times plainly (client round trip, as the API sees it). One more
 * EXPLAIN (ANALYZE, BUFFERS) run gives the plan and its buffers.
 * Sequential scans of the leads table are flagged from the JSON plan.
 */
import type pg from "pg";
import { type CapturedStatement, statementLabel } from "./capture";
import { round, type Summary, summarize } from "./stats";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parallel Aware"?: boolean;
  "Actual Rows"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

interface ExplainOutput {
  Plan: PlanNode;
  "Planning Time": number;
  "Execution Time": number;
}

export interface StatementResult {
  label: string;
  sql: string;
  params: unknown[];
  explain: Summary;
  plain: Summary;
  explainSamples: number[];
  plainSamples: number[];
  seqScanOnLeads: boolean;
  /** Nodes of the plan, depth first: "Limit > Index Scan using leads_last_interest_at_idx on leads". */
  plan: string;
  sharedHit: number;
  sharedRead: number;
}

export interface SqlResult {
  /** Sum over the request's statements, per run. */
  explain: Summary;
  plain: Summary;
  seqScanOnLeads: boolean;
  statements: StatementResult[];
}

function walk(node: PlanNode, visit: (n: PlanNode, depth: number) => void, depth = 0): void {
  visit(node, depth);
  for (const child of node.Plans ?? []) walk(child, visit, depth + 1);
}

function describe(plan: PlanNode): { text: string; seq: boolean } {
  const parts: string[] = [];
  let seq = false;
  walk(plan, (n) => {
    if (n["Node Type"] === "Seq Scan" && n["Relation Name"] === "leads") seq = true;
    let s = n["Parallel Aware"] ? `Parallel ${n["Node Type"]}` : n["Node Type"];
    if (n["Index Name"]) s += ` using ${n["Index Name"]}`;
    if (n["Relation Name"]) s += ` on ${n["Relation Name"]}`;
    parts.push(s);
  });
  return { text: parts.join(" > "), seq };
}

/** Values as node-postgres expects them (Prisma logs dates and big ints as strings already). */
export const bindable = (params: unknown[]) =>
  params.map((p) => (p !== null && typeof p === "object" && !Array.isArray(p) ? JSON.stringify(p) : p));

/** Runs one statement `runs` times with EXPLAIN (ANALYZE, TIMING OFF) and `runs` times plainly, after a warm-up. */
export async function timeStatement(c: pg.Client, st: CapturedStatement, runs: number): Promise<StatementResult> {
  const values = bindable(st.params);
  await c.query(st.sql, values);
  // An EXPLAIN the API runs itself (row estimate) cannot be wrapped in another EXPLAIN: time it plainly.
  if (/^\s*EXPLAIN\b/i.test(st.sql)) return timePlainOnly(c, st, values, runs);
  const explain: number[] = [];
  const plain: number[] = [];
  // The plan and its buffers come from one run with per-node timing and BUFFERS; the times from runs with
  // TIMING OFF: reading the clock twice per row and node inflated a 10,001-row capped count from ~0.7 to ~1.8 ms
  // (and a 50,000-row OFFSET from 3.5 to 6.2 ms), time the statement does not take when the API runs it.
  const first = await c.query<{ "QUERY PLAN": ExplainOutput[] }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.sql}`,
    values,
  );
  const out0 = first.rows[0]?.["QUERY PLAN"][0] as ExplainOutput;
  const plan = {
    ...describe(out0.Plan),
    hit: out0.Plan["Shared Hit Blocks"] ?? 0,
    read: out0.Plan["Shared Read Blocks"] ?? 0,
  };
  for (let r = 0; r < runs; r++) {
    const res = await c.query<{ "QUERY PLAN": ExplainOutput[] }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${st.sql}`,
      values,
    );
    const out = res.rows[0]?.["QUERY PLAN"][0] as ExplainOutput;
    explain.push(out["Planning Time"] + out["Execution Time"]);
    const t0 = performance.now();
    await c.query(st.sql, values);
    plain.push(performance.now() - t0);
  }
  return {
    label: statementLabel(st.sql),
    sql: st.sql,
    params: st.params,
    explain: summarize(explain),
    plain: summarize(plain),
    explainSamples: explain.map((v) => round(v, 3)),
    plainSamples: plain.map((v) => round(v, 3)),
    seqScanOnLeads: plan.seq,
    plan: plan.text,
    sharedHit: plan.hit,
    sharedRead: plan.read,
  };
}

async function timePlainOnly(
  c: pg.Client,
  st: CapturedStatement,
  values: unknown[],
  runs: number,
): Promise<StatementResult> {
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    await c.query(st.sql, values);
    samples.push(performance.now() - t0);
  }
  const rounded = samples.map((v) => round(v, 3));
  return {
    label: statementLabel(st.sql),
    sql: st.sql,
    params: st.params,
    explain: summarize(samples),
    plain: summarize(samples),
    explainSamples: rounded,
    plainSamples: rounded,
    seqScanOnLeads: false,
    plan: "EXPLAIN without ANALYZE (planning only; timed as a client round trip)",
    sharedHit: 0,
    sharedRead: 0,
  };
}

/** The request's SQL time per run: the sum over its statements of run r. */
export function combine(statements: StatementResult[]): SqlResult {
  const runs = Math.max(0, ...statements.map((s) => s.explainSamples.length));
  const totals = (pick: (s: StatementResult) => number[]) =>
    Array.from({ length: runs }, (_, r) => statements.reduce((sum, s) => sum + (pick(s)[r] ?? 0), 0));
  return {
    explain: summarize(totals((s) => s.explainSamples)),
    plain: summarize(totals((s) => s.plainSamples)),
    seqScanOnLeads: statements.some((s) => s.seqScanOnLeads),
    statements,
  };
}

export async function timeStatements(c: pg.Client, statements: CapturedStatement[], runs: number): Promise<SqlResult> {
  const results: StatementResult[] = [];
  for (const st of statements) results.push(await timeStatement(c, st, runs));
  return combine(results);
}
