/**
 * The commissions report (decision 072), on hand-made sales and commissions with known answers: totals per status,
 * per São Paulo month of the sale (a sale at 23:30 on 31 January is January's, one at 23:59 on 31 December is out),
 * per beneficiary (agency, broker, coordinator, a share without beneficiary) and per sale; what is due this month
 * (every released, unpaid commission, whatever the sale's month); a paid commission that stays paid after the
 * distrato; filters by role, beneficiary and status; a coordinator who reads only their teams' sales; 403 for a
 * booth specialist; 400 naming the field; exports that parse back to the JSON.
 */
import type { CommissionBeneficiaryRow, CommissionsReportDto } from "@portal/contracts/reports/commissions";
import type { Unit } from "@portal/db/client";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let booth: Staff;
const ids: Record<string, string> = {};
const PERIOD = "month_start=2026-01&month_end=2026-03";

type Role = "AGENCY" | "BROKER" | "COORDINATOR" | "MANAGER";
type Status = "FORECAST" | "RELEASED" | "PAID" | "CANCELLED";

async function commission(
  saleId: string,
  role: Role,
  beneficiaryId: string | null,
  amount: number,
  status: Status,
  at: Partial<Record<"releasedAt" | "paidAt" | "canceledAt", Date>> = {},
) {
  return ctx.prisma.commission.create({
    data: { saleId, role, beneficiaryId, percentage: 1, amount: BigInt(amount), status, ...at },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"], { fullName: "Carla Coordenadora" });
  booth = await staff(ctx, ["BOOTH_SPECIALIST"]);
  const ana = await staff(ctx, ["ONLINE_SPECIALIST"], { fullName: "Ana Norte" });
  const saulo = await staff(ctx, ["ONLINE_SPECIALIST"], { fullName: "Saulo Sul" });
  const prime = await staff(ctx, ["AGENT_PARTNER"], { fullName: "+Prime Imóveis" });
  Object.assign(ids, { ana: ana.user.id, saulo: saulo.user.id, prime: prime.user.id, coord: coordinator.user.id });
  const norte = await createTeam(p, { masterId: coordinator.user.id, memberIds: [ana.user.id], name: "Norte" });
  const sul = await createTeam(p, { memberIds: [saulo.user.id], name: "Sul" });
  const { enterprise, units } = await createEnterpriseWithUnits(p, {
    name: "Residencial Aurora",
    towers: [{ name: "Torre A", units: 5 }],
  });
  ids.enterprise = enterprise.id;
  const [u1, u2, u3, u4, u5] = units as [Unit, Unit, Unit, Unit, Unit];
  const leadN = await createReportLead(p, { salesTeamId: norte.id, name: "Cliente Norte" });
  const leadS = await createReportLead(p, { salesTeamId: sul.id, name: "Cliente Sul" });
  const leadNone = await createReportLead(p, { name: "Cliente Sem Equipe" });

  // S1: January (23:30 on the 31st in São Paulo); broker paid, agency released, coordinator forecast.
  const s1 = await createReportSale(p, {
    unit: u1,
    leadId: leadN.id,
    brokerId: ana.user.id,
    price: 100_000_000,
    createdAt: spTime("2026-01-31 23:30"),
  });
  ids.s1 = s1.id;
  await commission(s1.id, "BROKER", ana.user.id, 2_000_000, "PAID", { paidAt: spTime("2026-02-10 10:00") });
  await commission(s1.id, "AGENCY", prime.user.id, 4_000_000, "RELEASED", { releasedAt: spTime("2026-02-05 10:00") });
  await commission(s1.id, "COORDINATOR", coordinator.user.id, 1_000_000, "FORECAST");
  // S2: February (00:00 on the 1st), distracted in March: the broker's cancelled, the agency's already paid stays.
  const s2 = await createReportSale(p, {
    unit: u2,
    leadId: leadS.id,
    brokerId: saulo.user.id,
    price: 50_000_000,
    createdAt: spTime("2026-02-01 00:00"),
    distractedAt: spTime("2026-03-01 09:00"),
  });
  ids.s2 = s2.id;
  await commission(s2.id, "BROKER", saulo.user.id, 1_000_000, "CANCELLED", { canceledAt: spTime("2026-03-01 09:00") });
  await commission(s2.id, "AGENCY", prime.user.id, 2_000_000, "PAID", { paidAt: spTime("2026-02-20 10:00") });
  // S3: March; broker released yesterday, a manager's share with nobody named.
  const s3 = await createReportSale(p, {
    unit: u3,
    leadId: leadS.id,
    brokerId: saulo.user.id,
    price: 80_000_000,
    createdAt: spTime("2026-03-10 10:00"),
  });
  ids.s3 = s3.id;
  await commission(s3.id, "BROKER", saulo.user.id, 1_600_000, "RELEASED", {
    releasedAt: new Date(Date.now() - 86_400_000),
  });
  await commission(s3.id, "MANAGER", null, 800_000, "FORECAST");
  // S4: one minute before 2026 in São Paulo: out of the period, but its released commission is due now.
  const s4 = await createReportSale(p, {
    unit: u4,
    leadId: leadN.id,
    brokerId: ana.user.id,
    price: 25_000_000,
    createdAt: spTime("2025-12-31 23:59"),
  });
  ids.s4 = s4.id;
  await commission(s4.id, "BROKER", ana.user.id, 500_000, "RELEASED", { releasedAt: spTime("2026-01-10 10:00") });
  // S5: a lead of no team sold by Norte's Ana in March: the coordinator sees it through the seller.
  const s5 = await createReportSale(p, {
    unit: u5,
    leadId: leadNone.id,
    brokerId: ana.user.id,
    price: 15_000_000,
    createdAt: spTime("2026-03-20 15:00"),
  });
  ids.s5 = s5.id;
  await commission(s5.id, "BROKER", ana.user.id, 300_000, "FORECAST");
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const kpis = (body: { kpis: { key: string; value: number | null }[] }) =>
  Object.fromEntries(body.kpis.map((k) => [k.key, k.value]));
const amounts = (FORECAST: number, RELEASED: number, PAID: number, CANCELLED: number) => ({
  FORECAST,
  RELEASED,
  PAID,
  CANCELLED,
  total: FORECAST + RELEASED + PAID,
});

describe("GET /services/reports/commissions", () => {
  it("totals per status, month, beneficiary and sale, and what is due this month", async () => {
    const res = await get(admin, `/services/reports/commissions?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const body: CommissionsReportDto = res.json();
    expect(kpis(body)).toEqual({
      commission_forecast: 2_100_000,
      commission_released: 5_600_000,
      commission_paid: 4_000_000,
      commission_canceled: 1_000_000,
      // S1's agency, S3's broker and S4's broker (a December sale): released and not paid, whatever the month.
      commission_due_month: 6_100_000,
    });
    expect(body.by_status).toEqual([
      { status: "FORECAST", label: "Prevista", commissions: 3, amount: 2_100_000 },
      { status: "RELEASED", label: "Liberada", commissions: 2, amount: 5_600_000 },
      { status: "PAID", label: "Paga", commissions: 2, amount: 4_000_000 },
      { status: "CANCELLED", label: "Cancelada", commissions: 1, amount: 1_000_000 },
    ]);
    expect(body.by_month).toEqual([
      { month: "2026-01", amounts: amounts(1_000_000, 4_000_000, 2_000_000, 0) },
      { month: "2026-02", amounts: amounts(0, 0, 2_000_000, 1_000_000) },
      { month: "2026-03", amounts: amounts(1_100_000, 1_600_000, 0, 0) },
    ]);
    expect(body.by_beneficiary).toEqual([
      {
        role: "AGENCY",
        role_label: "Imobiliária",
        beneficiary_id: ids.prime,
        beneficiary_name: "+Prime Imóveis",
        commissions: 2,
        amounts: amounts(0, 4_000_000, 2_000_000, 0),
      },
      {
        role: "BROKER",
        role_label: "Corretor",
        beneficiary_id: ids.ana,
        beneficiary_name: "Ana Norte",
        commissions: 2,
        amounts: amounts(300_000, 0, 2_000_000, 0),
      },
      {
        role: "BROKER",
        role_label: "Corretor",
        beneficiary_id: ids.saulo,
        beneficiary_name: "Saulo Sul",
        commissions: 2,
        amounts: amounts(0, 1_600_000, 0, 1_000_000),
      },
      {
        role: "COORDINATOR",
        role_label: "Coordenador",
        beneficiary_id: ids.coord,
        beneficiary_name: "Carla Coordenadora",
        commissions: 1,
        amounts: amounts(1_000_000, 0, 0, 0),
      },
      {
        role: "MANAGER",
        role_label: "Gerente",
        beneficiary_id: null,
        beneficiary_name: "Sem beneficiário",
        commissions: 1,
        amounts: amounts(800_000, 0, 0, 0),
      },
    ]);
    expect(body.by_sale.map((s) => s.sale_id)).toEqual([ids.s5, ids.s3, ids.s2, ids.s1]);
    expect(body.by_sale_total).toBe(4);
    expect(body.by_sale[3]).toMatchObject({
      sold_at: spTime("2026-01-31 23:30").toISOString(),
      enterprise_name: "Residencial Aurora",
      unit_label: "Torre A · 101",
      lead_name: "Cliente Norte",
      sale_price: 100_000_000,
      commissions: 3,
      amounts: amounts(1_000_000, 4_000_000, 2_000_000, 0),
    });
  });

  it("filters by the beneficiary's role, the beneficiary and the status", async () => {
    const brokers = (await get(admin, `/services/reports/commissions?${PERIOD}&role=BROKER`)).json();
    expect(kpis(brokers)).toMatchObject({
      commission_forecast: 300_000,
      commission_released: 1_600_000,
      commission_paid: 2_000_000,
      commission_canceled: 1_000_000,
      commission_due_month: 2_100_000,
    });
    const prime = (await get(admin, `/services/reports/commissions?${PERIOD}&beneficiary_id=${ids.prime}`)).json();
    expect(prime.by_beneficiary.map((b: CommissionBeneficiaryRow) => b.beneficiary_id)).toEqual([ids.prime]);
    expect(prime.by_sale.map((s: { sale_id: string }) => s.sale_id)).toEqual([ids.s2, ids.s1]);
    const paid = (await get(admin, `/services/reports/commissions?${PERIOD}&status=PAID`)).json();
    expect(kpis(paid)).toMatchObject({ commission_forecast: 0, commission_paid: 4_000_000, commission_due_month: 0 });
  });

  it("a coordinator reads only their teams' sales: the team's leads and the sales of the team's people", async () => {
    const body = (await get(coordinator, `/services/reports/commissions?${PERIOD}`)).json();
    expect(body.scope).toMatchObject({ kind: "TEAMS", label: "Exibindo somente a sua equipe: Norte" });
    expect(body.by_sale.map((s: { sale_id: string }) => s.sale_id)).toEqual([ids.s5, ids.s1]);
    expect(kpis(body)).toEqual({
      commission_forecast: 1_300_000,
      commission_released: 4_000_000,
      commission_paid: 2_000_000,
      commission_canceled: 0,
      commission_due_month: 4_500_000,
    });
  });

  it("the rows behind a number: the period's, or what is due this month", async () => {
    const all = (await get(admin, `/services/reports/commissions/rows?${PERIOD}&limit=3`)).json();
    expect(all.pagination).toEqual({ total: 8, skip: 0, limit: 3 });
    const due = (await get(admin, "/services/reports/commissions/rows?due=true")).json();
    expect(due.pagination.total).toBe(3);
    expect(due.payload.map((r: { sale_id: string; amount: number }) => [r.sale_id, r.amount])).toEqual([
      [ids.s3, 1_600_000],
      [ids.s1, 4_000_000],
      [ids.s4, 500_000],
    ]);
    expect(due.payload[1]).toMatchObject({
      role: "AGENCY",
      role_label: "Imobiliária",
      beneficiary_name: "+Prime Imóveis",
      status: "RELEASED",
      status_label: "Liberada",
      released_at: spTime("2026-02-05 10:00").toISOString(),
      paid_at: null,
    });
    const coordinatorRows = (await get(coordinator, `/services/reports/commissions/rows?sale_id=${ids.s3}`)).json();
    expect(coordinatorRows.pagination.total).toBe(0);
  });

  it("refuses a booth specialist (403) and names the bad field in pt-BR (400)", async () => {
    for (const url of [
      "/services/reports/commissions",
      "/services/reports/commissions/rows",
      "/services/reports/commissions/export?format=xlsx",
    ])
      expect((await get(booth, url)).statusCode).toBe(403);
    const bad = await get(admin, "/services/reports/commissions?month_start=2026-01&month_end=2026-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"month_end" deve ser um mês no formato AAAA-MM entre 2000 e 2100']);
    const role = await get(admin, "/services/reports/commissions?role=SELLER");
    expect(role.statusCode).toBe(400);
    expect(role.json().message[0]).toMatch(/^"role" /);
  });
});

describe("commissions report exports", () => {
  it("the XLSX sheets hold the JSON's figures (money in reais)", async () => {
    const json: CommissionsReportDto = (await get(admin, `/services/reports/commissions?${PERIOD}`)).json();
    const res = await get(admin, `/services/reports/commissions/export?${PERIOD}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Por beneficiário", "Por status", "Por venda"]);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)?.eachRow((row, n) => {
        if (n > 4) out.push((row.values as unknown[]).slice(1));
      });
      return out;
    };
    expect(rows("Por beneficiário")).toEqual(
      json.by_beneficiary.map((b) => [
        b.beneficiary_name,
        b.role_label,
        b.commissions,
        b.amounts.FORECAST / 100,
        b.amounts.RELEASED / 100,
        b.amounts.PAID / 100,
        b.amounts.CANCELLED / 100,
        b.amounts.total / 100,
      ]),
    );
    expect(rows("Por status")).toEqual(json.by_status.map((s) => [s.label, s.commissions, s.amount / 100]));
    expect(rows("Por venda").map((r) => [r[2], r[4]])).toEqual(
      json.by_sale.map((s) => [s.unit_label, s.sale_price / 100]),
    );
  });

  it("the CSV parses back to the JSON, with a name starting with + escaped", async () => {
    const json: CommissionsReportDto = (await get(admin, `/services/reports/commissions?${PERIOD}`)).json();
    const res = await get(admin, `/services/reports/commissions/export?${PERIOD}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/relatorio-comissoes-\d{4}-\d{2}-\d{2}-beneficiaries\.csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(res.rawPayload.toString("utf8").slice(1), { delimiter: ";" });
    expect(records[0]).toEqual([
      "Beneficiário",
      "Papel",
      "Comissões",
      "Previstas (R$)",
      "Liberadas (R$)",
      "Pagas (R$)",
      "Canceladas (R$)",
      "Total (R$)",
    ]);
    const cents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);
    expect(records.slice(1).map((r) => [r[0], r[1], Number(r[2]), ...r.slice(3).map((v) => cents(v))])).toEqual(
      json.by_beneficiary.map((b) => [
        b.beneficiary_name.startsWith("+") ? `'${b.beneficiary_name}` : b.beneficiary_name,
        b.role_label,
        b.commissions,
        b.amounts.FORECAST,
        b.amounts.RELEASED,
        b.amounts.PAID,
        b.amounts.CANCELLED,
        b.amounts.total,
      ]),
    );
    expect(records[1]?.[0]).toBe("'+Prime Imóveis");
    const statuses = await get(admin, `/services/reports/commissions/export?${PERIOD}&format=csv&table=statuses`);
    const statusRecords: string[][] = parse(statuses.rawPayload.toString("utf8").slice(1), { delimiter: ";" });
    expect(statusRecords.slice(1)).toEqual(
      json.by_status.map((s) => [s.label, String(s.commissions), (s.amount / 100).toFixed(2).replace(".", ",")]),
    );
  });

  it("the PDF carries the tables as the screen formats them", async () => {
    const res = await get(admin, `/services/reports/commissions/export?${PERIOD}&format=pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Relatório de comissões");
    expect(text).toContain("Carla Coordenadora");
    expect(text).toContain("R$ 56.000,00");
  });
});
