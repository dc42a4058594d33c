import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise } from "./factories/enterprises";
import { createLead, createPreLead, uniquePhone } from "./factories/pre-leads";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const users: Record<string, { id: string; token: string; fullName: string }> = {};

async function userAs(key: string, roles: string[]) {
  const { user, password } = await createUser(ctx.prisma, { roles });
  users[key] = {
    id: user.id,
    fullName: user.fullName,
    token: (await login(ctx.app, user.email, password)).token as string,
  };
  return users[key];
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await userAs("specialist", ["BOOTH_SPECIALIST"]);
  await userAs("online", ["ONLINE_SPECIALIST"]);
  await userAs("coordinator", ["ONLINE_COORDINATOR"]);
  await userAs("admin", ["GERAL_ADMIN"]);
  await userAs("partner", ["AGENT_PARTNER"]);
  await userAs("receptionist", ["RECEPCIONIST"]);
});
afterAll(() => ctx?.close());

const headers = (who: string) => bearer(users[who]?.token as string);
const acquire = (who: string, id: string) =>
  ctx.app.inject({ method: "POST", url: `/pre-leads/${id}/acquire`, headers: headers(who) });
const list = async (who: string, qs: string) =>
  (await ctx.app.inject({ method: "GET", url: `/pre-leads?${qs}`, headers: headers(who) })).json();
const putSettings = (who: string, payload: object) =>
  ctx.app.inject({ method: "PUT", url: "/pre-leads/offer-settings", headers: headers(who), payload });

describe("GET /pre-leads", () => {
  it("filters by status, enterprise, city, source and search (name or phone), with pagination", async () => {
    const e1 = await createEnterprise(ctx.prisma, { name: "Filtro Um" });
    const e2 = await createEnterprise(ctx.prisma, { name: "Filtro Dois" });
    const a = await createPreLead(ctx.prisma, {
      fullName: "Patrícia Moraes",
      enterpriseId: e1.id,
      city: "Campinas",
      source: "FACEBOOK",
    });
    const b = await createPreLead(ctx.prisma, {
      fullName: "Rogério Antunes",
      enterpriseId: e1.id,
      city: "Santos",
      phone: "5513988887777",
    });
    const c = await createPreLead(ctx.prisma, { fullName: "Patrícia Lopes", enterpriseId: e2.id, status: "DISCARDED" });

    const ids = (body: { payload: { _id: string }[] }) => body.payload.map((p) => p._id).sort();
    expect(ids(await list("coordinator", `enterprise_id=${e1.id}`))).toEqual([a.id, b.id].sort());
    expect(ids(await list("coordinator", "search=patrícia"))).toEqual([a.id, c.id].sort());
    expect(ids(await list("coordinator", "search=(13) 98888-7777"))).toEqual([b.id]);
    expect(ids(await list("coordinator", `status=DISCARDED&enterprise_id=${e2.id}`))).toEqual([c.id]);
    expect(ids(await list("coordinator", `city=santos&enterprise_id=${e1.id}`))).toEqual([b.id]);
    expect(ids(await list("coordinator", `source=FACEBOOK&enterprise_id=${e1.id}`))).toEqual([a.id]);
    const page = await list("admin", `enterprise_id=${e1.id}&limit=1&skip=1`);
    expect(page.pagination).toEqual({ total: 2, skip: 1, limit: 1 });
    expect(page.payload).toHaveLength(1);
    expect(page.payload[0]).toMatchObject({ status: "AVAILABLE", enterprise: { name: "Filtro Um" }, acquiredBy: null });
  });

  it("shows specialists only what is on offer: available pre-leads", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Oferta Especialista" });
    const open = await createPreLead(ctx.prisma, { enterpriseId: e.id });
    await createPreLead(ctx.prisma, { enterpriseId: e.id, status: "DISCARDED" });
    const body = await list("specialist", `enterprise_id=${e.id}&status=DISCARDED`);
    expect(body.payload.map((p: { _id: string }) => p._id)).toEqual([open.id]);
  });

  it("masks the phone for a specialist until they acquire it; the base's managers see it whole", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Telefone Mascarado" });
    const pre = await createPreLead(ctx.prisma, { enterpriseId: e.id, phone: "5511997937563" });
    const phones = async (who: string, qs: string) =>
      (await list(who, qs)).payload.map((p: { _id: string; phone: string }) => [p._id, p.phone]);

    expect(await phones("specialist", `enterprise_id=${e.id}`)).toEqual([[pre.id, "(11) 9****-**63"]]);
    expect(await phones("coordinator", `enterprise_id=${e.id}`)).toEqual([[pre.id, "5511997937563"]]);
    // The hidden digits cannot be found by searching parts of the number; the whole number finds it.
    expect(await phones("specialist", `enterprise_id=${e.id}&search=99793`)).toEqual([]);
    expect(await phones("specialist", `enterprise_id=${e.id}&search=(11) 99793-7563`)).toEqual([
      [pre.id, "(11) 9****-**63"],
    ]);
    expect(await phones("coordinator", `enterprise_id=${e.id}&search=99793`)).toEqual([[pre.id, "5511997937563"]]);

    const res = await acquire("specialist", pre.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().pre_lead.phone).toBe("5511997937563");
  });

  it("403 for roles outside specialists, coordinators and admins; 400 naming a bad filter", async () => {
    for (const who of ["partner", "receptionist"]) {
      const res = await ctx.app.inject({ method: "GET", url: "/pre-leads", headers: headers(who) });
      expect(res.statusCode).toBe(403);
    }
    expect((await list("admin", "status=SOLD")).message[0]).toMatch(/^"status"/);
    expect((await list("admin", "enterprise_id=1")).message[0]).toMatch(/^"enterprise_id"/);
  });
});

