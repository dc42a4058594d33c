import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, dealWrites, planFor, saleThroughApi } from "./factories/deals";
import { createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let broker: Staff;
let coordinator: Staff;
let secretary: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function unitAndLeadState(unitId: string, leadId: string) {
  const [unit, lead] = await Promise.all([
    ctx.prisma.unit.findUniqueOrThrow({ where: { id: unitId } }),
    ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } }),
  ]);
  return { unit: unit.status, lead: lead.status };
}

describe("proposal -> approval -> sale -> complete -> distrato", () => {
  it("moves the unit, the lead, the commissions and writes a log at each step", async () => {
    const { enterprise, tower, unit } = await createDealEnterprise(ctx.prisma, {
      rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3 }],
      approvers: [{ userId: coordinator.user.id, level: 1 }],
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, {
      ownerId: broker.user.id,
      enterpriseId: enterprise.id,
      status: "TALKING",
    });

    // 1. A 5 % discount breaks the 3 % rule: the proposal waits for the approver.
    const created = await call("POST", "/proposals", broker, {
      lead_id: lead.id,
      unit_id: u.id,
      discount: { type: "PERCENTAGE", value: 5 },
      series: planFor(47_500_000),
      submit: true,
    });
    expect(created.statusCode).toBe(201);
    const proposal = created.json();
    expect(proposal).toMatchObject({
      version: 1,
      status: "AWAITING_APPROVAL",
      price_cents: 50_000_000,
      discount_cents: 2_500_000,
      net_price_cents: 47_500_000,
      broker_id: broker.user.id,
      tags: ["ACIMA_DA_ALCADA"],
      failed_rules: [
        { rule: "max_discount_percent", message: "Desconto de 5% acima do limite de 3% do empreendimento." },
      ],
    });
    expect(
      proposal.series.map((s: { total_cents: number }) => s.total_cents).reduce((a: number, b: number) => a + b),
    ).toBe(47_500_000);
    // Display names come with the deal, in the detail and in the list (no per-id lookups on the web).
    const names = {
      lead: { _id: lead.id, full_name: lead.fullName },
      unit: { _id: u.id, number: u.number, tower_name: tower.name, enterprise_name: enterprise.name },
      broker: { _id: broker.user.id, full_name: broker.user.fullName },
    };
    expect(proposal).toMatchObject(names);
    expect((await call("GET", `/proposals/${proposal._id}`, broker)).json()).toMatchObject(names);
    const listed = (await call("GET", `/proposals?lead_id=${lead.id}`, broker)).json().payload;
    expect(listed).toMatchObject([{ _id: proposal._id, ...names }]);
    expect(await unitAndLeadState(u.id, lead.id)).toEqual({ unit: "AVAILABLE", lead: "PROPOSAL" });
    const toApprover = await ctx.prisma.notification.findMany({ where: { receiverId: coordinator.user.id } });
    expect(toApprover.map((n) => n.type).sort()).toEqual(["NEW_PROPOSAL", "PROPOSAL_AWAITING_APPROVAL"]);

    // 2. The broker cannot approve; the enterprise's approver can.
    expect((await call("PUT", `/proposals/${proposal._id}/approve`, broker, {})).statusCode).toBe(403);
    const approved = await call("PUT", `/proposals/${proposal._id}/approve`, coordinator, {
      reason: "Cliente à vista",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "APPROVED",
      decided_by: coordinator.user.id,
      decision_reason: "Cliente à vista",
    });
    expect(
      (await ctx.prisma.notification.findMany({ where: { receiverId: broker.user.id } })).map((n) => n.type),
    ).toEqual(["PROPOSAL_APPROVED"]);
    // Approving twice is a 409 with the reason.
    const again = await call("PUT", `/proposals/${proposal._id}/approve`, coordinator, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Não é possível aprovar uma proposta com status aprovada.");

    // 3. The sale holds the unit and the lead goes to CONTRACT.
    const saleRes = await call("POST", "/sales", broker, {
      proposal_id: proposal._id,
      buyers: [BUYER],
      observations: "Assinatura na quinta",
      responsible_coordinator_id: coordinator.user.id,
    });
    expect(saleRes.statusCode).toBe(201);
    const sale = saleRes.json();
    expect(sale).toMatchObject({
      status: "IN_PROCESS",
      net_price_cents: 47_500_000,
      buyers: [{ full_name: BUYER.full_name, document: "52998224725", share_percent: 100 }],
      observations: [{ text: "Assinatura na quinta", author_id: broker.user.id }],
      ...names,
      responsible_coordinator: { _id: coordinator.user.id, full_name: coordinator.user.fullName },
    });
    expect((await call("GET", `/sales?lead_id=${lead.id}`, broker)).json().payload).toMatchObject([
      { _id: sale._id, ...names, responsible_coordinator: { full_name: coordinator.user.fullName } },
    ]);
    expect(await unitAndLeadState(u.id, lead.id)).toEqual({ unit: "IN_SALES_PROCESS", lead: "CONTRACT" });
    const verify = await call("GET", `/sales/verify-lead-have-active-sale/${lead.id}`, broker);
    expect(verify.json()).toEqual({ has_active_sale: true, sale_id: sale._id });
    // One live sale per unit.
    expect((await call("POST", "/sales", broker, { proposal_id: proposal._id, buyers: [BUYER] })).statusCode).toBe(409);

    // 4. Completing is back-office work; the unit is SOLD, the lead SOLD and the commissions forecast.
    expect((await call("PUT", `/sales/${sale._id}/complete`, broker)).statusCode).toBe(403);
    const completed = await call("PUT", `/sales/${sale._id}/complete`, secretary);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe("COMPLETED");
    expect(await unitAndLeadState(u.id, lead.id)).toEqual({ unit: "SOLD", lead: "SOLD" });
    const commissions = (await call("GET", `/sales/${sale._id}/commissions`, secretary)).json().payload;
    expect(
      commissions
        .map((c: { party: string; value_cents: number; status: string; beneficiary_id: string }) => [
          c.party,
          c.value_cents,
          c.status,
          c.beneficiary_id,
        ])
        .sort(),
    ).toEqual([
      ["BROKER", 712_500, "FORECAST", broker.user.id],
      ["COORDINATOR", 237_500, "FORECAST", coordinator.user.id],
    ]);

    // 5. Distrato needs a reason; it frees the unit, returns the lead to negotiation and cancels commissions.
    const noReason = await call("PUT", `/sales/${sale._id}/distract`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message[0]).toMatch(/^"reason"/);
    const distracted = await call("PUT", `/sales/${sale._id}/distract`, admin, { reason: "Cliente perdeu o emprego" });
    expect(distracted.statusCode).toBe(200);
    expect(distracted.json()).toMatchObject({ status: "DISTRACTED", status_reason: "Cliente perdeu o emprego" });
    expect(await unitAndLeadState(u.id, lead.id)).toEqual({ unit: "AVAILABLE", lead: "TALKING" });
    const after = (await call("GET", `/sales/${sale._id}/commissions`, admin)).json().payload;
    expect(after.map((c: { status: string }) => c.status)).toEqual(["CANCELLED", "CANCELLED"]);
    expect((await call("GET", `/sales/verify-lead-have-active-sale/${lead.id}`, broker)).json()).toEqual({
      has_active_sale: false,
      sale_id: null,
    });

    // Logs at each step: proposal, sale, unit and lead.
    const saleLogs = (await call("GET", `/sales/${sale._id}/logs`, admin)).json().payload;
    expect(saleLogs.map((l: { action: string; to_status: string | null }) => [l.action, l.to_status])).toEqual([
      ["created", "IN_PROCESS"],
      ["complete", "COMPLETED"],
      ["distract", "DISTRACTED"],
      ["commissions_cancelled", null],
    ]);
    expect(saleLogs.every((l: { user_id: string }) => l.user_id)).toBe(true);
    const proposalLogs = (await call("GET", `/proposals/${proposal._id}/logs`, broker)).json().payload;
    expect(proposalLogs.map((l: { action: string }) => l.action)).toEqual(["created", "approved"]);
    const unitLogs = await ctx.prisma.unitLog.findMany({ where: { unitId: u.id }, orderBy: { createdAt: "asc" } });
    expect(unitLogs.map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ["START_SALE_PROCESS", "AVAILABLE", "IN_SALES_PROCESS"],
      ["MAKE_SOLD_FOR_ADMIN", "IN_SALES_PROCESS", "SOLD"],
      ["DISTRATO", "SOLD", "AVAILABLE"],
    ]);
    expect(unitLogs[2]?.reason).toBe("Cliente perdeu o emprego");
    const leadLogs = await ctx.prisma.leadLog.findMany({
      where: { leadId: lead.id, type: "STATUS" },
      orderBy: { createdAt: "asc" },
    });
    expect(leadLogs.map((l) => l.subtype)).toEqual(["PROPOSAL", "CONTRACT", "SOLD", "TALKING"]);
  });

  it("a proposal inside every limit is approved on submit, and a cancelled sale frees the unit", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma, {
      rules: [
        { kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 10 },
        { kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 10 },
      ],
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, { ownerId: broker.user.id, enterpriseId: enterprise.id });
    const draft = await call("POST", "/proposals", broker, {
      lead_id: lead.id,
      unit_id: u.id,
      discount: { type: "ABSOLUTE", value: 1_000_000 },
      series: planFor(49_000_000),
    });
    expect(draft.json()).toMatchObject({ status: "DRAFT", failed_rules: [], net_price_cents: 49_000_000 });
    const submitted = await call("PUT", `/proposals/${draft.json()._id}/submit`, broker);
    expect(submitted.json()).toMatchObject({ status: "APPROVED", failed_rules: [] });

    const sale = (await call("POST", "/sales", secretary, { proposal_id: draft.json()._id, buyers: [BUYER] })).json();
    const canceled = await call("PUT", `/sales/${sale._id}/cancel`, secretary, { reason: "Crédito negado pelo banco" });
    expect(canceled.json()).toMatchObject({ status: "CANCELED", status_reason: "Crédito negado pelo banco" });
    expect(await unitAndLeadState(u.id, lead.id)).toEqual({ unit: "AVAILABLE", lead: "TALKING" });
    const distrato = await call("PUT", `/sales/${sale._id}/distract`, secretary, { reason: "Tentativa inválida" });
    expect(distrato.statusCode).toBe(409);
    expect(distrato.json().message).toBe("Não é possível distratar uma venda cancelada.");
  });

  it("a sale needs an approved proposal (409) and a disapproval needs a reason", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma, {
      rules: [{ kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 20 }],
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const p = (
      await call("POST", "/proposals", broker, {
        lead_id: lead.id,
        unit_id: u.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    expect(p.status).toBe("AWAITING_APPROVAL");
    expect(p.failed_rules[0].rule).toBe("min_down_payment_percent");
    const sale = await call("POST", "/sales", broker, { proposal_id: p._id, buyers: [BUYER] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe("Só é possível criar uma venda a partir de uma proposta aprovada.");
    const noReason = await call("PUT", `/proposals/${p._id}/disapprove`, coordinator, {});
    expect(noReason.statusCode).toBe(400);
    const disapproved = await call("PUT", `/proposals/${p._id}/disapprove`, coordinator, { reason: "Ato muito baixo" });
    expect(disapproved.json()).toMatchObject({ status: "DISAPPROVED", decision_reason: "Ato muito baixo" });
    expect(
      (await ctx.prisma.notification.findMany({ where: { receiverId: broker.user.id, type: "PROPOSAL_DISAPPROVED" } }))
        .length,
    ).toBe(1);
  });
});

describe("a reserved unit", () => {
  it("is negotiated only for the lead holding the reservation, which the sale converts", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit({ status: "RESERVED" });
    const holder = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const other = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const reservation = await ctx.prisma.reservation.create({
      data: {
        unitId: u.id,
        enterpriseId: enterprise.id,
        leadId: holder.id,
        brokerId: broker.user.id,
        createdById: broker.user.id,
        type: "CUSTOMER_NEGOTIATION",
        durationMinutes: 60,
        status: "ACTIVE",
        activatedAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const queued = await ctx.prisma.reservation.create({
      data: {
        unitId: u.id,
        enterpriseId: enterprise.id,
        leadId: other.id,
        brokerId: broker.user.id,
        createdById: broker.user.id,
        type: "CUSTOMER_NEGOTIATION",
        durationMinutes: 60,
        status: "QUEUED",
        queuePosition: 1,
      },
    });
    const refused = await call("POST", "/proposals", broker, {
      lead_id: other.id,
      unit_id: u.id,
      series: planFor(50_000_000),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A unidade está reservada para outro cliente.");
    const p = (
      await call("POST", "/proposals", broker, {
        lead_id: holder.id,
        unit_id: u.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    expect(p.status).toBe("APPROVED");
    expect((await call("POST", "/sales", broker, { proposal_id: p._id, buyers: [BUYER] })).statusCode).toBe(201);
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } })).status).toBe(
      "CONVERTED",
    );
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe("CANCELED");
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: u.id } })).status).toBe("IN_SALES_PROCESS");
  });
});

