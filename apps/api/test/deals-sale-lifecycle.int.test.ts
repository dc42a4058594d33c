/** Sale lifecycle: commission statuses, concurrent sales and approvals, buyers from the lead's contract data. */
import { describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, dealWrites, planFor } from "./factories/deals";
import { admin, broker, call, coordinator, ctx, setUpDealsFlow, submittedProposal } from "./factories/deals-flow";
import { createLead, staff } from "./factories/leads";

setUpDealsFlow();

describe("commission statuses", () => {
  it("finance releases and pays; a distrato cancels only what is not paid", async () => {
    const finance = await staff(ctx, ["FINANCIAL"]);
    const { proposal: p } = await submittedProposal();
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
    const { unit: u, proposal: p } = await submittedProposal();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/sales", broker, { proposal_id: p._id, buyers: [BUYER] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await ctx.prisma.sale.count({ where: { unitId: u.id } })).toBe(1);
    expect(await ctx.prisma.unitLog.count({ where: { unitId: u.id } })).toBe(1);
  });

  it("two approvers at once: one approves, the other gets 409", async () => {
    const { proposal: p } = await submittedProposal({
      rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 1 }],
      proposal: { discount: { type: "PERCENTAGE", value: 2 }, series: planFor(49_000_000) },
    });
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
    const bare = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
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
      ownerId: broker.user.id,
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
