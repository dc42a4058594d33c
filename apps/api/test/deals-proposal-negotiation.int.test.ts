/** Negotiating a unit: a reserved unit is negotiated only for its lead; fork-edit creates a counter-proposal. */
import { describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, planFor } from "./factories/deals";
import { broker, call, coordinator, ctx, setUpDealsFlow, submittedProposal } from "./factories/deals-flow";
import { createLead } from "./factories/leads";
import { pdfText } from "./pdf-text";

setUpDealsFlow();

describe("a reserved unit", () => {
  it("is negotiated only for the lead holding the reservation, which the sale converts", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit({ status: "RESERVED" });
    const holder = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
    const other = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
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
    const {
      unit: u,
      lead,
      proposal: parent,
    } = await submittedProposal({
      rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3 }],
      proposal: { discount: { type: "PERCENTAGE", value: 5 }, series: planFor(47_500_000) },
    });
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
