/**
 * `pnpm bench:build` — the servers as their images ran them before (TypeScript through tsx, the whole repository
 * with the production dependencies of api + worker) against the production build (bundled JS next to its own
 * pruned `pnpm deploy --prod`), measured in the same run (docs/decisions/043-production-build.md).
 *
 * 1. before: the old Dockerfile "server" stage reproduced in bench/tmp/build/before: the repository's tracked
 *    files, then `pnpm install --frozen-lockfile --offline --prod --filter "@portal/api..." --filter
 *    "@portal/worker..."`; api and worker start as its CMDs did (`node --import tsx src/server.ts`, `src/main.ts`);
 * 2. after: `scripts/build-prod.ts` into bench/tmp/build/after/{api,worker}; they start as the new images do
 *    (`node --enable-source-maps dist/server.js`, `dist/main.js`);
 * 3. `--runs` rounds, the variants interleaved in each round so the machine's load falls on all alike (the API
 *    also without --enable-source-maps, to show what the images pay for readable stack traces):
 *    API cold start = spawn until GET /health answers 200 (polled every 10 ms), worker start = spawn until it
 *    logs "worker started"; RSS of the process tree (tsx's esbuild service included) at that moment and after
 *    `--settle-ms` idle; then SIGTERM until exit;
 * 4. the size of what each image holds under /app (files' bytes, each hard link once), and the bundles.
 * Writes bench/results/build-<date>[-tag].md and .json. The database is `portal_bench_build`
 * (BENCH_BUILD_DATABASE) on the DATABASE_URL server, migrated first; Redis keys use a prefix of their own.
 *
 *   --runs=N       rounds (default 5)
 *   --settle-ms=N  idle time before the second RSS reading (default 3000)
 *   --tag=NAME     suffix of the result files
 *   --keep         leave bench/tmp/build/{before,after} in place
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, redactUrl, withDatabase } from "@portal/db/pg-admin";
import { Redis } from "ioredis";
import { treeBytes } from "../../scripts/build/deploy.ts";
import { buildTarget, REPO_ROOT, type TargetBuild } from "../../scripts/build-prod.ts";

const run = promisify(execFile);
const here = import.meta.dirname;
const WORK = path.join(here, "../tmp/build");

function arg(name: string, fallback: string): string {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
}

/** The old server stage: tracked files + production dependencies of api and worker (and what they import). */
async function reproduceBefore(dir: string): Promise<number> {
  const t0 = performance.now();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Tracked files as in the working tree (the build context: .dockerignore drops untracked data and results).
  const { stdout } = await run("git", ["ls-files", "-z"], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  const files = stdout.split("\0").filter((f) => f && !f.startsWith("bench/results/"));
  const tar = spawn("tar", ["-cf", "-", "--null", "-T", "-"], { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "inherit"] });
  const untar = spawn("tar", ["-xf", "-"], { cwd: dir, stdio: ["pipe", "inherit", "inherit"] });
  tar.stdout.pipe(untar.stdin);
  tar.stdin.end(files.join("\0"));
  await new Promise<void>((resolve, reject) =>
    untar.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${code}`)))),
  );
  await run(
    "pnpm",
    [
      "install",
      "--frozen-lockfile",
      "--offline",
      "--prod",
      "--filter",
      "@portal/api...",
      "--filter",
      "@portal/worker...",
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: "true" } },
  );
  return Math.round(performance.now() - t0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** RSS in bytes of a process and all its descendants (tsx runs an esbuild service beside Node). */
async function treeRss(pid: number): Promise<number> {
  let total = 0;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb) total += Number(kb) * 1024;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) total += await treeRss(Number(child));
  }
  return total;
}

/** CPU time (user + system, ms) of a process and its live descendants, from /proc (10 ms ticks). */
async function treeCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, and cutime 16,
  // cstime 17 (children that have exited and been waited for).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  let total = [11, 12, 13, 14].reduce((sum, i) => sum + (Number(fields[i]) || 0), 0) * 10;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) total += await treeCpuMs(Number(child));
  }
  return total;
}

function healthOk(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/health", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("error", () => resolve(false));
  });
}

interface Sample {
  variant: string;
  startMs: number;
  /** CPU the process tree used until ready: moves far less with the machine's load than the wall time. */
  cpuMs: number;
  rssReadyMb: number;
  rssSettledMb: number;
  stopMs: number;
}

const mbOf = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function stop(child: ChildProcess): Promise<number> {
  const t0 = performance.now();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
  return Math.round(performance.now() - t0);
}

interface Launch {
  variant: string;
  kind: "api" | "worker";
  cwd: string;
  args: string[];
}

async function measure(launch: Launch, env: NodeJS.ProcessEnv, settleMs: number): Promise<Sample> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, launch.args, {
    cwd: launch.cwd,
    env: { ...env, API_PORT: String(port), API_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitedEarly = false;
  child.once("exit", () => {
    exitedEarly = true;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (launch.kind === "worker" && output.includes('"msg":"worker started"')) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${launch.variant} exited (${code}) before ready:\n${output}`)));
  });
  ready.catch(() => undefined); // awaited below where it matters; an exit after the start is the SIGTERM
  if (launch.kind === "api") {
    while (!(await healthOk(port))) {
      if (exitedEarly) await ready; // throws with the output
      await new Promise((r) => setTimeout(r, 10));
    }
  } else {
    await ready;
  }
  const startMs = Math.round(performance.now() - t0);
  const cpuMs = await treeCpuMs(child.pid!);
  const rssReady = await treeRss(child.pid!);
  await new Promise((r) => setTimeout(r, settleMs));
  const rssSettled = await treeRss(child.pid!);
  const stopMs = await stop(child);
  return {
    variant: launch.variant,
    startMs,
    cpuMs,
    rssReadyMb: mbOf(rssReady),
    rssSettledMb: mbOf(rssSettled),
    stopMs,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round(((s[mid - 1]! + s[mid]!) / 2) * 10) / 10;
}

