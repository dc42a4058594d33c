/**
 * Demo availability schedules (docs/decisions/052): the demo booth specialist scheduled at the
 * first demo stand in every shift (M, T, N) of every day of this month and the next (America/Sao_Paulo), so the
 * check-in that the schedule now gates keeps working in the demo and the stand's month grid is filled.
 * Idempotent: an existing shift is kept, and a shift an admin moved to another stand is left there (the unique
 * index availability_schedules_one_stand_per_shift skips it).
 */
import type { PrismaClient } from "../client";
import { DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { BOOTH_SPECIALIST_EMAIL } from "./leads/catalog";

const SHIFTS = ["M", "T", "N"] as const;

/** The days of the month of `at` and of the next month, "YYYY-MM-DD" in America/Sao_Paulo. */
export function demoScheduleDays(at: Date): string[] {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(at);
  const [y, m] = today.split("-").map(Number) as [number, number];
  const out: string[] = [];
  for (const offset of [0, 1]) {
    const first = new Date(Date.UTC(y, m - 1 + offset, 1));
    const count = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    for (let d = 1; d <= count; d++) {
      out.push(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d)).toISOString().slice(0, 10));
    }
  }
  return out;
}

export async function seedDemoAvailabilitySchedules(
  prisma: PrismaClient,
  now = new Date(),
): Promise<{ shifts: number }> {
  const [stand, specialist] = await Promise.all([
    prisma.stand.findFirst({ where: { enterprise: { name: DEMO_STAND_ENTERPRISES[0] } } }),
    prisma.user.findUnique({ where: { email: BOOTH_SPECIALIST_EMAIL }, select: { id: true } }),
  ]);
  if (!stand || !specialist) return { shifts: 0 };
  const created = await prisma.availabilitySchedule.createMany({
    data: demoScheduleDays(now).flatMap((day) =>
      SHIFTS.map((shift) => ({
        enterpriseId: stand.enterpriseId,
        userId: specialist.id,
        day: new Date(`${day}T00:00:00Z`),
        shift,
      })),
    ),
    skipDuplicates: true,
  });
  return { shifts: created.count };
}
