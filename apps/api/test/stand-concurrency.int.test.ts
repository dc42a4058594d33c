/**
 * Concurrent check-ins at one stand: 50 visitors checked in at once by several receptionists, 10
 * specialists available. The lista da vez gives one visitor per specialist (decision 063): exactly 10 visits are
 * routed, one to each specialist, never two, and 40 wait, because every routing decision of a stand runs under the
 * stand's row lock and reads who already has a visitor after taking it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Staff } from "./factories/leads";
import { createStand, postVisit, receptionistAt, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => ctx?.close());

describe("50 concurrent check-ins at one stand with 10 specialists", () => {
  // A load test: 50 requests queue for one stand's lock, so on a busy 2-core machine it needs more than the default.
  it("routes one visit to each specialist, never two, and the other 40 wait", { timeout: 120_000 }, async () => {
    const stand = await createStand(ctx);
    const specialists = await specialistsAt(ctx, stand.id, 10);
    const receptionists: Staff[] = [];
    for (let i = 0; i < 5; i++) receptionists.push(await receptionistAt(ctx, stand.id));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postVisit(ctx, receptionists[i % receptionists.length] as Staff, stand.id, { full_name: `Visitante ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));

    const visits = await ctx.prisma.standVisit.findMany({ where: { enterpriseId: stand.id } });
    expect(visits).toHaveLength(50);
    const routed = visits.filter((v) => v.status === "ASSIGNED");
    expect(routed).toHaveLength(10);
    expect(visits.filter((v) => v.status === "WAITING" && v.specialistId === null)).toHaveLength(40);
    // Never two: one ASSIGNED/REASSIGNED log per routed visit, and each specialist got exactly one.
    const assignedLogs = await ctx.prisma.standLog.groupBy({
      by: ["visitId"],
      where: { enterpriseId: stand.id, action: { in: ["ASSIGNED", "REASSIGNED"] } },
      _count: { _all: true },
    });
    expect(assignedLogs).toHaveLength(10);
    expect(assignedLogs.every((g) => g._count._all === 1)).toBe(true);

    const perSpecialist = new Map(specialists.map((s) => [s.user.id, 0]));
    for (const v of routed)
      perSpecialist.set(v.specialistId as string, (perSpecialist.get(v.specialistId as string) ?? 0) + 1);
    expect([...perSpecialist.values()]).toEqual(Array(10).fill(1));

    const notified = await ctx.prisma.notification.groupBy({
      by: ["receiverId"],
      where: { type: "VISIT_STAND", enterpriseId: stand.id },
      _count: { _all: true },
    });
    expect(new Map(notified.map((n) => [n.receiverId, n._count._all]))).toEqual(perSpecialist);
    // The presences counted the same turns.
    const presences = await ctx.prisma.standPresence.findMany({
      where: { enterpriseId: stand.id, kind: "SPECIALIST" },
    });
    expect(new Map(presences.map((p) => [p.userId, p.visitsCount]))).toEqual(perSpecialist);
    // Each routed new lead belongs to the specialist its visit went to; the waiting ones have no owner yet.
    const leads = await ctx.prisma.lead.findMany({ where: { id: { in: visits.map((v) => v.leadId) } } });
    const ownerOf = new Map(leads.map((l) => [l.id, l.ownerId]));
    expect(visits.every((v) => ownerOf.get(v.leadId) === v.specialistId)).toBe(true);
  });
});