interface Summary {
  variant: string;
  runs: number;
  startMedianMs: number;
  startMinMs: number;
  startMaxMs: number;
  cpuMedianMs: number;
  rssReadyMedianMb: number;
  rssSettledMedianMb: number;
  stopMedianMs: number;
}

function summarise(samples: Sample[], variant: string): Summary {
  const mine = samples.filter((s) => s.variant === variant);
  const starts = mine.map((s) => s.startMs);
  return {
    variant,
    runs: mine.length,
    startMedianMs: median(starts),
    startMinMs: Math.min(...starts),
    startMaxMs: Math.max(...starts),
    cpuMedianMs: median(mine.map((s) => s.cpuMs)),
    rssReadyMedianMb: median(mine.map((s) => s.rssReadyMb)),
    rssSettledMedianMb: median(mine.map((s) => s.rssSettledMb)),
    stopMedianMs: median(mine.map((s) => s.stopMs)),
  };
}

const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");

const runs = Number(arg("runs", "5"));
const settleMs = Number(arg("settle-ms", "3000"));
const tag = arg("tag", "");
const loadAtStart = loadavg();

const databaseUrl = withDatabase(
  databaseUrlFromEnv(),
  process.env.BENCH_BUILD_DATABASE?.trim() || "portal_bench_build",
);
await deployMigrations(databaseUrl);
console.log(`database ${redactUrl(databaseUrl)} migrated`);

const beforeDir = path.join(WORK, "before");
const afterDir = path.join(WORK, "after");
const beforeMs = await reproduceBefore(beforeDir);
const beforeSize = await treeBytes(beforeDir);
const beforeNodeModules = await treeBytes(path.join(beforeDir, "node_modules"));
console.log(`before: ${mbOf(beforeSize.bytes)} MB in ${beforeSize.files} files (${beforeMs} ms to reproduce)`);
const built: TargetBuild[] = [];
for (const target of ["api", "worker"] as const) {
  const b = await buildTarget(target, afterDir);
  console.log(`after ${target}: ${mbOf(b.bytes)} MB in ${b.files} files (${b.ms.total} ms to build)`);
  built.push(b);
}
const [apiBuild, workerBuild] = built as [TargetBuild, TargetBuild];

