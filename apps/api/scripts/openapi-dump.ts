/**
 * Writes the API's OpenAPI document to a file without listening: the app is built with its test configuration and
 * asked for `/docs/json` through inject. PostgreSQL is never queried (the Prisma client connects on its first query);
 * Redis is reached because the realtime hub subscribes at start, under a prefix of its own (the rate limit's count of
 * the one request expires within a minute).
 * Usage: tsx scripts/openapi-dump.ts [out=tmp/openapi.json]
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createPrismaClient } from "@portal/db/client";
import { Redis } from "ioredis";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";

const out = process.argv[2] ?? "tmp/openapi.json";
mkdirSync(path.dirname(out), { recursive: true });
const config = loadConfig(
  { ...process.env, APP_ENV: "development", MAINTENANCE: "false", API_DOCS: "public" },
  { logger: false, sessionCacheTtlMs: 0, rateLimitSyncMs: 0, redisPrefix: `openapi-dump:${randomUUID()}:` },
);
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
const prisma = createPrismaClient(config.databaseUrl);
const app = await buildApp(config, { prisma, redis });
await app.ready();
const res = await app.inject({ method: "GET", url: "/docs/json" });
if (res.statusCode !== 200) throw new Error(`GET /docs/json answered ${res.statusCode}: ${res.body}`);
writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
await app.close();
redis.disconnect();
await prisma.$disconnect();
console.log(`OpenAPI written to ${out}`);
