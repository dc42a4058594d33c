/**
 * A partner broker registers their own client (decision 064): a lead they own; a phone or CPF that is already a
 * lead of the enterprise stays with its owner, the partner reads only "Cliente já cadastrado" and the owner hears.
 */
import { MSG } from "@portal/contracts/messages";
import { randomCpf } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, maskedPhone, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let partner: Staff;
let otherPartner: Staff;
let specialist: Staff;
let coordinator: Staff;
let enterpriseId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  partner = await staff(ctx, ["AGENT_PARTNER"], { partnerStatus: "APPROVED" });
  otherPartner = await staff(ctx, ["AGENT_PARTNER"], { partnerStatus: "APPROVED" });
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  coordinator = await staff(ctx, ["PARTNERSHIP_COORDINATOR"]);
  enterpriseId = (await createEnterprise(ctx.prisma)).id;
});
afterAll(() => ctx?.close());

const register = (who: Staff, payload: object) =>
  ctx.app.inject({ method: "POST", url: "/leads/partner-clients", headers: who.headers, payload });
const client = (overrides: object = {}) => {
  const phone = leadPhone();
  return {
    full_name: "Joana Prado Siqueira",
    phone: maskedPhone(phone),
    cpf: randomCpf(),
    email: "joana.prado@exemplo.com.br",
    enterprise_id: enterpriseId,
    ...overrides,
  };
};

