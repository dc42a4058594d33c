/**
 * The price-table report (units-prices-snapshot) on hand-made tables with known answers: the snapshots
 * over time with the table in force last, the difference per unit and in total between two tables (units priced in
 * both), the tower filter, INCC-DI and IGP-M of the months between the tables compounded (null when a month is
 * missing); the defaults (latest snapshot against the table in force); errors naming the field; 403 for a booth
 * specialist. The downloads (decision 079) parsed back carry the JSON's figures.
 */

import type { UnitsPricesReportDto } from "@portal/contracts/reports/units-prices";
import { createEnterpriseWithUnits, spTime } from "@portal/db/testing/deal-factories";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let outsider: Staff;
let enterpriseId: string;
let towerA: string;
let january: string;
let march: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  outsider = await staff(ctx, ["BOOTH_SPECIALIST"]);
  const { enterprise, towers, units } = await createEnterpriseWithUnits(p, {
    towers: [
      { units: 3, prices: [10_000_000, 20_000_000, 30_000_000] },
      { units: 1, price: 40_000_000 },
    ],
  });
  enterpriseId = enterprise.id;
  towerA = towers[0]?.tower.id as string;
  const snapshot = async (reason: string, at: Date, prices: (number | null)[]) => {
    const s = await p.priceSnapshot.create({
      data: { enterpriseId, reason, createdAt: at, indexType: "INCCDI", percentage: "0.9000" },
    });
    await p.priceSnapshotItem.createMany({
      data: units.map((u, i) => ({
        snapshotId: s.id,
        unitId: u.id,
        price: prices[i] == null ? null : BigInt(prices[i] as number),
      })),
    });
    return s.id;
  };
  january = await snapshot(
    "Tabela de lançamento",
    spTime("2026-01-15 10:00"),
    [10_000_000, 20_000_000, 30_000_000, 40_000_000],
  );
  const marchPrices = [10_500_000, 21_000_000, null, 42_000_000];
  march = await snapshot("Reajuste INCC-DI", spTime("2026-03-10 10:00"), marchPrices);
  for (const [i, u] of units.entries()) {
    const price = marchPrices[i];
    await p.unit.update({ where: { id: u.id }, data: { price: price == null ? null : BigInt(price) } });
  }
  await p.marketIndex.createMany({
    data: [
      { type: "INCCDI", month: new Date("2026-01-01"), value: "0.5000" },
      { type: "INCCDI", month: new Date("2026-02-01"), value: "0.4000" },
      { type: "IGPM", month: new Date("2026-01-01"), value: "0.3000" },
    ],
  });
});
afterAll(() => ctx?.close());

const get = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/services/reports/units-prices-snapshot?${query}`, headers: who.headers });

describe("GET /services/reports/units-prices-snapshot", () => {
  it("lists the tables over time and compares two of them per unit, with the indexes of the months between", async () => {
    const res = await get(admin, `enterprise_id=${enterpriseId}&from_snapshot_id=${january}&to_snapshot_id=${march}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.tables.map((t: { _id: string | null; units_priced: number; total_price: number; average_price: number }) => [
        t._id,
        t.units_priced,
        t.total_price,
        t.average_price,
      ]),
    ).toEqual([
      [january, 4, 100_000_000, 25_000_000],
      [march, 3, 73_500_000, 24_500_000],
      [null, 3, 73_500_000, 24_500_000],
    ]);
    expect(body.tables[2].label).toBe("Tabela vigente");
    const c = body.comparison;
    expect(c.from).toMatchObject({ _id: january, label: "Tabela de lançamento · 15/01/2026" });
    expect(c.totals).toEqual({
      units_compared: 3,
      from_total: 70_000_000,
      to_total: 73_500_000,
      difference: 3_500_000,
      difference_percent: 0.05,
    });
    expect(c.units.map((u: { difference: number | null }) => u.difference)).toEqual([
      500_000,
      1_000_000,
      null,
      2_000_000,
    ]);
    expect(c.units[0]).toMatchObject({
      tower_name: "Torre A",
      from_price: 10_000_000,
      to_price: 10_500_000,
      difference_percent: 0.05,
    });
    // January and February (the month before the newer table's): INCC-DI compounded; IGP-M lacks February.
    expect(c.indexes).toEqual([
      {
        type: "INCCDI",
        months: [
          { month: "2026-01", value: 0.5 },
          { month: "2026-02", value: 0.4 },
        ],
        accumulated: 0.00902,
      },
      {
        type: "IGPM",
        months: [
          { month: "2026-01", value: 0.3 },
          { month: "2026-02", value: null },
        ],
        accumulated: null,
      },
    ]);
  });

  it("narrows to a tower, and by default compares the latest snapshot with the table in force", async () => {
    const tower = (
      await get(
        coordinator,
        `enterprise_id=${enterpriseId}&tower_id=${towerA}&from_snapshot_id=${january}&to_snapshot_id=${march}`,
      )
    ).json();
    expect(tower.comparison.totals).toMatchObject({ units_compared: 2, from_total: 30_000_000, difference: 1_500_000 });
    const defaults = (await get(admin, `enterprise_id=${enterpriseId}`)).json();
    expect(defaults.comparison.from._id).toBe(march);
    expect(defaults.comparison.to).toMatchObject({ _id: null, label: "Tabela vigente" });
    expect(defaults.comparison.totals).toMatchObject({ units_compared: 3, difference: 0 });
  });

  it("names the field that is wrong, and refuses a booth specialist", async () => {
    const missing = await get(admin, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("enterprise_id");
    const unknown = await get(admin, `enterprise_id=${enterpriseId}&to_snapshot_id=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("to_snapshot_id");
    expect(unknown.body).toContain("Versão da tabela de preços não encontrada.");
    const reversed = await get(
      admin,
      `enterprise_id=${enterpriseId}&from_snapshot_id=${march}&to_snapshot_id=${january}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect((await get(outsider, `enterprise_id=${enterpriseId}`)).statusCode).toBe(403);
  });
});

