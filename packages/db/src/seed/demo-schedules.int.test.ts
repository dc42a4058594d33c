import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { seedDemoSchedules } from "./demo-schedules";
import { DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { seed } from "./seed";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seed(db.prisma, { appEnv: "development" });
}, 240_000);
afterAll(async () => {
  await db?.drop();
});

describe("demo agenda (decision 053)", () => {
  it("writes a week of appointments of the demo specialists with their clients, slots held, once", async () => {
    const booth = await db.prisma.user.findUniqueOrThrow({ where: { email: "booth_specialist@demo.local" } });
    const online = await db.prisma.user.findUniqueOrThrow({ where: { email: "online_specialist@demo.local" } });
    const rows = await db.prisma.schedule.findMany({ include: { lead: true, slots: true } });
    expect(rows.filter((r) => r.specialistId === booth.id)).toHaveLength(11);
    expect(rows.filter((r) => r.specialistId === online.id)).toHaveLength(5);
    // Each appointment is with one of its specialist's own clients, on the 30-minute grid, inside one week.
    expect(rows.every((r) => r.lead.ownerId === r.specialistId)).toBe(true);
    expect(rows.every((r) => r.startsAt.getTime() % 1_800_000 === 0)).toBe(true);
    const span =
      Math.max(...rows.map((r) => r.startsAt.getTime())) - Math.min(...rows.map((r) => r.startsAt.getTime()));
    expect(span).toBeLessThan(7 * 86_400_000);
    // Cancelled ones hold no slot; the others one per half hour.
    for (const r of rows) {
      const halfHours = (r.endsAt.getTime() - r.startsAt.getTime()) / 1_800_000;
      expect(r.slots).toHaveLength(r.status === "CANCELED" ? 0 : halfHours);
    }
    // What has ended is closed; what is still ahead is scheduled.
    const now = Date.now();
    expect(rows.filter((r) => r.endsAt.getTime() <= now).every((r) => r.status !== "SCHEDULED")).toBe(true);
    expect(rows.filter((r) => r.startsAt.getTime() > now).every((r) => r.status === "SCHEDULED")).toBe(true);
    // Stand visits have an enterprise; today's are at the receptionist's stand.
    const stand = await db.prisma.enterprise.findFirstOrThrow({ where: { name: DEMO_STAND_ENTERPRISES[0] } });
    expect(rows.filter((r) => r.type === "STAND_VISIT").every((r) => r.enterpriseId !== null)).toBe(true);
    const today = new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);
    const todays = rows.filter(
      (r) =>
        r.type === "STAND_VISIT" && new Date(r.startsAt.getTime() - 3 * 3_600_000).toISOString().slice(0, 10) === today,
    );
    expect(todays.every((r) => r.enterpriseId === stand.id)).toBe(true);
    // Run again: nothing new.
    expect(await seedDemoSchedules(db.prisma)).toEqual({ appointments: 0 });
  });
});
