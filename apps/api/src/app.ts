import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { EXPORT_TOTAL_HEADER } from "@portal/contracts/exports";
import { MSG } from "@portal/contracts/messages";
import type { RouteRule } from "@portal/contracts/route-access";
import { createPrismaClient, type PrismaClient } from "@portal/db/client";
import { SessionCache, subscribeSessionInvalidation } from "@portal/domain/auth";
import { logBestEffort } from "@portal/domain/best-effort";
import { Database } from "@portal/domain/database";
import { createJobProducer } from "@portal/domain/jobs";
import type { JobQueue } from "@portal/domain/ports";
import { type FileStorage, LocalFileStorage } from "@portal/domain/storage";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { z } from "zod";
import type { AppConfig } from "./config";
import { buildServices, type Services } from "./lib/container";
import { logRequest } from "./lib/http";
import { swaggerOptions } from "./lib/openapi";
import { validatorCompiler } from "./lib/validator";
import authRoutes from "./modules/auth/auth.routes";
import availabilityRoutes from "./modules/availability/availability.routes";
import availabilitySchedulesRoutes from "./modules/availability-schedules/availability-schedules.routes";
import chatRoutes from "./modules/chat/chat.routes";
import contractsRoutes from "./modules/contracts/contracts.routes";
import distributionRoutes from "./modules/distribution/distribution.routes";
import enterprisesRoutes from "./modules/enterprises/enterprises.routes";
import filesRoutes from "./modules/files/files.routes";
import healthRoutes from "./modules/health/health.routes";
import leadFilesRoutes from "./modules/lead-files/lead-files.routes";
import leadReportsRoutes from "./modules/lead-reports/lead-reports.routes";
import leadsRoutes from "./modules/leads/leads.routes";
import notificationsRoutes from "./modules/notifications/notifications.routes";
import passwordRoutes from "./modules/password/password.routes";
import preLeadsRoutes from "./modules/pre-leads/pre-leads.routes";
import preSalesRoutes from "./modules/pre-sales/pre-sales.routes";
import pricesRoutes from "./modules/prices/prices.routes";
import proposalsRoutes from "./modules/proposals/proposals.routes";
import realtimeRoutes from "./modules/realtime/realtime.routes";
import reportsRoutes from "./modules/reports/reports.routes";
import roulettesRoutes from "./modules/roulettes/roulettes.routes";
import salesRoutes from "./modules/sales/sales.routes";
import salesTeamsRoutes from "./modules/sales-teams/sales-teams.routes";
import schedulesRoutes from "./modules/schedules/schedules.routes";
import settingsRoutes from "./modules/settings/settings.routes";
import solicitationsRoutes from "./modules/solicitations/solicitations.routes";
import standRoutes from "./modules/stand/stand.routes";
import statisticsRoutes from "./modules/statistics/statistics.routes";
import unitsRoutes from "./modules/units/units.routes";
import usersRoutes from "./modules/users/users.routes";
import webhooksRoutes from "./modules/webhooks/webhooks.routes";
import whatsAppWebhooksRoutes from "./modules/whatsapp-webhooks/whatsapp-webhooks.routes";
import authPlugin from "./plugins/auth";
import errorsPlugin from "./plugins/errors";
import jsonBodyPlugin from "./plugins/json-body";
import { rateLimitStoreOptions } from "./plugins/rate-limit-store";
import routeAccessPlugin from "./plugins/route-access";
import { registerSecurityHeaders } from "./plugins/security-headers";

/** Content-Security-Policy of every API answer: JSON needs no sources, and no page may frame it. */
const API_CSP_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
/** The swagger-ui page (/docs) loads its own scripts, styles and the OpenAPI JSON from the API itself. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/** Trust the nearest `hops` proxies (Fastify's numeric trustProxy, typed as the function it becomes). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Largest answer compressed in one call on the event loop (a 100-lead page is ~110 KB); larger ones stream. */
const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

// Default zod messages in Portuguese; our own texts are given where it matters.
z.config(z.locales.pt());

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    redis: Redis;
    services: Services;
    storage: FileStorage;
  }
}

export interface AppDeps {
  prisma?: PrismaClient;
  redis?: Redis;
  jobs?: JobQueue;
  storage?: FileStorage;
  /**
   * Access rules of routes a harness registers beside the API's (the benchmarks' `/__` probes): only paths under
   * HARNESS_PATH_PREFIX, never one of ROUTE_ACCESS (checked at start). Production passes none (decision 051).
   */
  harnessRoutes?: Readonly<Record<string, RouteRule>>;
}

