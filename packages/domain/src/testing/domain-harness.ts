import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { Redis } from "ioredis";
import { buildDomain, type Domain } from "../build-domain";
import { Database } from "../lib/database";
import { createJobProducer, type JobProducer } from "../lib/job-producer";
import type { TokenSigner } from "../lib/ports";
import { parseEnv, sharedConfig, sharedEnvSchema } from "../lib/runtime-config";
import { LocalFileStorage } from "../lib/storage";
import { SessionCache } from "../modules/auth/session-cache";
import { createRedisPublisher, realtimeChannel } from "../modules/realtime/realtime.publisher";

/**
 * The domain as the API and the worker build it (buildDomain), on this test file's own PostgreSQL database (cloned
 * from the migrated template by @portal/db's createTestDatabase) and its own Redis prefix: business rules tested
 * without HTTP. Jobs go to a real BullMQ producer under that prefix (read them with `jobs.queue(name).getJob(id)`),
 * realtime to a channel under it.
 */
export interface DomainHarness {
  domain: Domain;
  db: TestDatabase;
  /** The services' Database the domain was built on (its transactions deliver to the registered consumers). */
  database: Database;
  /** The Redis channel the domain's realtime events are published on. */
  realtimeChannel: string;
  redis: Redis;
  jobs: JobProducer;
  /** What the domain logged as a best-effort failure (a trigger a sweep retries), in order. */
  warnings: { obj: object; msg: string }[];
  /** Deletes this file's Redis keys, closes the connections and drops the database. */
  close(): Promise<void>;
}

/** Session tokens are the API's JWTs; the domain only hands a signer the claims, which tests read back as JSON. */
const claimsAsToken: TokenSigner = { sign: (claims) => Buffer.from(JSON.stringify(claims)).toString("base64url") };

export async function createDomainHarness(): Promise<DomainHarness> {
  const prefix = `test-domain-${randomBytes(6).toString("hex")}`;
  const db = await createTestDatabase();
  const redis = new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
  const uploads = await mkdtemp(path.join(tmpdir(), "portal-domain-uploads-"));
  const config = sharedConfig(
    parseEnv(sharedEnvSchema, { REDIS_PREFIX: `${prefix}:`, QUEUE_PREFIX: prefix, BCRYPT_COST: "4" }, "domain test"),
  );
  const jobs = createJobProducer(redis, { prefix });
  const warnings: DomainHarness["warnings"] = [];
  const database = new Database(db.prisma);
  const domain = buildDomain({
    config,
    db: database,
    redis,
    jobs,
    tokens: claimsAsToken,
    storage: new LocalFileStorage(uploads),
    sessionCache: new SessionCache({ ttlMs: 0, maxEntries: 1 }),
    realtime: createRedisPublisher(redis, config.redisPrefix),
    fetch,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
  });
  return {
    domain,
    db,
    database,
    realtimeChannel: realtimeChannel(config.redisPrefix),
    redis,
    jobs,
    warnings,
    async close() {
      await jobs.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await db.drop();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}
