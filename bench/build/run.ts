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
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, redactUrl, withDatabase } from "@portal/db/pg-admin";
import { Redis } from "ioredis";
import { treeBytes } from "../../scripts/build/deploy.ts";
import { buildTarget, type TargetBuild } from "../../scripts/build-prod.ts";
import { reproduceBefore } from "./before";
import { type Launch, mbOf, measure, type Sample, summarise } from "./measure";
import { renderReport } from "./report";

const here = import.meta.dirname;
const WORK = path.join(here, "../tmp/build");

function arg(name: string, fallback: string): string {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
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

const md = renderReport({ date, meta, summaries, beforeSize, beforeNodeModules, built });

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
