import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, leadWrites, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let owner: Staff;
let colleague: Staff;
let coordinator: Staff;
let admin: Staff;
let marketing: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  colleague = await staff(ctx, ["ONLINE_SPECIALIST"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  marketing = await staff(ctx, ["MARKETING"]);
});
afterAll(() => ctx?.close());

const put = (who: Staff, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: "PUT",
    url,
    headers: who.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe("PUT /leads/{id}/attend ('Atender')", () => {
  it("takes the owner's lead into attendance: TALKING, an Attendance row and an ATTENDANCE log", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "NEW" });
    const res = await put(owner, `/leads/${lead.id}/attend`, { leadId: lead.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Agora você está atendendo esse lead");
    expect(body.lead).toMatchObject({ _id: lead.id, in_attendance: true, status: "TALKING" });
    expect(body.lead.attendance_started_at).toBe(body.attendance.started_at);
    expect(body.attendance).toMatchObject({ lead_id: lead.id, attendant_id: owner.user.id, ended_at: null });
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(log).toMatchObject({ type: "ATTENDANCE", subtype: "ATTEND", authorId: owner.user.id });
    expect(log.data).toMatchObject({ status: { from: "NEW", to: "TALKING" } });
  });

  it("is idempotent: a second call answers the same attendance and writes nothing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "NEW_INTEREST" });
    const first = await put(owner, `/leads/${lead.id}/attend`);
    const before = await leadWrites(ctx.prisma);
    const row = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    const second = await put(owner, `/leads/${lead.id}/attend`);
    expect(second.statusCode).toBe(200);
    expect(second.json().attendance).toEqual(first.json().attendance);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect(await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toEqual(row);
  });

  it("a stopped lead taken into attendance is TALKING again (not 'Parado' beside 'Em atendimento')", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "STOPPED" });
    const res = await put(owner, `/leads/${lead.id}/attend`);
    expect(res.json().lead).toMatchObject({ status: "TALKING", in_attendance: true });
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id, type: "ATTENDANCE" } });
    expect(log.data).toMatchObject({ status: { from: "STOPPED", to: "TALKING" } });
  });

  it("keeps a status further along the funnel (PROPOSAL)", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "PROPOSAL" });
    expect((await put(owner, `/leads/${lead.id}/attend`)).json().lead.status).toBe("PROPOSAL");
  });

  it("writes exactly one Attendance row for 10 concurrent presses", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "NEW" });
    const results = await Promise.all(Array.from({ length: 10 }, () => put(owner, `/leads/${lead.id}/attend`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().attendance._id)).size).toBe(1);
    expect(await ctx.prisma.attendance.count({ where: { leadId: lead.id } })).toBe(1);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, type: "ATTENDANCE" } })).toBe(1);
  });

  it("is only for the owner: 403 for an admin, 404 for a specialist outside the scope; validates leadId", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const denied = await put(admin, `/leads/${lead.id}/attend`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Somente o responsável pelo lead pode atendê-lo.");
    expect((await put(colleague, `/leads/${lead.id}/attend`)).statusCode).toBe(404);
    expect((await put(owner, `/leads/${lead.id}/attend`, { leadId: "x" })).json().message[0]).toMatch(/^"leadId"/);
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await put(owner, `/leads/${lead.id}/attend`, { leadId: other.id })).json().message[0]).toMatch(/^"leadId"/);
    expect(await ctx.prisma.attendance.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("PUT /leads/{id}/attendance", () => {
  it("assigns an attendant (temporary, with identifier), replacing the open attendance", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await put(owner, `/leads/${lead.id}/attend`);
    const res = await put(coordinator, `/leads/${lead.id}/attendance`, {
      attendant_id: colleague.user.id,
      attendant_identifier: "Plantão Campinas",
      is_temporary: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lead: { in_attendance: true },
      attendance: { attendant_id: colleague.user.id, attendant_identifier: "Plantão Campinas", is_temporary: true },
    });
    const rows = await ctx.prisma.attendance.findMany({ where: { leadId: lead.id }, orderBy: { startedAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]?.endedAt).not.toBeNull();
    expect(rows[1]?.endedAt).toBeNull();
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, subtype: "ASSIGNED" } })).toBe(1);
  });

  it("refuses marketing (403), an unknown attendant (400) and other specialists (404)", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await put(marketing, `/leads/${lead.id}/attendance`, { attendant_id: owner.user.id })).statusCode).toBe(
      403,
    );
    expect((await put(colleague, `/leads/${lead.id}/attendance`, { attendant_id: owner.user.id })).statusCode).toBe(
      404,
    );
    const bad = await put(coordinator, `/leads/${lead.id}/attendance`, {
      attendant_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"attendant_id"/);
    expect(await ctx.prisma.attendance.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("PUT /leads/{id}/favorite", () => {
  it("marks and unmarks a favourite for the caller only", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await put(coordinator, `/leads/${lead.id}/favorite`, { favorite: true })).json()).toEqual({
      lead_id: lead.id,
      favorite: true,
    });
    const get = (who: Staff) => ctx.app.inject({ method: "GET", url: `/leads/${lead.id}`, headers: who.headers });
    expect((await get(coordinator)).json().favorite).toBe(true);
    expect((await get(owner)).json().favorite).toBe(false);
    await put(coordinator, `/leads/${lead.id}/favorite`, { favorite: true });
    expect(await ctx.prisma.leadFavorite.count({ where: { leadId: lead.id } })).toBe(1);
    await put(coordinator, `/leads/${lead.id}/favorite`, { favorite: false });
    expect((await get(coordinator)).json().favorite).toBe(false);
    expect((await put(colleague, `/leads/${lead.id}/favorite`, { favorite: true })).statusCode).toBe(404);
    expect((await put(owner, `/leads/${lead.id}/favorite`, { favorite: "yes" })).json().message[0]).toMatch(
      /^"favorite"/,
    );
  });
});
