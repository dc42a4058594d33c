import { parseEnv, type SharedConfig, sharedConfig, sharedEnvSchema } from "../lib/runtime-config";

/**
 * The one reference both processes' configuration tests compare with (apps/api/test/config.test.ts,
 * apps/worker/src/config.test.ts): the values the API and the worker must read alike from the same environment (the
 * database, Redis and its prefixes, and what buildDomain reads).
 */
const SHARED_KEYS = [
  "databaseUrl",
  "redisUrl",
  "appEnv",
  "logLevel",
  "redisPrefix",
  "queuePrefix",
  "webUrl",
  "uploadDir",
  "bcryptCost",
  "loginLimitPerIp",
  "loginLimitPerEmail",
  "loginLimitWindowSeconds",
  "whatsapp",
  "whatsappChat",
] as const;

/** The shared values of a process's config. */
export const sharedPart = (c: SharedConfig) => Object.fromEntries(SHARED_KEYS.map((k) => [k, c[k]]));

/** What the shared schema alone makes of an environment. */
export const sharedReference = (env: Record<string, string>) =>
  sharedPart(sharedConfig(parseEnv(sharedEnvSchema, env, "shared")));

/** Environments an operator may give: defaults, a prefix alone, everything set, empty variables, buildDomain's. */
export const SHARED_ENV_CASES: Record<string, string>[] = [
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
  {
    WHATSAPP_GRAPH_BASE_URL: "https://graph.facebook.com/",
    WHATSAPP_GRAPH_VERSION: "v26.0",
    WHATSAPP_HTTP_TIMEOUT_MS: "5000",
  },
  { APP_ENV: "production", JWT_SECRET: "a-production-secret-of-32-characters" },
];
