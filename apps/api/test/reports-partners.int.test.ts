/**
 * The partners report (decision 071 "Partners report") on hand-made data with known answers: leads brought
 * (created by the partner, or with the partner as co-partner; a lead created at 23:30 on 31 March São Paulo is a
 * March lead), stand visits of those leads and third-party visits, proposals, gross sales and VGV from the sale events
 * (by the partner, of a lead they brought, or in the agency's name — one at 23:30 on the 31st counts, one at 00:10 on
 * 1 April does not), commissions by status (cancelled left out), conversion; an agency adds its brokers' figures
 * counting a shared lead once; a coordinator sees only their team's part; the enterprise and agency filters; a booth specialist gets 403 and a bad month a 400.
 */

import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let outsider: Staff;
let coordinator: Staff;
let agencyId: string;
let b1: string;
let b2: string;
let b3: string;
let enterpriseId: string;
const MARCH = "month_start=2026-03&month_end=2026-03";

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  outsider = await staff(ctx, ["BOOTH_SPECIALIST"]);
  const seller = await staff(ctx, ["BOOTH_SPECIALIST"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  await createTeam(p, { masterId: coordinator.user.id, memberIds: [seller.user.id] });
  const agency = (await createUser(p, { roles: ["ESTATE"], fullName: "Imobiliária Parceira" })).user;
  agencyId = agency.id;
  const partner = async (roles: string[], agency: string | null) =>
    (await createUser(p, { roles, partnerAgencyId: agency } as never)).user.id;
  b1 = await partner(["AGENT_PARTNER"], agencyId);
  b2 = await partner(["AGENT_PARTNER"], agencyId);
  b3 = await partner(["AGENT_PATRIANI"], null);
  const { enterprise, units } = await createEnterpriseWithUnits(p, { towers: [{ units: 4 }] });
  const other = await createEnterpriseWithUnits(p, { towers: [{ units: 1 }] });
  enterpriseId = enterprise.id;
  const lead = async (createdById: string, createdAt: Date, ent = enterpriseId) => {
    const l = await createReportLead(p, { enterpriseId: ent, createdAt });
    return p.lead.update({ where: { id: l.id }, data: { createdById } });
  };
  // B1's clients: L1 at 23:30 on 31 March (a March lead), L2 at 23:30 on 28 February (not brought in March).
  const l1 = await lead(b1, spTime("2026-03-31 23:30"));
  const l2 = await lead(b1, spTime("2026-02-28 23:30"));
  // L3 is the company's; B2 becomes its co-partner in March by a third-party visit, and co-partner of L1 too.
  const l3 = await lead(admin.user.id, spTime("2026-03-01 10:00"));
  const copartner = (leadId: string, userId: string, at: Date) =>
    p.leadCopartner.create({ data: { leadId, userId, fullName: "Corretor parceiro", createdAt: at } });
  await copartner(l3.id, b2, spTime("2026-03-10 10:00"));
  await copartner(l1.id, b2, spTime("2026-03-31 23:40"));
  // B3's client in the other enterprise.
  await lead(b3, spTime("2026-03-05 10:00"), other.enterprise.id);
  const [lx, ly] = [
    await lead(admin.user.id, spTime("2026-01-10 10:00")),
    await lead(admin.user.id, spTime("2026-01-10 10:00")),
  ];

  await p.stand.create({ data: { enterpriseId } });
  const visit = (leadId: string, at: Date, status: "FINISHED" | "CANCELED" = "FINISHED") =>
    p.standVisit.create({
      data: {
        enterpriseId,
        leadId,
        visitorName: "Visitante",
        visitorPhone: "5547999990000",
        lgpdConsent: true,
        status,
        arrivedAt: at,
      },
    });
  await visit(l1.id, spTime("2026-03-05 10:00"));
  const thirdParty = await visit(l3.id, spTime("2026-03-10 09:50"));
  await p.thirdPartyVisit.create({
    data: {
      standVisitId: thirdParty.id,
      enterpriseId,
      leadId: l3.id,
      brokerName: "Corretor parceiro",
      brokerCreci: "12345-F",
      brokerUserId: b2,
      coPartnerAdded: true,
    },
  });
  await visit(l2.id, spTime("2026-04-01 00:30")); // April in São Paulo
  await visit(l1.id, spTime("2026-03-06 10:00"), "CANCELED");

  const [u1, u2, u3, u4] = units as [(typeof units)[0], (typeof units)[0], (typeof units)[0], (typeof units)[0]];
  // S1: B1's lead L2 sold by the company's specialist, 500.000,00; commissions to B1 (paid), the agency (forecast)
  // and B2 (cancelled).
  const s1 = await createReportSale(p, {
    unit: u1,
    leadId: l2.id,
    brokerId: seller.user.id,
    price: 50_000_000,
    createdAt: spTime("2026-03-12 15:00"),
  });
  // S2: B3 sells a company lead, 300.000,00.
  await createReportSale(p, {
    unit: u2,
    leadId: lx.id,
    brokerId: b3,
    price: 30_000_000,
    createdAt: spTime("2026-03-20 10:00"),
  });
  // S3: a sale in the agency's name at 23:30 on 31 March, 200.000,00; its agency commission released.
  const s3 = await createReportSale(p, {
    unit: u3,
    leadId: ly.id,
    brokerId: seller.user.id,
    price: 20_000_000,
    createdAt: spTime("2026-03-31 23:30"),
    partnerAgencyId: agencyId,
  });
  // S4: B1 sells L1 at 00:10 on 1 April: April.
  await createReportSale(p, {
    unit: u4,
    leadId: l1.id,
    brokerId: b1,
    price: 10_000_000,
    createdAt: spTime("2026-04-01 00:10"),
  });
  const commission = (
    saleId: string,
    role: "AGENCY" | "BROKER",
    beneficiaryId: string,
    amount: number,
    status: "FORECAST" | "RELEASED" | "PAID" | "CANCELLED",
  ) => p.commission.create({ data: { saleId, role, beneficiaryId, percentage: 1, amount: BigInt(amount), status } });
  await commission(s1.id, "BROKER", b1, 1_000_000, "PAID");
  await commission(s1.id, "AGENCY", agencyId, 500_000, "FORECAST");
  await commission(s1.id, "BROKER", b2, 300_000, "CANCELLED");
  await commission(s3.id, "AGENCY", agencyId, 400_000, "RELEASED");
});
afterAll(() => ctx?.close());

