import { randomUUID } from "node:crypto";
import { type AppConfig, loadConfig } from "@portal/api/config";

/**
 * The API's configuration for a benchmark: the production code paths on the bench database, no request
 * logging, limits that a load test would otherwise trip, and a Redis prefix of its own (deleted at the end).
 */
export function benchAppConfig(databaseUrl: string): AppConfig {
  return loadConfig(
    {
      ...process.env,
      APP_ENV: "development",
      MAINTENANCE: "false",
      DATABASE_URL: databaseUrl,
      // BENCH_API_LOG=error (or warn...): the API's own log at that level on stderr (e.g. why a request answered 500).
      ...(process.env.BENCH_API_LOG ? { LOG_LEVEL: process.env.BENCH_API_LOG } : {}),
    },
    {
      databaseUrl,
      logger: Boolean(process.env.BENCH_API_LOG),
      // BENCH_REDIS_PREFIX: a harness that publishes realtime probes through the API's channel names it.
      redisPrefix: process.env.BENCH_REDIS_PREFIX ?? `bench:${randomUUID()}:`,
      rateLimitPerMinute: 100_000_000,
      loginLimitPerEmail: 100_000,
      loginLimitPerIp: 100_000,
    },
  );
}
