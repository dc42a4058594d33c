import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { ROLES } from "@portal/contracts/roles";
import { isValidCpf } from "@portal/contracts/validators";
import bcrypt from "bcrypt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { DEMO_BOOTH_TEAM_EMAILS, demoScheduleDays } from "./demo-availability-schedules";
import { DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { DEMO_INCOMPLETE_BROKER, DEMO_PASSWORD, DEMO_PENDING_BROKER, DEMO_USERS } from "./demo-users";
import { seed } from "./seed";

const pkgRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe("seed", () => {
  it("creates nothing when APP_ENV=production (function and CLI)", async () => {
    expect(await seed(db.prisma, { appEnv: "production" })).toEqual({ skipped: true, users: 0 });
    const { stdout } = await promisify(execFile)(path.join(pkgRoot, "node_modules/.bin/tsx"), ["src/seed/cli.ts"], {
      cwd: pkgRoot,
      env: { ...process.env, DATABASE_URL: db.url, APP_ENV: "production" },
    });
    expect(stdout).toContain("skipped");
    expect(await db.prisma.user.count()).toBe(0);
  });

  it("creates one active, complete user for every role plus the incomplete and the pending broker and the stand's team", async () => {
    const r = await seed(db.prisma, { appEnv: "development" });
    // + the incomplete broker + booth_specialist2..4 (the first stand's team of four) + the pending broker.
    expect(r).toEqual({ skipped: false, users: ROLES.length + 5 });

    const users = await db.prisma.user.findMany();
    expect(users).toHaveLength(ROLES.length + 5);
    for (const role of ROLES) {
      const u = users.find((x) => x.email === `${role.toLowerCase()}@demo.local`);
      expect(u, role).toBeDefined();
      expect(u).toMatchObject({ roles: [role], active: true, isRegistrationComplete: true, workingSystems: ["SALES"] });
      if (u?.cpf) expect(isValidCpf(u.cpf)).toBe(true);
    }
    const broker = users.find((x) => x.email === DEMO_INCOMPLETE_BROKER.email);
    expect(broker).toMatchObject({ roles: ["AGENT_PARTNER"], isRegistrationComplete: false, cpf: null });
    // Decision 064: every demo partner is approved but one, who waits on the approval screen.
    const pending = users.find((x) => x.email === DEMO_PENDING_BROKER.email);
    expect(pending).toMatchObject({
      roles: ["AGENT_PARTNER"],
      partnerStatus: "PENDING_APPROVAL",
      creci: expect.stringMatching(/-F\/SC$/),
    });
    expect(users.find((x) => x.email === "agent_partner@demo.local")?.partnerStatus).toBe("APPROVED");
    expect(users.find((x) => x.email === "geral_admin@demo.local")?.partnerStatus).toBeNull();

    const admin = users.find((x) => x.email === "geral_admin@demo.local");
    expect(await bcrypt.compare(DEMO_PASSWORD, admin?.passwordHash ?? "")).toBe(true);
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(1); // hashed once
    expect(DEMO_USERS.map((u) => u.email).sort()).toEqual(users.map((u) => u.email).sort());
  });

  it("is idempotent", async () => {
    const before = await db.prisma.user.findMany({ orderBy: { email: "asc" }, select: { id: true, email: true } });
    await seed(db.prisma, { appEnv: "development" });
    const after = await db.prisma.user.findMany({ orderBy: { email: "asc" }, select: { id: true, email: true } });
    expect(after).toEqual(before);
  });

  it("creates active ONLINE and BOOTH roulettes serving the demo enterprises, with the demo specialists as members", async () => {
    await seed(db.prisma, { appEnv: "development" });
    const roulettes = await db.prisma.roulette.findMany({ include: { agents: true }, orderBy: { type: "asc" } });
    expect(roulettes.map((r) => [r.type, r.active])).toEqual([
      ["ONLINE", true],
      ["BOOTH", true],
    ]);
    const enterprises = await db.prisma.enterprise.count({ where: { active: true } });
    for (const r of roulettes) expect(r.enterpriseIds.length).toBe(enterprises);
    const emailOf = async (userId: string) => (await db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).email;
    const members = Object.fromEntries(
      await Promise.all(
        roulettes.map(async (r) => [r.type, await Promise.all(r.agents.map((a) => emailOf(a.userId)))]),
      ),
    );
    expect(members).toEqual({ ONLINE: ["online_specialist@demo.local"], BOOTH: ["booth_specialist@demo.local"] });
  });

  it("creates a stand per demo enterprise with units, the booth specialist checked in and a day of visits with reports", async () => {
    await seed(db.prisma, { appEnv: "development" });
    await seed(db.prisma, { appEnv: "development" }); // idempotent: nothing twice
    const stands = await db.prisma.stand.findMany({ include: { enterprise: { select: { name: true } } } });
    expect(stands.map((s) => s.enterprise.name).sort()).toEqual([...DEMO_STAND_ENTERPRISES].sort());
    expect(stands.every((s) => s.active && Array.isArray(s.openingHours) && s.openingHours.length === 7)).toBe(true);
    const first = stands.find((s) => s.enterprise.name === DEMO_STAND_ENTERPRISES[0]);
    const booth = await db.prisma.user.findUniqueOrThrow({ where: { email: "booth_specialist@demo.local" } });
    expect(booth.availabilityStatus).toBe("AVAILABLE");
    const open = await db.prisma.standPresence.findMany({ where: { checkedOutAt: null } });
    expect(open.map((p) => [p.kind, p.enterpriseId]).sort()).toEqual(
      [
        ["RECEPTION", first?.enterpriseId],
        ["SPECIALIST", first?.enterpriseId],
      ].sort(),
    );
    const visits = await db.prisma.standVisit.findMany({ include: { serviceReport: true, thirdPartyVisit: true } });
    expect(visits.length).toBeGreaterThanOrEqual(6);
    const finished = visits.filter((v) => v.status === "FINISHED");
    expect(finished.length).toBeGreaterThanOrEqual(4);
    expect(finished.every((v) => v.serviceReport && v.specialistId === booth.id)).toBe(true);
    // The visitors are the booth specialist's clients at that enterprise, routed to their owner on duty.
    const leads = await db.prisma.lead.findMany({ where: { id: { in: visits.map((v) => v.leadId) } } });
    expect(leads.every((l) => l.ownerId === booth.id && l.enterpriseId === first?.enterpriseId)).toBe(true);
    expect(visits.every((v) => v.assignmentType === "OWNER")).toBe(true);
    expect(visits.some((v) => v.status === "ASSIGNED")).toBe(true);
    expect(visits.some((v) => v.thirdPartyVisit?.coPartnerAdded)).toBe(true);
    // Every visit happened within the last day, and each lead's interest level is its report's.
    const dayAgo = Date.now() - 24 * 3_600_000;
    expect(visits.every((v) => v.arrivedAt.getTime() > dayAgo && v.arrivedAt.getTime() <= Date.now())).toBe(true);
    for (const v of finished) {
      expect(leads.find((l) => l.id === v.leadId)?.interestLevel).toBe(v.serviceReport?.interestLevel);
    }
  });

  it("schedules a team of four booth specialists at the first demo stand, this month and the next, as a real month", async () => {
    await seed(db.prisma, { appEnv: "development" });
    await seed(db.prisma, { appEnv: "development" }); // idempotent: nothing twice
    const first = await db.prisma.stand.findFirstOrThrow({
      where: { enterprise: { name: DEMO_STAND_ENTERPRISES[0] } },
    });
    const team = await db.prisma.user.findMany({
      where: { email: { in: DEMO_BOOTH_TEAM_EMAILS } },
      select: { id: true, email: true, roles: true },
    });
    expect(team.map((u) => u.email).sort()).toEqual([
      "booth_specialist2@demo.local",
      "booth_specialist3@demo.local",
      "booth_specialist4@demo.local",
      "booth_specialist@demo.local",
    ]);
    expect(team.every((u) => u.roles.join() === "BOOTH_SPECIALIST")).toBe(true);
    const days = demoScheduleDays(new Date());
    const rows = await db.prisma.availabilitySchedule.findMany({ where: { userId: { in: team.map((u) => u.id) } } });
    // The receptionist works every shift of the stand (decision 061: a receptionist acts where scheduled).
    const receptionist = await db.prisma.user.findUniqueOrThrow({ where: { email: "recepcionist@demo.local" } });
    const reception = await db.prisma.availabilitySchedule.findMany({ where: { userId: receptionist.id } });
    expect(reception).toHaveLength(demoScheduleDays(new Date()).length * 3);
    expect(reception.every((r) => r.enterpriseId === first.enterpriseId)).toBe(true);
    expect(rows.every((r) => r.enterpriseId === first.enterpriseId)).toBe(true);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const booth = team.find((u) => u.email === "booth_specialist@demo.local");
    const key = (r: { day: Date }) => r.day.toISOString().slice(0, 10);
    // The demo login can check in at any hour of the seeding day.
    expect(
      rows
        .filter((r) => r.userId === booth?.id && key(r) === today)
        .map((r) => r.shift)
        .sort(),
    ).toEqual(["M", "N", "T"]);
    for (const day of days) {
      const ofDay = rows.filter((r) => key(r) === day);
      // Every shift staffed, never by the whole team; nobody but the demo login (seeding day) works all three.
      for (const shift of ["M", "T", "N"]) {
        const n = ofDay.filter((r) => r.shift === shift).length;
        expect(n, `${day} ${shift}`).toBeGreaterThanOrEqual(1);
        expect(n, `${day} ${shift}`).toBeLessThanOrEqual(3);
      }
      for (const u of team) {
        const shifts = ofDay.filter((r) => r.userId === u.id).length;
        if (day !== today || u.id !== booth?.id) expect(shifts, `${day} ${u.email}`).toBeLessThanOrEqual(2);
      }
    }
    // Everyone works part of the month and has days off.
    for (const u of team) {
      const worked = new Set(rows.filter((r) => r.userId === u.id).map(key));
      expect(worked.size, u.email).toBeGreaterThan(days.length / 2);
      expect(worked.size, u.email).toBeLessThan(days.length);
    }
    expect(days[0]?.slice(8)).toBe("01");
  });

  it("adds demo solicitations once: an open lead transfer for the coordinators, an answered question, an approved one", async () => {
    await seed(db.prisma, { appEnv: "development" });
    await seed(db.prisma, { appEnv: "development" });
    const rows = await db.prisma.solicitation.findMany({ include: { replies: true }, orderBy: { createdAt: "desc" } });
    expect(rows.map((s) => [s.type, s.status, s.replies.length])).toEqual([
      ["LEAD_TRANSFER", "OPEN", 0],
      ["OTHER", "OPEN", 1],
      ["OTHER", "APPROVED", 1],
    ]);
    const transfer = rows[0];
    const lead = await db.prisma.lead.findUniqueOrThrow({ where: { id: transfer?.leadId ?? "" } });
    expect(lead.ownerId).toBe(transfer?.leadOwnerId);
    expect(transfer?.approverIds.length).toBe(2);
  });

  it("adds demo WhatsApp conversations once, on the booth specialist's leads: one waiting, one with every tick, one closed, one failed", async () => {
    await seed(db.prisma, { appEnv: "development" });
    await seed(db.prisma, { appEnv: "development" });
    const messages = await db.prisma.whatsAppMessage.findMany({ orderBy: { sentAt: "asc" } });
    expect(messages).toHaveLength(10);
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { email: "booth_specialist@demo.local" } });
    const leads = await db.prisma.lead.findMany({ where: { id: { in: messages.map((m) => m.leadId ?? "") } } });
    expect(leads).toHaveLength(4);
    expect(leads.every((l) => l.ownerId === owner.id)).toBe(true);
    // Two unanswered, unread messages wait for the specialist; one reply failed as undeliverable.
    expect(messages.filter((m) => m.direction === "IN" && m.readAt === null)).toHaveLength(2);
    expect(messages.filter((m) => m.status === "failed").map((m) => m.errorCode)).toEqual([131026]);
    expect(new Set(messages.filter((m) => m.direction === "OUT").map((m) => m.status))).toEqual(
      new Set(["read", "delivered", "failed"]),
    );
    // Each lead's messages carry its WhatsApp id (country code first).
    for (const m of messages) {
      const lead = leads.find((l) => l.id === m.leadId);
      expect(m.waId.endsWith(lead?.phone.replace(/\D/g, "") ?? "-")).toBe(true);
    }
  });
});
