import type { PrismaClient } from "@portal/db/client";
import { SessionCache } from "@portal/domain/auth";
import { buildDomain } from "@portal/domain/build-domain";
import { Database } from "@portal/domain/database";
import { createRedisPublisher } from "@portal/domain/realtime";
import { LocalFileStorage } from "@portal/domain/storage";
import { describeWiring } from "@portal/domain/testing/domain-wiring";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";
import { failingTransport } from "./testing/transports.ts";
import { buildWorkerDomain, type JobDeps } from "./worker-app.ts";

/**
 * The worker once composed its own services and they drifted from the API's: play-in-roulette from a job ended
 * attendances without putting the attendants back in their roulettes (no onAttendanceEnded), and a reminder went to
 * the websocket without the notifications feed's version bump (published straight to realtime). Both now build
 * buildDomain; the API's services are compared with the same reference (apps/api/test/domain-wiring.int.test.ts).
 */
const redis = new Redis("redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: null });
const logger = pino({ level: "silent" });
const config = readConfig({});
const realtime = createRedisPublisher(redis, "test:");
const prisma = {} as PrismaClient; // nothing here queries: the services only hold their connections
const deps: JobDeps = {
  config,
  prisma,
  redis,
  transport: failingTransport(),
  mailFrom: "Portal <nao-responda@portal.local>",
  logger,
  jobs: { enqueue: async () => undefined },
  realtime,
};

afterAll(() => redis.disconnect());

describe("the worker's domain", () => {
  it("is buildDomain's: the same services, sharing the same instances, every hook wired the same way", () => {
    const worker = describeWiring(buildWorkerDomain(deps));
    const referenceDb = new Database(prisma);
    const reference = describeWiring(
      buildDomain({
        config,
        db: referenceDb,
        redis,
        jobs: deps.jobs,
        tokens: { sign: () => "token" },
        storage: new LocalFileStorage(config.uploadDir),
        sessionCache: new SessionCache({ ttlMs: 0, maxEntries: 1 }),
        realtime,
        fetch,
        log: logger,
      }),
    );

    expect(worker).toEqual(reference);
    expect(worker["distribution.leadDistribution.onAttendanceEnded"]).toBe("fn:attendanceEnded");
    // Both build through buildDomain, which registers the after-commit consumers on the Database it is given.
    expect(referenceDb.events.consumerNames).toEqual([
      "webhooks.outbox",
      "webhooks.dispatch",
      "reservations",
      "units.mirror",
      "realtime.messages",
      "distribution.offer-deadlines",
      "availability.attendance-ended",
      "stand.drain",
      "whatsapp.send",
      "whatsapp.lead-queued",
    ]);
  });

  it("refuses to build without a collaborator, at start rather than on the first job", () => {
    const { realtime: _left, ...withoutRealtime } = deps;
    expect(() => buildWorkerDomain(withoutRealtime as JobDeps)).toThrow(/buildDomain: missing realtime/);
  });
});
