import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, createLeadLog, leadWrites, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let owner: Staff;
let colleague: Staff;
let readOnly: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["OPERATIONAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  owner = await staff(ctx, ["BOOTH_SPECIALIST"]);
  colleague = await staff(ctx, ["BOOTH_SPECIALIST"]);
  readOnly = await staff(ctx, ["SALES_SECRETARY"], { readOnly: true });
});
afterAll(() => ctx?.close());

const req = (who: Staff, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload: payload as object } : {}) });

describe("GET /leads/{id}/logs", () => {
  it("lists newest first with the author, filters by type (comma-joined) and pages", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const t = (m: number) => new Date(Date.UTC(2024, 4, 1, 12, m));
    await createLeadLog(ctx.prisma, {
      leadId: lead.id,
      authorId: owner.user.id,
      type: "NOTE",
      text: "a",
      createdAt: t(1),
    });
    await createLeadLog(ctx.prisma, {
      leadId: lead.id,
      authorId: owner.user.id,
      type: "CALL",
      text: "b",
      createdAt: t(2),
    });
    await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: null, type: "STATUS", createdAt: t(3) });
    const all = await req(owner, "GET", `/leads/${lead.id}/logs`);
    expect(all.statusCode).toBe(200);
    expect(all.json().payload.map((l: { type: string }) => l.type)).toEqual(["STATUS", "CALL", "NOTE"]);
    expect(all.json().payload[1]).toMatchObject({
      text: "b",
      author: { _id: owner.user.id, full_name: owner.user.fullName },
      lead_id: lead.id,
    });
    expect(all.json().payload[0].author).toBeNull();
    const typed = await req(owner, "GET", `/leads/${lead.id}/logs?type=NOTE,CALL&limit=1&skip=1`);
    expect(typed.json().pagination).toEqual({ total: 2, skip: 1, limit: 1 });
    expect(typed.json().payload.map((l: { type: string }) => l.type)).toEqual(["NOTE"]);
    expect((await req(owner, "GET", `/leads/${lead.id}/logs?type=NOTE,BOGUS`)).json().message[0]).toMatch(/^"type\.1"/);
  });

  it("is 404 for a specialist who does not own the lead", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await req(colleague, "GET", `/leads/${lead.id}/logs`)).statusCode).toBe(404);
  });
});

describe("POST /leads/{id}/annotations", () => {
  it("adds a follow-up, moves the funnel stage and the last activity", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "TALKING" });
    const res = await req(owner, "POST", `/leads/${lead.id}/annotations`, {
      text: "Cliente quer visitar o decorado no sábado.",
      type: "WHATSAPP",
      status_profile: "SCHEDULED_VISIT",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: "WHATSAPP",
      text: "Cliente quer visitar o decorado no sábado.",
      status_profile: "SCHEDULED_VISIT",
      author: { _id: owner.user.id },
      data: { status_profile: { from: null, to: "SCHEDULED_VISIT" } },
    });
    const row = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row.statusProfile).toBe("SCHEDULED_VISIT");
    expect(row.lastActivityAt.getTime()).toBeGreaterThan(lead.lastActivityAt.getTime());
  });

  it.each([
    [{ text: "", type: "NOTE" }, "text"],
    [{ text: "x".repeat(5001), type: "NOTE" }, "text"],
    [{ text: "oi", type: "SMS" }, "type"],
    [{ text: "oi", type: "NOTE", status_profile: "WINNING" }, "status_profile"],
  ])("refuses %j naming %s and writes nothing", async (payload, field) => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const before = await leadWrites(ctx.prisma);
    const res = await req(owner, "POST", `/leads/${lead.id}/annotations`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field}"`));
    expect(await leadWrites(ctx.prisma)).toEqual(before);
  });

  it("is 404 outside the scope and 403 for read-only users", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const body = { text: "oi", type: "NOTE" };
    expect((await req(colleague, "POST", `/leads/${lead.id}/annotations`, body)).statusCode).toBe(404);
    expect((await req(readOnly, "POST", `/leads/${lead.id}/annotations`, body)).statusCode).toBe(403);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("PATCH /leads/logs/{logId}", () => {
  it("lets the author edit message and subtype (audited)", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const log = await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id, type: "CALL" });
    const res = await req(owner, "PATCH", `/leads/logs/${log.id}`, {
      message: "Retornar às 18h",
      subtype: "NO_ANSWER",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: log.id, message: "Retornar às 18h", subtype: "NO_ANSWER", text: log.text });
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({ where: { entity: "lead_log", entityId: log.id } });
    expect(audit).toMatchObject({ action: "lead.log_edited", actorId: owner.user.id });
  });

  it("lets an admin edit anyone's annotation, refuses other non-authors with 403", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const log = await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id });
    const denied = await req(coordinator, "PATCH", `/leads/logs/${log.id}`, { message: "editado" });
    expect(denied.statusCode).toBe(403);
    expect((await ctx.prisma.leadLog.findUniqueOrThrow({ where: { id: log.id } })).message).toBeNull();
    expect((await req(admin, "PATCH", `/leads/logs/${log.id}`, { message: "editado" })).statusCode).toBe(200);
  });

  it("only edits annotations, hides logs of leads outside the scope, and validates the body", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const system = await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id, type: "STATUS" });
    const refused = await req(owner, "PATCH", `/leads/logs/${system.id}`, { message: "x" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Somente anotações podem ser editadas.");
    const note = await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id });
    expect((await req(colleague, "PATCH", `/leads/logs/${note.id}`, { message: "x" })).statusCode).toBe(404);
    expect((await req(owner, "PATCH", `/leads/logs/${note.id}`, {})).json().message[0]).toMatch(/^"message"/);
    expect(
      (await req(owner, "PATCH", "/leads/logs/00000000-0000-4000-8000-000000000000", { message: "x" })).statusCode,
    ).toBe(404);
  });
});

