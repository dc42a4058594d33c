import { QUEUE_PREFIX } from "@portal/contracts/jobs";
import { parseEnv, type SharedConfig, sharedConfig, sharedEnvSchema } from "@portal/domain/runtime-config";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

/**
 * The worker reads the variables it shares with the API through the one shared schema, so both processes agree on
 * the realtime channel and the BullMQ keys. The API has the same test (apps/api/test/config.test.ts) against the same
 * reference.
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

describe("worker configuration: the variables shared with the API", () => {
  it.each(CASES)("parses %j as the shared schema does", (env) => {
    const reference = sharedConfig(parseEnv(sharedEnvSchema, env, "shared"));
    expect(shared(readConfig(env))).toEqual(reference);
  });

  it("defaults to the queue prefix the contracts name, and follows REDIS_PREFIX when QUEUE_PREFIX is unset", () => {
    expect(readConfig({}).queuePrefix).toBe(QUEUE_PREFIX);
    expect(readConfig({ REDIS_PREFIX: "acme:" })).toMatchObject({ redisPrefix: "acme:", queuePrefix: "acme:bull" });
  });

  it("refuses a bad variable, naming it", () => {
    expect(() => readConfig({ APP_ENV: "prod" })).toThrow(/Invalid worker environment[\s\S]*APP_ENV/);
  });
});
