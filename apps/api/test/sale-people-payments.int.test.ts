import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { brokeredSale, createDealEnterprise, extrasWrites, saleLogActions } from "./factories/sale-extras";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let broker: Staff;
let secretary: Staff;
let partner: Staff;
let otherPartner: Staff;
let homeBroker: Staff;
let manager: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  otherPartner = await staff(ctx, ["AGENT_PARTNER"]);
  homeBroker = await staff(ctx, ["ONLINE_SPECIALIST"]);
  manager = await staff(ctx, ["BOOTH_COORDINATOR"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function partnerSale() {
  return brokeredSale(ctx.app, ctx.prisma, partner, await createDealEnterprise(ctx.prisma));
}

describe("PUT /sales/{id}/home-broker", () => {
  it("sets and clears the in-house broker with a log row; refuses a user who is not an in-house broker", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const set = await call("PUT", `/sales/${sale._id}/home-broker`, secretary, { home_broker_id: homeBroker.user.id });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      home_broker_id: homeBroker.user.id,
      home_broker: { _id: homeBroker.user.id, full_name: homeBroker.user.fullName },
    });

    const before = await extrasWrites(ctx.prisma);
    for (const id of [partner.user.id, secretary.user.id, crypto.randomUUID(), "x"]) {
      const bad = await call("PUT", `/sales/${sale._id}/home-broker`, secretary, { home_broker_id: id });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message[0]).toMatch(/^"home_broker_id"/);
    }
    expect((await call("PUT", `/sales/${sale._id}/home-broker`, secretary, {})).json().message[0]).toMatch(
      /^"home_broker_id"/,
    );
    expect(await extrasWrites(ctx.prisma)).toEqual(before);

    const cleared = await call("PUT", `/sales/${sale._id}/home-broker`, secretary, { home_broker_id: null });
    expect(cleared.json()).toMatchObject({ home_broker_id: null, home_broker: null });
    expect(await saleLogActions(ctx.prisma, sale._id)).toEqual(["created", "home_broker_set", "home_broker_cleared"]);
    const log = await ctx.prisma.saleLog.findFirstOrThrow({ where: { saleId: sale._id, action: "home_broker_set" } });
    expect(log.actorId).toBe(secretary.user.id);
    expect(log.data).toEqual({ from: null, to: homeBroker.user.id });

    await call("PUT", `/sales/${sale._id}/cancel`, secretary, { reason: "Cliente desistiu" });
    const closed = await call("PUT", `/sales/${sale._id}/home-broker`, secretary, {
      home_broker_id: homeBroker.user.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      "O corretor da casa não pode ser alterado em uma venda cancelada ou distratada.",
    );
  });

  it("lists the candidates (active sales people) for the back office only", async () => {
    const res = await call("GET", "/sales/participant-candidates", secretary);
    expect(res.statusCode).toBe(200);
    const ids = res.json().payload.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([broker.user.id, homeBroker.user.id, manager.user.id, partner.user.id]));
    expect(ids).not.toContain(secretary.user.id);
    expect((await call("GET", "/sales/participant-candidates", partner)).statusCode).toBe(403);
  });

  it("partner broker: 403 on their own sale and on another's alike (back office only, refused before the sale is looked up)", async () => {
    const { sale } = await partnerSale();
    const body = { home_broker_id: homeBroker.user.id };
    expect((await call("PUT", `/sales/${sale._id}/home-broker`, otherPartner, body)).statusCode).toBe(403);
    expect((await call("PUT", `/sales/${sale._id}/home-broker`, partner, body)).statusCode).toBe(403);
  });
});

describe("classification-participants", () => {
  it("stores the split, shows each value, and completion forecasts commissions from it", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const empty = (await call("GET", `/sales/${sale._id}/classification-participants`, secretary)).json();
    expect(empty).toMatchObject({ payload: [], total_percent: 0, commission_source: "ENTERPRISE" });

    const participants = [
      { user_id: broker.user.id, classification: "BROKER", percent: 1.5 },
      { user_id: homeBroker.user.id, classification: "HOME_BROKER", percent: 0.5 },
      { user_id: manager.user.id, classification: "MANAGER", percent: 0.33 },
    ];
    const put = await call("PUT", `/sales/${sale._id}/classification-participants`, secretary, { participants });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      sale_id: sale._id,
      total_percent: 2.33,
      total_cents: 1_165_000,
      commission_source: "PARTICIPANTS",
    });
    expect(
      put
        .json()
        .payload.map((p: { classification: string; value_cents: number; user: { full_name: string } }) => [
          p.classification,
          p.value_cents,
          p.user.full_name,
        ]),
    ).toEqual([
      ["BROKER", 750_000, broker.user.fullName],
      ["HOME_BROKER", 250_000, homeBroker.user.fullName],
      ["MANAGER", 165_000, manager.user.fullName],
    ]);
    // The broker (who does not see every deal) reads only their own row.
    const own = (await call("GET", `/sales/${sale._id}/classification-participants`, broker)).json();
    expect(own.payload.map((p: { user_id: string }) => p.user_id)).toEqual([broker.user.id]);

    expect((await call("PUT", `/sales/${sale._id}/complete`, secretary)).statusCode).toBe(200);
    const commissions = await ctx.prisma.commission.findMany({
      where: { saleId: sale._id },
      orderBy: { amount: "desc" },
    });
    expect(commissions.map((c) => [c.role, c.beneficiaryId, Number(c.amount), Number(c.percentage)])).toEqual([
      ["BROKER", broker.user.id, 750_000, 1.5],
      ["HOME_BROKER", homeBroker.user.id, 250_000, 0.5],
      ["MANAGER", manager.user.id, 165_000, 0.33],
    ]);
    const closed = await call("PUT", `/sales/${sale._id}/classification-participants`, secretary, { participants: [] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("Os participantes só podem ser alterados com a venda em andamento.");
    expect(await saleLogActions(ctx.prisma, sale._id)).toEqual(["created", "participants_changed", "complete"]);
  });

  it("400 naming the field with nothing written; partner rules", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const url = `/sales/${sale._id}/classification-participants`;
    const p = (percent: unknown, classification = "BROKER", userId = broker.user.id) => ({
      user_id: userId,
      classification,
      percent,
    });
    const before = await extrasWrites(ctx.prisma);
    const cases: [object, string][] = [
      [{ participants: [p(60), p(40.01, "MANAGER")] }, '"participants" a soma dos percentuais deve ser no máximo 100'],
      [{ participants: [p(1.234)] }, '"participants.0.percent" deve ter no máximo 2 casas decimais'],
      [{ participants: [p(0)] }, '"participants.0.percent" deve ser maior que zero'],
      [{ participants: [p(1, "SUPERVISOR")] }, '"participants.0.classification"'],
      [{ participants: [p(1), p(2)] }, '"participants.1.user_id" está repetido'],
      [{ participants: [p(1, "BROKER", crypto.randomUUID())] }, '"participants.0.user_id"'],
      [{}, '"participants"'],
    ];
    for (const [body, message] of cases) {
      const res = await call("PUT", url, secretary, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message[0]).toContain(message);
    }
    expect(await extrasWrites(ctx.prisma)).toEqual(before);

    const mine = await partnerSale();
    const purl = `/sales/${mine.sale._id}/classification-participants`;
    expect((await call("GET", purl, otherPartner)).statusCode).toBe(404);
    expect((await call("PUT", purl, otherPartner, { participants: [] })).statusCode).toBe(403);
    expect((await call("PUT", purl, partner, { participants: [p(5, "AGENCY", partner.user.id)] })).statusCode).toBe(
      403,
    );
    expect((await call("GET", purl, partner)).statusCode).toBe(200);
  });
});