describe("GET /leads/movements", () => {
  it("filters movements and shows names; a specialist sees only movements of their leads or involving them", async () => {
    const enterprise = await createEnterprise(ctx.prisma, { name: "Torres do Vale" });
    const mine = await createLead(ctx.prisma, {
      fullName: "Otávio Mendes",
      ownerId: owner.user.id,
      enterpriseId: enterprise.id,
    });
    const other = await createLead(ctx.prisma, { fullName: "Patrícia Nunes", ownerId: colleague.user.id });
    const base = await createLead(ctx.prisma, { fullName: "Quitéria Dias" });
    await ctx.prisma.leadMovement.createMany({
      data: [
        {
          leadId: mine.id,
          originUserId: null,
          destinationUserId: owner.user.id,
          enterpriseId: enterprise.id,
          actorId: admin.user.id,
          reason: "DISTRIBUTION",
          createdAt: new Date("2024-05-10T15:00:00Z"),
        },
        {
          leadId: other.id,
          originUserId: null,
          destinationUserId: colleague.user.id,
          reason: "TRANSFER",
          createdAt: new Date("2024-05-11T02:00:00Z"),
        },
        {
          leadId: base.id,
          originUserId: owner.user.id,
          destinationUserId: null,
          reason: "REMOVED_FROM_WALLET",
          createdAt: new Date("2024-05-11T12:00:00Z"),
        },
      ],
    });
    const all = await req(coordinator, "GET", "/leads/movements");
    expect(all.json().pagination).toEqual({ total: 3, skip: 0, limit: 50 });
    expect(all.json().payload[2]).toEqual({
      _id: expect.any(String),
      lead: { _id: mine.id, full_name: "Otávio Mendes" },
      origin_user: null,
      destination_user: { _id: owner.user.id, full_name: owner.user.fullName },
      actor: { _id: admin.user.id, full_name: admin.user.fullName },
      enterprise: { _id: enterprise.id, name: "Torres do Vale" },
      reason: "DISTRIBUTION",
      date_movimentation: "2024-05-10T15:00:00.000Z",
    });
    const leadNames = async (who: Staff, q: string) =>
      (await req(who, "GET", `/leads/movements?${q}`))
        .json()
        .payload.map((m: { lead: { full_name: string } }) => m.lead.full_name);
    expect(await leadNames(coordinator, "search=patr")).toEqual(["Patrícia Nunes"]);
    expect(await leadNames(coordinator, `enterprise=${enterprise.id}`)).toEqual(["Otávio Mendes"]);
    expect(await leadNames(coordinator, `origin_user=${owner.user.id}`)).toEqual(["Quitéria Dias"]);
    expect(await leadNames(coordinator, `destination_user=${colleague.user.id}`)).toEqual(["Patrícia Nunes"]);
    // 11/05 02:00 UTC is still 10/05 in São Paulo.
    expect(await leadNames(coordinator, "date_movimentation=10052024")).toEqual(["Patrícia Nunes", "Otávio Mendes"]);
    expect(await leadNames(coordinator, "date_movimentation=1005202")).toHaveLength(3);
    expect(await leadNames(coordinator, "date_movimentation=&search=&limit=2")).toHaveLength(2);
    expect(await leadNames(owner, "")).toEqual(["Quitéria Dias", "Otávio Mendes"]);
    expect(await leadNames(colleague, "")).toEqual(["Patrícia Nunes"]);
    expect((await req(coordinator, "GET", "/leads/movements?origin_user=abc")).json().message[0]).toMatch(
      /^"origin_user"/,
    );
  });
});
