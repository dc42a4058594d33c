/**
 * The sales report (decisions 071 and 075) against hand-made history with known answers: a sale at 23:30 on
 * 31 January in São Paulo, a cancellation, a distrato and the sale re-opened after it, a sale out of the period by one
 * minute, a lead moved from one specialist (and team) to another before it was sold, and the funnel of the period's
 * leads. A coordinator sees only their team; a booth specialist is refused; the downloads hold the screen's numbers.
 */
import { FUNNEL_KPIS } from "@portal/contracts/reports/kpis";
import type { SalesReportDto, SalesRowsResponse } from "@portal/contracts/reports/sales";
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
import { bearer, createTestContext, login, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const PERIOD = "month_start=2026-01&month_end=2026-03";

async function userAs(key: string, roles: string[], fullName: string) {
  const { user, password } = await createUser(ctx.prisma, { roles, fullName });
  ids[key] = user.id;
  tokens[key] = (await login(ctx.app, user.email, password)).token as string;
  return user;
}

const get = (who: string, url: string) =>
  ctx.app.inject({ method: "GET", url, headers: bearer(tokens[who] as string) });
const report = async (who: string, query = PERIOD) => {
  const res = await get(who, `/services/reports/sales?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReportDto;
};
const rows = async (who: string, query: string) => {
  const res = await get(who, `/services/reports/sales/rows?${PERIOD}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesRowsResponse;
};

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  await userAs("admin", ["GERAL_ADMIN"], "Ada Administradora");
  const coordinator = await userAs("coordinator", ["ONLINE_COORDINATOR"], "Caio Coordenador");
  await userAs("booth", ["BOOTH_SPECIALIST"], "Bia Plantonista");
  const s1 = await userAs("s1", ["ONLINE_SPECIALIST"], "Sara Primeira");
  const s2 = await userAs("s2", ["ONLINE_SPECIALIST"], "Saulo Segundo");
  const otherMaster = (await createUser(p, { roles: ["ONLINE_COORDINATOR"] })).user;
  const norte = await createTeam(p, { masterId: coordinator.id, memberIds: [s1.id], name: "Norte" });
  const sul = await createTeam(p, { masterId: otherMaster.id, memberIds: [s2.id], name: "Sul" });
  Object.assign(ids, { norte: norte.id, sul: sul.id });

  const aurora = await createEnterpriseWithUnits(p, { name: "Residencial Aurora", towers: [{ units: 6 }] });
  // A name a spreadsheet would run as a formula: the CSV keeps it as text.
  const vila = await createEnterpriseWithUnits(p, { name: "+Vila Bela", towers: [{ name: "Bloco 1", units: 2 }] });
  ids.aurora = aurora.enterprise.id;
  ids.vila = vila.enterprise.id;
  await p.stand.create({ data: { enterpriseId: aurora.enterprise.id } });
  const [u1, u2, u3, , u5] = aurora.units as [
    (typeof aurora.units)[0],
    (typeof aurora.units)[0],
    (typeof aurora.units)[0],
    unknown,
    (typeof aurora.units)[0],
  ];
  const v1 = vila.units[0] as (typeof vila.units)[0];

  const lead = (name: string, opts: Parameters<typeof createReportLead>[1]) => createReportLead(p, { name, ...opts });
  const l1 = await lead("Lia Um", {
    salesTeamId: norte.id,
    ownerId: s1.id,
    source: "FACEBOOK",
    createdAt: spTime("2026-01-05 10:00"),
  });
  const l2 = await lead("Leo Dois", {
    salesTeamId: sul.id,
    ownerId: s2.id,
    source: "SITE",
    createdAt: spTime("2026-01-20 10:00"),
  });
  const l3 = await lead("Lara Três", { ownerId: s1.id, source: "PORTAL", createdAt: spTime("2026-02-02 10:00") });
  // Sara's lead in Norte, moved to Saulo in Sul before the sale.
  const moved = await lead("Luan Movido", {
    salesTeamId: norte.id,
    ownerId: s1.id,
    source: "WHATSAPP",
    createdAt: spTime("2026-02-15 10:00"),
  });
  await p.lead.update({ where: { id: moved.id }, data: { ownerId: s2.id, salesTeamId: sul.id } });
  const l4 = await lead("Lúcia Quatro", {
    salesTeamId: norte.id,
    ownerId: s1.id,
    source: "FACEBOOK",
    createdAt: spTime("2026-03-01 09:00"),
  });
  await lead("Lívia Última Hora", { source: "SITE", createdAt: spTime("2026-03-31 23:30") });
  await lead("Lucas Excluído", {
    salesTeamId: norte.id,
    ownerId: s1.id,
    createdAt: spTime("2026-02-10 10:00"),
    excluded: true,
  });
  await lead("Lauro Dezembro", { salesTeamId: norte.id, ownerId: s1.id, createdAt: spTime("2025-12-31 23:59") });

  const attend = (leadId: string, at: string, attendantId: string) =>
    p.attendance.create({ data: { leadId, attendantId, startedAt: spTime(at) } });
  await attend(l1.id, "2026-01-06 10:00", s1.id);
  await attend(l2.id, "2026-01-23 10:00", s2.id);
  await attend(l2.id, "2026-01-25 10:00", s2.id); // the first one counts
  await attend(moved.id, "2026-02-17 10:00", s1.id);
  await attend(l4.id, "2026-03-01 12:00", s1.id);
  const visit = (leadId: string, finishedAt: string, status: "FINISHED" | "CANCELED" = "FINISHED") =>
    p.standVisit.create({
      data: {
        enterpriseId: aurora.enterprise.id,
        leadId,
        visitorName: "Visitante",
        visitorPhone: "5547999990000",
        lgpdConsent: true,
        status,
        arrivedAt: spTime(finishedAt),
        ...(status === "FINISHED" ? { finishedAt: spTime(finishedAt) } : { canceledAt: spTime(finishedAt) }),
      },
    });
  await visit(l1.id, "2026-01-10 10:00");
  await visit(l2.id, "2026-01-29 10:00");
  await visit(moved.id, "2026-02-20 10:00", "CANCELED");
  await visit(l4.id, "2026-03-03 09:00");

  // 23:30 on 31 January in São Paulo (already February in UTC): a January sale.
  const sale1 = await createReportSale(p, {
    unit: u1,
    leadId: l1.id,
    brokerId: s1.id,
    price: 40_000_000,
    createdAt: spTime("2026-01-31 23:30"),
  });
  const sale2 = await createReportSale(p, {
    unit: u2,
    leadId: l2.id,
    brokerId: s2.id,
    price: 30_000_000,
    createdAt: spTime("2026-02-10 10:00"),
    distractedAt: spTime("2026-03-05 09:00"),
  });
  const sale3 = await createReportSale(p, {
    unit: u2,
    leadId: l2.id,
    brokerId: s2.id,
    price: 31_000_000,
    createdAt: spTime("2026-03-20 15:00"),
    originSaleId: sale2.id,
  });
  const sale4 = await createReportSale(p, {
    unit: u3,
    leadId: l3.id,
    brokerId: s1.id,
    price: 20_000_000,
    createdAt: spTime("2026-02-01 00:00"),
    canceledAt: spTime("2026-02-15 12:00"),
  });
  await createReportSale(p, {
    unit: u5,
    leadId: l3.id,
    brokerId: s2.id,
    price: 1_000_000,
    createdAt: spTime("2026-04-01 00:00"),
  });
  const sale6 = await createReportSale(p, {
    unit: v1,
    leadId: moved.id,
    brokerId: s2.id,
    price: 50_000_000,
    createdAt: spTime("2026-03-10 11:00"),
  });
  Object.assign(ids, {
    sale1: sale1.id,
    sale2: sale2.id,
    sale3: sale3.id,
    sale4: sale4.id,
    sale6: sale6.id,
    l2: l2.id,
  });
}, 120_000);