describe("a partner registers a client", () => {
  it("creates a lead the partner owns, which their lead search and the lead detail then find", async () => {
    const body = client();
    const res = await register(partner, body);
    expect(res.statusCode).toBe(201);
    const dto = res.json();
    expect(dto).toMatchObject({
      full_name: "Joana Prado Siqueira",
      phone: `55${body.phone.replace(/\D/g, "")}`,
      cpf: body.cpf.replace(/\D/g, ""),
      email: "joana.prado@exemplo.com.br",
      enterprise_id: enterpriseId,
      already_yours: false,
    });
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: dto._id } });
    expect(lead).toMatchObject({
      ownerId: partner.user.id,
      source: "AGENT_PARTNER",
      originType: "INDICATION",
      document: body.cpf.replace(/\D/g, ""),
      documentType: "CPF",
      hasPartner: true,
      createdById: partner.user.id,
    });
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, type: "CREATED" } })).toBe(1);
    const search = await ctx.app.inject({
      method: "GET",
      url: "/leads?full_name=Joana Prado",
      headers: partner.headers,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().payload.map((l: { _id: string }) => l._id)).toEqual([lead.id]);
    const detail = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}`, headers: partner.headers });
    expect(detail.statusCode).toBe(200);

    // The same client again (same phone): the partner's own lead comes back, nothing new is written.
    const again = await register(partner, { ...body, cpf: randomCpf() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ _id: lead.id, already_yours: true });
    expect(await ctx.prisma.lead.count({ where: { phone: lead.phone } })).toBe(1);
  });

  it("the same phone in another enterprise is another lead (leads are per enterprise)", async () => {
    const body = client();
    expect((await register(partner, body)).statusCode).toBe(201);
    const other = (await createEnterprise(ctx.prisma)).id;
    const res = await register(partner, { ...body, enterprise_id: other });
    expect(res.statusCode).toBe(201);
    expect(res.json().enterprise_id).toBe(other);
  });
});

describe("a client who is already someone's lead", () => {
  it("same phone: 409 without any of the owner's data; the owner keeps the lead, sees the indication and is notified", async () => {
    const phone = leadPhone();
    const owned = await createLead(ctx.prisma, {
      phone,
      enterpriseId,
      ownerId: specialist.user.id,
      fullName: "Rogério Tavares Lins",
      email: "rogerio@exemplo.com.br",
    });
    const res = await register(partner, client({ phone: maskedPhone(phone), full_name: "Rogério T." }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: "Conflict", message: MSG.partnerClientTaken });
    expect(res.body).not.toContain(owned.id);
    expect(res.body).not.toContain("Rogério Tavares");
    expect(res.body).not.toContain(specialist.user.fullName);

    const after = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: owned.id } });
    expect(after).toMatchObject({
      ownerId: specialist.user.id,
      status: owned.status,
      fullName: "Rogério Tavares Lins",
    });
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(1);
    const log = await ctx.prisma.leadLog.findFirst({ where: { leadId: owned.id, type: "PARTNER_INDICATION" } });
    expect(log).toMatchObject({ authorId: partner.user.id, data: expect.objectContaining({ matched_by: "phone" }) });
    const note = await ctx.prisma.notification.findFirst({
      where: { receiverId: specialist.user.id, linkedContent: owned.id },
    });
    expect(note).toMatchObject({ title: "Indicação de corretor parceiro" });
    expect(note?.message).toContain(partner.user.fullName);
    // The partner still cannot open it.
    const detail = await ctx.app.inject({ method: "GET", url: `/leads/${owned.id}`, headers: partner.headers });
    expect(detail.statusCode).toBe(404);
  });

  it("same CPF with another phone: the same rule", async () => {
    const cpf = randomCpf().replace(/\D/g, "");
    const owned = await createLead(ctx.prisma, {
      enterpriseId,
      ownerId: specialist.user.id,
      document: cpf,
      documentType: "CPF",
    });
    const res = await register(otherPartner, client({ cpf }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.partnerClientTaken);
    const log = await ctx.prisma.leadLog.findFirst({ where: { leadId: owned.id, type: "PARTNER_INDICATION" } });
    expect(log?.data).toMatchObject({ matched_by: "cpf", partner_id: otherPartner.user.id });
  });

  it("another partner's client is theirs too; a lead in the base tells the partnership coordinator", async () => {
    const body = client();
    const first = await register(partner, body);
    expect(first.statusCode).toBe(201);
    const second = await register(otherPartner, { ...body, full_name: "Outro Nome" });
    expect(second.statusCode).toBe(409);
    expect(await ctx.prisma.lead.findUniqueOrThrow({ where: { id: first.json()._id } })).toMatchObject({
      ownerId: partner.user.id,
      fullName: "Joana Prado Siqueira",
    });

    const phone = leadPhone();
    const base = await createLead(ctx.prisma, { phone, enterpriseId, ownerId: null });
    expect((await register(partner, client({ phone: maskedPhone(phone) }))).statusCode).toBe(409);
    const note = await ctx.prisma.notification.findFirst({
      where: { receiverId: coordinator.user.id, linkedContent: base.id },
    });
    expect(note?.message).toContain("na base");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: base.id } })).ownerId).toBeNull();
  });
});

describe("the partner's client stays theirs", () => {
  it("the stale sweep sends an idle specialist's lead to the base but not a partner's client", async () => {
    const idle = new Date(Date.now() - 400 * 86_400_000);
    const mine = await register(partner, client());
    await ctx.prisma.lead.update({ where: { id: mine.json()._id }, data: { lastActivityAt: idle } });
    const specialists = await createLead(ctx.prisma, {
      enterpriseId,
      ownerId: specialist.user.id,
      lastActivityAt: idle,
    });
    await ctx.app.services.distribution.leadDistribution.staleSweep();
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: specialists.id } })).ownerId).toBeNull();
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: mine.json()._id } })).ownerId).toBe(partner.user.id);
  });
});

describe("who may register", () => {
  it("not staff (403), not a partner awaiting approval (403 pending), and the fields are named on bad input", async () => {
    const staffRes = await register(specialist, client());
    expect(staffRes.statusCode).toBe(403);
    expect(staffRes.json().message).toBe(MSG.forbidden);
    const pending = await staff(ctx, ["AGENT_PARTNER"], { partnerStatus: "PENDING_APPROVAL" });
    const pendingRes = await register(pending, client());
    expect(pendingRes.statusCode).toBe(403);
    expect(pendingRes.json().message).toBe(MSG.partnerPendingApproval);
    const bad = await register(partner, client({ cpf: "111.111.111-11", phone: "123", enterprise_id: "x" }));
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().message as string[]).map((m) => m.match(/^"([^"]+)"/)?.[1]);
    expect(fields).toEqual(expect.arrayContaining(["cpf", "phone", "enterprise_id"]));
    expect(await ctx.prisma.lead.count({ where: { createdById: pending.user.id } })).toBe(0);
  });
});
