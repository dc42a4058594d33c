/** Proposal approval flow: proposal -> approval -> sale -> complete -> distrato, and the approval/sale guards. */
import { describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, planFor } from "./factories/deals";
import {
  admin,
  broker,
  call,
  coordinator,
  ctx,
  secretary,
  setUpDealsFlow,
  submittedProposal,
  unitAndLeadState,
} from "./factories/deals-flow";
import { createLead } from "./factories/leads";

setUpDealsFlow();

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
    // A notification read alone names the client, the enterprise, the tower and the unit.
    const about = `de ${lead.fullName} (${enterprise.name}, ${tower.name}, unidade ${u.number})`;
    expect(toApprover.find((n) => n.type === "PROPOSAL_AWAITING_APPROVAL")?.message).toBe(
      `A proposta v1 ${about} passou dos limites do empreendimento e aguarda sua aprovação.`,
    );
    expect(toApprover.find((n) => n.type === "NEW_PROPOSAL")?.message).toBe(`Proposta v1 ${about} criada.`);

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
      (await ctx.prisma.notification.findMany({ where: { receiverId: broker.user.id } })).map((n) => [
        n.type,
        n.title,
        n.message,
      ]),
    ).toEqual([["PROPOSAL_APPROVED", "Proposta aprovada", `A proposta v1 ${about} foi aprovada.`]]);
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
    const { proposal: p } = await submittedProposal({
      rules: [{ kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 20 }],
    });
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
