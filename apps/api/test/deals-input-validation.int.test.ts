/** Plan and input validation on the deal and sale routes: 400 naming the field, nothing written. */
import { describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, dealWrites, planFor, saleThroughApi } from "./factories/deals";
import { broker, call, ctx, secretary, setUpDealsFlow } from "./factories/deals-flow";
import { createLead } from "./factories/leads";

setUpDealsFlow();

describe("a plan that does not add up", () => {
  it("400 naming the series and the missing amount; nothing written", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma, {
      enterpriseId: enterprise.id,
      ownerId: broker.user.id,
      status: "TALKING",
    });
    const before = await dealWrites(ctx.prisma);
    const series = planFor(50_000_000);
    series[3] = { ...series[3], value_cents: (series[3]?.value_cents as number) - 123_456 } as (typeof series)[number];
    const res = await call("POST", "/proposals", broker, { lead_id: lead.id, unit_id: u.id, series });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Bad Request");
    expect(res.json().message[0]).toMatch(/^"series\.3\.value_cents" não fecha o plano: Faltam R\$ 1\.234,56/);
    const over = await call("POST", "/proposals", broker, {
      lead_id: lead.id,
      unit_id: u.id,
      discount: { type: "ABSOLUTE", value: 1 },
      series: planFor(50_000_000),
    });
    expect(over.json().message[0]).toContain("Excede em R$ 0,01");
    expect(await dealWrites(ctx.prisma)).toEqual(before);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("TALKING");
  });
});

describe("bad input on the deal routes", () => {
  it("400 naming the field, nothing written", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const noPrice = await unit({ price: null });
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
    const base = { lead_id: lead.id, unit_id: u.id, series: planFor(50_000_000) };
    const before = await dealWrites(ctx.prisma);
    const cases: [string, string, object, string][] = [
      ["POST", "/proposals", { ...base, lead_id: "x" }, "lead_id"],
      ["POST", "/proposals", { ...base, unit_id: "00000000-0000-4000-8000-000000000000" }, "unit_id"],
      ["POST", "/proposals", { ...base, lead_id: "00000000-0000-4000-8000-000000000000" }, "lead_id"],
      ["POST", "/proposals", { ...base, series: [] }, "series"],
      ["POST", "/proposals", { ...base, series: [{ ...base.series[0], type: "WEEKLY" }] }, "series.0.type"],
      [
        "POST",
        "/proposals",
        { ...base, series: [{ ...base.series[0], down_payment_variant: null }] },
        "series.0.down_payment_variant",
      ],
      ["POST", "/proposals", { ...base, discount: { type: "PERCENTAGE", value: 150 } }, "discount.value"],
      ["POST", "/proposals", { ...base, price_cents: 1 }, "price_cents"],
      ["POST", "/proposals", { ...base, broker_id: "00000000-0000-4000-8000-000000000000" }, "broker_id"],
      ["POST", "/sales", { proposal_id: "00000000-0000-4000-8000-000000000000", buyers: [BUYER] }, "proposal_id"],
      ["POST", "/sales", { proposal_id: u.id, buyers: [{ ...BUYER, share_percent: 50 }] }, "buyers"],
      [
        "POST",
        "/sales",
        { proposal_id: u.id, buyers: [{ ...BUYER, document: "123.456.789-00" }] },
        "buyers.0.document",
      ],
      [
        "POST",
        "/sales",
        { proposal_id: u.id, buyers: [{ ...BUYER, address: { ...BUYER.address, zip_code: "1234" } }] },
        "buyers.0.address.zip_code",
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as "POST", url, broker, payload);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().message[0], `${url} ${field}`).toMatch(new RegExp(`^"${field.replaceAll(".", "\\.")}"`));
    }
    // A unit without a table price is a 409 with the reason.
    const priceless = await call("POST", "/proposals", broker, { ...base, unit_id: noPrice.id });
    expect(priceless.statusCode).toBe(409);
    expect(priceless.json().message).toBe("A unidade ainda não tem preço de tabela.");
    expect(await dealWrites(ctx.prisma)).toEqual(before);
  });
});

describe("bad input on the sale routes", () => {
  it("400 naming the field, nothing written", async () => {
    const { proposal: p, sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const before = await dealWrites(ctx.prisma);
    const cases: ["PUT" | "POST", string, object, string][] = [
      ["PUT", `/sales/${sale._id}/cancel`, {}, "reason"],
      ["PUT", `/sales/${sale._id}/cancel`, { reason: "ok" }, "reason"],
      ["PUT", `/sales/${sale._id}/buyers`, { buyers: [{ ...BUYER, share_percent: 99.99 }] }, "buyers"],
      ["PUT", `/sales/${sale._id}/buyers`, { buyers: [{ ...BUYER, share_percent: 100.5 }] }, "buyers.0.share_percent"],
      ["POST", `/sales/${sale._id}/observations`, { text: "   " }, "text"],
      [
        "PUT",
        `/sales/${sale._id}/responsible-coordinator`,
        { responsible_coordinator_id: "x" },
        "responsible_coordinator_id",
      ],
      [
        "PUT",
        `/sales/${sale._id}/responsible-coordinator`,
        { responsible_coordinator_id: "00000000-0000-4000-8000-000000000000" },
        "responsible_coordinator_id",
      ],
      ["PUT", `/proposals/${p._id}/remove-tag`, {}, "tag"],
      ["PUT", `/proposals/${p._id}/cancel`, {}, "reason"],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method, url, secretary, payload);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().message[0], `${url} ${field}`).toMatch(new RegExp(`^"${field.replaceAll(".", "\\.")}"`));
    }
    expect((await call("GET", "/sales?status=SOLD", secretary)).json().message[0]).toMatch(/^"status"/);
    expect((await call("GET", "/sales/nao-e-uuid", secretary)).statusCode).toBe(400);
    expect(await dealWrites(ctx.prisma)).toEqual(before);
  });
});
