/**
 * The partners report (decision 071 "Partners report") on hand-made data with known answers: leads brought
 * (created by the partner, or with the partner as co-partner; a lead created at 23:30 on 31 March São Paulo is a
 * March lead), stand visits of those leads and third-party visits, proposals, gross sales and VGV from the sale events
 * (by the partner, of a lead they brought, or in the agency's name — one at 23:30 on the 31st counts, one at 00:10 on
 * 1 April does not), commissions by status (cancelled left out), conversion; an agency adds its brokers' figures
 * counting a shared lead once; a coordinator sees only their team's part; the enterprise and agency filters; a booth specialist gets 403 and a bad month a 400.
 * The drill-down (decision 079) lists exactly the leads and sales behind a number, and the downloads parsed back
 * carry the JSON's figures.
 */

import { PARTNER_KPI_KEYS, PARTNER_KPIS, type PartnersReportDto } from "@portal/contracts/reports/partners";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { createUser } from "@portal/db/testing/factories";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let admin: Staff;
let outsider: Staff;
let coordinator: Staff;
let agencyId: string;
let b1: string;
let b2: string;
let b3: string;
let enterpriseId: string;
let l1Id: string;
let l3Id: string;
let s1Id: string;
let s2Id: string;
let s3Id: string;
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
  l1Id = l1.id;
  l3Id = l3.id;
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
  const s2 = await createReportSale(p, {
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
  [s1Id, s2Id, s3Id] = [s1.id, s2.id, s3.id];
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

const rows = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/services/reports/partners-report/rows?${query}`, headers: who.headers });
type RowsBody = {
  subject: { kind: string; _id: string | null; full_name: string };
  payload: {
    _id: string;
    lead: { _id: string };
    partners: { _id: string }[];
    value: number | null;
    commission: number | null;
  }[];
  pagination: { total: number; skip: number; limit: number };
};

describe("GET /services/reports/partners-report/rows", () => {
  it("lists the leads behind a broker's and an agency's 'leads brought' (a shared lead once, both partners named)", async () => {
    const broker = await rows(admin, `${MARCH}&metric=leads_brought&broker_id=${b1}`);
    expect(broker.statusCode, broker.body).toBe(200);
    const b = broker.json() as RowsBody;
    expect(b.subject).toMatchObject({ kind: "BROKER", _id: b1 });
    expect(b.payload.map((r) => r._id)).toEqual([l1Id]);
    const agency = (
      await rows(admin, `${MARCH}&metric=leads_brought&partner_agency_id=${agencyId}`)
    ).json() as RowsBody;
    expect(agency.subject).toMatchObject({ kind: "AGENCY", _id: agencyId, full_name: "Imobiliária Parceira" });
    // Newest first: L1 (brought 31 March 23:30) before L3 (10 March).
    expect(agency.payload.map((r) => r._id)).toEqual([l1Id, l3Id]);
    expect(agency.pagination.total).toBe(AGENCY.leads_brought);
    expect(agency.payload[0]?.partners.map((p) => p._id).sort()).toEqual([b1, b2].sort());
    expect(agency.payload[1]?.partners.map((p) => p._id)).toEqual([b2]);
  });

  it("lists the sales behind an agency's and every partner's numbers: count, VGV and commission add up", async () => {
    const agency = (await rows(admin, `${MARCH}&metric=sales&partner_agency_id=${agencyId}`)).json() as RowsBody;
    expect(agency.payload.map((r) => [r._id, r.value, r.commission])).toEqual([
      [s3Id, 20_000_000, 400_000],
      [s1Id, 50_000_000, 1_500_000],
    ]);
    const sum = (k: "value" | "commission", body: RowsBody) => body.payload.reduce((a, r) => a + (r[k] ?? 0), 0);
    expect([agency.pagination.total, sum("value", agency), sum("commission", agency)]).toEqual([
      AGENCY.sales,
      AGENCY.vgv,
      AGENCY.commission,
    ]);
    const report = (await get(admin, MARCH)).json() as PartnersReportDto;
    const all = (await rows(admin, `${MARCH}&metric=sales`)).json() as RowsBody;
    expect(all.subject).toEqual({ kind: "TOTAL", _id: null, full_name: "Todos os parceiros" });
    expect(all.payload.map((r) => r._id)).toEqual([s3Id, s2Id, s1Id]);
    expect([all.pagination.total, sum("value", all)]).toEqual([report.totals.sales, report.totals.vgv]);
  });

  it("pages, keeps the coordinator's scope, refuses a booth specialist and names a bad field", async () => {
    const page = (await rows(admin, `${MARCH}&metric=sales&partner_agency_id=${agencyId}&skip=1&limit=1`)).json();
    expect(page.payload.map((r: { _id: string }) => r._id)).toEqual([s1Id]);
    expect(page.pagination).toEqual({ total: 2, skip: 1, limit: 1 });
    const mine = (await rows(coordinator, `${MARCH}&metric=sales`)).json() as RowsBody;
    expect(mine.payload.map((r) => r._id)).toEqual([s3Id, s1Id]);
    const leads = (await rows(coordinator, `${MARCH}&metric=leads_brought&partner_agency_id=${agencyId}`)).json();
    expect(leads.pagination.total).toBe(0);
    expect((await rows(outsider, `${MARCH}&metric=sales`)).statusCode).toBe(403);
    const noMetric = await rows(admin, MARCH);
    expect(noMetric.statusCode).toBe(400);
    expect(noMetric.body).toContain("metric");
    const badBroker = await rows(admin, `${MARCH}&metric=sales&broker_id=nope`);
    expect(badBroker.statusCode).toBe(400);
    expect(badBroker.body).toContain('\\"broker_id\\" é inválido');
  });
});

describe("GET /services/reports/partners-report/export", () => {
  const download = async (who: Staff, format: string, query = MARCH) => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/services/reports/partners-report/export?${query}&format=${format}`,
      headers: who.headers,
    });
    return res;
  };
  /** The screen's table from the JSON: totals, then each agency's own row and its brokers. */
  const expectedTable = (r: PartnersReportDto) => [
    ["Todos os parceiros", "", r.totals],
    ...r.agencies.flatMap((g) => [
      ...(g.figures ? [[g.agency?.full_name ?? "Sem imobiliária", "Toda a imobiliária", g.figures]] : []),
      ...g.brokers.map((b) => [g.agency?.full_name ?? "Sem imobiliária", b.broker.full_name, b.figures]),
    ]),
  ];

  it("the CSV parsed back is the JSON's table", async () => {
    const r = (await get(admin, MARCH)).json() as PartnersReportDto;
    const res = await download(admin, "csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("relatorio-parceiros-2026-03-a-2026-03.csv");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = res.rawPayload
      .toString("utf8")
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(header).toEqual([
      "Imobiliária",
      "Corretor",
      ...PARTNER_KPI_KEYS.map((k) => {
        const f = PARTNER_KPIS[k].format;
        return PARTNER_KPIS[k].label + (f === "money" ? " (R$)" : f === "percent" ? " (%)" : "");
      }),
    ]);
    const number = (cell: string, k: (typeof PARTNER_KPI_KEYS)[number]) => {
      if (cell === "") return null;
      const n = Number(cell.replace(",", "."));
      const f = PARTNER_KPIS[k].format;
      return f === "money" ? Math.round(n * 100) : f === "percent" ? n / 100 : n;
    };
    const parsed = lines.map(([agency, broker, ...cells]) => [
      agency,
      broker,
      Object.fromEntries(PARTNER_KPI_KEYS.map((k, i) => [k, number(cells[i] as string, k)])),
    ]);
    expect(parsed).toEqual(expectedTable(r));
    expect(parsed[0]?.[2]).toMatchObject({ sales: 3, vgv: 100_000_000 });
    expect(parsed.find((p) => p[1] === "Toda a imobiliária")?.[2]).toEqual(AGENCY);
  });

  it("the XLSX holds the same rows (money in reais) and the PDF the same figures formatted", async () => {
    const r = (await get(admin, MARCH)).json() as PartnersReportDto;
    const res = await download(admin, "xlsx");
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Imobiliárias e corretores");
    const out: unknown[][] = [];
    sheet?.eachRow((row, n) => {
      if (n > 4) out.push((row.values as unknown[]).slice(1));
    });
    expect(out).toEqual(
      expectedTable(r).map(([agency, broker, f]) => {
        const cells = PARTNER_KPI_KEYS.map((k) => {
          const v = (f as Record<string, number | null>)[k] ?? null;
          return v != null && PARTNER_KPIS[k].format === "money" ? v / 100 : v;
        });
        // ExcelJS leaves trailing empty cells out.
        const row = [agency, broker, ...cells];
        while (row.length && row.at(-1) == null) row.pop();
        return row.map((c) => (c === null ? undefined : c));
      }),
    );
    const pdf = await download(admin, "pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Relatório de parceiros",
      "Imobiliária Parceira",
      "R$ 700.000,00",
      "R$ 19.000,00",
      "Sem imobiliária",
    ])
      expect(text).toContain(expected);
  });

  it("a coordinator's file is their scope's; a booth specialist gets 403; a bad format is named", async () => {
    const res = await download(coordinator, "csv", `${MARCH}&partner_agency_id=${agencyId}`);
    const total = res.rawPayload.toString("utf8").split("\r\n")[1]?.split(";");
    // sales 2, VGV 700.000,00, leads 0 -> conversion empty
    expect(total?.slice(0, 3)).toEqual(["Todos os parceiros", "", "0"]);
    expect(total?.[5]).toBe("2");
    expect(total?.[6]).toBe("700000,00");
    expect(total?.at(-1)).toBe("");
    expect((await download(outsider, "csv")).statusCode).toBe(403);
    const bad = await download(admin, "doc");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("format");
  });
});