afterAll(() => ctx?.close());

const kpis = (r: SalesReportDto) => Object.fromEntries(r.kpis.map((k) => [k.key, k.value]));
const fig = (gross: [number, number], canceled: [number, number], distracted: [number, number]) => ({
  gross_count: gross[0],
  gross_value: gross[1],
  canceled_count: canceled[0],
  canceled_value: canceled[1],
  distracted_count: distracted[0],
  distracted_value: distracted[1],
  net_count: gross[0] - canceled[0] - distracted[0],
  net_value: gross[1] - canceled[1] - distracted[1],
});
const Z: [number, number] = [0, 0];

describe("GET /services/reports/sales", () => {
  it("counts every event in its own São Paulo month: KPIs, months and breakdowns", async () => {
    const r = await report("admin");
    expect(r.period).toEqual({ month_start: "2026-01", month_end: "2026-03" });
    expect(r.scope).toEqual({ kind: "ALL", teams: [], label: "Exibindo os números de todas as equipes" });
    expect(kpis(r)).toEqual({
      sales_gross: 5,
      sales_canceled: 1,
      sales_distracted: 1,
      sales_net: 3,
      vgv_gross: 171_000_000,
      vgv_net: 121_000_000,
      distrato_rate: 0.2,
      average_ticket: 34_200_000,
    });
    expect(r.by_month).toEqual([
      { month: "2026-01", ...fig([1, 40_000_000], Z, Z) },
      { month: "2026-02", ...fig([2, 50_000_000], [1, 20_000_000], Z) },
      { month: "2026-03", ...fig([2, 81_000_000], Z, [1, 30_000_000]) },
    ]);
    expect(r.by_enterprise).toEqual([
      { key: ids.aurora, label: "Residencial Aurora", ...fig([4, 121_000_000], [1, 20_000_000], [1, 30_000_000]) },
      { key: ids.vila, label: "+Vila Bela", ...fig([1, 50_000_000], Z, Z) },
    ]);
    // By the lead's team: the moved lead is Sul's now; the lead without a team is "Sem equipe".
    expect(r.by_team).toEqual([
      { key: ids.sul, label: "Sul", ...fig([3, 111_000_000], Z, [1, 30_000_000]) },
      { key: ids.norte, label: "Norte", ...fig([1, 40_000_000], Z, Z) },
      { key: null, label: "Sem equipe", ...fig([1, 20_000_000], [1, 20_000_000], Z) },
    ]);
    // By who sold: the moved lead's sale is Saulo's, not Sara's who had the lead before.
    expect(r.by_specialist).toEqual([
      { key: ids.s2, label: "Saulo Segundo", ...fig([3, 111_000_000], Z, [1, 30_000_000]) },
      { key: ids.s1, label: "Sara Primeira", ...fig([2, 60_000_000], [1, 20_000_000], Z) },
    ]);
    expect(r.by_source.map((b) => [b.key, b.label, b.gross_count, b.net_value])).toEqual([
      ["SITE", "Site", 2, 31_000_000],
      ["WHATSAPP", "WhatsApp", 1, 50_000_000],
      ["FACEBOOK", "Facebook", 1, 40_000_000],
      ["PORTAL", "Portal", 1, 0],
    ]);
  });

  it("follows the period's leads through the funnel, each step within the one before, with median days", async () => {
    const r = await report("admin");
    // 6 leads (the excluded one and the one at 23:59 of 31 December are out; 23:30 of 31 March is in).
    expect(r.funnel).toEqual([
      { key: "funnel_leads", count: 6, conversion: null, median_days: null },
      // 4 attended + the lead who bought without a recorded attendance.
      { key: "funnel_attended", count: 5, conversion: 5 / 6, median_days: 1.5 },
      // 3 finished visits (a cancelled one does not count) + the two who went on to a proposal.
      { key: "funnel_visited", count: 5, conversion: 1, median_days: 4 },
      { key: "funnel_proposal", count: 4, conversion: 0.8, median_days: 16.78 },
      { key: "funnel_sale", count: 4, conversion: 1, median_days: 0 },
    ]);
    expect(r.funnel.map((s) => s.key)).toEqual(Object.keys(FUNNEL_KPIS));
  });

  it("narrows by the filters: the specialist who sold, the lead's team, the enterprise", async () => {
    const sara = await report("admin", `${PERIOD}&specialist_id=${ids.s1}`);
    expect(kpis(sara)).toMatchObject({ sales_gross: 2, vgv_gross: 60_000_000, sales_canceled: 1 });
    const sul = await report("admin", `${PERIOD}&sales_team_id=${ids.sul}`);
    expect(kpis(sul)).toMatchObject({ sales_gross: 3, sales_distracted: 1, vgv_net: 81_000_000 });
    const vila = await report("admin", `${PERIOD}&enterprise_id=${ids.vila}`);
    expect(vila.by_enterprise.map((b) => b.label)).toEqual(["+Vila Bela"]);
    const april = await report("admin", "month_start=2026-04&month_end=2026-04");
    expect(kpis(april)).toMatchObject({ sales_gross: 1, vgv_gross: 1_000_000, distrato_rate: 0 });
  });

  it("a coordinator sees only their team's numbers and is told so", async () => {
    const r = await report("coordinator");
    expect(r.scope).toEqual({
      kind: "TEAMS",
      teams: [{ _id: ids.norte, name: "Norte" }],
      label: "Exibindo somente a sua equipe: Norte",
    });
    // Norte's lead, and the sale of a lead without a team by Norte's Sara; not the moved lead (now Sul's, sold by Saulo).
    expect(kpis(r)).toMatchObject({ sales_gross: 2, vgv_gross: 60_000_000, sales_canceled: 1, sales_net: 1 });
    expect(r.by_team.map((b) => b.label)).toEqual(["Norte", "Sem equipe"]);
    expect(r.funnel[0]).toMatchObject({ key: "funnel_leads", count: 3 });
    const distratos = await rows("coordinator", "kind=DISTRACTED");
    expect(distratos.payload).toEqual([]);
  });

  it("refuses a booth specialist (403) and a bad month in pt-BR (400)", async () => {
    expect((await get("booth", `/services/reports/sales?${PERIOD}`)).statusCode).toBe(403);
    expect((await get("booth", "/services/reports/sales/rows")).statusCode).toBe(403);
    expect((await get("booth", "/services/reports/sales/export?format=csv")).statusCode).toBe(403);
    const bad = await get("admin", "/services/reports/sales?month_start=2026-13");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"month_start" deve ser um mês no formato AAAA-MM entre 2000 e 2100');
    const order = await get("admin", "/services/reports/sales?month_start=2026-03&month_end=2026-01");
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('"month_end" deve ser igual ou posterior ao mês inicial');
    const kind = await get("admin", "/services/reports/sales/rows?kind=SOLD");
    expect(kind.statusCode).toBe(400);
    expect(JSON.stringify(kind.json().message)).toContain('\\"kind\\"');
  });
});

