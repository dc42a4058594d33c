/**
 * The stock report (decision 072), on hand-made units with known answers: units by status per tower (a suspended
 * unit apart, the real status not the brokers' fake one), the table value of the available stock, days on the
 * market counted again from a distrato (the unit went back to stock), reservations ending in 47 h listed and in 49 h
 * not, the VSO of known months with São Paulo month boundaries (a sale at 23:30 on 31 January is January's, a unit
 * launched at 00:00 on 1 February is February's), a coordinator reading only the enterprises their teams serve, 403
 * for a booth specialist, 400 naming the field for a bad month, and exports that parse back to the JSON.
 */

import type { StockTowerRow } from "@portal/contracts/reports/stock";
import type { Unit } from "@portal/db/client";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { Database } from "@portal/domain/database";
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
const u: Partial<Record<string, Unit>> = {};
const name = (keys: string[], units: readonly Unit[] = []) =>
  keys.forEach((key, i) => {
    u[key] = units[i];
  });
const ids: Record<string, string> = {};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIOD = "month_start=2026-01&month_end=2026-03";

async function setUnit(key: string, data: { status?: Unit["status"]; suspended?: boolean; createdAt?: Date }) {
  u[key] = await ctx.prisma.unit.update({ where: { id: (u[key] as Unit).id }, data });
}

