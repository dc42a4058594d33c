import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadWrites, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
let secretary: Staff;
let marketing: Staff;
let admin: Staff;
let specA: Staff;
let specB: Staff;
let specC: Staff;
let receptionist: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  marketing = await staff(ctx, ["MARKETING"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  specA = await staff(ctx, ["BOOTH_SPECIALIST"]);
  specB = await staff(ctx, ["BOOTH_SPECIALIST"]);
  specC = await staff(ctx, ["ONLINE_SPECIALIST"]);
  receptionist = await staff(ctx, ["RECEPCIONIST"]);
});
afterAll(() => ctx?.close());

const call = (who: Staff, method: "PUT" | "POST" | "DELETE", url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe("PUT /leads/{id}/specialist", () => {
  it("reassigns with a movement and an OWNER log, ends the open attendance, and records the notification due", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    // Not NEW: a NEW lead gets the new-lead alert instead (roulette-membership.int.test.ts, decision 036).
    const lead = await createLead(ctx.prisma, {
      ownerId: specA.user.id,
      enterpriseId: enterprise.id,
      inAttendance: true,
      status: "TALKING",
    });
    await ctx.prisma.attendance.create({ data: { leadId: lead.id, attendantId: specA.user.id } });
    const res = await call(coordinator, "PUT", `/leads/${lead.id}/specialist`, {
      specialist_id: specB.user.id,
      type: "TRANSFER",
      notify_specialist: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notified: true,
      lead: { owner_id: specB.user.id, owner: { full_name: specB.user.fullName }, in_attendance: false },
    });
    expect(await ctx.prisma.leadMovement.findMany({ where: { leadId: lead.id } })).toEqual([
      expect.objectContaining({
        originUserId: specA.user.id,
        destinationUserId: specB.user.id,
        enterpriseId: enterprise.id,
        actorId: coordinator.user.id,
        reason: "TRANSFER",
      }),
    ]);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { type: "asc" } });
    expect(logs.map((l) => [l.type, l.subtype])).toEqual([
      ["NOTIFICATION", "NOTIFIED"],
      ["OWNER", "TRANSFER"],
    ]);
    // The new owner gets a real notification, linked to the lead, and the log points at it.
    const sent = await ctx.prisma.notification.findMany({ where: { receiverId: specB.user.id } });
    expect(sent).toEqual([
      expect.objectContaining({
        title: "Lead transferido para sua carteira",
        type: "NEW_LEAD",
        linkedContent: lead.id,
      }),
    ]);
    expect(logs[0]?.data).toEqual({ receiver_id: specB.user.id, reason: "TRANSFER", notification_id: sent[0]?.id });
    expect(await ctx.prisma.attendance.count({ where: { leadId: lead.id, endedAt: null } })).toBe(0);
  });

  it("writes no notification marker when notify_specialist is absent", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specA.user.id });
    const res = await call(secretary, "PUT", `/leads/${lead.id}/specialist`, { specialist_id: specC.user.id });
    expect(res.json().notified).toBe(false);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, type: "NOTIFICATION" } })).toBe(0);
    expect(await ctx.prisma.notification.count({ where: { receiverId: specC.user.id } })).toBe(0);
  });

  it("refuses MARKETING and specialists (403) and writes nothing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specA.user.id });
    const before = await leadWrites(ctx.prisma);
    for (const who of [marketing, specA]) {
      expect(
        (await call(who, "PUT", `/leads/${lead.id}/specialist`, { specialist_id: specB.user.id })).statusCode,
      ).toBe(403);
    }
    expect(await leadWrites(ctx.prisma)).toEqual(before);
  });

  it("refuses a target who is not an active specialist or coordinator, naming specialist_id", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specA.user.id });
    const inactive = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await ctx.prisma.user.update({ where: { id: inactive.user.id }, data: { active: false } });
    for (const id of [receptionist.user.id, inactive.user.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await call(coordinator, "PUT", `/leads/${lead.id}/specialist`, { specialist_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(/^"specialist_id"/);
    }
    const same = await call(coordinator, "PUT", `/leads/${lead.id}/specialist`, { specialist_id: specA.user.id });
    expect(same.statusCode).toBe(409);
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("PUT /leads/{id}/remove-from-wallet", () => {
  it("lets the owner send the lead to the base with a movement (destination null) and a log", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specA.user.id });
    const res = await call(specA, "PUT", `/leads/${lead.id}/remove-from-wallet`, { reason: "Cliente de outra região" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ owner_id: null, owner: null });
    expect(await ctx.prisma.leadMovement.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({
      originUserId: specA.user.id,
      destinationUserId: null,
      reason: "REMOVED_FROM_WALLET",
    });
    expect(await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({
      type: "OWNER",
      subtype: "REMOVED_FROM_WALLET",
      text: "Cliente de outra região",
    });
    expect((await call(coordinator, "PUT", `/leads/${lead.id}/remove-from-wallet`)).statusCode).toBe(409);
  });

  it("lets the reassign roles do it, hides other owners' leads from specialists, refuses marketing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specA.user.id });
    expect((await call(specB, "PUT", `/leads/${lead.id}/remove-from-wallet`)).statusCode).toBe(404);
    expect((await call(marketing, "PUT", `/leads/${lead.id}/remove-from-wallet`)).statusCode).toBe(403);
    expect((await call(secretary, "PUT", `/leads/${lead.id}/remove-from-wallet`)).statusCode).toBe(200);
  });
});

describe("DELETE /leads", () => {
  it("soft-deletes in bulk: EXCLUDED, excluded=true, a log per lead and one audit row", async () => {
    const a = await createLead(ctx.prisma, { ownerId: specA.user.id, status: "TALKING" });
    const b = await createLead(ctx.prisma, { status: "NEW" });
    const res = await call(admin, "DELETE", "/leads", { leads: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2, leads: [a.id, b.id] });
    const rows = await ctx.prisma.lead.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(rows.every((r) => r.status === "EXCLUDED" && r.excluded)).toBe(true);
    expect(await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: a.id } })).toMatchObject({
      type: "EXCLUDED",
      data: { status: { from: "TALKING", to: "EXCLUDED" } },
    });
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({ where: { action: "lead.bulk_deleted" } });
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { leads: [a.id, b.id], count: 2 } });
    const list = await ctx.app.inject({
      method: "GET",
      url: `/leads?full_name=${encodeURIComponent(a.fullName)}`,
      headers: admin.headers,
    });
    expect(list.json().payload).toEqual([]);
  });

  it("is all-or-nothing: one unknown id deletes nothing and names it", async () => {
    const a = await createLead(ctx.prisma);
    const before = await leadWrites(ctx.prisma);
    const res = await call(coordinator, "DELETE", "/leads", { leads: [a.id, "00000000-0000-4000-8000-000000000000"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"leads\.1"/);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: a.id } })).excluded).toBe(false);
  });

  it("is for admins and coordinators only; validates the list", async () => {
    const a = await createLead(ctx.prisma, { ownerId: specA.user.id });
    for (const who of [secretary, marketing, specA]) {
      expect((await call(who, "DELETE", "/leads", { leads: [a.id] })).statusCode).toBe(403);
    }
    for (const payload of [{ leads: [] }, { leads: ["x"] }, {}]) {
      const res = await call(admin, "DELETE", "/leads", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(/^"leads/);
    }
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: a.id } })).excluded).toBe(false);
  });
});

