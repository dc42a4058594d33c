/**
 * Profiling aid for the create path (not the benchmark): seeds like run.ts, then creates --leads leads through
 * LeadWriteService.create with --concurrency in flight, and prints CPU ms per lead of this process and the SQL
 * statements per lead (Prisma query events, grouped by their first words). Run it under `node --cpu-prof` and
 * summarise the profile with cpuprofile-summary.ts:
 *   BENCH_DISTRIBUTION_DATABASE=portal_bench_distribution_prof node --cpu-prof --cpu-prof-dir=/tmp/prof \
 *     --import tsx distribution/profile-create.ts --leads=2000
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config";
import { leadCreateBody } from "@portal/contracts/leads";
import { PrismaClient } from "@portal/db/client";
import { deployMigrations } from "@portal/db/migrate/index";
import { databaseUrlFromEnv, dropDatabase, withDatabase } from "@portal/db/pg-admin";
import { createJobProducer } from "@portal/domain/jobs";
import type { AuthUser } from "@portal/domain/ports";
import { PrismaPg } from "@prisma/adapter-pg";
import bcrypt from "bcrypt";
import { Redis } from "ioredis";
import { seedRoulettes } from "./seed.ts";

const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const LEADS = arg("leads", 2000);
const CONCURRENCY = arg("concurrency", 16);
const COUNT = process.argv.includes("--count-sql");
/** POST /leads through app.inject (auth, rate limit, validation, serialisation) instead of the service call. */
const HTTP = process.argv.includes("--http");
const DB = process.env.BENCH_DISTRIBUTION_DATABASE?.trim() || "portal_bench_distribution_prof";

async function main() {
  const url = withDatabase(databaseUrlFromEnv(), DB);
  await dropDatabase(url);
  await deployMigrations(url);
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 10 }),
    ...(COUNT ? { log: [{ emit: "event" as const, level: "query" as const }] } : {}),
  });
  const statements = new Map<string, number>();
  const durations = new Map<string, number>();
  if (COUNT) {
    type QueryEvent = { query: string; duration: number };
    (prisma as unknown as { $on(e: "query", cb: (ev: QueryEvent) => void): void }).$on("query", (ev) => {
      const key = ev.query.replace(/\s+/g, " ").slice(0, 70);
      statements.set(key, (statements.get(key) ?? 0) + 1);
      durations.set(key, (durations.get(key) ?? 0) + ev.duration);
    });
  }
  const { enterprises, coordinator } = await seedRoulettes(prisma, {
    roulettes: 10,
    agents: 100,
    coordinatorPasswordHash: await bcrypt.hash("perfil-bench", 4),
  });
  const rand = randomBytes(4).toString("hex");
  const redis = new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  const jobs = createJobProducer(redis, { prefix: `bench-prof-${rand}` });
  const config = loadConfig(
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false", RATE_LIMIT_PER_MINUTE: "100000000" },
    { databaseUrl: url, logger: false, redisPrefix: `bench:${rand}:` },
  );
  const app = await buildApp(config, { prisma, redis, jobs });
  await app.ready();
  const actor: AuthUser = {
    id: coordinator.id,
    sessionId: "bench",
    roles: coordinator.roles,
    readOnly: false,
    fullName: coordinator.fullName,
    email: coordinator.email,
  };
  const write = app.services.leads.write;
  // Transaction timings (--count-sql): time to start (connection + BEGIN), time inside, count.
  const tx = { n: 0, startMs: 0, totalMs: 0 };
  if (COUNT) {
    const db = app.db as unknown as { transaction: (fn: (r: unknown) => Promise<unknown>) => Promise<unknown> };
    const original = db.transaction.bind(db);
    db.transaction = async (fn) => {
      const t0 = performance.now();
      try {
        return await original(async (repos) => {
          tx.startMs += performance.now() - t0;
          return fn(repos);
        });
      } finally {
        tx.n += 1;
        tx.totalMs += performance.now() - t0;
      }
    };
  }
  const login = await app.inject({
    method: "POST",
    url: "/users/login",
    payload: { email: coordinator.email, password: "perfil-bench", working_systems: ["SALES"] },
  });
  const headers = { authorization: `Bearer ${login.json().authorization as string}` };
  let next = 0;
  statements.clear();
  const cpu = process.cpuUsage();
  const started = Date.now();
  let lastMark = started;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= LEADS) return;
        if (i > 0 && i % 1000 === 0) {
          const now = Date.now();
          console.log(`${i}: last 1000 in ${now - lastMark} ms, load ${os.loadavg()[0]?.toFixed(2)}`);
          lastMark = now;
        }
        const payload = {
          full_name: `Cliente Perfil ${i}`,
          phone: `5511${String(900_000_000 + i)}`,
          enterprise_id: (enterprises[i % enterprises.length] as { id: string }).id,
          source: "SITE",
          nature: "OFFLINE",
        };
        if (!HTTP) await write.create(actor, leadCreateBody.parse(payload));
        else {
          const res = await app.inject({ method: "POST", url: "/leads", headers, payload });
          if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
        }
      }
    }),
  );
  const ms = Date.now() - started;
  const used = process.cpuUsage(cpu);
  const offered = await prisma.leadOffer.count();
  console.log(
    `${LEADS} leads in ${ms} ms = ${((LEADS * 1000) / ms).toFixed(0)}/s; offered ${offered}; CPU ${((used.user + used.system) / 1000 / LEADS).toFixed(2)} ms/lead`,
  );
  if (COUNT) {
    const total = [...statements.values()].reduce((a, b) => a + b, 0);
    console.log(`SQL statements per lead: ${(total / LEADS).toFixed(2)}`);
    console.log(
      `transactions: ${tx.n} (${(LEADS / tx.n).toFixed(1)} leads each), mean ${(tx.totalMs / tx.n).toFixed(1)} ms of which ${(tx.startMs / tx.n).toFixed(1)} ms to start`,
    );
    console.log("per lead | avg ms | statement");
    for (const [k, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      const avg = (durations.get(k) ?? 0) / n;
      console.log(`${(n / LEADS).toFixed(2).padStart(7)} ${avg.toFixed(2).padStart(7)}  ${k}`);
    }
  }
  await app.close();
  await jobs.close();
  const keys = await redis.keys(`bench-prof-${rand}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await prisma.$disconnect();
  await dropDatabase(url);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