describe("GET /services/reports/sales/rows", () => {
  it("lists the sales behind a bar: March's gross sales, newest first, with what the list shows", async () => {
    const r = await rows("admin", "month=2026-03&kind=GROSS");
    expect(r.pagination).toEqual({ total: 2, skip: 0, limit: 50 });
    expect(r.payload.map((x) => [x._id, x.kind, x.value, x.status])).toEqual([
      [ids.sale3, "GROSS", 31_000_000, "IN_PROCESS"],
      [ids.sale6, "GROSS", 50_000_000, "IN_PROCESS"],
    ]);
    expect(r.payload[1]).toMatchObject({
      month: "2026-03",
      unit: { name: "101", tower_name: "Bloco 1" },
      enterprise: { _id: ids.vila, name: "+Vila Bela" },
      lead: { full_name: "Luan Movido" },
      specialist: { _id: ids.s2, full_name: "Saulo Segundo" },
      team: { _id: ids.sul, name: "Sul" },
      source: "WHATSAPP",
    });
  });

  it("lists a distrato in its month, the sales without a team, and pages", async () => {
    const d = await rows("admin", "month=2026-03&kind=DISTRACTED");
    expect(d.payload.map((x) => [x._id, x.status, x.value, x.sold_at])).toEqual([
      [ids.sale2, "DISTRACTED", 30_000_000, "2026-02-10T13:00:00.000Z"],
    ]);
    const noTeam = await rows("admin", "without_team=true");
    expect(noTeam.payload.map((x) => [x._id, x.kind])).toEqual([
      [ids.sale4, "CANCELED"],
      [ids.sale4, "GROSS"],
    ]);
    const jan = await rows("admin", "month=2026-01");
    expect(jan.payload.map((x) => [x._id, x.at])).toEqual([[ids.sale1, "2026-02-01T02:30:00.000Z"]]);
    const page = await rows("admin", "limit=2&skip=4");
    expect(page.pagination).toEqual({ total: 7, skip: 4, limit: 2 });
    expect(page.payload).toHaveLength(2);
    const past = await rows("admin", "limit=2&skip=40");
    expect(past.pagination.total).toBe(7);
  });
});

