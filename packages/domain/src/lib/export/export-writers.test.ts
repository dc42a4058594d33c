import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ExportColumn } from "@portal/contracts/exports";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EXPORT_HIGH_WATER_MARK, producerStream } from "./byte-stream";
import { csvExport } from "./csv-export";
import { assertExportFits } from "./export-file";
import type { ExportRows } from "./export-rows";
import { rowsOf } from "./export-rows";
import { pdfExport, pdfPages } from "./pdf-export";
import { columnLetter, xlsxExport } from "./xlsx-export";

interface Sale {
  name: string;
  value: bigint;
  at: string;
  due: string;
  units: number;
  rate: number;
  ok: boolean;
}
const COLUMNS: ExportColumn<Sale>[] = [
  { header: "Cliente", kind: "text", value: (s) => s.name },
  { header: "Valor", kind: "money", value: (s) => s.value },
  { header: "Vendida em", kind: "datetime", value: (s) => s.at },
  { header: "Vencimento", kind: "day", value: (s) => s.due },
  { header: "Unidades", kind: "integer", value: (s) => s.units },
  { header: "Taxa", kind: "decimal", value: (s) => s.rate },
  { header: "Quitada", kind: "boolean", value: (s) => s.ok },
];
const SALES: Sale[] = [
  {
    name: "=1+1 & <Ana>",
    value: 123456n,
    at: "2026-01-01T02:30:00Z",
    due: "2026-03-01",
    units: 2,
    rate: 1.5,
    ok: true,
  },
  { name: ' Bruno; "B" ', value: -100n, at: "2026-06-15T15:00:00Z", due: "2026-12-31", units: 0, rate: 0, ok: false },
];

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Rows made on demand, counting how many batches the writer has pulled. */
function countingRows(
  batches: number,
  size: number,
): { rows: ExportRows<Sale>; pulled: () => number; closed: () => boolean } {
  let pulled = 0;
  let closed = false;
  return {
    pulled: () => pulled,
    closed: () => closed,
    rows: {
      total: batches * size,
      close: async () => {
        closed = true;
      },
      batches: (async function* () {
        for (let b = 0; b < batches; b++) {
          pulled++;
          yield Array.from({ length: size }, (_, i) => ({ ...(SALES[0] as Sale), name: `Cliente ${b}-${i}` }));
        }
      })(),
    },
  };
}

describe("export writers", () => {
  it("CSV: BOM, ';', CRLF, formula text escaped, typed values formatted in pt-BR and São Paulo time", async () => {
    const text = (await bytesOf(csvExport(COLUMNS, rowsOf(SALES)))).toString("utf8");
    expect(text).toBe(
      "\uFEFFCliente;Valor;Vendida em;Vencimento;Unidades;Taxa;Quitada\r\n" +
        "'=1+1 & <Ana>;R$ 1.234,56;31/12/2025 23:30;01/03/2026;2;1,5;Sim\r\n" +
        '" Bruno; ""B"" ";-R$ 1,00;15/06/2026 12:00;31/12/2026;0;0;Não\r\n',
    );
  });

  it("XLSX: native numbers, R$ and São Paulo dates with their formats, text never a formula", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await bytesOf(xlsxExport(COLUMNS, rowsOf(SALES), { sheet: "Vendas: 2026/01" }))) as unknown as ArrayBuffer,
    );
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe("Vendas  2026 01");
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe("=1+1 & <Ana>");
    expect(row.getCell(1).formula).toBeUndefined();
    expect(row.getCell(2).value).toBe(1234.56);
    expect(row.getCell(2).numFmt).toContain("R$");
    expect(row.getCell(3).value).toEqual(new Date("2025-12-31T23:30:00Z")); // São Paulo wall clock, as Excel keeps it
    expect(row.getCell(3).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(row.getCell(4).value).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect([row.getCell(5).value, row.getCell(6).value, row.getCell(7).value]).toEqual([2, 1.5, "Sim"]);
    expect(sheet.getRow(3).getCell(1).value).toBe(' Bruno; "B" ');
    expect(sheet.getRow(3).getCell(2).value).toBe(-1);
    expect(columnLetter(0) + columnLetter(25) + columnLetter(26) + columnLetter(701)).toBe("AZAAZZ");
  });

  it("PDF: one page per ~42 rows, numbered from the count known up front", async () => {
    const pdf = await bytesOf(
      pdfExport(COLUMNS, rowsOf(SALES), { title: "Vendas", subtitle: "Todas", footer: "Portal" }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPages(0)).toBe(1);
    expect(pdfPages(1000)).toBeGreaterThan(20);
  });

  it("reads the next batch only when the reader has taken the last one (backpressure), and closes the rows", async () => {
    for (const make of [
      (r: ExportRows<Sale>) => csvExport(COLUMNS, r),
      (r: ExportRows<Sale>) => xlsxExport(COLUMNS, r, { sheet: "x" }),
    ]) {
      const source = countingRows(200, 500);
      const stream = make(source.rows);
      // Nobody reads: the writer fills the buffer up to its high-water mark and waits (of 200 batches).
      await new Promise((resolve) => setTimeout(resolve, 100));
      const pulled = source.pulled();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(source.pulled()).toBe(pulled);
      expect(pulled).toBeLessThan(40);
      expect(stream.readableLength).toBeLessThan(EXPORT_HIGH_WATER_MARK + 64 * 1024);
      await pipeline(stream, new Writable({ write: (_c, _e, done) => done() }));
      expect(source.pulled()).toBe(200);
      expect(source.closed()).toBe(true);
    }
  });

  it("stops reading and closes the rows when the reader goes away", async () => {
    const source = countingRows(200, 500);
    const stream = csvExport(COLUMNS, source.rows);
    await new Promise((resolve) => stream.once("readable", resolve));
    stream.destroy();
    await expect.poll(source.closed).toBe(true);
    expect(source.pulled()).toBeLessThan(10);
  });

  it("fails the stream (never a file that looks complete) when the rows fail mid-way", async () => {
    const rows: ExportRows<Sale> = {
      total: 3,
      close: async () => {},
      batches: (async function* () {
        yield SALES;
        throw new Error("connection lost");
      })(),
    };
    await expect(bytesOf(csvExport(COLUMNS, rows))).rejects.toThrow("connection lost");
    await expect(bytesOf(producerStream(async () => Promise.reject(new Error("x"))))).rejects.toThrow("x");
  });

  it("refuses an XLSX past Excel's rows and a PDF past its reading limit, offering the CSV", () => {
    expect(() => assertExportFits("xlsx", 1_048_575)).not.toThrow();
    expect(() => assertExportFits("xlsx", 1_048_576)).toThrow(/Exporte em CSV/);
    expect(() => assertExportFits("pdf", 20_001)).toThrow(/Exporte em Excel ou CSV/);
    expect(() => assertExportFits("csv", 50_000_000)).not.toThrow();
  });
});
