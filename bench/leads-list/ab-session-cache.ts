/**
 * `tsx leads-list/ab-session-cache.ts` — the session lookup cache (decision 003) measured A/B in one process:
 * two API instances on the bench database (`pnpm bench:leads` must have generated it), one with the cache
 * (SESSION_CACHE_TTL_MS 5 s) and one without (0), called alternately with the same requests so machine load hits
 * both alike. Prints p50/p95 of each route per instance and the difference. Not part of the test run.
 *
 *   --runs=N   requests per route and instance (default 300)
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config";
import { createPrismaClient } from "@portal/db/client";
import { getPath, login } from "./api-timing";
import { benchDatabaseUrl } from "./bench-db";
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_SPECIALIST_EMAIL } from "./bench-users";
import { summarize } from "./stats";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 300);

async function start(databaseUrl: string, ttlMs: number) {
  const redisPrefix = `bench:${randomUUID()}:`;
  const config = loadConfig(
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false", DATABASE_URL: databaseUrl },
    { databaseUrl, logger: false, redisPrefix, rateLimitPerMinute: 100_000_000, sessionCacheTtlMs: ttlMs },
  );
  const prisma = createPrismaClient(databaseUrl);
  const app = await buildApp(config, { prisma });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    async close() {
      const keys = await app.redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
      if (keys.length) await app.redis.del(...keys).catch(() => 0);
      await app.close();
      await prisma.$disconnect();
    },
  };
}

async function main() {
  const url = benchDatabaseUrl();
  const cached = await start(url, 5_000);
  const uncached = await start(url, 0);
  const routes: [string, string, string][] = [
    ["GET /users/my-profile", "/users/my-profile", BENCH_ADMIN_EMAIL],
    ["GET /leads (admin, page 1)", "/leads?limit=50", BENCH_ADMIN_EMAIL],
    ["GET /leads (specialist, own leads)", "/leads?limit=50", BENCH_SPECIALIST_EMAIL],
  ];
  const load = (await import("node:os")).loadavg().map((n) => n.toFixed(2));
  console.log(`load average at start: ${load.join(" / ")}; ${runs} requests per route and instance, alternating`);
  try {
    for (const [label, path, email] of routes) {
      const tokens = {
        on: await login(cached.baseUrl, email, BENCH_PASSWORD),
        off: await login(uncached.baseUrl, email, BENCH_PASSWORD),
      };
      for (let i = 0; i < 10; i++) {
        await getPath(cached.baseUrl, tokens.on, path);
        await getPath(uncached.baseUrl, tokens.off, path);
      }
      const on: number[] = [];
      const off: number[] = [];
      for (let i = 0; i < runs; i++) {
        // Alternate which instance goes first, so neither always follows the other.
        const order = i % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
        for (const which of order) {
          const r = await getPath(which === "on" ? cached.baseUrl : uncached.baseUrl, tokens[which], path);
          if (r.status !== 200) throw new Error(`${label}: ${r.status}`);
          (which === "on" ? on : off).push(r.ms);
        }
      }
      const a = summarize(off);
      const b = summarize(on);
      console.log(
        `| ${label} | ${a.p50} / ${a.p95} | ${b.p50} / ${b.p95} | ${(a.p50 - b.p50).toFixed(2)} ms (${((1 - b.p50 / a.p50) * 100).toFixed(0)}%) |`,
      );
    }
  } finally {
    await cached.close();
    await uncached.close();
  }
  console.log(
    `load average at end: ${(await import("node:os"))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")}`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
