import { SessionCache } from "@portal/domain/auth";
import { buildDomain } from "@portal/domain/build-domain";
import { describeWiring } from "@portal/domain/testing/domain-wiring";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./helpers";

/**
 * The API's services are buildDomain's, plus only the websocket edge's own pieces. The worker's domain is compared
 * with the same reference (apps/worker/src/worker-domain.test.ts), so the two processes run the same services with
 * the same hooks: a service built beside buildDomain, or a hook left out on one side, fails one of the two.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe("the API's domain", () => {
  it("is buildDomain's: the same services, sharing the same instances, every hook wired the same way", () => {
    const { app, config } = ctx;
    // The publisher the domain was given and the websocket tickets are the edge's, not the domain's.
    const { realtime, wsTickets: _tickets, ...domain } = app.services;
    const reference = describeWiring(
      buildDomain({
        config,
        db: app.db,
        redis: app.redis,
        jobs: ctx.jobs,
        tokens: app.tokenSigner,
        storage: app.storage,
        sessionCache: new SessionCache({ ttlMs: config.sessionCacheTtlMs, maxEntries: config.sessionCacheMaxEntries }),
        realtime,
        fetch,
        log: app.log,
      }),
    );
    const api = describeWiring(domain);

    expect(api).toEqual(reference);
    expect(api["distribution.leadDistribution.onAttendanceEnded"]).toBe("fn:attendanceEnded");
    expect(app.db.events.consumerNames).toEqual([
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
});
