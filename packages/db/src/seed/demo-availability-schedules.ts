/**
 * Demo availability schedules (docs/decisions/052 and 066): the first demo stand's month as a
 * team of four booth specialists works it, this month and the next (America/Sao_Paulo): two on the morning and on
 * the afternoon, one at night, each with a weekly day off, the pairs rotating day by day (demoShiftTeam). The demo
 * booth specialist (the login) is also on every shift of the seeding day, so the check-in the schedule gates works
 * in the demo at any hour that day. Idempotent: an existing shift is kept, and a shift an admin moved to another
 * stand is left there (the unique index availability_schedules_one_stand_per_shift skips it). The demo receptionist
 * is scheduled there in every shift too, since a receptionist works only the stands the schedule gives them (061).
 */
import type { PrismaClient } from "../client";
import { DEMO_RECEPTIONIST_EMAIL, DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { DEMO_BOOTH_TEAM } from "./demo-users";
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

/** The team's emails in rotation order: the demo login first. */
export const DEMO_BOOTH_TEAM_EMAILS = [BOOTH_SPECIALIST_EMAIL, ...DEMO_BOOTH_TEAM.map((u) => u.email)];

/**
 * Who of the team of four (indices into DEMO_BOOTH_TEAM_EMAILS) works each shift of a day: M and T two each, N one;
 * whoever has their weekly day off (weekday = index + 1: Monday to Thursday) is left out of that day.
 */
export function demoShiftTeam(day: string): Record<(typeof SHIFTS)[number], number[]> {
  const date = new Date(`${day}T12:00:00Z`);
  const n = Math.floor(date.getTime() / 86_400_000);
  const off = date.getUTCDay() - 1;
  const order = [0, 1, 2, 3].map((i) => (n + i) % 4).filter((i) => i !== off);
  // Three or four people that day: M the first two, T the next two (wrapping), N the last.
  const at = (k: number) => order[k % order.length] as number;
  return { M: [at(0), at(1)], T: [at(2), at(3)].filter((v, i, a) => a.indexOf(v) === i), N: [at(order.length - 1)] };
}

export async function seedDemoAvailabilitySchedules(
  prisma: PrismaClient,
  now = new Date(),
): Promise<{ shifts: number }> {
  const [stand, team] = await Promise.all([
    prisma.stand.findFirst({ where: { enterprise: { name: DEMO_STAND_ENTERPRISES[0] } } }),
    prisma.user.findMany({
      where: { email: { in: [...DEMO_BOOTH_TEAM_EMAILS, DEMO_RECEPTIONIST_EMAIL] } },
      select: { id: true, email: true },
    }),
  ]);
  const receptionist = team.find((u) => u.email === DEMO_RECEPTIONIST_EMAIL)?.id;
  const ids = DEMO_BOOTH_TEAM_EMAILS.map((email) => team.find((u) => u.email === email)?.id);
  if (!stand || ids.some((id) => !id)) return { shifts: 0 };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  const rows = demoScheduleDays(now).flatMap((day) => {
    const team = demoShiftTeam(day);
    const people = (shift: (typeof SHIFTS)[number]) =>
      // The demo login is on duty all of the seeding day (its check-in is what a newcomer tries first).
      day === today ? [...new Set([0, ...team[shift]])] : team[shift];
    return SHIFTS.flatMap((shift) =>
      people(shift).map((i) => ({
        enterpriseId: stand.enterpriseId,
        userId: ids[i] as string,
        day: new Date(`${day}T00:00:00Z`),
        shift,
      })),
    );
  });
  if (receptionist) {
    for (const day of demoScheduleDays(now)) {
      for (const shift of SHIFTS) {
        rows.push({ enterpriseId: stand.enterpriseId, userId: receptionist, day: new Date(`${day}T00:00:00Z`), shift });
      }
    }
  }
  const created = await prisma.availabilitySchedule.createMany({ data: rows, skipDuplicates: true });
  return { shifts: created.count };
}
