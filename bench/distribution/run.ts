/**
 * Distribution benchmark: N leads into roulettes with 100 AVAILABLE agents.
 * - leads/s from creation to offered: POST /leads through the API's Fastify app (app.inject: routing, the auth hook
 *   with a real session token, the rate limit, zod validation and response serialisation; no TCP socket), which
 *   queues the lead and distributes it inline after commit, with C creations in flight;
 * - fairness: max - min offers per agent (overall and within each roulette);
 * - expiry lag: resolved_at - deadline of the offers, expired by the real worker (apps/worker/src/main.ts in a
 *   child process: BullMQ delayed `offer.expire` jobs + the minute sweep), with the deadline set to 1 minute
 *   through the settings (the minimum the setting accepts). Every offer must expire at or after its deadline
 *   (lag >= 0) and every lead must be re-offered exactly once: both are counted and printed in the report.
 * Usage: DATABASE_URL=... pnpm bench:distribution [--leads=10000] [--agents=100] [--roulettes=10] [--concurrency=16]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID as randomUUIDv4 } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config";
import { createPrismaClient } from "@portal/db/client";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, redactUrl, withDatabase } from "@portal/db/pg-admin";
import { createJobProducer } from "@portal/domain/jobs";
import bcrypt from "bcrypt";
import { Redis } from "ioredis";
import { renderReport } from "./report.ts";
import { seedRoulettes } from "./seed.ts";

const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const tagArg = process.argv.find((x) => x.startsWith("--tag="))?.split("=")[1];
const LEADS = arg("leads", 10_000);
/** Leads created one by one through the API's create path (defaults to --leads). */
const CREATE_LEADS = arg("create-leads", LEADS);
const AGENTS = arg("agents", 100);
const ROULETTES = arg("roulettes", 10);
const CONCURRENCY = arg("concurrency", 16);
const WORKER_CONCURRENCY = arg("worker-concurrency", 50);
/** Phases 1 and 1b run with the default deadline (no expiry interferes with throughput and fairness). */
const DEADLINE_MINUTES = 1;
/** Leads offered with the short deadline in phase 2, whose expiries are timed. */
const LAG_LEADS = arg("lag-leads", 1000);
const WORKER_MAIN = path.resolve(import.meta.dirname, "../../apps/worker/src/main.ts");
const BENCH_DATABASE = process.env.BENCH_DISTRIBUTION_DATABASE?.trim() || "portal_bench_distribution";

const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
function summary(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p90: percentile(s, 90), p99: percentile(s, 99), max: s.at(-1) ?? 0 };
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER_MAIN], {
    cwd: path.dirname(path.dirname(WORKER_MAIN)),
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (out.length < 200_000) out += chunk.toString();
      if (out.includes('"msg":"worker started"')) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`worker exited ${code}:\n${out}`)));
  });
}