describe("fork-edit (counter-proposal)", () => {
  it("creates version 2 linked to the parent with the differences, and supersedes the open parent", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma, {
      rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3 }],
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const parent = (
      await call("POST", "/proposals", broker, {
        lead_id: lead.id,
        unit_id: u.id,
        discount: { type: "PERCENTAGE", value: 5 },
        series: planFor(47_500_000),
        submit: true,
      })
    ).json();
    const fork = await call("POST", `/proposals/${parent._id}/fork-edit`, coordinator, {
      discount: { type: "PERCENTAGE", value: 3 },
      series: planFor(48_500_000),
      submit: true,
    });
    expect(fork.statusCode).toBe(201);
    const child = fork.json();
    expect(child).toMatchObject({
      version: 2,
      parent_id: parent._id,
      status: "APPROVED",
      net_price_cents: 48_500_000,
      tags: ["CONTRAPROPOSTA"],
      failed_rules: [],
    });
    const fields = child.changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(["discount", "discount_cents", "net_price_cents", "series.3"]);
    expect(child.changes[0]).toEqual({
      field: "discount",
      from: { type: "PERCENTAGE", value: 5 },
      to: { type: "PERCENTAGE", value: 3 },
    });
    const parentNow = (await call("GET", `/proposals/${parent._id}`, broker)).json();
    expect(parentNow.status).toBe("CANCELED");
    // The client's view: every instalment by date, and the PDF.
    const schedule = (await call("GET", `/proposals/${child._id}/payment-schedule`, broker)).json();
    expect(schedule.payload).toHaveLength(1 + 36 + 3 + 1);
    expect(schedule.payload.reduce((t: number, i: { value_cents: number }) => t + i.value_cents, 0)).toBe(48_500_000);
    expect(schedule.payload[0]).toEqual({
      series_index: 0,
      type: "ACT",
      number: 1,
      due_date: "2026-12-01",
      value_cents: 5_000_000,
      index: null,
    });
    const pdf = await call("GET", `/proposals/${child._id}/pdf`, broker);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      lead.fullName,
      "Proposta comercial v2",
      "R$ 500.000,00",
      "R$ 485.000,00",
      "36 x R$ 2.000,00",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // remove-tag
    const untagged = await call("PUT", `/proposals/${child._id}/remove-tag`, broker, { tag: "CONTRAPROPOSTA" });
    expect(untagged.json().tags).toEqual([]);
    expect(
      (await call("PUT", `/proposals/${child._id}/remove-tag`, broker, { tag: "CONTRAPROPOSTA" })).statusCode,
    ).toBe(400);
    // Both versions are listed for the unit.
    const byUnit = (await call("GET", `/proposals/unit/${u.id}`, broker)).json();
    expect(byUnit.payload.map((p: { version: number }) => p.version).sort()).toEqual([1, 2]);
  });
});