const get = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/services/reports/partners-report?${query}`, headers: who.headers });

type Figures = Record<string, number | null>;
type Group = {
  agency: { _id: string } | null;
  figures: Figures | null;
  brokers: { broker: { _id: string }; figures: Figures }[];
};
const groupOf = (body: { agencies: Group[] }, id: string | null) =>
  body.agencies.find((g) => (g.agency?._id ?? null) === id);
const brokerOf = (body: { agencies: Group[] }, id: string) =>
  body.agencies.flatMap((g) => g.brokers).find((b) => b.broker._id === id)?.figures;

const AGENCY = {
  leads_brought: 2,
  visits: 2,
  proposals: 1,
  sales: 2,
  vgv: 70_000_000,
  commission: 1_900_000,
  commission_pending: 900_000,
  commission_paid: 1_000_000,
  conversion: 1,
};

describe("GET /services/reports/partners-report", () => {
  it("counts each partner's month and adds an agency's brokers up, a shared lead once", async () => {
    const res = await get(admin, MARCH);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ month_start: "2026-03", month_end: "2026-03" });
    expect(body.scope.kind).toBe("ALL");
    expect(brokerOf(body, b1)).toEqual({
      leads_brought: 1,
      visits: 1,
      proposals: 1,
      sales: 1,
      vgv: 50_000_000,
      commission: 1_000_000,
      commission_pending: 0,
      commission_paid: 1_000_000,
      conversion: 1,
    });
    expect(brokerOf(body, b2)).toEqual({
      leads_brought: 2,
      visits: 2,
      proposals: 0,
      sales: 0,
      vgv: 0,
      commission: 0,
      commission_pending: 0,
      commission_paid: 0,
      conversion: 0,
    });
    const group = groupOf(body, agencyId);
    expect(group?.figures).toEqual(AGENCY);
    expect(group?.brokers.map((b) => b.broker._id)).toEqual([b1, b2]);
    expect(groupOf(body, null)?.brokers.find((b) => b.broker._id === b3)?.figures).toMatchObject({
      leads_brought: 1,
      proposals: 1,
      sales: 1,
      vgv: 30_000_000,
      conversion: 1,
    });
  });

  it("filters by agency (the totals are the agency's) and by enterprise", async () => {
    const mine = (await get(admin, `${MARCH}&partner_agency_id=${agencyId}`)).json();
    expect(mine.agencies).toHaveLength(1);
    expect(mine.totals).toEqual(AGENCY);
    const here = (await get(admin, `${MARCH}&enterprise_id=${enterpriseId}`)).json();
    expect(brokerOf(here, b3)).toMatchObject({ leads_brought: 0, sales: 1, conversion: null });
    const april = (await get(admin, `month_start=2026-04&month_end=2026-04&partner_agency_id=${agencyId}`)).json();
    expect(april.totals).toMatchObject({ leads_brought: 0, visits: 1, sales: 1, vgv: 10_000_000 });
  });

  it("a coordinator sees only what their team's people did: the sales and proposal of their seller", async () => {
    const res = await get(coordinator, `${MARCH}&partner_agency_id=${agencyId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.scope.kind).toBe("TEAMS");
    // The partners' leads and visits have no team and no seller of theirs; S1 and S3 were sold by their seller.
    expect(body.totals).toEqual({ ...AGENCY, leads_brought: 0, visits: 0, conversion: null });
    const all = (await get(coordinator, MARCH)).json();
    expect(brokerOf(all, b3)).toMatchObject({ sales: 0, proposals: 0 });
  });

  it("refuses a booth specialist (403) and names a bad month (400)", async () => {
    expect((await get(outsider, MARCH)).statusCode).toBe(403);
    const bad = await get(admin, "month_end=2026-00");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("month_end");
    expect(bad.body).toContain("deve ser um mês no formato AAAA-MM");
  });
});