/** Builds the app without listening (tests call app.inject). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? {
          level: config.logLevel,
          redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
          // GET /ws?token= / ?ticket= carry credentials in the URL, which the request log line records.
          serializers: { req: logRequest },
        }
      : false,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    // Which X-Forwarded-For hops to believe (decision 034): off unless the API sits behind a known proxy, or any
    // client could pick its own IP for the rate limits and the audit log.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: "idle",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const prisma = deps.prisma ?? createPrismaClient(config.databaseUrl);
  const redis = deps.redis ?? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  const jobs = deps.jobs ?? createJobProducer(redis, { prefix: config.queuePrefix });
  const db = new Database(prisma);

  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("redis", redis);
  app.decorate("storage", deps.storage ?? new LocalFileStorage(config.uploadDir));

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // Answers over 1 KB are compressed when the client accepts it, gzip first, in one synchronous call at a fast level
  // (nginx's default, 1): a 50-lead page is ~53 KB of JSON, ~10 KB gzipped in ~0.1 ms. Through the plugin's stream
  // path (its default above 8 KB on 2 cores) the same page cost ~1.3 ms of CPU. Request bodies are never
  // decompressed (decision 026).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ["gzip", "br"],
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    globalDecompression: false,
  });
  registerSecurityHeaders(app, {
    // The API answers JSON only: nothing may load from or frame it (the docs page sets its own, below).
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  await app.register(cors, {
    origin: config.webOrigins,
    credentials: true,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    exposedHeaders: ["x-request-id", "retry-after", "content-disposition", EXPORT_TOTAL_HEADER],
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    ...rateLimitStoreOptions(app, { redis, nameSpace: `${config.redisPrefix}rl:`, syncMs: config.rateLimitSyncMs }),
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, error: "Too Many Requests", message: MSG.tooManyRequests }),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await app.register(swagger, swaggerOptions);

  await app.register(authPlugin, {
    secret: config.jwtSecret,
    secureCookies: config.cookieSecure,
    resolveSession: (userId: string, sessionId: string) => services.auth.resolveSession(userId, sessionId),
  });
  // Who may call each route (packages/contracts/src/route-access.ts); before any route is registered.
  await app.register(routeAccessPlugin, deps.harnessRoutes ? { harnessRoutes: deps.harnessRoutes } : {});
  if (config.apiDocs !== "off") {
    // API_DOCS (decision 034): public, or only for a signed-in session (the portal's cookie or a bearer token).
    await app.register(swaggerUi, {
      routePrefix: "/docs",
      staticCSP: DOCS_CSP,
      ...(config.apiDocs === "auth" ? { uiHooks: { onRequest: app.authenticate } } : {}),
    });
  }
  const sessionCache = new SessionCache({
    ttlMs: config.sessionCacheTtlMs,
    maxEntries: config.sessionCacheMaxEntries,
  });
  if (config.sessionCacheTtlMs > 0) {
    // Evictions published by the other API instances (logout, revocation, user changes there).
    const subscriber = redis.duplicate();
    app.addHook("onClose", async () => {
      subscriber.disconnect();
    });
    await subscribeSessionInvalidation(sessionCache, subscriber, config.redisPrefix, app.log);
  }
  const services = buildServices({
    config,
    db,
    redis,
    jobs,
    tokens: app.tokenSigner,
    storage: app.storage,
    sessionCache,
    log: app.log,
  });
  app.decorate("services", services);

  // Maintenance: everything but health, config and docs answers 503 (the web shows its page).
  app.addHook("onRequest", async (request, reply) => {
    if (!app.config.maintenance) return;
    const path = request.url.split("?")[0] ?? "";
    if (path === "/health" || path === "/app-config" || path.startsWith("/docs")) return;
    return reply.code(503).send({ statusCode: 503, error: "Service Unavailable", message: MSG.maintenanceTitle });
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(leadsRoutes);
  await app.register(roulettesRoutes);
  await app.register(availabilityRoutes);
  await app.register(distributionRoutes);
  await app.register(notificationsRoutes);
  await app.register(realtimeRoutes);
  await app.register(proposalsRoutes);
  await app.register(salesRoutes);
  await app.register(preSalesRoutes);
  await app.register(webhooksRoutes);
  await app.register(whatsAppWebhooksRoutes);
  await app.register(contractsRoutes);
  await app.register(enterprisesRoutes);
  await app.register(unitsRoutes);
  await app.register(pricesRoutes);
  await app.register(salesTeamsRoutes);
  await app.register(preLeadsRoutes);
  await app.register(leadFilesRoutes);
  await app.register(filesRoutes);
  await app.register(leadReportsRoutes);
  await app.register(standRoutes);
  await app.register(availabilitySchedulesRoutes);
  await app.register(schedulesRoutes);
  await app.register(solicitationsRoutes);
  await app.register(chatRoutes);
  await app.register(statisticsRoutes);
  await app.register(reportsRoutes);

  app.addHook("onClose", async () => {
    if (!deps.jobs && "close" in jobs) await (jobs as { close(): Promise<void> }).close();
    if (!deps.redis) await redis.quit().catch(logBestEffort(app.log, "quit Redis on close"));
    if (!deps.prisma) await prisma.$disconnect();
  });

  return app;
}