describe("GET /services/reports/units-prices-snapshot/export", () => {
  const COMPARE = () => `enterprise_id=${enterpriseId}&from_snapshot_id=${january}&to_snapshot_id=${march}`;
  const download = (who: Staff, query: string) =>
    ctx.app.inject({
      method: "GET",
      url: `/services/reports/units-prices-snapshot/export?${query}`,
      headers: who.headers,
    });
  const csvRows = (payload: Buffer) =>
    payload
      .toString("utf8")
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
  const reais = (c: number | null) => (c == null ? "" : (c / 100).toFixed(2).replace(".", ","));
  const pct = (f: number | null) => (f == null ? "" : (f * 100).toFixed(2).replace(".", ","));

  it("the units CSV parsed back is the JSON's comparison, with its total", async () => {
    const r = (await get(admin, COMPARE())).json() as UnitsPricesReportDto;
    const c = r.comparison;
    if (!c) throw new Error("no comparison");
    const res = await download(admin, `${COMPARE()}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/relatorio-tabelas-precos-\d{4}-\d{2}-\d{2}-units\.csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = csvRows(res.rawPayload);
    expect(header).toEqual([
      "Torre",
      "Unidade",
      "Andar",
      "Situação",
      "Preço em Tabela de lançamento · 15/01/2026 (R$)",
      "Preço em Reajuste INCC-DI · 10/03/2026 (R$)",
      "Diferença (R$)",
      "Diferença (%)",
    ]);
    expect(lines.slice(0, -1).map((l) => [l[0], l[1], l[4], l[5], l[6], l[7]])).toEqual(
      c.units.map((u) => [
        u.tower_name,
        u.number,
        reais(u.from_price),
        reais(u.to_price),
        reais(u.difference),
        pct(u.difference_percent),
      ]),
    );
    expect(lines[0]?.slice(4)).toEqual(["100000,00", "105000,00", "5000,00", "5,00"]);
    expect(lines.at(-1)).toEqual([
      "Total (unidades com preço nas duas tabelas)",
      "3 unidades",
      "",
      "",
      "700000,00",
      "735000,00",
      "35000,00",
      "5,00",
    ]);
  });

  it("the tables and indexes CSVs, the XLSX sheets and the PDF carry the same figures", async () => {
    const indexes = await download(admin, `${COMPARE()}&format=csv&table=indexes`);
    expect(indexes.statusCode, indexes.body).toBe(200);
    expect(csvRows(indexes.rawPayload)).toEqual([
      ["Mês", "INCC-DI (%)", "IGP-M (%)"],
      ["jan/2026", "0,50", "0,30"],
      ["fev/2026", "0,40", ""],
      ["Acumulado", "0,90", ""],
    ]);
    const tables = csvRows((await download(admin, `${COMPARE()}&format=csv&table=tables`)).rawPayload);
    expect(tables.slice(1).map((t) => [t[0], t[2], t[3], t[4], t[5], t[6]])).toEqual([
      ["Tabela de lançamento · 15/01/2026", "INCC-DI", "0,90", "4", "1000000,00", "250000,00"],
      ["Reajuste INCC-DI · 10/03/2026", "INCC-DI", "0,90", "3", "735000,00", "245000,00"],
      ["Tabela vigente", "", "", "3", "735000,00", "245000,00"],
    ]);

    const xlsx = await download(admin, `${COMPARE()}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)?.eachRow((row, n) => {
        if (n > 4) out.push((row.values as unknown[]).slice(1));
      });
      return out;
    };
    expect(values("Preços por unidade")[0]).toEqual([
      "Torre A",
      expect.any(String),
      expect.any(Number),
      expect.any(String),
      100_000,
      105_000,
      5_000,
      0.05,
    ]);
    expect(values("Preços por unidade").at(-1)?.slice(4)).toEqual([700_000, 735_000, 35_000, 0.05]);
    expect(values("Índices do período")).toEqual([
      ["jan/2026", 0.005, 0.003],
      ["fev/2026", 0.004],
      ["Acumulado", 0.00902],
    ]);

    const pdf = await download(admin, `${COMPARE()}&format=pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Relatório de tabelas de preços",
      "Preços por unidade",
      "R$ 735.000,00",
      "Acumulado",
      "INCC-DI",
    ])
      expect(text).toContain(expected);
  });

  it("refuses a booth specialist and names a bad format, table or snapshot", async () => {
    expect((await download(outsider, `${COMPARE()}&format=csv`)).statusCode).toBe(403);
    expect((await download(coordinator, `${COMPARE()}&format=csv`)).statusCode).toBe(200);
    const format = await download(admin, `${COMPARE()}&format=docx`);
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain("format");
    const table = await download(admin, `${COMPARE()}&format=csv&table=units2`);
    expect(table.statusCode).toBe(400);
    expect(table.body).toContain("table");
    const snapshot = await download(
      admin,
      `enterprise_id=${enterpriseId}&format=csv&to_snapshot_id=${crypto.randomUUID()}`,
    );
    expect(snapshot.statusCode).toBe(400);
    expect(snapshot.body).toContain("to_snapshot_id");
  });
});
