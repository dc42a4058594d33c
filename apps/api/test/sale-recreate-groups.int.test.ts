import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { brokeredSale, createDealEnterprise, extrasWrites, OTHER_BUYER, saleLogActions } from "./factories/sale-extras";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let broker: Staff;
let secretary: Staff;
let partner: Staff;
let otherPartner: Staff;
let specialist: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  otherPartner = await staff(ctx, ["AGENT_PARTNER"]);
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const recreate = (saleId: string, who: Staff = secretary, reason?: string) =>
  call("POST", "/sales/recreate", who, { sale_id: saleId, ...(reason ? { reason } : {}) });

async function canceledSale() {
  const made = await saleThroughApi(ctx.app, ctx.prisma, broker);
  expect(
    (await call("PUT", `/sales/${made.sale._id}/cancel`, secretary, { reason: "Cliente desistiu" })).statusCode,
  ).toBe(200);
  return made;
}

describe("POST /sales/recreate", () => {
  it("re-opens a cancelled sale: new IN_PROCESS sale, unit in sales process, lead CONTRACT, logs on both", async () => {
    const { sale, unit, lead } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    await call("PUT", `/sales/${sale._id}/home-broker`, secretary, { home_broker_id: specialist.user.id });
    await call("PUT", `/sales/${sale._id}/cancel`, secretary, { reason: "Cliente desistiu" });
    const res = await recreate(sale._id, secretary, "Cliente voltou com a documentação");
    expect(res.statusCode).toBe(201);
    const next = res.json();
    expect(next).toMatchObject({
      status: "IN_PROCESS",
      proposal_id: sale.proposal_id,
      lead_id: lead.id,
      unit_id: unit.id,
      broker_id: broker.user.id,
      origin_sale_id: sale._id,
      recreated_sale_id: null,
      net_price_cents: 50_000_000,
      home_broker_id: specialist.user.id,
    });
    expect(next._id).not.toBe(sale._id);
    expect(next.buyers.map((b: { document: string; share_percent: number }) => [b.document, b.share_percent])).toEqual([
      ["52998224725", 100],
    ]);
    const old = (await call("GET", `/sales/${sale._id}`, secretary)).json();
    expect(old).toMatchObject({ status: "CANCELED", recreated_sale_id: next._id });
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("IN_SALES_PROCESS");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("CONTRACT");
    expect(await saleLogActions(ctx.prisma, next._id)).toEqual(["recreated_from"]);
    expect(await saleLogActions(ctx.prisma, sale._id)).toEqual(["created", "home_broker_set", "cancel", "recreated"]);
    const log = await ctx.prisma.saleLog.findFirstOrThrow({ where: { saleId: sale._id, action: "recreated" } });
    expect(log).toMatchObject({ actorId: secretary.user.id, reason: "Cliente voltou com a documentação" });
    const unitLogs = await ctx.prisma.unitLog.findMany({ where: { unitId: unit.id }, orderBy: { createdAt: "asc" } });
    expect(unitLogs.map((l) => `${l.action}:${l.toStatus}`)).toEqual([
      "START_SALE_PROCESS:IN_SALES_PROCESS",
      "CANCEL_SALE_PROCESS:AVAILABLE",
      "START_SALE_PROCESS:IN_SALES_PROCESS",
    ]);
  });

  it("re-opens a distracted sale too", async () => {
    const { sale, unit } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    await call("PUT", `/sales/${sale._id}/complete`, secretary);
    await call("PUT", `/sales/${sale._id}/distract`, secretary, { reason: "Distrato amigável" });
    const res = await recreate(sale._id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "IN_PROCESS", origin_sale_id: sale._id, unit_id: unit.id });
  });

  it("409 with the pt-BR reason: sale still live, unit not available, a live sale on the unit, already recreated", async () => {
    const live = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const notClosed = await recreate(live.sale._id);
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe("Só é possível recriar uma venda cancelada ou distratada.");

    const reserved = await canceledSale();
    await ctx.prisma.unit.update({ where: { id: reserved.unit.id }, data: { status: "RESERVED" } });
    const unavailable = await recreate(reserved.sale._id);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toMatch(/^A unidade não está disponível/);
    await ctx.prisma.unit.update({ where: { id: reserved.unit.id }, data: { status: "AVAILABLE", suspended: true } });
    expect((await recreate(reserved.sale._id)).statusCode).toBe(409);

    // Another client bought the unit in the meantime.
    const { sale, unit } = await canceledSale();
    const other = await ctx.prisma.sale.findUniqueOrThrow({ where: { id: sale._id } });
    const before = await extrasWrites(ctx.prisma);
    await ctx.prisma.unit.update({ where: { id: unit.id }, data: { status: "IN_SALES_PROCESS" } });
    await ctx.prisma.sale.create({
      data: {
        proposalId: other.proposalId,
        leadId: other.leadId,
        unitId: unit.id,
        enterpriseId: other.enterpriseId,
        brokerId: broker.user.id,
        price: 1n,
        createdById: broker.user.id,
      },
    });
    const taken = await recreate(sale._id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A unidade já tem uma venda em andamento ou concluída.");
    expect((await extrasWrites(ctx.prisma)).saleLogs).toBe(before.saleLogs);

    const once = await canceledSale();
    const first = (await recreate(once.sale._id)).json();
    await call("PUT", `/sales/${first._id}/cancel`, secretary, { reason: "Desistiu de novo" });
    const again = await recreate(once.sale._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Esta venda já foi recriada.");
    expect((await recreate(first._id)).statusCode).toBe(201);

    // The client gave up: the proposal was cancelled after the sale.
    const gaveUp = await canceledSale();
    const cancel = await call("PUT", `/proposals/${gaveUp.proposal._id}/cancel`, secretary, { reason: "Desistiu" });
    expect(cancel.statusCode).toBe(200);
    const closedProposal = await recreate(gaveUp.sale._id);
    expect(closedProposal.statusCode).toBe(409);
    expect(closedProposal.json().message).toBe(
      "A proposta desta venda não está mais aprovada: faça uma nova proposta.",
    );
  });

  it("8 concurrent recreates of one sale: exactly one wins, the others get 409", async () => {
    const { sale, unit } = await canceledSale();
    const results = await Promise.all(Array.from({ length: 8 }, () => recreate(sale._id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await ctx.prisma.sale.count({ where: { unitId: unit.id, status: "IN_PROCESS" } })).toBe(1);
    expect(await ctx.prisma.saleLog.count({ where: { saleId: sale._id, action: "recreated" } })).toBe(1);
  });

  it("400 naming the field with nothing written; a partner gets 403 on any sale (refused before it is looked up)", async () => {
    const before = await extrasWrites(ctx.prisma);
    const bad = await call("POST", "/sales/recreate", secretary, { sale_id: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"sale_id"/);
    const extra = await call("POST", "/sales/recreate", secretary, { sale_id: crypto.randomUUID(), status: "X" });
    expect(extra.json().message[0]).toMatch(/^"status"/);
    expect(await extrasWrites(ctx.prisma)).toEqual(before);

    const deal = await createDealEnterprise(ctx.prisma);
    const { sale } = await brokeredSale(ctx.app, ctx.prisma, partner, deal);
    await call("PUT", `/sales/${sale._id}/cancel`, secretary, { reason: "Cliente desistiu" });
    expect((await recreate(sale._id, otherPartner)).statusCode).toBe(403);
    expect((await recreate(sale._id, partner)).statusCode).toBe(403);
    expect((await recreate(crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe("sale-group", () => {
  it("groups sales of the same buyers in one enterprise, adds and removes them, with totals and logs", async () => {
    const deal = await createDealEnterprise(ctx.prisma);
    const a = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const b = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const c = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const created = await call("POST", "/sales/sale-group", secretary, {
      sale_ids: [a.sale._id, b.sale._id],
      name: "Apartamento + box",
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      enterprise_id: deal.enterprise.id,
      name: "Apartamento + box",
      created_by_id: secretary.user.id,
      totals: { count: 2, net_price_cents: 100_000_000, live_count: 2, live_net_price_cents: 100_000_000 },
    });
    expect(group.sales.map((s: { _id: string }) => s._id).sort()).toEqual([a.sale._id, b.sale._id].sort());
    expect((await call("GET", `/sales/${a.sale._id}`, broker)).json().sale_group_id).toBe(group._id);

    const added = await call("POST", `/sales/sale-group/${group._id}/sales`, secretary, { sale_id: c.sale._id });
    expect(added.statusCode).toBe(200);
    expect(added.json().totals).toMatchObject({ count: 3, net_price_cents: 150_000_000 });
    const seen = await call("GET", `/sales/sale-group/${group._id}`, broker);
    expect(seen.json().sales).toHaveLength(3);

    const removed = await call("DELETE", `/sales/sale-group/${group._id}/sales/${a.sale._id}`, secretary);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().totals.count).toBe(2);
    expect((await call("GET", `/sales/${a.sale._id}`, broker)).json().sale_group_id).toBeNull();
    expect(await saleLogActions(ctx.prisma, a.sale._id)).toEqual(["created", "sale_group_added", "sale_group_removed"]);
    expect(await saleLogActions(ctx.prisma, c.sale._id)).toEqual(["created", "sale_group_added"]);

    await call("DELETE", `/sales/sale-group/${group._id}/sales/${b.sale._id}`, secretary);
    const last = await call("DELETE", `/sales/sale-group/${group._id}/sales/${c.sale._id}`, secretary);
    expect(last.statusCode).toBe(204);
    expect(await ctx.prisma.saleGroup.count({ where: { id: group._id } })).toBe(0);
  });

  it("409: other enterprise, other buyers, a sale already grouped or not live; 400 naming the field; partners read 404, write 403", async () => {
    const deal = await createDealEnterprise(ctx.prisma);
    const a = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const b = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const elsewhere = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const others = await brokeredSale(ctx.app, ctx.prisma, broker, deal, OTHER_BUYER);
    const before = await extrasWrites(ctx.prisma);
    const group = (ids: string[]) => call("POST", "/sales/sale-group", secretary, { sale_ids: ids });

    expect((await group([a.sale._id, elsewhere.sale._id])).json().message).toBe(
      "As vendas de um grupo devem ser do mesmo empreendimento.",
    );
    expect((await group([a.sale._id, others.sale._id])).json().message).toBe(
      "As vendas de um grupo devem ter os mesmos compradores.",
    );
    const one = await group([a.sale._id]);
    expect(one.statusCode).toBe(400);
    expect(one.json().message[0]).toBe('"sale_ids" deve ter ao menos duas vendas');
    const twice = await group([a.sale._id, a.sale._id]);
    expect(twice.json().message[0]).toMatch(/^"sale_ids\.1" está repetido/);
    expect(await extrasWrites(ctx.prisma)).toEqual(before);

    const made = (await group([a.sale._id, b.sale._id])).json();
    const c = await brokeredSale(ctx.app, ctx.prisma, broker, deal);
    const taken = await group([a.sale._id, c.sale._id]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A venda já pertence a um grupo de vendas.");
    await call("PUT", `/sales/${c.sale._id}/cancel`, secretary, { reason: "Cliente desistiu" });
    const closed = await call("POST", `/sales/sale-group/${made._id}/sales`, secretary, { sale_id: c.sale._id });
    expect(closed.json().message).toBe("Só vendas em andamento ou concluídas podem entrar em um grupo.");

    // Partners: a group of another partner's sales does not exist for them; no group is theirs to edit (403 at the
    // route, before the group or its sales are looked up, so it tells nothing about them either).
    const p1 = await brokeredSale(ctx.app, ctx.prisma, partner, deal);
    const p2 = await brokeredSale(ctx.app, ctx.prisma, partner, deal);
    const pg = (await group([p1.sale._id, p2.sale._id])).json();
    expect((await call("GET", `/sales/sale-group/${pg._id}`, otherPartner)).statusCode).toBe(404);
    expect((await call("GET", `/sales/sale-group/${pg._id}`, partner)).statusCode).toBe(200);
    expect((await call("DELETE", `/sales/sale-group/${pg._id}/sales/${p1.sale._id}`, otherPartner)).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/sales/sale-group/${pg._id}/sales/${p1.sale._id}`, partner)).statusCode).toBe(403);
    expect(
      (await call("POST", "/sales/sale-group", otherPartner, { sale_ids: [p1.sale._id, p2.sale._id] })).statusCode,
    ).toBe(403);
  });
});
