import type { LeadStatus } from "@portal/contracts/lead-enums";
import { LEAD_STATUS_TRANSITIONS } from "@portal/contracts/leads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, leadWrites, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let owner: Staff;
let colleague: Staff;
let coordinator: Staff;
let relationship: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  colleague = await staff(ctx, ["ONLINE_SPECIALIST"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  relationship = await staff(ctx, ["RELATIONSHIP_TEAM"]);
});
afterAll(() => ctx?.close());

const setStatus = (who: Staff, id: string, payload: unknown) =>
  ctx.app.inject({ method: "PUT", url: `/leads/${id}/status`, headers: who.headers, payload: payload as object });

const allowed = (Object.entries(LEAD_STATUS_TRANSITIONS) as [LeadStatus, LeadStatus[]][]).flatMap(([from, tos]) =>
  tos.map((to) => [from, to] as const),
);
const reasonFor = (to: LeadStatus) =>
  to === "FILED" ? "NEVER_RESPONDED" : to === "NON_ADHERENT" ? "PRANK" : undefined;

describe("PUT /leads/{id}/status", () => {
  it.each(allowed)("moves %s -> %s and logs it with from/to", async (from, to) => {
    const lead = await createLead(ctx.prisma, {
      ownerId: owner.user.id,
      status: from,
      archiveReason: from === "FILED" ? "RENTAL" : null,
    });
    const res = await setStatus(owner, lead.id, { status: to, reason: reasonFor(to) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: to,
      archive_reason: to === "FILED" ? "NEVER_RESPONDED" : null,
      discard_reason: to === "NON_ADHERENT" ? "PRANK" : null,
    });
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: "STATUS", subtype: to, authorId: owner.user.id });
    expect(logs[0]?.data).toMatchObject({ status: { from, to } });
  });

  it.each([
    ["TALKING", "SOLD", "Este status é definido pelo fluxo de propostas e vendas."],
    ["TALKING", "PROPOSAL", "Este status é definido pelo fluxo de propostas e vendas."],
    ["TALKING", "CONTRACT", "Este status é definido pelo fluxo de propostas e vendas."],
    ["TALKING", "EXCLUDED", "Para excluir um lead, use a exclusão de leads."],
    ["TALKING", "NEW", "O status Novo só é definido na distribuição de leads."],
    ["TALKING", "EXPIRED", "O status Expirado é definido automaticamente pelo sistema."],
    ["FILED", "STOPPED", 'Não é possível mudar o status de "Arquivado" para "Parado".'],
    ["SOLD", "TALKING", 'Leads com status "Vendido" não podem mudar de status por aqui.'],
  ] as const)("refuses %s -> %s with 409 and a pt-BR message, writing nothing", async (from, to, message) => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: from });
    const before = await leadWrites(ctx.prisma);
    const res = await setStatus(owner, lead.id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe(from);
  });

  it("requires a reason from the right list to archive or discard", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "TALKING" });
    for (const payload of [
      { status: "FILED" },
      { status: "FILED", reason: "PRANK" },
      { status: "NON_ADHERENT", reason: "RENTAL" },
    ]) {
      const res = await setStatus(owner, lead.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(/^"reason"/);
    }
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("changes the funnel stage alone, and both status and stage in one log row", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "NEW" });
    const stage = await setStatus(owner, lead.id, { status_profile: "TRY_SCHEDULE_VISIT" });
    expect(stage.json()).toMatchObject({ status: "NEW", status_profile: "TRY_SCHEDULE_VISIT" });
    const both = await setStatus(owner, lead.id, { status: "TALKING", status_profile: "SCHEDULED_VISIT" });
    expect(both.json()).toMatchObject({ status: "TALKING", status_profile: "SCHEDULED_VISIT" });
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => l.data)).toEqual([
      { status_profile: { from: null, to: "TRY_SCHEDULE_VISIT" } },
      {
        status: { from: "NEW", to: "TALKING" },
        status_profile: { from: "TRY_SCHEDULE_VISIT", to: "SCHEDULED_VISIT" },
      },
    ]);
    expect(logs[1]?.statusProfile).toBe("SCHEDULED_VISIT");
    // Same values again: no change, no log.
    expect((await setStatus(owner, lead.id, { status: "TALKING", status_profile: "SCHEDULED_VISIT" })).statusCode).toBe(
      200,
    );
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(2);
  });

  it("freezes the stage of a filed lead and ends an open attendance when filing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "TALKING", inAttendance: true });
    await ctx.prisma.attendance.create({ data: { leadId: lead.id, attendantId: owner.user.id } });
    const filed = await setStatus(owner, lead.id, { status: "FILED", reason: "RENTAL" });
    expect(filed.json()).toMatchObject({ status: "FILED", in_attendance: false });
    expect(await ctx.prisma.attendance.count({ where: { leadId: lead.id, endedAt: null } })).toBe(0);
    const stage = await setStatus(owner, lead.id, { status_profile: "MEETING" });
    expect(stage.statusCode).toBe(409);
    const reopened = await setStatus(owner, lead.id, { status: "TALKING", status_profile: "MEETING" });
    expect(reopened.json()).toMatchObject({ status: "TALKING", status_profile: "MEETING", archive_reason: null });
  });

  it.each([
    [{}, "status"],
    [{ status: "LOST" }, "status"],
    [{ status_profile: "NOWHERE" }, "status_profile"],
  ])("refuses %j naming %s", async (payload, field) => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const res = await setStatus(owner, lead.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field}"`));
  });

  it("is 404 outside the scope, 403 for history-only roles, 409 for an excluded lead", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "NEW" });
    expect((await setStatus(colleague, lead.id, { status: "TALKING" })).statusCode).toBe(404);
    expect((await setStatus(relationship, lead.id, { status: "TALKING" })).statusCode).toBe(403);
    expect((await setStatus(coordinator, lead.id, { status: "TALKING" })).statusCode).toBe(200);
    const gone = await createLead(ctx.prisma, { ownerId: owner.user.id, status: "EXCLUDED", excluded: true });
    expect((await setStatus(owner, gone.id, { status_profile: "MEETING" })).statusCode).toBe(409);
  });
});