const mailDir = path.join(WORK, "mail");
const prefix = `bench-build-${randomUUID().slice(0, 8)}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: "production",
  APP_ENV: "production",
  JWT_SECRET: randomUUID(),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
  LOG_LEVEL: "info",
  UPLOAD_DIR: path.join(WORK, "uploads"),
  MAIL_DIR: mailDir,
  QUEUE_PREFIX: `${prefix}-queues`,
  REDIS_PREFIX: `${prefix}:`,
};

const launches: Launch[] = [
  {
    variant: "api before (tsx)",
    kind: "api",
    cwd: path.join(beforeDir, "apps/api"),
    args: ["--import", "tsx", "src/server.ts"],
  },
  { variant: "api after (built JS)", kind: "api", cwd: apiBuild.dir, args: ["--enable-source-maps", apiBuild.main] },
  {
    variant: "api after, no source maps",
    kind: "api",
    cwd: apiBuild.dir,
    args: [apiBuild.main],
  },
  {
    variant: "worker before (tsx)",
    kind: "worker",
    cwd: path.join(beforeDir, "apps/worker"),
    args: ["--import", "tsx", "src/main.ts"],
  },
  {
    variant: "worker after (built JS)",
    kind: "worker",
    cwd: workerBuild.dir,
    args: ["--enable-source-maps", workerBuild.main],
  },
];

const samples: Sample[] = [];
// One unmeasured round first: the page cache then holds both trees alike.
for (const launch of launches) await measure(launch, env, 0);
for (let round = 1; round <= runs; round++) {
  for (const launch of launches) {
    const s = await measure(launch, env, settleMs);
    samples.push(s);
    console.log(
      `round ${round} ${launch.variant.padEnd(26)} start ${String(s.startMs).padStart(5)} ms, CPU ${s.cpuMs} ms, RSS ${s.rssReadyMb} MB -> ${s.rssSettledMb} MB, stop ${s.stopMs} ms`,
    );
  }
}
const summaries = launches.map((l) => summarise(samples, l.variant));
const [apiBefore, apiAfter, apiNoMaps, workerBefore, workerAfter] = summaries as [
  Summary,
  Summary,
  Summary,
  Summary,
  Summary,
];

const date = new Date().toISOString().slice(0, 10);
const meta = {
  date,
  machine: `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
  node: process.version,
  runs: `${runs} rounds, the variants interleaved in each (after one unmeasured round); RSS settled after ${settleMs} ms idle`,
  environment: "NODE_ENV=production, APP_ENV=production, LOG_LEVEL=info, local PostgreSQL 15 and Redis 7",
  "load average at start": loadAtStart,
  "load average at the end": loadavg(),
};
const sizes = {
  before: {
    bytes: beforeSize.bytes,
    files: beforeSize.files,
    nodeModulesBytes: beforeNodeModules.bytes,
    note: "one image for both api and worker",
  },
  after: built.map((b) => ({
    target: b.target,
    bytes: b.bytes,
    files: b.files,
    deployedBytes: b.deployedBytes,
    bundleBytes: b.bundleBytes,
    bundleInputs: b.bundle.inputs,
    packagesImported: b.bundle.packages,
    packagesKept: b.packagesKept,
    packagesRemoved: b.packagesRemoved,
    buildMs: b.ms,
  })),
};

const ratio = (a: number, b: number) => (b === 0 ? "—" : `${(a / b).toFixed(2)}×`);
const row = (s: Summary) =>
  `| ${s.variant} | ${s.startMedianMs} | ${s.startMinMs}–${s.startMaxMs} | ${s.cpuMedianMs} | ${s.rssReadyMedianMb} | ${s.rssSettledMedianMb} | ${s.stopMedianMs} |`;
