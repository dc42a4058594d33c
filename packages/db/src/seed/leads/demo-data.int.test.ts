import {
  FOLLOW_UP_TYPES,
  FUNNEL_STAGES,
  INTEREST_LEVELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
} from "@portal/contracts/lead-enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-db";
import { seed } from "../seed";
import { DEMO_ENTERPRISES, DEMO_TEAMS } from "./catalog";
import { generateDemoLeads, type SeedEnterprise } from "./generate-leads";
import { Rng } from "./prng";
import { DEMO_LEAD_COUNT, DEMO_PRE_LEAD_COUNT } from "./seed-demo-data";

let db: TestDatabase;
let seedMs = 0;
const SPECIALIST_ROLES = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"];

async function tableCounts() {
  const p = db.prisma;
  return {
    enterprises: await p.enterprise.count(),
    salesTeams: await p.salesTeam.count(),
    members: await p.salesTeamMember.count(),
    leads: await p.lead.count(),
    logs: await p.leadLog.count(),
    movements: await p.leadMovement.count(),
    attendances: await p.attendance.count(),
    favorites: await p.leadFavorite.count(),
    copartners: await p.leadCopartner.count(),
    preLeads: await p.preLead.count(),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const t0 = performance.now();
  await seed(db.prisma, { appEnv: "development" });
  seedMs = performance.now() - t0;
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

describe("demo leads seed", () => {
  it("seeds one enterprise per served city, the sales teams and the lead and pre-lead counts, within 20 s", async () => {
    expect(seedMs).toBeLessThan(20_000);
    const counts = await tableCounts();
    expect(counts).toMatchObject({
      enterprises: DEMO_ENTERPRISES.length,
      salesTeams: DEMO_TEAMS.length,
      leads: DEMO_LEAD_COUNT,
      preLeads: DEMO_PRE_LEAD_COUNT,
    });
    const cities = await db.prisma.enterprise.findMany({ select: { city: true } });
    expect(new Set(cities.map((c) => c.city)).size).toBe(14);
    expect(await db.prisma.enterprise.count({ where: { daysToGoToBase: { not: null } } })).toBeGreaterThan(0);
    expect(await db.prisma.preLead.count({ where: { status: "AVAILABLE" } })).toBe(DEMO_PRE_LEAD_COUNT);

    const teams = await db.prisma.salesTeam.findMany({ include: { members: true } });
    const users = await db.prisma.user.findMany({ select: { id: true, email: true, roles: true } });
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const team of teams) {
      expect(byId.get(team.masterId ?? "")?.roles.some((r) => r.endsWith("_COORDINATOR"))).toBe(true);
      expect(team.members.length).toBeGreaterThan(0);
      for (const m of team.members) expect(SPECIALIST_ROLES).toContain(byId.get(m.userId)?.roles[0]);
    }
  });

  it("gives every lead an active specialist as owner, or none (base)", async () => {
    const owners = await db.prisma.$queryRaw<{ bad: bigint; base: bigint; owned: bigint }[]>`
      SELECT count(*) FILTER (WHERE l.owner_id IS NOT NULL AND (u.id IS NULL OR NOT u.active
               OR NOT (u.roles && ARRAY['BOOTH_SPECIALIST','ONLINE_SPECIALIST']))) AS bad,
             count(*) FILTER (WHERE l.owner_id IS NULL) AS base,
             count(*) FILTER (WHERE l.owner_id IS NOT NULL) AS owned
      FROM leads l LEFT JOIN users u ON u.id = l.owner_id`;
    expect(Number(owners[0]?.bad)).toBe(0);
    expect(Number(owners[0]?.base)).toBeGreaterThan(100);
    const perOwner = await db.prisma.lead.groupBy({ by: ["ownerId"], _count: true });
    expect(perOwner.filter((g) => g.ownerId !== null)).toHaveLength(2);
  });

  it("covers every source, status, funnel stage and interest level with realistic values", async () => {
    const leads = await db.prisma.lead.findMany();
    const distinct = <K extends keyof (typeof leads)[number]>(k: K) => new Set(leads.map((l) => l[k]));
    expect([...distinct("source")].sort()).toEqual([...LEAD_SOURCES].sort());
    expect([...distinct("status")].sort()).toEqual([...LEAD_STATUSES].sort());
    expect(distinct("statusProfile")).toEqual(new Set([...FUNNEL_STAGES, null]));
    expect(distinct("interestLevel")).toEqual(new Set(INTEREST_LEVELS));
    expect(distinct("profile")).toEqual(new Set(["ADHERENT", "NON_ADHERENT", "UNCLASSIFIED"]));
    expect(distinct("nature")).toEqual(new Set(["ONLINE", "OFFLINE"]));
    expect(distinct("phone").size).toBe(leads.length);

    const since = Date.now() - 181 * 24 * 3600_000;
    for (const l of leads) {
      expect(l.phone).toMatch(/^55(11|12|13|15|19)9[6-9]\d{7}$/);
      expect(l.fullName.split(" ").length).toBeGreaterThanOrEqual(2);
      if (l.email) expect(l.email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
      expect(l.excluded).toBe(l.status === "EXCLUDED");
      expect(l.createdAt.getTime()).toBeGreaterThan(since);
      expect(l.lastInterestAt.getTime()).toBeGreaterThanOrEqual(l.createdAt.getTime());
      if (l.status === "FILED") expect(l.archiveReason).not.toBeNull();
      if (l.inAttendance) expect(l.ownerId).not.toBeNull();
    }
    expect(leads.filter((l) => l.email).length).toBeGreaterThan(500);
    expect(leads.filter((l) => l.excluded).length).toBeGreaterThan(10);
    expect(leads.filter((l) => l.inAttendance).length).toBeGreaterThan(0);
    expect(await db.prisma.leadFavorite.count()).toBeGreaterThan(50);
  });

  it("writes 1-6 logs per lead and movements whose last destination is the current owner", async () => {
    const perLead = await db.prisma.$queryRaw<{ min: number; max: number }[]>`
      SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(*) AS n FROM leads l JOIN lead_logs g ON g.lead_id = l.id GROUP BY l.id) s`;
    expect(perLead[0]).toEqual({ min: 1, max: 6 });
    expect(await db.prisma.lead.count({ where: { logs: { none: {} } } })).toBe(0);
    const types = await db.prisma.leadLog.groupBy({ by: ["type"], _count: true });
    expect(new Set(types.map((t) => t.type))).toEqual(new Set([...FOLLOW_UP_TYPES, "CREATED", "STATUS"]));

    const mismatched = await db.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM leads l
      JOIN LATERAL (SELECT destination_user_id FROM lead_movements m WHERE m.lead_id = l.id
                    ORDER BY date_movimentation DESC LIMIT 1) last ON true
      WHERE last.destination_user_id IS DISTINCT FROM l.owner_id`;
    expect(Number(mismatched[0]?.n)).toBe(0);
    expect(await db.prisma.lead.count({ where: { movements: { none: {} } } })).toBe(0);
    const open = await db.prisma.attendance.findMany({ where: { endedAt: null }, include: { lead: true } });
    expect(open.length).toBeGreaterThan(0);
    for (const a of open) expect(a.lead).toMatchObject({ inAttendance: true, ownerId: a.attendantId });
  });

  it("adds nothing when it runs again", async () => {
    const before = await tableCounts();
    await seed(db.prisma, { appEnv: "development" });
    expect(await tableCounts()).toEqual(before);
  });

  it("generates the same rows for the same input (seeded PRNG)", () => {
    const enterprises: SeedEnterprise[] = DEMO_ENTERPRISES.map((e, i) => ({
      ...e,
      id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`,
      salesTeamId: null,
    }));
    const run = () =>
      generateDemoLeads({
        rng: new Rng(42),
        now: new Date("2026-11-21T12:00:00Z"),
        count: 50,
        enterprises,
        boothSpecialistId: "11111111-1111-4111-8111-111111111111",
        onlineSpecialistId: "22222222-2222-4222-8222-222222222222",
        coordinatorIds: ["33333333-3333-4333-8333-333333333333"],
        takenPhones: new Set(),
      });
    expect(run()).toEqual(run());
  });
});
