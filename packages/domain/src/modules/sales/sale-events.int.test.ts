import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDomainHarness, type DomainHarness } from "../../testing/domain-harness";

/**
 * A sale move's mirror update is the domain event `unit.changed` (decision 068), emitted by SalesService.followEffects
 * in the move's transaction and published by the units module's consumer only after COMMIT.
 */
let h: DomainHarness;
let sub: Redis;
const got: { userId: string; event: { type: string; unit_id?: string } }[] = [];

beforeAll(async () => {
  h = await createDomainHarness();
  sub = h.redis.duplicate();
  sub.on("message", (_channel, message: string) => got.push(JSON.parse(message)));
  await sub.subscribe(h.realtimeChannel);
}, 120_000);

afterAll(async () => {
  await sub?.quit();
  await h?.close();
});

describe("unit.changed after a sale move", () => {
  it("a committed transaction publishes the unit's change to every screen; a rolled-back one publishes nothing", async () => {
    const enterpriseId = randomUUID();
    const rolledBack = randomUUID();
    const committed = randomUUID();
    const err = await h.database
      .transaction(async (_repos, events) => {
        events.emit({ type: "unit.changed", enterpriseId, unitId: rolledBack });
        throw new Error("the sale move was refused");
      })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe("the sale move was refused");
    await h.database.transaction(async (_repos, events) =>
      events.emit({ type: "unit.changed", enterpriseId, unitId: committed }),
    );
    // One subscriber connection receives in publish order: once the committed one arrived, the other never will.
    await vi.waitFor(() => expect(got.some((m) => m.event.unit_id === committed)).toBe(true));
    expect(got).toEqual([
      { userId: "*", event: { type: "unit.changed", enterprise_id: enterpriseId, unit_id: committed } },
    ]);
  });
});
