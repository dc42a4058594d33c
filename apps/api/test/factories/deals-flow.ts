/** Shared setup of the deals flow test files: each file gets its own app and database, four staff roles, request helpers. */
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "../helpers";
import { createDealEnterprise, planFor } from "./deals";
import { createLead, type Staff, staff } from "./leads";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let broker: Staff;
export let coordinator: Staff;
export let secretary: Staff;
export let admin: Staff;

/** Registers the file's beforeAll/afterAll: a fresh test context (own database) and four staff members. */
export function setUpDealsFlow() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
    coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
    secretary = await staff(ctx, ["SALES_SECRETARY"]);
    admin = await staff(ctx, ["GERAL_ADMIN"]);
  });
  afterAll(() => ctx?.close());
}

export const call = (method: "GET" | "POST" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

export async function unitAndLeadState(unitId: string, leadId: string) {
  const [unit, lead] = await Promise.all([
    ctx.prisma.unit.findUniqueOrThrow({ where: { id: unitId } }),
    ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } }),
  ]);
  return { unit: unit.status, lead: lead.status };
}

/**
 * An enterprise (with these approval rules) with one unit, the broker's lead interested in it, and the broker's submitted
 * proposal for that unit: the table price (R$ 500.000) unless `proposal` overrides the body.
 */
export async function submittedProposal(
  opts: { rules?: NonNullable<Parameters<typeof createDealEnterprise>[1]>["rules"]; proposal?: object } = {},
) {
  const { enterprise, unit } = await createDealEnterprise(ctx.prisma, opts.rules ? { rules: opts.rules } : {});
  const u = await unit();
  // The broker's own client: a proposal is only for a lead the broker may see.
  const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
  const res = await call("POST", "/proposals", broker, {
    lead_id: lead.id,
    unit_id: u.id,
    series: planFor(50_000_000),
    submit: true,
    ...opts.proposal,
  });
  return { enterprise, unit: u, lead, proposal: res.json() };
}
