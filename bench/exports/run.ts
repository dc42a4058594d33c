/**
 * Exports at scale (`pnpm bench:exports`, decision 073). On the leads bench's 1,000,000 leads (data.ts,
 * database `portal_bench_exports`), the real API in its own process (lib/child-api.ts) streams GET /leads/export for a
 * filter of about `--rows` leads (whole enterprises, as an admin), `--runs` times per format, and the bench measures:
 * time to first byte (request sent -> first body byte), rows per second (rows / time to the last byte), and the API
 * process's memory growth (peak RSS read from /proc every 10 ms, over its RSS after a full GC before the request).
 * The same with a slow reader (`--slow-mbps`, 2 MB/s): backpressure should keep the memory where it was. Then each
 * XLSX writer alone (writer-probe.ts): exceljs's streaming WorkbookWriter against the portal's, at 100k and 300k rows.
 * Writes bench/results/exports-<date>[-tag].md and .json.
 *
 * Options: --leads=N (1,000,000), --reuse, --rows=N (100,000), --runs=N (3), --slow-mbps=N (2), --tag=NAME,
 * --skip-probe.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { leadWhereSql, listRowsSql } from "@portal/domain/leads";
import { login } from "../leads-list/api-timing";
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from "../leads-list/bench-users";
import { startChildApi } from "../lib/child-api";
import { withClient } from "../lib/pg-client";
import { prepareExportsData } from "./data";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k as string, v ?? "true"];
  }),
);
const num = (k: string, d: number) => Number(args.get(k) ?? d);
const LEADS = num("leads", 1_000_000);
const ROWS = num("rows", 100_000);
const RUNS = num("runs", 3);
const SLOW_MBPS = num("slow-mbps", 2);
const TAG = args.get("tag");
const log = (m: string) => console.log(m);
const TARGETS = { ttfbMs: 500, rowsPerSecond: 20_000, memoryMb: 100 };

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

interface Run {
  format: string;
  reader: "fast" | "slow";
  status: number;
  total: number;
  lines: number | null;
  ttfbMs: number;
  headersMs: number;
  totalMs: number;
  bytes: number;
  rowsPerSecond: number;
  baseRssMb: number;
  peakRssMb: number;
  growthMb: number;
}

/** One export over its own connection, read as fast as possible or at `mbps`, with the API's RSS sampled. */
function timeExport(
  base: string,
  token: string,
  query: string,
  pid: number,
  mbps = 0,
): Promise<Omit<Run, "format" | "reader">> {
  const baseRssMb = rssMb(pid);
  let peak = baseRssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const url = new URL(`${base}/leads/export?${query}`);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, "accept-encoding": "identity" } },
      (res) => {
        const headersMs = performance.now() - t0;
        let first = 0;
        let bytes = 0;
        let newlines = 0;
        res.on("data", (chunk: Buffer) => {
          if (!first) first = performance.now() - t0;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
          if (mbps > 0) {
            res.pause();
            setTimeout(() => res.resume(), (chunk.length / (mbps * 1048576)) * 1000);
          }
        });
        res.on("end", () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssMb(pid));
          const totalMs = performance.now() - t0;
          const total = Number(res.headers["x-total-count"] ?? 0);
          resolve({
            status: res.statusCode ?? 0,
            total,
            lines: query.includes("format=csv") ? newlines - 1 : null,
            ttfbMs: first,
            headersMs,
            totalMs,
            bytes,
            rowsPerSecond: total / (totalMs / 1000),
            baseRssMb,
            peakRssMb: peak,
            growthMb: peak - baseRssMb,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** Whole enterprises, largest first, until about `rows` leads (not excluded): the filter a manager would export. */
async function pickFilter(url: string): Promise<{ query: string; expected: number; ids: string[] }> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string; n: string }>(
      "SELECT enterprise_id AS id, count(*) AS n FROM leads WHERE NOT excluded AND enterprise_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC",
    );
    const ids: string[] = [];
    let sum = 0;
    for (const r of rows) {
      if (sum >= ROWS) break;
      // The last enterprise only when it brings the sum closer to the target.
      if (sum + Number(r.n) - ROWS > ROWS - sum && sum > 0) continue;
      ids.push(r.id);
      sum += Number(r.n);
    }
    return { query: `enterprise_id=${ids.join(",")}`, expected: sum, ids };
  });
}

/**
 * The floor of the same export without the application: the export's own statement (listRowsSql, the admin's
 * filter) through a cursor, FETCH 2000 at a time, every value left as PostgreSQL's text, on a plain connection.
 */
