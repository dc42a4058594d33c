import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, dealWrites, planFor } from "./factories/deals";
import { createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let partnerA: Staff;
let partnerB: Staff;
let agency: Staff;
let secretary: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  partnerA = await staff(ctx, ["AGENT_PARTNER"]);
  partnerB = await staff(ctx, ["AGENT_PARTNER"]);
  agency = await staff(ctx, ["AGENT_PARTNER"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe("a partner broker sees only their own proposals, sales and commissions", () => {
  it("another partner's records are 404, lists leave them out, the statement shows only one's own", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma, {
      commission: { agency: 2, broker: 3, coordinator: 0 },
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, { ownerId: partnerA.user.id, enterpriseId: enterprise.id });

    // A partner cannot name another broker.
    const other = await call("POST", "/proposals", partnerA, {
      lead_id: lead.id,
      unit_id: u.id,
      broker_id: partnerB.user.id,
      series: planFor(50_000_000),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message[0]).toMatch(/^"broker_id"/);

    const p = (
      await call("POST", "/proposals", partnerA, {
        lead_id: lead.id,
        unit_id: u.id,
        agency_id: agency.user.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    expect(p).toMatchObject({ status: "APPROVED", broker_id: partnerA.user.id, agency_id: agency.user.id });

    expect((await call("GET", `/proposals/${p._id}`, partnerA)).statusCode).toBe(200);
    const hidden = await call("GET", `/proposals/${p._id}`, partnerB);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("Proposta não encontrada.");
    expect((await call("GET", `/proposals/${p._id}/logs`, partnerB)).statusCode).toBe(404);
    expect((await call("GET", `/proposals/${p._id}/pdf`, partnerB)).statusCode).toBe(404);
    expect((await call("GET", `/proposals/${p._id}/payment-schedule`, partnerB)).statusCode).toBe(404);
    expect((await call("PUT", `/proposals/${p._id}/cancel`, partnerB, { reason: "Teste de acesso" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/proposals/${p._id}/fork-edit`, partnerB, {})).statusCode).toBe(404);
    expect((await call("GET", "/proposals", partnerB)).json().pagination.total).toBe(0);
    expect((await call("GET", "/proposals", partnerA)).json().payload.map((x: { _id: string }) => x._id)).toEqual([
      p._id,
    ]);
    // The partner agency sees the proposal it represents.
    expect((await call("GET", `/proposals/${p._id}`, agency)).statusCode).toBe(200);

    // Another partner cannot start a sale from it either (the proposal does not exist for them).
    const stolen = await call("POST", "/sales", partnerB, { proposal_id: p._id, buyers: [BUYER] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message[0]).toMatch(/^"proposal_id"/);

    const sale = (await call("POST", "/sales", partnerA, { proposal_id: p._id, buyers: [BUYER] })).json();
    expect(sale.status).toBe("IN_PROCESS");
    // A partner cannot complete a sale (back office).
    expect((await call("PUT", `/sales/${sale._id}/complete`, partnerA)).statusCode).toBe(403);
    expect((await call("PUT", `/sales/${sale._id}/complete`, secretary)).statusCode).toBe(200);

    for (const url of [`/sales/${sale._id}`, `/sales/${sale._id}/commissions`, `/sales/${sale._id}/logs`]) {
      const res = await call("GET", url, partnerB);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("Venda não encontrada.");
    }
    expect((await call("GET", "/sales", partnerB)).json().payload).toEqual([]);
    // The check follows the lead's visibility: another partner's lead is not found (decision 030).
    const verify = await call("GET", `/sales/verify-lead-have-active-sale/${lead.id}`, partnerB);
    expect(verify.statusCode).toBe(404);
    expect(verify.json().message).toBe("Lead não encontrado.");
    expect((await call("GET", `/sales/verify-lead-have-active-sale/${lead.id}`, partnerA)).json()).toEqual({
      has_active_sale: true,
      sale_id: sale._id,
    });

    // Each party sees only its own commission rows: 3 % broker = 15.000,00; 2 % agency = 10.000,00.
    const own = (await call("GET", `/sales/${sale._id}/commissions`, partnerA)).json().payload;
    expect(own.map((c: { party: string; value_cents: number }) => [c.party, c.value_cents])).toEqual([
      ["BROKER", 1_500_000],
    ]);
    const statementA = (await call("GET", "/sales/agent_partner/commissions", partnerA)).json().payload;
    expect(statementA.map((c: { party: string; status: string }) => [c.party, c.status])).toEqual([
      ["BROKER", "FORECAST"],
    ]);
    const statementAgency = (await call("GET", "/sales/agent_partner/commissions", agency)).json().payload;
    expect(statementAgency.map((c: { party: string; value_cents: number }) => [c.party, c.value_cents])).toEqual([
      ["AGENCY", 1_000_000],
    ]);
    expect((await call("GET", "/sales/agent_partner/commissions", partnerB)).json().payload).toEqual([]);
    // The back office sees both rows.
    expect((await call("GET", `/sales/${sale._id}/commissions`, secretary)).json().payload).toHaveLength(2);
  });

  it("a partner cannot open a deal on another broker's lead: the lead is not found and its name never shown", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const theirs = await createLead(ctx.prisma, { ownerId: partnerB.user.id, enterpriseId: enterprise.id });
    const before = await dealWrites(ctx.prisma);

    const res = await call("POST", "/proposals", partnerA, {
      lead_id: theirs.id,
      unit_id: u.id,
      series: planFor(50_000_000),
      submit: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"lead_id" não corresponde a um lead existente']);
    expect(res.body).not.toContain(theirs.fullName);
    expect(await dealWrites(ctx.prisma)).toEqual(before);

    // Nor as a buyer of the partner's own sale: naming the other broker's lead is refused the same way.
    const mine = await createLead(ctx.prisma, { ownerId: partnerA.user.id, enterpriseId: enterprise.id });
    const p = (
      await call("POST", "/proposals", partnerA, {
        lead_id: mine.id,
        unit_id: u.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    expect(p.status).toBe("APPROVED");
    const sale = await call("POST", "/sales", partnerA, {
      proposal_id: p._id,
      buyers: [{ ...BUYER, lead_id: theirs.id }],
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().message).toEqual(['"buyers.0.lead_id" não corresponde a um lead existente']);
    // Staff who see every lead may still name it.
    expect(
      (await call("POST", "/sales", secretary, { proposal_id: p._id, buyers: [{ ...BUYER, lead_id: theirs.id }] }))
        .statusCode,
    ).toBe(201);
  });

  it("read-only staff and roles outside the proposals section cannot create proposals", async () => {
    const marketing = await staff(ctx, ["MARKETING"]);
    const { unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma);
    const res = await call("POST", "/proposals", marketing, {
      lead_id: lead.id,
      unit_id: u.id,
      series: planFor(50_000_000),
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.prisma.proposal.count({ where: { unitId: u.id } })).toBe(0);
  });
});