describe("POST /pre-leads/{id}/acquire", () => {
  it("turns the pre-lead into a lead in the caller's wallet, with a movement and a log, in one go", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Aquisição Simples" });
    const pre = await createPreLead(ctx.prisma, {
      fullName: "Vânia Cardoso",
      enterpriseId: e.id,
      city: "Campinas",
      email: "vania@example.com",
    });
    const res = await acquire("specialist", pre.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: "Pré-lead adicionado à sua carteira.",
      new_interest: false,
      pre_lead: { _id: pre.id, status: "ACQUIRED", acquiredBy: { _id: users.specialist?.id }, leadId: body.lead_id },
    });
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: body.lead_id } });
    expect(lead).toMatchObject({
      fullName: "Vânia Cardoso",
      phone: pre.phone,
      email: "vania@example.com",
      source: "PRE_LEADS_BASE",
      nature: "OFFLINE",
      ownerId: users.specialist?.id,
      enterpriseId: e.id,
      city: "Campinas",
      status: "NEW",
    });
    const movements = await ctx.prisma.leadMovement.findMany({ where: { leadId: lead.id } });
    expect(movements).toMatchObject([
      { originUserId: null, destinationUserId: users.specialist?.id, enterpriseId: e.id, reason: "PRE_LEAD_ACQUIRED" },
    ]);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id } });
    expect(logs).toMatchObject([{ type: "CREATED", subtype: "PRE_LEAD_ACQUIRED", authorId: users.specialist?.id }]);
  });

  it("keeps the pre-lead's own source (and an online source makes an online lead)", async () => {
    const pre = await createPreLead(ctx.prisma, { source: "INSTAGRAM" });
    const res = await acquire("online", pre.id);
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: res.json().lead_id } });
    expect(lead).toMatchObject({ source: "INSTAGRAM", nature: "ONLINE", ownerId: users.online?.id });
  });

  it("409 when already acquired (by someone else or by the caller); 404 for an unknown id; 403 for non-specialists", async () => {
    const pre = await createPreLead(ctx.prisma);
    expect((await acquire("specialist", pre.id)).statusCode).toBe(200);
    const other = await acquire("online", pre.id);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("Este pré-lead já foi adquirido por outro especialista.");
    expect((await acquire("specialist", pre.id)).json().message).toBe("Você já adquiriu este pré-lead.");
    expect((await acquire("specialist", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const fresh = await createPreLead(ctx.prisma);
    for (const who of ["coordinator", "admin"]) expect((await acquire(who, fresh.id)).statusCode).toBe(403);
    expect((await ctx.prisma.preLead.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe("AVAILABLE");
  });

  it.each([2, 10])("%i specialists acquiring at once: exactly one wins, the rest get 409", async (n) => {
    const racers = await Promise.all(
      Array.from({ length: n }, (_, i) => userAs(`racer${n}-${i}`, ["ONLINE_SPECIALIST"])),
    );
    const pre = await createPreLead(ctx.prisma);
    const results = await Promise.all(racers.map((_, i) => acquire(`racer${n}-${i}`, pre.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(n - 1).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe("Este pré-lead já foi adquirido por outro especialista.");
    }
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(await ctx.prisma.lead.count({ where: { phone: pre.phone } })).toBe(1);
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: winner.lead_id } })).toBe(1);
    const row = await ctx.prisma.preLead.findUniqueOrThrow({ where: { id: pre.id } });
    expect(row).toMatchObject({
      status: "ACQUIRED",
      leadId: winner.lead_id,
      acquiredById: winner.pre_lead.acquiredBy._id,
    });
  });

  it("marks the existing live lead NEW_INTEREST instead of creating a duplicate", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Duplicado" });
    const phone = uniquePhone();
    const existing = await createLead(ctx.prisma, {
      phone,
      enterpriseId: e.id,
      ownerId: users.online?.id,
      status: "STOPPED",
      lastInterestAt: new Date("2024-01-01T00:00:00Z"),
    });
    const pre = await createPreLead(ctx.prisma, { phone, enterpriseId: e.id });
    const res = await acquire("specialist", pre.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      new_interest: true,
      lead_id: existing.id,
      message: "Este telefone já tem um lead ativo neste empreendimento: o lead foi marcado como novo interesse.",
    });
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(1);
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: existing.id } });
    expect(lead.status).toBe("NEW_INTEREST");
    expect(lead.ownerId).toBe(users.online?.id);
    expect(lead.lastInterestAt.getTime()).toBeGreaterThan(existing.lastInterestAt.getTime());
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: existing.id } });
    expect(log).toMatchObject({ type: "NEW_INTEREST", subtype: "PRE_LEAD", authorId: users.specialist?.id });
    expect(await ctx.prisma.preLead.findUniqueOrThrow({ where: { id: pre.id } })).toMatchObject({
      status: "ACQUIRED",
      leadId: existing.id,
    });

    // The same phone in another enterprise is a different lead.
    const elsewhere = await createPreLead(ctx.prisma, { phone });
    expect((await acquire("specialist", elsewhere.id)).json().new_interest).toBe(false);
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(2);
  });
});