async function sqlFloor(
  url: string,
  enterpriseIds: string[],
): Promise<{ firstBatchMs: number; totalMs: number; rows: number }> {
  return withClient(url, async (c) => {
    const { rows: admin } = await c.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [BENCH_ADMIN_EMAIL]);
    const viewerId = admin[0]?.id as string;
    const sql = listRowsSql(viewerId, leadWhereSql({ viewerId, enterpriseIds, excluded: false }), {
      field: "last_interest_at",
      direction: "desc",
    });
    const text = { getTypeParser: () => (v: string) => v };
    const t0 = performance.now();
    await c.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await c.query({ text: `DECLARE floor_cursor NO SCROLL CURSOR FOR ${sql.text}`, values: sql.values as unknown[] });
    let rows = 0;
    let firstBatchMs = 0;
    for (;;) {
      const r = await c.query({ text: "FETCH FORWARD 2000 FROM floor_cursor", types: text });
      if (!firstBatchMs) firstBatchMs = performance.now() - t0;
      rows += r.rowCount ?? 0;
      if ((r.rowCount ?? 0) < 2000) break;
    }
    await c.query("ROLLBACK");
    return { firstBatchMs, totalMs: performance.now() - t0, rows };
  });
}

async function heapAfterGc(base: string) {
  await fetch(`${base}/__heap`);
}

function probe(writer: string, rows: number, mbps: number): Promise<Record<string, number | string | null>> {
  return promisify(execFile)(
    process.execPath,
    [
      "--expose-gc",
      "--import",
      "tsx",
      path.join(here, "writer-probe.ts"),
      `--writer=${writer}`,
      `--rows=${rows}`,
      `--sink-mbps=${mbps}`,
    ],
    { maxBuffer: 1 << 20, timeout: 600_000 },
  ).then(({ stdout }) => JSON.parse(stdout.trim().split("\n").pop() as string));
}

const started = new Date();
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");
log(`load average at start: ${load()} (${os.cpus().length} CPUs)`);
const url = await prepareExportsData(LEADS, args.has("reuse"), log);
const filter = await pickFilter(url);
log(`filter: ${filter.expected.toLocaleString("en-US")} leads`);

const floors: { firstBatchMs: number; totalMs: number; rows: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const f = await sqlFloor(url, filter.ids);
  floors.push(f);
  log(
    `SQL floor #${i + 1}: first batch ${f.firstBatchMs.toFixed(0)} ms, ${f.rows} rows in ${(f.totalMs / 1000).toFixed(2)} s`,
  );
}

const api = await startChildApi(url, { BENCH_API_NODE_FLAGS: "--expose-gc" });
const pid = api.child.pid as number;
const runs: Run[] = [];
try {
  const token = await login(api.baseUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD);
  // Warm-up: code loaded, pools open, plans cached.
  for (const format of ["csv", "xlsx"])
    await timeExport(api.baseUrl, token, `format=${format}&city=Campinas&status=SOLD`, pid);
  for (let i = 0; i < RUNS; i++) {
    for (const format of ["csv", "xlsx"]) {
      await heapAfterGc(api.baseUrl);
      const r = await timeExport(api.baseUrl, token, `format=${format}&${filter.query}`, pid);
      runs.push({ format, reader: "fast", ...r });
      log(
        `${format} #${i + 1}: ${r.status} ${r.total} rows, first byte ${r.ttfbMs.toFixed(0)} ms, ${(r.totalMs / 1000).toFixed(2)} s, ` +
          `${Math.round(r.rowsPerSecond)} rows/s, ${(r.bytes / 1048576).toFixed(1)} MB, RSS +${r.growthMb.toFixed(1)} MB`,
      );
    }
  }
  for (const format of ["csv", "xlsx"]) {
    await heapAfterGc(api.baseUrl);
    const r = await timeExport(api.baseUrl, token, `format=${format}&${filter.query}`, pid, SLOW_MBPS);
    runs.push({ format, reader: "slow", ...r });
    log(
      `${format} slow reader (${SLOW_MBPS} MB/s): ${(r.totalMs / 1000).toFixed(1)} s, RSS +${r.growthMb.toFixed(1)} MB`,
    );
  }
} finally {
  await api.close();
}

