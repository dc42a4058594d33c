import { randomUUID } from "node:crypto";
import { type AppConfig, loadConfig } from "@portal/api/config";

/**
 * The API's configuration for a benchmark: the production code paths on the bench database, no request
 * logging, limits that a load test would otherwise trip, and a Redis prefix of its own (deleted at the end).
 */
export function benchAppConfig(databaseUrl: string): AppConfig {
  return loadConfig(
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false", DATABASE_URL: databaseUrl },
    {
      databaseUrl,
      logger: false,
      redisPrefix: `bench:${randomUUID()}:`,
      rateLimitPerMinute: 100_000_000,
      loginLimitPerEmail: 100_000,
      loginLimitPerIp: 100_000,
    },
  );
}
