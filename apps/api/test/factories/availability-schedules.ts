/** Availability schedules for tests (decision 052): shifts that cover the day, and a specialist on duty now. */
import { randomUUID } from "node:crypto";
import { addDays, SHIFTS, type ShiftHours } from "@portal/contracts/availability-schedules";
import { dutyKeysAt } from "@portal/domain/availability-schedules";
import type { TestContext } from "../helpers";

/** Shift hours that cover the whole day, so "the shift running now" exists at any hour a test runs. */
export const WHOLE_DAY_SHIFTS: ShiftHours = {
  M: { starts_at: "00:00", ends_at: "08:00" },
  T: { starts_at: "08:00", ends_at: "16:00" },
  N: { starts_at: "16:00", ends_at: "24:00" },
};

/**
 * Stores WHOLE_DAY_SHIFTS as this test database's `shift_hours` (each test file has its own database), with no
 * check-in tolerance: with the default 30 minutes, the next shift is already "on duty" in the half hour before it
 * starts (07:30-08:00, 15:30-16:00, 23:30-24:00), and a test that schedules someone for "another shift" would fail
 * at those hours.
 */
export async function useWholeDayShifts(ctx: TestContext): Promise<void> {
  for (const [key, value] of [
    ["shift_hours", WHOLE_DAY_SHIFTS],
    ["shift_check_in_tolerance_minutes", 0],
  ] as const) {
    await ctx.prisma.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  }
}

/** The slot ("YYYY-MM-DD", shift) running now under WHOLE_DAY_SHIFTS. */
export function currentSlot(at = new Date()): { day: string; shift: (typeof SHIFTS)[number] } {
  const key = dutyKeysAt(at, WHOLE_DAY_SHIFTS, 0)[0] as string;
  const [day, shift] = key.split("|") as [string, (typeof SHIFTS)[number]];
  return { day, shift };
}

/**
 * Schedules the specialist at the stand for every shift of today and tomorrow (so a check-in right after a shift
 * or a midnight boundary still finds one), moving those shifts from any other stand, and makes the shifts cover
 * the day. What the stand tests need to check a specialist in; the schedule rules have their own tests.
 */
export async function scheduleOnDuty(ctx: TestContext, userId: string, enterpriseId: string): Promise<void> {
  await useWholeDayShifts(ctx);
  const today = currentSlot().day;
  const days = [today, addDays(today, 1)].map((d) => new Date(`${d}T00:00:00Z`));
  await ctx.prisma.availabilitySchedule.deleteMany({ where: { userId, day: { in: days } } });
  await ctx.prisma.availabilitySchedule.createMany({
    data: days.flatMap((day) => SHIFTS.map((shift) => ({ userId, enterpriseId, day, shift }))),
  });
}

/** Puts the specialist at the stand in one shift of one day ("YYYY-MM-DD"); returns the row's id. */
export async function scheduleShift(
  ctx: TestContext,
  slot: { userId: string; enterpriseId: string; day: string; shift: (typeof SHIFTS)[number] },
): Promise<string> {
  const row = await ctx.prisma.availabilitySchedule.create({
    data: {
      userId: slot.userId,
      enterpriseId: slot.enterpriseId,
      day: new Date(`${slot.day}T00:00:00Z`),
      shift: slot.shift,
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * The stand is served by a sales team this coordinator masters (one team per coordinator, created on first use): a
 * booth coordinator writes only the schedules of their teams' stands (decision 057).
 */
export async function serveByTeamOf(ctx: TestContext, coordinatorId: string, enterpriseId: string): Promise<string> {
  const team =
    (await ctx.prisma.salesTeam.findFirst({ where: { masterId: coordinatorId, active: true } })) ??
    (await ctx.prisma.salesTeam.create({ data: { name: `Time Escala ${randomUUID()}`, masterId: coordinatorId } }));
  await ctx.prisma.enterpriseSalesTeam.createMany({
    data: [{ enterpriseId, salesTeamId: team.id }],
    skipDuplicates: true,
  });
  return team.id;
}