const md = [
  `# Production build: tsx before, built JS after — ${date}`,
  "",
  "Generated by `pnpm bench:build` (bench/build/run.ts, decision 043). Before: the old server image reproduced",
  "(tracked files + `pnpm install --prod` of api and worker, TypeScript through tsx). After: `scripts/build-prod.ts`",
  "(esbuild bundle + `pnpm deploy --prod` pruned to the bundle's imports). Both measured in the same run on the same",
  "database and Redis; on a shared 2-core machine compare the ratios, not the absolute figures.",
  "",
  "## Setup",
  "",
  ...Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`),
  "",
  "## Start and memory (medians)",
  "",
  "API start: spawn until GET /health answers 200 (database and Redis pinged). Worker start: spawn until it logs",
  '"worker started" (queues open, schedules synced). CPU (user + system) and RSS: the process and its children (tsx',
  "runs an esbuild service); under load, CPU until ready is the steadier figure of the start.",
  "",
  "| variant | start (ms) | start min–max (ms) | CPU until ready (ms) | RSS at ready (MB) | RSS settled (MB) | SIGTERM to exit (ms) |",
  "|---|---|---|---|---|---|---|",
  row(apiBefore),
  row(apiAfter),
  row(apiNoMaps),
  row(workerBefore),
  row(workerAfter),
  "",
  `- API cold start after/before: ${ratio(apiAfter.startMedianMs, apiBefore.startMedianMs)} (CPU until ready ${ratio(apiAfter.cpuMedianMs, apiBefore.cpuMedianMs)}); RSS settled after/before: ${ratio(apiAfter.rssSettledMedianMb, apiBefore.rssSettledMedianMb)}`,
  `- Source maps (\`--enable-source-maps\`, what the images run) vs none: API start ${ratio(apiAfter.startMedianMs, apiNoMaps.startMedianMs)} (CPU ${ratio(apiAfter.cpuMedianMs, apiNoMaps.cpuMedianMs)}), RSS settled ${ratio(apiAfter.rssSettledMedianMb, apiNoMaps.rssSettledMedianMb)}`,
  `- Worker start after/before: ${ratio(workerAfter.startMedianMs, workerBefore.startMedianMs)} (CPU until ready ${ratio(workerAfter.cpuMedianMs, workerBefore.cpuMedianMs)}); RSS settled after/before: ${ratio(workerAfter.rssSettledMedianMb, workerBefore.rssSettledMedianMb)}`,
  "",
  "## Image contents (/app, bytes of the files; the Node base image not included)",
  "",
  "| image | /app (MB) | files | of which node_modules (MB) | `pnpm deploy --prod` before the prune (MB) | bundle (MB, sources) | packages kept / pruned |",
  "|---|---|---|---|---|---|---|",
  `| before: api and worker (one image) | ${mbOf(beforeSize.bytes)} | ${beforeSize.files} | ${mbOf(beforeNodeModules.bytes)} | — | — (TypeScript source) | — |`,
  ...built.map(
    (b) =>
      `| after: ${b.target} | ${mbOf(b.bytes)} | ${b.files} | ${mbOf(b.nodeModulesBytes)} | ${mbOf(b.deployedBytes)} | ${mbOf(b.bundleBytes)} (${b.bundle.inputs}) | ${b.packagesKept} / ${b.packagesRemoved} |`,
  ),
  "",
  `- API image after/before: ${ratio(apiBuild.bytes, beforeSize.bytes)}; worker image after/before: ${ratio(workerBuild.bytes, beforeSize.bytes)}`,
  `- Packages the api bundle imports: ${apiBuild.bundle.packages.join(", ")}`,
  `- Packages the worker bundle imports: ${workerBuild.bundle.packages.join(", ")}`,
  "",
].join("\n");

const out = path.join(here, "../results");
await mkdir(out, { recursive: true });
const file = path.join(out, `build-${date}${tag ? `-${tag}` : ""}`);
await writeFile(`${file}.md`, md);
await writeFile(`${file}.json`, `${JSON.stringify({ meta, sizes, summaries, samples }, null, 2)}\n`);
console.log(md);
console.log(`wrote ${path.relative(process.cwd(), file)}.md and .json`);
// The two trees take ~500 MB: kept only when asked (to look inside them).
if (!process.argv.includes("--keep")) await rm(WORK, { recursive: true, force: true });
// The Redis keys of the measured processes (queues, schedulers, rate-limit counters).
const redis = new Redis(env.REDIS_URL!);
let cursor = "0";
do {
  const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
  if (keys.length > 0) await redis.del(...keys);
  cursor = next;
} while (cursor !== "0");
await redis.quit();
process.exit(0);
