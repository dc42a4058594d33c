import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuilding, setUnitState } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let admin: Staff;
let partner: Staff;
let enterpriseId: string;
let name: string;
let unitIds: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  // 2 floors × 2 units: 101 (R$ 501.000, 65,40 m²), 102, 201 (R$ 502.000), 202.
  const building = await createBuilding(ctx.prisma, { floors: 2, perFloor: 2 });
  enterpriseId = building.enterpriseId;
  name = `Residencial Jardim Ipê ${randomBytes(2).toString("hex")}`;
  await ctx.prisma.enterprise.update({ where: { id: enterpriseId }, data: { name, indexType: "INCCDI" } });
  unitIds = Object.fromEntries(building.units.map((u) => [u.number, u.id]));
  await setUnitState(ctx.prisma, unitIds["102"] as string, { status: "SOLD" });
  await setUnitState(ctx.prisma, unitIds["201"] as string, { status: "AVAILABLE", fakeStatus: "RESERVED" });
  await setUnitState(ctx.prisma, unitIds["202"] as string, { status: "AVAILABLE", suspended: true });
});
afterAll(() => ctx?.close());

const download = (who: Staff, sheet: string, query = "", id = enterpriseId) =>
  ctx.app.inject({ method: "GET", url: `/enterprises/${id}/download-${sheet}-sheet${query}`, headers: who.headers });

async function readXlsx(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const rows = (sheetName: string) => {
    const ws = wb.getWorksheet(sheetName);
    if (!ws) throw new Error(`no sheet ${sheetName}`);
    const out: { values: unknown[]; numFmts: (string | undefined)[] }[] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      out.push({
        values: (row.values as unknown[]).slice(1),
        numFmts: Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).numFmt),
      });
    });
    return out;
  };
  return { wb, rows };
}

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const slug = () =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

describe("GET /enterprises/{id}/download-availability-sheet", () => {
  it("XLSX by default: every unit by tower/floor/number with the real status for staff, and a summary", async () => {
    const res = await download(admin, "availability");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="espelho-${slug()}-${today}.xlsx"; filename*=UTF-8''espelho-${slug()}-${today}.xlsx`,
    );
    const { rows } = await readXlsx(res.rawPayload);
    const units = rows("Disponibilidade");
    expect(units[0]?.values[0]).toBe(`Espelho de vendas — ${name}`);
    expect(units[3]?.values).toEqual([
      "Torre",
      "Andar",
      "Unidade",
      "Tipo",
      "Dormitórios",
      "Área privativa (m²)",
      "Posição",
      "Vagas",
      "Status",
    ]);
    const data = units.slice(4).map((r) => r.values);
    expect(data.map((r) => [r[1], r[2], r[8]])).toEqual([
      [1, "101", "Disponível"],
      [1, "102", "Vendida"],
      [2, "201", "Disponível"],
      [2, "202", "Disponível (suspensa)"],
    ]);
    expect(data[0]).toEqual([
      expect.stringMatching(/^Torre A/),
      1,
      "101",
      "Apartamento",
      2,
      65.4,
      "Frente",
      1,
      "Disponível",
    ]);
    const summary = Object.fromEntries(
      rows("Resumo")
        .slice(4)
        .map((r) => r.values),
    );
    expect(summary).toEqual({
      Disponível: 3,
      Reservada: 0,
      "Em processo de venda": 0,
      Vendida: 1,
      Suspensa: 1,
      Total: 4,
    });
  });

  it("partner brokers see the fake status, in the rows and in the summary", async () => {
    const res = await download(partner, "availability", "?format=xlsx");
    expect(res.statusCode).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    const data = rows("Disponibilidade").slice(4);
    expect(data.map((r) => r.values[8])).toEqual(["Disponível", "Vendida", "Reservada", "Disponível (suspensa)"]);
    const summary = Object.fromEntries(
      rows("Resumo")
        .slice(4)
        .map((r) => r.values),
    );
    expect(summary).toMatchObject({ Disponível: 2, Reservada: 1, Vendida: 1 });
  });

  it("PDF for printing: %PDF with the enterprise name, units and statuses", async () => {
    const res = await download(admin, "availability", "?format=pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="espelho-${slug()}-${today}.pdf"; filename*=UTF-8''espelho-${slug()}-${today}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain("Resumo por status");
    expect(text).toContain("Disponível (suspensa)");
    expect(text).toContain("Vendida");
  });

  it("same access rules as the mirror: 404 for an unknown or hidden enterprise, 400 naming a bad format", async () => {
    const unknown = await download(admin, "availability", "", "6f1c1a52-8b9e-4a4e-9d51-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Empreendimento não encontrado.");
    const hidden = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    await ctx.prisma.enterprise.update({ where: { id: hidden.enterpriseId }, data: { active: false } });
    expect((await download(partner, "availability", "", hidden.enterpriseId)).statusCode).toBe(404);
    expect((await download(partner, "values", "?format=pdf", hidden.enterpriseId)).statusCode).toBe(404);
    expect((await download(admin, "availability", "", hidden.enterpriseId)).statusCode).toBe(200);
    const bad = await download(admin, "availability", "?format=csv");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"format" /);
    const unauthenticated = await ctx.app.inject({
      method: "GET",
      url: `/enterprises/${enterpriseId}/download-values-sheet`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe("GET /enterprises/{id}/download-values-sheet", () => {
  it("XLSX: every available unit with its price and price per m² as numeric R$ cells, and the index", async () => {
    const res = await download(admin, "values");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="tabela-de-valores-${slug()}-${today}.xlsx"; filename*=UTF-8''tabela-de-valores-${slug()}-${today}.xlsx`,
    );
    const { rows } = await readXlsx(res.rawPayload);
    const sheet = rows("Valores");
    expect(sheet[1]?.values[0]).toMatch(/^Índice de reajuste: INCC-DI/);
    const data = sheet.slice(4);
    // 102 is sold and 202 suspended; 201 is available (its fake status is only for partner brokers).
    expect(data.map((r) => r.values)).toEqual([
      [expect.stringMatching(/^Torre A/), 1, "101", "Apartamento", 2, 65.4, 501_000, 7660.55, "INCC-DI"],
      [expect.stringMatching(/^Torre A/), 2, "201", "Apartamento", 2, 65.4, 502_000, 7675.84, "INCC-DI"],
    ]);
    expect(data[0]?.numFmts[6]).toBe('"R$" #,##0.00');
    expect(data[0]?.numFmts[7]).toBe('"R$" #,##0.00');
  });

  it("partner brokers do not get a unit whose shown status is not available", async () => {
    const res = await download(partner, "values");
    const { rows } = await readXlsx(res.rawPayload);
    expect(
      rows("Valores")
        .slice(4)
        .map((r) => r.values[2]),
    ).toEqual(["101"]);
  });

  it("PDF: prices in R$ (pt-BR) and the enterprise name", async () => {
    const res = await download(admin, "values", "?format=pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(res.rawPayload).replaceAll("\u00a0", " ");
    expect(text).toContain(name);
    expect(text).toContain("INCC-DI");
    expect(text).toContain("R$ 501.000,00");
    expect(text).toContain("R$ 7.660,55");
    expect(text).not.toContain("R$ 501.000,00\nR$ 501.000,00");
  });
});