describe("a plan that does not add up", () => {
  it("400 naming the series and the missing amount; nothing written", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, status: "TALKING" });
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
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
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

describe("commission statuses", () => {
  it("finance releases and pays; a distrato cancels only what is not paid", async () => {
    const finance = await staff(ctx, ["FINANCIAL"]);
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const p = (
      await call("POST", "/proposals", broker, {
        lead_id: lead.id,
        unit_id: u.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    const sale = (
      await call("POST", "/sales", broker, {
        proposal_id: p._id,
        buyers: [BUYER],
        responsible_coordinator_id: coordinator.user.id,
      })
    ).json();
    await call("PUT", `/sales/${sale._id}/complete`, admin);
    const rows = (await call("GET", `/sales/${sale._id}/commissions`, finance)).json().payload;
    const brokerRow = rows.find((c: { party: string }) => c.party === "BROKER");
    const url = `/sales/${sale._id}/commissions/${brokerRow._id}`;

    expect((await call("PUT", url, broker, { status: "RELEASED" })).statusCode).toBe(403);
    expect((await call("PUT", url, finance, { status: "CANCELLED" })).statusCode).toBe(400);
    expect((await call("PUT", url, finance, { status: "PAID" })).statusCode).toBe(409);
    expect((await call("PUT", url, finance, { status: "RELEASED" })).json()).toMatchObject({ status: "RELEASED" });
    expect((await call("PUT", url, finance, { status: "PAID" })).json()).toMatchObject({
      status: "PAID",
      value_cents: 750_000,
    });
    const back = await call("PUT", url, finance, { status: "RELEASED" });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("Não é possível mudar uma comissão paga para liberada.");

    await call("PUT", `/sales/${sale._id}/distract`, admin, { reason: "Distrato amigável" });
    const after = (await call("GET", `/sales/${sale._id}/commissions`, finance)).json().payload;
    expect(after.map((c: { party: string; status: string }) => [c.party, c.status]).sort()).toEqual([
      ["BROKER", "PAID"],
      ["COORDINATOR", "CANCELLED"],
    ]);
    const actions = (await call("GET", `/sales/${sale._id}/logs`, admin))
      .json()
      .payload.map((l: { action: string }) => l.action);
    expect(actions).toEqual([
      "created",
      "complete",
      "commission_moved",
      "commission_moved",
      "distract",
      "commissions_cancelled",
    ]);
  });
});

describe("concurrency", () => {
  it("10 concurrent sales from one approved proposal: exactly one wins, the rest get 409", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const p = (
      await call("POST", "/proposals", broker, {
        lead_id: lead.id,
        unit_id: u.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/sales", broker, { proposal_id: p._id, buyers: [BUYER] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await ctx.prisma.sale.count({ where: { unitId: u.id } })).toBe(1);
    expect(await ctx.prisma.unitLog.count({ where: { unitId: u.id } })).toBe(1);
  });

  it("two approvers at once: one approves, the other gets 409", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma, {
      rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 1 }],
    });
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const p = (
      await call("POST", "/proposals", broker, {
        lead_id: lead.id,
        unit_id: u.id,
        discount: { type: "PERCENTAGE", value: 2 },
        series: planFor(49_000_000),
        submit: true,
      })
    ).json();
    const [a, b] = await Promise.all([
      call("PUT", `/proposals/${p._id}/approve`, coordinator, {}),
      call("PUT", `/proposals/${p._id}/disapprove`, admin, { reason: "Desconto alto demais" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const logs = await ctx.prisma.proposalLog.findMany({ where: { proposalId: p._id } });
    expect(logs.map((l) => l.action).sort()).toEqual(
      ["created", a.statusCode === 200 ? "approved" : "disapproved"].sort(),
    );
  });
});

describe("buyers from the lead's contract data", () => {
  it("a sale without buyers takes the lead's validated contract data; incomplete data is a 400 on buyers", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const bare = await createLead(ctx.prisma, { enterpriseId: enterprise.id });
    const u1 = await unit();
    const p1 = (
      await call("POST", "/proposals", broker, {
        lead_id: bare.id,
        unit_id: u1.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    const before = await dealWrites(ctx.prisma);
    const refused = await call("POST", "/sales", broker, { proposal_id: p1._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message[0]).toMatch(
      /^"buyers" é obrigatório: os dados contratuais do lead estão incompletos/,
    );
    expect(await dealWrites(ctx.prisma)).toEqual(before);

    const complete = await createLead(ctx.prisma, {
      enterpriseId: enterprise.id,
      fullName: "Rafael Contratante",
      document: "11144477735",
      documentType: "CPF",
      email: "rafael@example.com",
      address: BUYER.address,
    });
    const u2 = await unit();
    const p2 = (
      await call("POST", "/proposals", broker, {
        lead_id: complete.id,
        unit_id: u2.id,
        series: planFor(50_000_000),
        submit: true,
      })
    ).json();
    const sale = await call("POST", "/sales", broker, { proposal_id: p2._id });
    expect(sale.statusCode).toBe(201);
    expect(sale.json().buyers).toEqual([
      expect.objectContaining({
        lead_id: complete.id,
        full_name: "Rafael Contratante",
        document_type: "CPF",
        document: "11144477735",
        share_percent: 100,
        address: expect.objectContaining({ zip_code: "13015100", city: "Campinas" }),
      }),
    ]);
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
