import { parseEnv, type SharedConfig, sharedConfig, sharedEnvSchema } from "@portal/domain/runtime-config";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

/**
 * The API reads the variables it shares with the worker through the one shared schema, so both processes agree on
 * the database, Redis, and above all the Redis and queue prefixes (realtime channel, BullMQ keys). The worker has
 * the same test (apps/worker/src/config.test.ts) against the same reference.
 */
const SHARED_KEYS = [
  "databaseUrl",
  "redisUrl",
  "appEnv",
  "logLevel",
  "redisPrefix",
  "queuePrefix",
  // What buildDomain reads: both processes build the same domain from the same values.
  "webUrl",
  "uploadDir",
  "bcryptCost",
  "loginLimitPerIp",
  "loginLimitPerEmail",
  "loginLimitWindowSeconds",
] as const;
const shared = (c: SharedConfig) => Object.fromEntries(SHARED_KEYS.map((k) => [k, c[k]]));

const CASES: Record<string, string>[] = [
  {},
  { REDIS_PREFIX: "acme:" },
  {
    DATABASE_URL: "postgresql://portal@db:5432/vendas",
    REDIS_URL: "redis://cache:6380",
    APP_ENV: "staging",
    LOG_LEVEL: "warn",
    REDIS_PREFIX: "acme:",
    QUEUE_PREFIX: "acme-jobs",
  },
  { REDIS_PREFIX: "", QUEUE_PREFIX: "", LOG_LEVEL: "" },
  {
    WEB_URL: "https://vendas.example.com.br",
    UPLOAD_DIR: "/srv/uploads",
    BCRYPT_COST: "12",
    LOGIN_RATE_LIMIT_PER_IP: "50",
    LOGIN_RATE_LIMIT_PER_EMAIL: "8",
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: "600",
  },
];

describe("api configuration: the variables shared with the worker", () => {
  it.each(CASES)("parses %j as the shared schema does", (env) => {
    const reference = sharedConfig(parseEnv(sharedEnvSchema, env, "shared"));
    expect(shared(loadConfig(env))).toEqual(reference);
  });

  it("honours REDIS_PREFIX, and puts the queues under it when QUEUE_PREFIX is unset", () => {
    const config = loadConfig({ REDIS_PREFIX: "acme:" });
    expect(config.redisPrefix).toBe("acme:");
    expect(config.queuePrefix).toBe("acme:bull");
    expect(loadConfig({}).queuePrefix).toBe("portal:bull");
  });

  it("an override of redisPrefix (tests, bench) moves the queues with it unless QUEUE_PREFIX is set", () => {
    expect(loadConfig({}, { redisPrefix: "t1:" }).queuePrefix).toBe("t1:bull");
    expect(loadConfig({ QUEUE_PREFIX: "q" }, { redisPrefix: "t1:" }).queuePrefix).toBe("q");
  });

  it("refuses a log level the worker would refuse, naming the variable", () => {
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/Invalid api environment[\s\S]*LOG_LEVEL/);
  });
});
