/**
 * The API under test, in its own process (so the load generator does not share its event loop):
 * the real app (buildApp) plus, for comparison, a bare route registered here only — GET /__bare returns
 * a constant JSON through the same server and the same global hooks (request id, helmet, CORS, rate
 * limit, maintenance check), but with no auth and no database.
 * Prints "READY <port>" when listening; closes gracefully on SIGTERM.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error("BENCH_DATABASE_URL is required");
const redisPrefix = `bench:${randomUUID()}:`;

const config = loadConfig(
  { ...process.env, APP_ENV: "development", MAINTENANCE: "false", DATABASE_URL: databaseUrl },
  {
    databaseUrl,
    logger: false,
    redisPrefix,
    rateLimitPerMinute: 100_000_000,
    loginLimitPerEmail: 100_000,
    loginLimitPerIp: 100_000,
  },
);
const app = await buildApp(config);
const BARE = { ok: true, payload: [], pagination: { total: 0, skip: 0, limit: 20 } };
await app.register(async (bare) => {
  bare.get("/__bare", async () => BARE);
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);

let closing = false;
process.on("SIGTERM", async () => {
  if (closing) return;
  closing = true;
  const keys = await app.redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
  if (keys.length) await app.redis.del(...keys).catch(() => 0);
  await app.close();
  process.exit(0);
});
