/**
 * Concurrent check-ins at one stand: 50 visitors checked in at once by several receptionists, 10
 * specialists always available. Every visit is routed to exactly one specialist, none twice, and the queue stays fair
 * (the counts differ by at most one), because every routing decision of a stand runs under the stand's row lock.
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
  it("routes each visit to one specialist, never two, with fairness <= 1", { timeout: 120_000 }, async () => {
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
    // Each visit has exactly one specialist (one column) and is ASSIGNED: none waited with 10 available.
    expect(visits.every((v) => v.status === "ASSIGNED" && v.specialistId !== null)).toBe(true);
    // Never two: one ASSIGNED/REASSIGNED log per visit, and each specialist notified once per visit they got.
    const assignedLogs = await ctx.prisma.standLog.groupBy({
      by: ["visitId"],
      where: { enterpriseId: stand.id, action: { in: ["ASSIGNED", "REASSIGNED"] } },
      _count: { _all: true },
    });
    expect(assignedLogs).toHaveLength(50);
    expect(assignedLogs.every((g) => g._count._all === 1)).toBe(true);

    const perSpecialist = new Map(specialists.map((s) => [s.user.id, 0]));
    for (const v of visits)
      perSpecialist.set(v.specialistId as string, (perSpecialist.get(v.specialistId as string) ?? 0) + 1);
    const counts = [...perSpecialist.values()];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);

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
    // Each new lead belongs to the specialist its visit went to.
    const leads = await ctx.prisma.lead.findMany({ where: { id: { in: visits.map((v) => v.leadId) } } });
    const ownerOf = new Map(leads.map((l) => [l.id, l.ownerId]));
    expect(visits.every((v) => ownerOf.get(v.leadId) === v.specialistId)).toBe(true);
  });
});
