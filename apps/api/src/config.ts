import {
  defaultQueuePrefix,
  parseEnv,
  type SharedConfig,
  sharedConfig,
  sharedEnvSchema,
} from "@portal/domain/runtime-config";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** The variables shared with the worker (connections, prefixes and what buildDomain needs), then the API's own. */
const envSchema = sharedEnvSchema.extend({
  API_PORT: z.coerce.number().int().default(3333),
  API_HOST: z.string().default("0.0.0.0"),
  WEB_ORIGIN: z.string().default("http://localhost:5173,http://127.0.0.1:5173"),
  JWT_SECRET: z.string().min(16).default("dev-only-secret-change-me-in-production"),
  MAINTENANCE: bool,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(0).max(5_000).default(200),
  BODY_LIMIT_BYTES: z.coerce.number().int().default(1_048_576),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(10_000),
  NOTIFICATIONS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  NOTIFICATIONS_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(5_000),
  LOOKUP_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOOKUP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOOKUP_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(200),
  TRUST_PROXY: z.string().default(""),
  COOKIE_SECURE: z.enum(["true", "false", "1", "0", ""]).default(""),
  API_DOCS: z.enum(["public", "auth", "off", ""]).default(""),
});

/** Fastify's trustProxy: off, a hop count, or a list of proxy addresses/CIDRs (decision 034). */
export type TrustProxy = false | true | number | string[];

export function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim().toLowerCase();
  if (v === "" || v === "false" || v === "off" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface AppConfig extends SharedConfig {
  port: number;
  host: string;
  webOrigins: string[];
  jwtSecret: string;
  maintenance: boolean;
  rateLimitPerMinute: number;
  /** General rate limit: counted in memory, synced to Redis every this many ms (decision 020); 0 = Redis per request. */
  rateLimitSyncMs: number;
  bodyLimitBytes: number;
  /** Session lookup cache (docs/decisions/003): TTL in ms (0 = off) and size. */
  sessionCacheTtlMs: number;
  sessionCacheMaxEntries: number;
  /** GET /notifications answer cache (docs/decisions/016): entry lifetime in ms (0 = off) and size. */
  notificationsCacheTtlMs: number;
  notificationsCacheMaxEntries: number;
  /** Anonymous lookups (verify-partner, cpf/cnpj, forgot-password): requests per IP per window (decision 033). */
  lookupLimitPerIp: number;
  lookupLimitWindowSeconds: number;
  /** The same lookups by a signed-in caller: requests per user per window, apart from the IP's (decision 059). */
  lookupLimitPerUser: number;
  /** Which X-Forwarded-For hops to believe for request.ip (decision 034). */
  trustProxy: TrustProxy;
  /** Session cookie carries Secure (default: production or an https WEB_URL). */
  cookieSecure: boolean;
  /** /docs (swagger-ui and the OpenAPI JSON): public, signed-in users only, or not served. */
  apiDocs: "public" | "auth" | "off";
  /** Turn request logging off (tests). */
  logger: boolean;
}

/**
 * The API's configuration. `overrides` (tests, bench, the demo CLI) win over the environment; one that moves
 * redisPrefix without naming a queuePrefix gets its queues under the new prefix too, as QUEUE_PREFIX unset would.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = parseEnv(envSchema, env, "api");
  if (e.APP_ENV === "production" && e.JWT_SECRET === "dev-only-secret-change-me-in-production") {
    throw new Error("JWT_SECRET must be set in production");
  }
  const config: AppConfig = {
    ...sharedConfig(e),
    port: e.API_PORT,
    host: e.API_HOST,
    webOrigins: e.WEB_ORIGIN.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    jwtSecret: e.JWT_SECRET,
    maintenance: e.MAINTENANCE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitSyncMs: e.RATE_LIMIT_SYNC_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    sessionCacheMaxEntries: e.SESSION_CACHE_MAX_ENTRIES,
    notificationsCacheTtlMs: e.NOTIFICATIONS_CACHE_TTL_MS,
    notificationsCacheMaxEntries: e.NOTIFICATIONS_CACHE_MAX_ENTRIES,
    lookupLimitPerIp: e.LOOKUP_RATE_LIMIT_PER_IP,
    lookupLimitWindowSeconds: e.LOOKUP_RATE_LIMIT_WINDOW_SECONDS,
    lookupLimitPerUser: e.LOOKUP_RATE_LIMIT_PER_USER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure:
      e.COOKIE_SECURE === ""
        ? e.APP_ENV === "production" || e.WEB_URL.startsWith("https:")
        : e.COOKIE_SECURE === "true" || e.COOKIE_SECURE === "1",
    apiDocs: e.API_DOCS || (e.APP_ENV === "production" ? "off" : "public"),
    logger: true,
    ...overrides,
  };
  if (e.QUEUE_PREFIX === undefined && overrides.queuePrefix === undefined) {
    config.queuePrefix = defaultQueuePrefix(config.redisPrefix);
  }
  return config;
}
