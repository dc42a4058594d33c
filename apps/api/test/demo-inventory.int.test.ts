import { seed } from "@portal/db/seed/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoInventory } from "../src/demo/demo-inventory";
import { createTestContext, type TestContext } from "./helpers";

/**
 * The demo data of the inventory-and-deals issue is created through the API, so a change to a rule that the
 * demo relies on fails here (and not at someone's first `scripts/start.sh`).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerEmail: 1000, loginLimitPerIp: 1000 });
  await seed(ctx.prisma, { appEnv: "development" });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const counts = async (sql: "proposals" | "sales" | "commissions" | "units") => {
  const rows = await ctx.prisma.$queryRawUnsafe<{ status: string; n: number }[]>(
    `SELECT status::text AS status, count(*)::int AS n FROM ${sql} GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
};

describe("demo inventory and deals", () => {
  it("publishes three enterprises (~1,000 units) with proposals and sales in every status, once", async () => {
    const first = await seedDemoInventory(ctx.app, () => undefined);
    expect(first).toMatchObject({ enterprises: 3, units: 1006, reservations: 8, sales: 8 });

    const published = await ctx.prisma.enterprise.findMany({ where: { published: true }, select: { phase: true } });
    expect(new Set(published.map((e) => e.phase)).size).toBe(3);
    expect(await ctx.prisma.priceSnapshot.count()).toBeGreaterThanOrEqual(3);
    expect(await ctx.prisma.serieTemplate.count()).toBe(5);
    expect(await ctx.prisma.marketIndex.count()).toBe(24);

    const units = await counts("units");
    expect(units).toMatchObject({ RESERVED: 8, IN_SALES_PROCESS: 2, SOLD: 4 });
    expect(Object.values(units).reduce((a, b) => a + b, 0)).toBe(1006);
    expect(await ctx.prisma.unit.count({ where: { price: null } })).toBe(0);
    // Floor plans (two unit types per tower, PDFs) and two common-area plans per enterprise, through the API.
    const towers = await ctx.prisma.tower.count();
    expect(await ctx.prisma.enterprisePlan.count({ where: { kind: "TOWER_PLAN" } })).toBe(towers * 2);
    expect(await ctx.prisma.enterprisePlan.count({ where: { kind: "COMMON_AREA_PLAN" } })).toBe(6);

    const proposals = await counts("proposals");
    for (const status of ["DRAFT", "AWAITING_APPROVAL", "APPROVED", "DISAPPROVED", "CANCELED"]) {
      expect(proposals[status], status).toBeGreaterThan(0);
    }
    expect(await counts("sales")).toEqual({ IN_PROCESS: 2, COMPLETED: 4, CANCELED: 1, DISTRACTED: 1 });
    // The online specialist and the partner broker each have a proposal for a client of their own.
    for (const email of ["online_specialist@demo.local", "agent_partner@demo.local"]) {
      const broker = await ctx.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      const own = await ctx.prisma.proposal.findMany({
        where: { brokerId: broker.id },
        select: { lead: { select: { ownerId: true } } },
      });
      expect(
        own.map((p) => p.lead.ownerId),
        email,
      ).toEqual([broker.id]);
    }
    const commissions = await counts("commissions");
    for (const status of ["FORECAST", "RELEASED", "PAID", "CANCELLED"]) {
      expect(commissions[status], status).toBeGreaterThan(0);
    }

    // Running it again (every `scripts/start.sh`) changes nothing.
    const again = await seedDemoInventory(ctx.app, () => undefined);
    expect(again).toMatchObject({ enterprises: 0, proposals: 0, sales: 0, skipped: true });
    expect(await ctx.prisma.enterprisePlan.count({ where: { kind: "COMMON_AREA_PLAN" } })).toBe(6);
    expect(await counts("sales")).toEqual({ IN_PROCESS: 2, COMPLETED: 4, CANCELED: 1, DISTRACTED: 1 });
  }, 240_000);
});