describe("POST /leads/distribute", () => {
  it("splits evenly in the given order, ignoring falsy values, with movements and logs", async () => {
    const leads = [];
    for (let i = 0; i < 7; i++) leads.push(await createLead(ctx.prisma, { ownerId: i === 0 ? specB.user.id : null }));
    const ids = leads.map((l) => l.id);
    const res = await call(coordinator, "POST", "/leads/distribute", {
      leads: [ids[0], null, ...ids.slice(1), ""],
      users: [specA.user.id, 0, specB.user.id, false, specC.user.id],
      distribution_info: "Base de maio",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      distributed: 7,
      notified: false,
      assignments: [
        { user_id: specA.user.id, leads: [ids[0], ids[3], ids[6]] },
        { user_id: specB.user.id, leads: [ids[1], ids[4]] },
        { user_id: specC.user.id, leads: [ids[2], ids[5]] },
      ],
    });
    const owners = await ctx.prisma.lead.findMany({ where: { id: { in: ids } }, select: { ownerId: true } });
    const counts = [specA, specB, specC].map((s) => owners.filter((o) => o.ownerId === s.user.id).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: { in: ids }, reason: "DISTRIBUTION" } })).toBe(7);
    expect(await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: ids[0] } })).toMatchObject({
      type: "OWNER",
      subtype: "DISTRIBUTION",
      text: "Base de maio",
      data: { from: specB.user.id, to: specA.user.id },
    });
  });

  it("records a batch for one person as a transfer (movement reason and log subtype TRANSFER)", async () => {
    const leads = [await createLead(ctx.prisma, { ownerId: specB.user.id }), await createLead(ctx.prisma)];
    const ids = leads.map((l) => l.id);
    const res = await call(coordinator, "POST", "/leads/distribute", { leads: ids, users: [specA.user.id] });
    expect(res.statusCode).toBe(200);
    const movements = await ctx.prisma.leadMovement.findMany({ where: { leadId: { in: ids } } });
    expect(movements.map((m) => m.reason)).toEqual(["TRANSFER", "TRANSFER"]);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: { in: ids }, type: "OWNER" } });
    expect(logs.map((l) => l.subtype)).toEqual(["TRANSFER", "TRANSFER"]);
  });

  it("resets status and funnel stage when reset_fields is true", async () => {
    const lead = await createLead(ctx.prisma, { status: "STOPPED", statusProfile: "MEETING" });
    const res = await call(secretary, "POST", "/leads/distribute", {
      leads: [lead.id],
      users: [specA.user.id],
      reset_fields: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      status: "NEW",
      statusProfile: null,
      ownerId: specA.user.id,
    });
    expect((await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id } })).data).toMatchObject({
      status: { from: "STOPPED", to: "NEW" },
      status_profile: { from: "MEETING", to: null },
    });
  });

  it("refuses bad users, unknown or excluded leads and non-managers, writing nothing", async () => {
    const lead = await createLead(ctx.prisma);
    const gone = await createLead(ctx.prisma, { excluded: true, status: "EXCLUDED" });
    const before = await leadWrites(ctx.prisma);
    const cases: [Staff, unknown, number, string?][] = [
      [coordinator, { leads: [lead.id], users: [receptionist.user.id] }, 400, "users.0"],
      [coordinator, { leads: [lead.id, gone.id], users: [specA.user.id] }, 400, "leads.1"],
      [
        coordinator,
        { leads: [lead.id, "00000000-0000-4000-8000-000000000000"], users: [specA.user.id] },
        400,
        "leads.1",
      ],
      [coordinator, { leads: [null, ""], users: [specA.user.id] }, 400, "leads"],
      [coordinator, { leads: [lead.id], users: [] }, 400, "users"],
      [marketing, { leads: [lead.id], users: [specA.user.id] }, 403],
      [specA, { leads: [lead.id], users: [specA.user.id] }, 403],
    ];
    for (const [who, payload, status, field] of cases) {
      const res = await call(who, "POST", "/leads/distribute", payload);
      expect(res.statusCode).toBe(status);
      if (field) expect(res.json().message[0]).toMatch(new RegExp(`^"${field.replace(".", "\\.")}"`));
    }
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBeNull();
  });
});