describe("offer settings and the daily limit", () => {
  it("reads the defaults, updates them (coordinators and admins) and refuses bad input", async () => {
    const get = await ctx.app.inject({
      method: "GET",
      url: "/pre-leads/offer-settings",
      headers: headers("specialist"),
    });
    expect(get.json()).toEqual({ max_acquisitions_per_day: 20, enterprise_ids: [] });
    expect((await putSettings("specialist", { max_acquisitions_per_day: 50 })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ max_acquisitions_per_day: 0 }, "max_acquisitions_per_day"],
      [{ enterprise_ids: ["x"] }, "enterprise_ids.0"],
      [{ enterprise_ids: ["00000000-0000-4000-8000-000000000000"] }, "enterprise_ids.0"],
      [{ other: 1 }, "body"],
    ] as const) {
      const res = await putSettings("coordinator", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(new RegExp(`^"${field.replace(".", "\\.")}"`));
    }
    expect(await ctx.prisma.setting.count({ where: { key: { startsWith: "pre_lead_" } } })).toBe(0);
  });

  it("offers only the chosen enterprises", async () => {
    const offered = await createEnterprise(ctx.prisma, { name: "Em oferta" });
    const hidden = await createEnterprise(ctx.prisma, { name: "Fora da oferta" });
    const res = await putSettings("admin", { enterprise_ids: [offered.id] });
    expect(res.json()).toEqual({ max_acquisitions_per_day: 20, enterprise_ids: [offered.id] });
    const a = await createPreLead(ctx.prisma, { enterpriseId: offered.id });
    const b = await createPreLead(ctx.prisma, { enterpriseId: hidden.id });
    const seen = (await list("specialist", "limit=100")).payload.map((p: { _id: string }) => p._id);
    expect(seen).toContain(a.id);
    expect(seen).not.toContain(b.id);
    const refused = await acquire("specialist", b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Este pré-lead não está em oferta no momento.");
    await putSettings("admin", { enterprise_ids: [] });
  });

  it("stops a specialist at the daily maximum (409); yesterday's acquisitions do not count", async () => {
    const me = await userAs("limited", ["BOOTH_SPECIALIST"]);
    expect((await putSettings("coordinator", { max_acquisitions_per_day: 2 })).statusCode).toBe(200);
    await createPreLead(ctx.prisma, {
      status: "ACQUIRED",
      acquiredById: me?.id,
      acquiredAt: new Date(Date.now() - 30 * 60 * 60 * 1000),
    });
    const pres = await Promise.all([1, 2, 3].map(() => createPreLead(ctx.prisma)));
    expect((await acquire("limited", pres[0]?.id as string)).statusCode).toBe(200);
    expect((await acquire("limited", pres[1]?.id as string)).statusCode).toBe(200);
    const third = await acquire("limited", pres[2]?.id as string);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      "Você atingiu o limite diário de 2 pré-leads adquiridos. Tente novamente amanhã.",
    );
    expect((await ctx.prisma.preLead.findUniqueOrThrow({ where: { id: pres[2]?.id } })).status).toBe("AVAILABLE");
    // Another specialist is not affected.
    expect((await acquire("online", pres[2]?.id as string)).statusCode).toBe(200);
    await putSettings("coordinator", { max_acquisitions_per_day: 20 });
  });
});