async function reserve(unit: Unit, brokerId: string, expiresAt: Date, status: "ACTIVE" | "EXPIRED" = "ACTIVE") {
  return ctx.prisma.reservation.create({
    data: {
      unitId: unit.id,
      enterpriseId: unit.enterpriseId,
      brokerId,
      type: "CUSTOMER_NEGOTIATION",
      durationMinutes: 4320,
      status,
      expiresAt,
      activatedAt: new Date(expiresAt.getTime() - 72 * HOUR),
      createdById: brokerId,
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  booth = await staff(ctx, ["BOOTH_SPECIALIST"]);
  const broker = await staff(ctx, ["ONLINE_SPECIALIST"], { fullName: "Bruna Corretora" });
  const norte = await createTeam(p, { masterId: coordinator.user.id, memberIds: [broker.user.id], name: "Norte" });
  const sul = await createTeam(p, { name: "Sul" });

  // Aurora (served by Norte): Torre A launched on 15 Dec 2025; Torre B's units one minute either side of February.
  const aurora = await createEnterpriseWithUnits(p, {
    name: "Residencial Aurora",
    salesTeamIds: [norte.id],
    createdAt: spTime("2025-12-15 10:00"),
    towers: [
      { name: "Torre A", units: 6, prices: [40_000_000, 50_000_000, 60_000_000, 70_000_000, 80_000_000, 90_000_000] },
      { name: "Torre B", units: 2, prices: [30_000_000, 35_000_000] },
    ],
  });
  name(["a1", "a2", "a3", "a4", "a5", "a6"], aurora.towers[0]?.units);
  name(["b1", "b2"], aurora.towers[1]?.units);
  ids.aurora = aurora.enterprise.id;
  ids.towerA = aurora.towers[0]?.tower.id as string;
  await setUnit("b1", { createdAt: spTime("2026-01-31 23:59") });
  await setUnit("b2", { createdAt: spTime("2026-02-01 00:00") });

  const lead = await createReportLead(p, { salesTeamId: norte.id, ownerId: broker.user.id });
  const sale = (unit: Unit, createdAt: Date, more: { canceledAt?: Date; distractedAt?: Date } = {}) =>
    createReportSale(p, { unit, leadId: lead.id, brokerId: broker.user.id, price: 1_000_000, createdAt, ...more });
  // a1: sold at 23:30 on 31 January in São Paulo (already February in UTC): a January sale.
  await sale(u.a1 as Unit, spTime("2026-01-31 23:30"));
  await setUnit("a1", { status: "SOLD" });
  // a2: sold in December, distracted on 10 February: back in stock, on the market again from the distrato.
  await sale(u.a2 as Unit, spTime("2025-12-20 10:00"), { distractedAt: spTime("2026-02-10 10:00") });
  // a3: sold at the first instant of February, cancelled on the 15th: it never left the market.
  await sale(u.a3 as Unit, spTime("2026-02-01 00:00"), { canceledAt: spTime("2026-02-15 12:00") });
  // a4 reserved, ending in 47 h; a5 in the sale desk; a6 suspended; its fake status must not count.
  await setUnit("a4", { status: "RESERVED" });
  await ctx.prisma.unit.update({ where: { id: u.a4?.id }, data: { fakeStatus: "SOLD" } });
  await setUnit("a5", { status: "IN_SALES_PROCESS" });
  await setUnit("a6", { suspended: true });
  await sale(u.b2 as Unit, spTime("2026-02-20 15:00"));
  await setUnit("b2", { status: "SOLD" });
  await sale(u.b1 as Unit, spTime("2026-03-05 09:00"));
  await setUnit("b1", { status: "SOLD" });

  // Cora (served by Sul, outside the coordinator's scope), launched 40 days ago; its name starts like a formula.
  const cora = await createEnterpriseWithUnits(p, {
    name: "=1+1 Cora",
    salesTeamIds: [sul.id],
    createdAt: new Date(Date.now() - 40 * DAY),
    towers: [{ name: "Única", units: 3, price: 20_000_000 }],
  });
  name(["c1", "c2", "c3"], cora.units);
  ids.cora = cora.enterprise.id;
  await setUnit("c2", { status: "RESERVED" });
  await setUnit("c3", { status: "RESERVED" });

  const now = Date.now();
  ids.r47 = (await reserve(u.a4 as Unit, broker.user.id, new Date(now + 47 * HOUR))).id;
  ids.r10 = (await reserve(u.c2 as Unit, broker.user.id, new Date(now + 10 * HOUR))).id;
  ids.r49 = (await reserve(u.c3 as Unit, broker.user.id, new Date(now + 49 * HOUR))).id;
  await reserve(u.c1 as Unit, broker.user.id, new Date(now - HOUR), "EXPIRED");
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const kpis = (body: { kpis: { key: string; value: number | null }[] }) =>
  Object.fromEntries(body.kpis.map((k) => [k.key, k.value]));
const daysSince = (generatedAt: string, since: Date) =>
  Math.floor((new Date(generatedAt).getTime() - since.getTime()) / DAY);

describe("GET /services/reports/stock", () => {
  it("counts units by real status per tower, values the available stock and computes the VSO of known months", async () => {
    const res = await get(admin, `/services/reports/stock?${PERIOD}&enterprise_id=${ids.aurora}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ month_start: "2026-01", month_end: "2026-03" });
    expect(body.scope.kind).toBe("ALL");
    const launch = spTime("2025-12-15 10:00");
    expect(body.by_tower).toEqual([
      {
        enterprise_id: ids.aurora,
        enterprise_name: "Residencial Aurora",
        tower_id: ids.towerA,
        tower_name: "Torre A",
        total: 6,
        by_status: { AVAILABLE: 2, RESERVED: 1, IN_SALES_PROCESS: 1, SOLD: 1, SUSPENDED: 1 },
        // a2 and a3 at their table prices; the suspended a6 is off the market.
        stock_value: 110_000_000,
        // a2 (since the distrato), a3, a4, a5 (since launch): the median of [d, L, L, L] is L.
        days_on_market_median: daysSince(body.generated_at, launch),
      },
      expect.objectContaining({
        tower_name: "Torre B",
        total: 2,
        by_status: { AVAILABLE: 0, RESERVED: 0, IN_SALES_PROCESS: 0, SOLD: 2, SUSPENDED: 0 },
        stock_value: 0,
        days_on_market_median: null,
      }),
    ]);
    expect(body.by_status).toEqual({ AVAILABLE: 2, RESERVED: 1, IN_SALES_PROCESS: 1, SOLD: 3, SUSPENDED: 1 });
    // January: on offer at the start a1..a6 but a2 (sold in December) = 5, launched b1 (23:59 on the 31st) = 1,
    // sold a1 = 1 -> 1/6. February: a1..a6, b1 launched, a1 and a2 sold at 00:00 on the 1st -> 5; b2 launched at
    // 00:00 on the 1st; a3 and b2 sold, a3 cancelled, a2 distracted -> net 0. March: 8 launched, a1 and b2 sold -> 6;
    // b1 sold -> 1/6.
    expect(body.vso_monthly).toEqual([
      {
        month: "2026-01",
        offer_at_start: 5,
        launched: 1,
        sold_gross: 1,
        sold_canceled: 0,
        sold_distracted: 0,
        sold_net: 1,
        vso: 1 / 6,
      },
      {
        month: "2026-02",
        offer_at_start: 5,
        launched: 1,
        sold_gross: 2,
        sold_canceled: 1,
        sold_distracted: 1,
        sold_net: 0,
        vso: 0,
      },
      {
        month: "2026-03",
        offer_at_start: 6,
        launched: 0,
        sold_gross: 1,
        sold_canceled: 0,
        sold_distracted: 0,
        sold_net: 1,
        vso: 1 / 6,
      },
    ]);
    // The quarter: 5 on offer + 2 launched, 2 sold net = 2/7 = sales / (sales + the 5 left on 1 April).
    expect(body.vso_period).toMatchObject({ offer_at_start: 5, launched: 2, sold_net: 2, vso: 2 / 7 });
    // Apr 2025 - Mar 2026: nothing on offer at the start, 8 launched; a2's December sale is in the window: 5 gross,
    // 1 cancelled, 1 distracted -> 3/8.
    expect(body.vso_12_months).toMatchObject({
      month: "12m",
      offer_at_start: 0,
      launched: 8,
      sold_gross: 5,
      sold_net: 3,
      vso: 3 / 8,
    });
    expect(kpis(body)).toMatchObject({
      units_total: 8,
      units_available: 2,
      stock_value: 110_000_000,
      vso_period: 2 / 7,
      vso_12_months: 3 / 8,
      reservations_expiring_48h: 1,
    });
  });

  it("lists the ACTIVE reservations ending within 48 h: 10 h and 47 h yes, 49 h and expired ones no", async () => {
    const body = (await get(admin, "/services/reports/stock")).json();
    expect(body.reservations_expiring.map((r: { _id: string }) => r._id)).toEqual([ids.r10, ids.r47]);
    expect(body.reservations_expiring[1]).toMatchObject({
      unit_number: u.a4?.number,
      tower_name: "Torre A",
      enterprise_name: "Residencial Aurora",
      broker_name: "Bruna Corretora",
      hours_left: 46,
    });
    expect(kpis(body).reservations_expiring_48h).toBe(2);
  });

  it("a unit back in stock after a distrato counts its days on the market from the distrato (drill-down)", async () => {
    const res = await get(admin, `/services/reports/stock/units?enterprise_id=${ids.aurora}&status=AVAILABLE`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 2, skip: 0, limit: 50 });
    const [a2, a3] = body.payload;
    const now = new Date();
    expect(a2).toMatchObject({
      _id: u.a2?.id,
      status: "AVAILABLE",
      status_label: "Disponível",
      price: 50_000_000,
      on_offer_since: spTime("2026-02-10 10:00").toISOString(),
    });
    expect(a2.days_on_market).toBe(daysSince(now.toISOString(), spTime("2026-02-10 10:00")));
    // a3's sale was cancelled while in process: it never left the market, so its days count from the launch.
    expect(a3).toMatchObject({ _id: u.a3?.id, on_offer_since: spTime("2025-12-15 10:00").toISOString() });
    const sold = (await get(admin, `/services/reports/stock/units?enterprise_id=${ids.aurora}&status=SOLD`)).json();
    expect(sold.payload.map((x: { _id: string }) => x._id)).toEqual([u.a1?.id, u.b1?.id, u.b2?.id]);
    expect(sold.payload.every((x: { days_on_market: null }) => x.days_on_market === null)).toBe(true);
    // Cora's units went on offer 40 days ago: the 31-90 band holds its 3 unsold units.
    const band = (await get(admin, `/services/reports/stock/units?enterprise_id=${ids.cora}&age_band=D31_90`)).json();
    expect(band.pagination.total).toBe(3);
    expect(band.payload[0].days_on_market).toBe(40);
  });

  it("a VSO bar drills down to its units: February's offer at the start, launches, sales and distratos", async () => {
    const part = async (vsoPart: string) => {
      const res = await get(
        admin,
        `/services/reports/stock/units?enterprise_id=${ids.aurora}&vso_month=2026-02&vso_part=${vsoPart}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().payload.map((x: { _id: string }) => x._id);
    };
    // The same units as February's row of the report: 5 on offer, 1 launched, 2 sold (1 cancelled), 1 distracted.
    expect(await part("OFFER_AT_START")).toEqual([u.a3?.id, u.a4?.id, u.a5?.id, u.a6?.id, u.b1?.id]);
    expect(await part("LAUNCHED")).toEqual([u.b2?.id]);
    expect(await part("SOLD")).toEqual([u.a3?.id, u.b2?.id]);
    expect(await part("CANCELED")).toEqual([u.a3?.id]);
    expect(await part("DISTRACTED")).toEqual([u.a2?.id]);
    const half = await get(admin, "/services/reports/stock/units?vso_month=2026-02");
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toEqual(['"vso_part" é obrigatório quando vso_month é informado']);
  });

  it("a coordinator reads only the enterprises their teams serve, and says so", async () => {
    const res = await get(coordinator, "/services/reports/stock?month_start=2026-01&month_end=2026-03");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toMatchObject({ kind: "TEAMS", label: "Exibindo somente a sua equipe: Norte" });
    expect(body.by_tower.map((t: { enterprise_id: string }) => t.enterprise_id)).toEqual([ids.aurora, ids.aurora]);
    expect(body.reservations_expiring.map((r: { _id: string }) => r._id)).toEqual([ids.r47]);
    expect(body.vso_period).toMatchObject({ offer_at_start: 5, launched: 2, sold_net: 2 });
    const cora = (await get(coordinator, `/services/reports/stock/units?enterprise_id=${ids.cora}`)).json();
    expect(cora.pagination.total).toBe(0);
  });

  it("lists only the soonest expiring reservations of a long list, while its count covers them all", async () => {
    const repo = new Database(ctx.prisma).repos.stockReport;
    const page = await repo.expiringReservations({ kind: "ALL" }, {}, new Date(), 1);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([ids.r10]);
  });

  it("refuses a booth specialist (403) and names the field of a bad month in pt-BR (400)", async () => {
    for (const url of [
      "/services/reports/stock",
      "/services/reports/stock/units",
      "/services/reports/stock/export?format=csv",
    ])
      expect((await get(booth, url)).statusCode).toBe(403);
    const bad = await get(admin, "/services/reports/stock?month_start=2026-13");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"month_start" deve ser um mês no formato AAAA-MM entre 2000 e 2100']);
    const order = await get(admin, "/services/reports/stock?month_start=2026-03&month_end=2026-01");
    expect(order.json().message).toEqual(['"month_end" deve ser igual ou posterior ao mês inicial']);
    const format = await get(admin, "/services/reports/stock/export?format=doc");
    expect(format.statusCode).toBe(400);
    expect(format.json().message[0]).toMatch(/^"format" /);
  });
});

describe("stock report exports", () => {
  const query = `${PERIOD}`;

  it("the XLSX sheets hold the JSON's figures as numbers", async () => {
    const json = (await get(admin, `/services/reports/stock?${query}`)).json();
    const res = await get(admin, `/services/reports/stock/export?${query}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/relatorio-estoque-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Unidades por torre", "Reservas vencendo em 48 h", "VSO"]);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)?.eachRow((row, n) => {
        if (n > 4) out.push((row.values as unknown[]).slice(1));
      });
      return out;
    };
    expect(rows("Unidades por torre")).toEqual(
      json.by_tower.map((t: StockTowerRow) => [
        t.enterprise_name,
        t.tower_name,
        t.total,
        t.by_status.AVAILABLE,
        t.by_status.RESERVED,
        t.by_status.IN_SALES_PROCESS,
        t.by_status.SOLD,
        t.by_status.SUSPENDED,
        t.stock_value / 100,
        ...(t.days_on_market_median === null ? [] : [t.days_on_market_median]),
      ]),
    );
    const vso = rows("VSO");
    expect(vso.map((r) => r[7])).toEqual([
      ...json.vso_monthly.map((v: { vso: number }) => v.vso),
      json.vso_period.vso,
      json.vso_12_months.vso,
    ]);
    expect(vso.map((r) => r[0])).toEqual(["jan/2026", "fev/2026", "mar/2026", "Período", "12 meses"]);
    expect(rows("Reservas vencendo em 48 h").map((r) => r[2])).toEqual(
      json.reservations_expiring.map((r: { unit_number: string }) => r.unit_number),
    );
  });

  it("the CSV (BOM, ';', decimal comma) parses back to the JSON, with formula-like names escaped", async () => {
    const json = (await get(admin, `/services/reports/stock?${query}`)).json();
    const res = await get(admin, `/services/reports/stock/export?${query}&format=csv&table=towers`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(res.rawPayload.toString("utf8").slice(1), { delimiter: ";" });
    expect(records[0]).toEqual([
      "Empreendimento",
      "Torre",
      "Unidades",
      "Disponível",
      "Reservada",
      "Em processo de venda",
      "Vendida",
      "Suspensa",
      "Valor do estoque (R$)",
      "Dias em estoque (mediana)",
    ]);
    const num = (s: string) => (s === "" ? null : Number(s.replace(",", ".")));
    expect(
      records.slice(1).map((r) => [r[0], r[1], num(r[2] as string), Math.round((num(r[8] as string) ?? 0) * 100)]),
    ).toEqual(
      json.by_tower.map((t: { enterprise_name: string; tower_name: string; total: number; stock_value: number }) => [
        t.enterprise_name.startsWith("=") ? `'${t.enterprise_name}` : t.enterprise_name,
        t.tower_name,
        t.total,
        t.stock_value,
      ]),
    );
    expect(records.some((r) => r[0] === "'=1+1 Cora")).toBe(true);
    const vsoCsv = await get(admin, `/services/reports/stock/export?${query}&format=csv&table=vso`);
    const vsoRecords: string[][] = parse(vsoCsv.rawPayload.toString("utf8").slice(1), { delimiter: ";" });
    expect(vsoRecords[0]?.[7]).toBe("VSO (%)");
    expect(vsoRecords.slice(1).map((r) => num(r[7] as string))).toEqual(
      [...json.vso_monthly, json.vso_period, json.vso_12_months].map((v: { vso: number | null }) =>
        v.vso === null ? null : Number((v.vso * 100).toFixed(2)),
      ),
    );
  });

  it("the PDF carries the tables as the screen formats them", async () => {
    const res = await get(admin, `/services/reports/stock/export?${query}&enterprise_id=${ids.aurora}&format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Relatório de estoque");
    expect(text).toContain("Residencial Aurora");
    expect(text).toContain("R$ 1.100.000,00");
    expect(text).toContain("28,6%");
  });
});