async function main() {
  const url = withDatabase(databaseUrlFromEnv(), BENCH_DATABASE);
  await dropDatabase(url);
  const migrated = await deployMigrations(url);
  log(`database ${redactUrl(url)}: ${migrated.applied.length} migration(s) applied`);
  const prisma = createPrismaClient(url, { max: 10 });

  // --- data: ROULETTES enterprises, one ONLINE roulette each, AGENTS specialists spread evenly, all AVAILABLE, and
  // the coordinator who creates the leads (logs in like an integrator).
  const password = randomBytes(9).toString("base64url");
  const { enterprises, roulettes, agents, coordinator } = await seedRoulettes(prisma, {
    roulettes: ROULETTES,
    agents: AGENTS,
    coordinatorPasswordHash: await bcrypt.hash(password, 10),
  });
  log(`seeded ${ROULETTES} roulettes, ${AGENTS} agents (all AVAILABLE)`);

  // --- the API's services (in this process) and the real worker (child process), sharing one BullMQ prefix.
  const rand = randomBytes(4).toString("hex");
  const queuePrefix = `bench-dist-${rand}`;
  const redisPrefix = `bench:${rand}:`;
  const redis = new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  const jobs = createJobProducer(redis, { prefix: queuePrefix });
  const config = loadConfig(
    // One client sends every lead: the per-IP limit (1,200/min by default) is raised as an integrator's would be.
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false", RATE_LIMIT_PER_MINUTE: "100000000" },
    { databaseUrl: url, logger: false, redisPrefix },
  );
  const app = await buildApp(config, { prisma, redis, jobs });
  await app.ready();
  const worker = await startWorker({
    DATABASE_URL: url,
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: queuePrefix,
    REDIS_PREFIX: redisPrefix,
    // Expiry jobs wait on one batch: more in flight means bigger batches, not more CPU.
    WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
  });
  log("worker started");

  const login = await app.inject({
    method: "POST",
    url: "/users/login",
    payload: { email: coordinator.email, password, working_systems: ["SALES"] },
  });
  const token = login.json().authorization as string | undefined;
  if (!token) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const headers = { authorization: `Bearer ${token}` };

  // --- phase 1: creation -> offered.
  let next = 0;
  let failures = 0;
  const started = Date.now();
  const load = os.loadavg();
  const loadByPhase: Record<string, number[]> = { create: load };
  const callMs: number[] = [];
  const cpu1 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= CREATE_LEADS) return;
        const t = Date.now();
        // POST /leads answers once the lead is committed AND its inline distribution has committed.
        const res = await app.inject({
          method: "POST",
          url: "/leads",
          headers,
          payload: {
            full_name: `Cliente Bench ${i}`,
            phone: `5511${String(900_000_000 + i)}`,
            enterprise_id: (enterprises[i % ROULETTES] as { id: string }).id,
            source: "SITE",
            nature: "OFFLINE",
          },
        });
        if (res.statusCode === 201) callMs.push(Date.now() - t);
        else {
          failures += 1;
          if (failures <= 3) console.error(res.statusCode, res.body);
        }
        if (i > 0 && i % 1000 === 0) log(`${i} leads created (${Math.round((i * 1000) / (Date.now() - started))}/s)`);
      }
    }),
  );
  const createdMs = Date.now() - started;
  const cpuUsage1 = process.cpuUsage(cpu1);
  const cpuMsPerLead1 = (cpuUsage1.user + cpuUsage1.system) / 1000 / CREATE_LEADS;
  const wallLeadsPerSecond = (CREATE_LEADS * 1000) / createdMs;
  log(
    `phase 1 (API create path): ${CREATE_LEADS} leads created and distributed in ${(createdMs / 1000).toFixed(1)} s = ${wallLeadsPerSecond.toFixed(0)} leads/s`,
  );
  const offers = await prisma.leadOffer.findMany({
    where: { cycle: 1 },
    select: { id: true, leadId: true, agentUserId: true, rouletteId: true, offeredAt: true, deadline: true },
    orderBy: { offeredAt: "asc" },
  });
  const firstOffer = new Map<string, (typeof offers)[number]>();
  for (const o of offers) if (!firstOffer.has(o.leadId)) firstOffer.set(o.leadId, o);
  const leads = await prisma.lead.findMany({ select: { id: true, createdAt: true } });
  const latencies: number[] = [];
  let firstCreated = Number.POSITIVE_INFINITY;
  let lastOffered = 0;
  for (const l of leads) {
    const o = firstOffer.get(l.id);
    firstCreated = Math.min(firstCreated, l.createdAt.getTime());
    if (!o) continue;
    lastOffered = Math.max(lastOffered, o.offeredAt.getTime());
    latencies.push(o.offeredAt.getTime() - l.createdAt.getTime());
  }
  const offeredLeads = firstOffer.size;
  const spanMs = lastOffered - firstCreated;
  const leadsPerSecond = (offeredLeads * 1000) / spanMs;
  log(
    `phase 1: ${offeredLeads}/${CREATE_LEADS} offered in ${(spanMs / 1000).toFixed(1)} s = ${leadsPerSecond.toFixed(0)} leads/s`,
  );

  // Fairness over the first offers (the round the benchmark makes).
  const perAgent = new Map(agents.map((a) => [a.id, 0]));
  for (const o of firstOffer.values()) perAgent.set(o.agentUserId, (perAgent.get(o.agentUserId) ?? 0) + 1);
  const counts = [...perAgent.values()];
  const fairness = Math.max(...counts) - Math.min(...counts);
  const perRoulette = roulettes.map((r, ri) => {
    const mine = agents.filter((_, i) => i % ROULETTES === ri).map((a) => perAgent.get(a.id) ?? 0);
    return { roulette: r.name, min: Math.min(...mine), max: Math.max(...mine) };
  });
  const rouletteFairness = Math.max(...perRoulette.map((r) => r.max - r.min));

  // --- phase 1b: a backlog (e.g. an import, or agents checking in after hours): LEADS leads inserted in bulk with
  // their roulette_queue rows, then offered by the distribution service (the drain of each roulette, as the
  // "shoot" endpoint and the worker's roulette.drain job do).
  const bulkLeads = Array.from({ length: LEADS }, (_, i) => ({
    id: randomUUIDv4(),
    fullName: `Cliente Lote ${i}`,
    phone: `5521${String(900_000_000 + i)}`,
    source: "SITE" as const,
    enterpriseId: (enterprises[i % ROULETTES] as { id: string }).id,
  }));
  for (let i = 0; i < bulkLeads.length; i += 1000) {
    const chunk = bulkLeads.slice(i, i + 1000);
    await prisma.lead.createMany({ data: chunk });
    await prisma.rouletteQueueItem.createMany({
      data: chunk.map((l) => ({ leadId: l.id, cycle: 1, reason: "lote" })),
    });
  }
  const bulkStart = Date.now();
  loadByPhase.backlog = os.loadavg();
  const cpu1b = process.cpuUsage();
  const services = app.services.distribution;
  for (;;) {
    const offered = await Promise.all(roulettes.map((r) => services.offerExpiry.drainRoulette(r.id)));
    if (offered.every((n) => n === 0)) break;
  }
  const bulkMs = Date.now() - bulkStart;
  const cpuUsage1b = process.cpuUsage(cpu1b);
  const bulkIds = new Set(bulkLeads.map((l) => l.id));
  const bulkOffered = await prisma.leadOffer.count({ where: { leadId: { in: [...bulkIds] } } });
  const bulkLeadsPerSecond = (bulkOffered * 1000) / bulkMs;
  const cpuMsPerLead1b = (cpuUsage1b.user + cpuUsage1b.system) / 1000 / Math.max(1, bulkOffered);
  log(
    `phase 1b (backlog drain): ${bulkOffered}/${LEADS} offered in ${(bulkMs / 1000).toFixed(1)} s = ${bulkLeadsPerSecond.toFixed(0)} leads/s`,
  );
  const bulkOffers = await prisma.leadOffer.findMany({
    where: { leadId: { in: [...bulkIds] }, cycle: 1 },
    select: { id: true, leadId: true, agentUserId: true },
    orderBy: { offeredAt: "asc" },
  });
  const bulkFirst = new Map<string, string>();
  for (const o of bulkOffers) if (!bulkFirst.has(o.leadId)) bulkFirst.set(o.leadId, o.agentUserId);
  const bulkPerAgent = new Map(agents.map((a) => [a.id, 0]));
  for (const userId of bulkFirst.values()) bulkPerAgent.set(userId, (bulkPerAgent.get(userId) ?? 0) + 1);
  const bulkFairness = Math.max(...bulkPerAgent.values()) - Math.min(...bulkPerAgent.values());

  // --- phase 2: a short deadline (1 minute, through the settings), LAG_LEADS more leads offered at once, and
  // their expiries timed: resolved_at - deadline. The earlier offers keep the default 10 minutes.
  loadByPhase.expiry = os.loadavg();
  await prisma.setting.create({ data: { key: "lead_acceptance_deadline_minutes", value: DEADLINE_MINUTES } });
  const lagLeads = Array.from({ length: LAG_LEADS }, (_, i) => ({
    id: randomUUIDv4(),
    fullName: `Cliente Prazo ${i}`,
    phone: `5531${String(900_000_000 + i)}`,
    source: "SITE" as const,
    enterpriseId: (enterprises[i % ROULETTES] as { id: string }).id,
  }));
  await prisma.lead.createMany({ data: lagLeads });
  await prisma.rouletteQueueItem.createMany({
    data: lagLeads.map((l) => ({ leadId: l.id, cycle: 1, reason: "prazo" })),
  });
  for (;;) {
    const offered = await Promise.all(roulettes.map((r) => services.offerExpiry.drainRoulette(r.id)));
    if (offered.every((n) => n === 0)) break;
  }
  const lagOffers = await prisma.leadOffer.findMany({
    where: { leadId: { in: lagLeads.map((l) => l.id) } },
    select: { id: true, deadline: true },
  });
  const ids = lagOffers.map((o) => o.id);
  const lastDeadline = Math.max(...lagOffers.map((o) => o.deadline.getTime()));
  log(
    `phase 2: waiting for ${ids.length} offers to expire (last deadline in ${Math.round((lastDeadline - Date.now()) / 1000)} s)`,
  );
  const give = lastDeadline + 120_000;
  for (;;) {
    const pendingCount = await prisma.leadOffer.count({ where: { id: { in: ids }, outcome: "PENDING" } });
    if (pendingCount === 0 || Date.now() > give) break;
    await sleep(1000);
  }
  const resolved = await prisma.leadOffer.findMany({
    where: { id: { in: ids } },
    select: { outcome: true, deadline: true, resolvedAt: true },
  });
  const expired = resolved.filter((r) => r.outcome === "EXPIRED" && r.resolvedAt);
  const lags = expired.map((r) => (r.resolvedAt as Date).getTime() - r.deadline.getTime());
  const lag = summary(lags);
  // An offer must never expire before its deadline.
  const expiredEarly = lags.filter((x) => x < 0).length;
  const minLagMs = lags.length ? Math.min(...lags) : Number.NaN;
  // Each expired lead is re-offered exactly once (the re-offers keep the 1-minute deadline and are still pending).
  await sleep(2000);
  const perLead = await prisma.leadOffer.groupBy({
    by: ["leadId"],
    where: { leadId: { in: lagLeads.map((l) => l.id) }, id: { notIn: ids } },
    _count: true,
  });
  const reoffered = perLead.reduce((n, p) => n + p._count, 0);
  const reofferedOnce = perLead.filter((p) => p._count === 1).length;
  log(
    `phase 2: ${expired.length} expired (${expiredEarly} before the deadline, min lag ${minLagMs} ms), lag p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms; ${reofferedOnce}/${expired.length} leads re-offered exactly once`,
  );

  worker.kill("SIGTERM");
  await new Promise((r) => worker.once("exit", r));
  await app.close();
  await jobs.close();
  const keys = await redis.keys(`${queuePrefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await prisma.$disconnect();

  const result = {
    date: new Date().toISOString(),
    params: {
      createLeads: CREATE_LEADS,
      leads: LEADS,
      agents: AGENTS,
      roulettes: ROULETTES,
      concurrency: CONCURRENCY,
      workerConcurrency: WORKER_CONCURRENCY,
      deadlineMinutes: DEADLINE_MINUTES,
    },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "",
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart: load,
      loadAtEnd: os.loadavg(),
      loadByPhase,
    },
    phase1: {
      createdMs,
      leads: CREATE_LEADS,
      wallLeadsPerSecond,
      cpuMsPerLead: cpuMsPerLead1,
      callMs: summary(callMs),
      failures,
      offeredLeads,
      spanMs,
      leadsPerSecond,
      latencyMs: summary(latencies),
      fairness,
      rouletteFairness,
      perAgent: { min: Math.min(...counts), max: Math.max(...counts) },
      perRoulette,
    },
    phase1b: {
      cpuMsPerLead: cpuMsPerLead1b,
      leads: LEADS,
      offered: bulkOffered,
      ms: bulkMs,
      leadsPerSecond: bulkLeadsPerSecond,
      fairness: bulkFairness,
    },
    phase2: {
      offers: ids.length,
      expired: expired.length,
      reofferedWithinRun: reoffered,
      reofferedOnce,
      expiredEarly,
      minLagMs,
      lagMs: lag,
    },
  };
  const day = result.date.slice(0, 10);
  const outDir = path.resolve(import.meta.dirname, "../results");
  mkdirSync(outDir, { recursive: true });
  const base = path.join(outDir, `distribution-${day}${tagArg ? `-${tagArg}` : ""}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${base}.md`, renderReport(result));
  log(`wrote ${base}.md`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