describe("GET /services/reports/sales/export", () => {
  const download = async (format: string) => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/services/reports/sales/export?${PERIOD}&format=${format}`,
      headers: bearer(tokens.admin as string),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`relatorio-vendas-2026-01-a-2026-03.${format}`);
    return res;
  };

  it("the XLSX holds the screen's numbers, numbers as numbers (money in reais)", async () => {
    const r = await report("admin");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download("xlsx")).rawPayload as unknown as ArrayBuffer);
    const values = (name: string) => {
      const sheet = wb.getWorksheet(name);
      expect(sheet, name).toBeDefined();
      const out: unknown[][] = [];
      sheet?.eachRow((row, n) => {
        if (n > 4) out.push((row.values as unknown[]).slice(1));
      });
      return out;
    };
    expect(values("Indicadores")).toEqual([
      ["Vendas brutas", 5],
      ["Cancelamentos", 1],
      ["Distratos", 1],
      ["Vendas líquidas", 3],
      ["VGV bruto", 1_710_000],
      ["VGV líquido", 1_210_000],
      ["Taxa de distrato", 0.2],
      ["Ticket médio", 342_000],
    ]);
    const money = (c: number) => c / 100;
    expect(values("Por mês")).toEqual(
      r.by_month.map((m, i) => [
        ["jan/2026", "fev/2026", "mar/2026"][i],
        m.gross_count,
        money(m.gross_value),
        m.canceled_count,
        m.distracted_count,
        m.net_count,
        money(m.net_value),
      ]),
    );
    expect(values("Por equipe").map((row) => row[0])).toEqual(["Sul", "Norte", "Sem equipe"]);
    expect(values("Funil do período")).toEqual(
      r.funnel.map((s) => [
        FUNNEL_KPIS[s.key].label,
        s.count,
        ...(s.conversion == null ? [] : [s.conversion]),
        ...(s.median_days == null ? [] : [s.median_days]),
      ]),
    );
  });

  it("the CSV (BOM, ';', formula-safe) holds the same blocks", async () => {
    const r = await report("admin");
    const res = await download("csv");
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
    const block = (title: string) => {
      const start = lines.indexOf(title);
      expect(start, title).toBeGreaterThan(0);
      const end = lines.indexOf("", start);
      return lines.slice(start + 1, end).map((l) => l.split(";"));
    };
    expect(block("Indicadores")).toEqual([
      ["Indicador", "Valor"],
      ["Vendas brutas", "5"],
      ["Cancelamentos", "1"],
      ["Distratos", "1"],
      ["Vendas líquidas", "3"],
      ["VGV bruto", "1710000,00"],
      ["VGV líquido", "1210000,00"],
      ["Taxa de distrato", "20,0%"],
      ["Ticket médio", "342000,00"],
    ]);
    const reais = (c: number) => (c / 100).toFixed(2).replace(".", ",");
    expect(block("Por mês").slice(1)).toEqual(
      r.by_month.map((m, i) => [
        ["jan/2026", "fev/2026", "mar/2026"][i],
        String(m.gross_count),
        reais(m.gross_value),
        String(m.canceled_count),
        String(m.distracted_count),
        String(m.net_count),
        reais(m.net_value),
      ]),
    );
    // "+Vila Bela" would be a formula in a spreadsheet: it is written as text.
    expect(block("Por empreendimento").map((row) => row[0])).toEqual([
      "Empreendimento",
      "Residencial Aurora",
      "'+Vila Bela",
    ]);
    expect(block("Funil do período")).toEqual([
      ["Etapa", "Leads", "Conversão", "Dias (mediana)"],
      ["Leads criados", "6", "", ""],
      ["Atendidos", "5", "83,3%", "1,5"],
      ["Visitaram", "5", "100,0%", "4"],
      ["Com proposta", "4", "80,0%", "16,78"],
      ["Compraram", "4", "100,0%", "0"],
    ]);
  });

  it("the PDF shows the same figures formatted", async () => {
    const res = await download("pdf");
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    for (const expected of ["Relatório de vendas", "Residencial Aurora", "R$ 1.710.000,00", "Sem equipe", "Compraram"])
      expect(text).toContain(expected);
  });
});