const probes: Record<string, number | string | null>[] = [];
if (!args.has("skip-probe")) {
  for (const rows of [100_000, 300_000]) {
    for (const writer of ["portal", "exceljs"]) {
      const p = await probe(writer, rows, 4);
      probes.push(p);
      log(`probe ${writer} ${rows}: ${JSON.stringify(p)}`);
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};
const summary = ["csv", "xlsx"].map((format) => {
  const fast = runs.filter((r) => r.format === format && r.reader === "fast");
  const slow = runs.find((r) => r.format === format && r.reader === "slow");
  const ttfb = median(fast.map((r) => r.ttfbMs));
  const rps = median(fast.map((r) => r.rowsPerSecond));
  const mem = Math.max(...fast.map((r) => r.growthMb), slow?.growthMb ?? 0);
  return {
    format,
    rows: fast[0]?.total ?? 0,
    ttfbMs: ttfb,
    rowsPerSecond: rps,
    maxGrowthMb: mem,
    slowGrowthMb: slow?.growthMb ?? null,
    bytes: fast[0]?.bytes ?? 0,
    met: ttfb <= TARGETS.ttfbMs && rps >= TARGETS.rowsPerSecond && mem <= TARGETS.memoryMb,
  };
});

const f0 = (n: number) => Math.round(n).toLocaleString("en-US");
const f1 = (n: number) => n.toFixed(1);
const day = started.toISOString().slice(0, 10);
const name = `exports-${day}${TAG ? `-${TAG}` : ""}`;
const md = [
  `# Exports at scale (${day})`,
  "",
  `\`pnpm bench:exports\` (bench/exports/run.ts). ${LEADS.toLocaleString("en-US")} leads; the export: GET /leads/export as`,
  `an admin for whole enterprises (${filter.expected.toLocaleString("en-US")} leads), the API in its own process, ${RUNS} runs per format`,
  `(median), each after a full GC of the API process. Load average at start ${load()} on ${os.cpus().length} CPUs (shared machine).`,
  "",
  `Targets: first byte <= ${TARGETS.ttfbMs} ms, >= ${f0(TARGETS.rowsPerSecond)} rows/s, API memory growth <= ${TARGETS.memoryMb} MB.`,
  "",
  "| format | rows | first byte (ms) | rows/s | file (MB) | API RSS growth, worst run (MB) | slow reader growth (MB) | targets |",
  "|---|---|---|---|---|---|---|---|",
  ...summary.map(
    (s) =>
      `| ${s.format} | ${f0(s.rows)} | ${f0(s.ttfbMs)} | ${f0(s.rowsPerSecond)} | ${f1(s.bytes / 1048576)} | ${f1(s.maxGrowthMb)} | ${s.slowGrowthMb === null ? "—" : f1(s.slowGrowthMb)} | ${s.met ? "met" : "**missed**"} |`,
  ),
  "",
  `The export's own statement through a cursor with no application (every value left as text, same FETCH size),`,
  `median of ${RUNS}: first batch ${f0(median(floors.map((f) => f.firstBatchMs)))} ms, ` +
    `${f0(median(floors.map((f) => f.rows / (f.totalMs / 1000))))} rows/s. On a loaded machine compare the API with this`,
  "floor of the same run rather than with the targets alone.",
  "",
  "## Every run",
  "",
  "| format | reader | status | rows (header) | CSV lines | headers (ms) | first byte (ms) | total (s) | rows/s | MB | RSS before (MB) | peak (MB) | growth (MB) |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...runs.map(
    (r) =>
      `| ${r.format} | ${r.reader} | ${r.status} | ${f0(r.total)} | ${r.lines === null ? "—" : f0(r.lines)} | ${f0(r.headersMs)} | ${f0(r.ttfbMs)} | ${(r.totalMs / 1000).toFixed(2)} | ${f0(r.rowsPerSecond)} | ${f1(r.bytes / 1048576)} | ${f1(r.baseRssMb)} | ${f1(r.peakRssMb)} | ${f1(r.growthMb)} |`,
  ),
  "",
  `The slow reader takes ${SLOW_MBPS} MB/s: the cursor is read only as fast as the client reads, so the API's memory`,
  "should not grow with the file.",
  "",
  "## XLSX writers alone (writer-probe.ts)",
  "",
  "Each writer in its own Node process, the same 15 lead-shaped columns, into a sink taking 4 MB/s. exceljs 4.4.0's",
  "streaming WorkbookWriter (useSharedStrings off) against the portal's (fflate zip, inline strings).",
  "",
  "| writer | rows | produced (ms) | done (ms) | file (MB) | peak RSS growth (MB) |",
  "|---|---|---|---|---|---|",
  ...probes.map(
    (p) =>
      `| ${p.writer} | ${f0(Number(p.rows))} | ${f0(Number(p.producedMs))} | ${f0(Number(p.doneMs))} | ${f1(Number(p.bytes) / 1048576)} | ${p.peakRssGrowthMb} |`,
  ),
  "",
].join("\n");
const out = path.join(here, "..", "results");
await mkdir(out, { recursive: true });
await writeFile(path.join(out, `${name}.md`), md);
await writeFile(
  path.join(out, `${name}.json`),
  JSON.stringify(
    { started, leads: LEADS, filter, targets: TARGETS, summary, runs, probes, load: os.loadavg() },
    null,
    2,
  ),
);
log(`wrote bench/results/${name}.md`);