describe("payments_info", () => {
  it("shows the proposal's plan and stores the financing data that agrees with it", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const url = `/sales/${sale._id}/payments_info`;
    const first = (await call("GET", url, broker)).json();
    expect(first).toMatchObject({
      net_price_cents: 50_000_000,
      plan_total_cents: 50_000_000,
      plan_act_cents: 5_000_000,
      plan_financing_cents: 33_300_000,
      plan_fgts_cents: 0,
      financing: { bank: null, financed_value_cents: null, updatedAt: null },
    });
    expect(first.series.map((s: { type: string; count: number }) => `${s.type}x${s.count}`)).toEqual([
      "ACTx1",
      "MONTHLYx36",
      "ANNUALLYx3",
      "FINANCINGx1",
    ]);
    const body = {
      bank: "Caixa Econômica Federal",
      financing_modality: "SFH",
      financed_value_cents: 33_300_000,
      fgts_value_cents: null,
      signal_paid_at: "2026-12-01",
      signal_paid_value_cents: 5_000_000,
      notes: "Aprovação de crédito em 20/11.",
    };
    const put = await call("PUT", url, secretary, body);
    expect(put.statusCode).toBe(200);
    expect(put.json().financing).toMatchObject({ ...body, updated_by_id: secretary.user.id });
    expect((await call("GET", url, broker)).json().financing.bank).toBe("Caixa Econômica Federal");
    const log = await ctx.prisma.saleLog.findFirstOrThrow({
      where: { saleId: sale._id, action: "payments_info_changed" },
    });
    expect(log.actorId).toBe(secretary.user.id);
    expect((log.data as { fields: string[] }).fields.sort()).toEqual(
      [
        "bank",
        "financed_value_cents",
        "financing_modality",
        "notes",
        "signal_paid_at",
        "signal_paid_value_cents",
      ].sort(),
    );
  });

  it("400 naming the field (values that do not close the plan included), nothing written; partner rules", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const url = `/sales/${sale._id}/payments_info`;
    const ok = { bank: "Itaú", financing_modality: "SFI" };
    const before = await extrasWrites(ctx.prisma);
    const cases: [object, string][] = [
      [{ ...ok, financed_value_cents: 33_000_000 }, '"financed_value_cents" não confere com o plano'],
      [{ fgts_value_cents: 100 }, '"fgts_value_cents" não confere com o plano'],
      [{ signal_paid_at: "2026-12-01", signal_paid_value_cents: 5_000_001 }, '"signal_paid_value_cents" excede'],
      [{ signal_paid_at: "2026-02-30", signal_paid_value_cents: 1 }, '"signal_paid_at" deve ser uma data'],
      [{ signal_paid_at: "2026-12-01" }, '"signal_paid_value_cents" é obrigatório'],
      [{ financed_value_cents: 33_300_000 }, '"bank" é obrigatório'],
      [{ ...ok, financed_value_cents: 12.5 }, '"financed_value_cents" deve ser um valor inteiro'],
      [{ financing_modality: "CDC" }, '"financing_modality"'],
      [{ juros: 1 }, '"juros"'],
    ];
    for (const [body, message] of cases) {
      const res = await call("PUT", url, secretary, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message[0]).toContain(message);
    }
    expect(await extrasWrites(ctx.prisma)).toEqual(before);

    const mine = await partnerSale();
    const purl = `/sales/${mine.sale._id}/payments_info`;
    expect((await call("GET", purl, otherPartner)).statusCode).toBe(404);
    expect((await call("PUT", purl, otherPartner, ok)).statusCode).toBe(403);
    expect((await call("PUT", purl, partner, ok)).statusCode).toBe(403);
    expect((await call("GET", purl, partner)).statusCode).toBe(200);
  });
});
