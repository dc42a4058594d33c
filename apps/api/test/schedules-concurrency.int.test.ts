/**
 * 30 concurrent bookings of one specialist's slot (decision 053): the database's primary key on (specialist_id,
 * slot_start) lets exactly one commit; the 29 others are 409 in pt-BR and leave nothing behind (no appointment, no
 * slot, no log in the lead's timeline).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, staff } from "./factories/leads";
import { at, freshSlot, postSchedule } from "./factories/schedules";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => ctx?.close());

describe("30 concurrent bookings of one slot", () => {
  it("exactly one wins; the rest are 409 and write nothing", { timeout: 120_000 }, async () => {
    const coordinator = await staff(ctx, ["GERAL_ADMIN"]);
    const specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const leads = await Promise.all(
      Array.from({ length: 30 }, () => createLead(ctx.prisma, { ownerId: specialist.user.id })),
    );
    const start = freshSlot();
    // Different leads, different durations overlapping the same slot: only the slot decides.
    const answers = await Promise.all(
      leads.map((lead, i) =>
        postSchedule(ctx, i % 2 ? coordinator : specialist, {
          lead_id: lead.id,
          specialist_id: specialist.user.id,
          type: "CALL",
          starts_at: (i % 3 === 0 ? start : at(start, -(i % 3))).toISOString(),
          duration_minutes: 30 * (1 + (i % 3)),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(29).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(
        "Este horário já está ocupado na agenda do especialista. Escolha outro horário.",
      );
    }
    const schedules = await ctx.prisma.schedule.findMany({ where: { specialistId: specialist.user.id } });
    expect(schedules).toHaveLength(1);
    expect(await ctx.prisma.scheduleSlot.count({ where: { specialistId: specialist.user.id, slotStart: start } })).toBe(
      1,
    );
    const logs = await ctx.prisma.leadLog.count({ where: { leadId: { in: leads.map((l) => l.id) } } });
    expect(logs).toBe(1);
  });
});
