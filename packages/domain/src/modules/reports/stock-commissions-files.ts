/**
 * The downloads of the stock and commissions reports (decision 072): each report is a list of tables; the XLSX has
 * one sheet per table with numbers as numbers (money in reais with the R$ format, rates as percentages), the CSV one
 * table (UTF-8 with a BOM, `;`, decimal comma, formula-injection escaping), the PDF every table as the screen
 * formats it. One table definition feeds the three, so the files carry the same figures as the JSON.
 */
import { formatDateTime } from "@portal/contracts/dates";
import { CSV_SEPARATOR, csvText } from "@portal/contracts/exports";
import { formatKpiValue } from "@portal/contracts/reports/common";
import { PdfWriter, pdfTable } from "../../lib/pdf-writer";
import { sheetHeader, workbook, xlsxBuffer } from "../../lib/xlsx-sheet";

/** How a column's values are written: text, a count, money (centavos), a fraction (rate), days, an instant. */
export type ExportKind = "text" | "count" | "money" | "percent" | "days" | "datetime";
export type ExportValue = string | number | null;

export interface ExportColumn {
  header: string;
  kind: ExportKind;
  /** Width in the XLSX (characters) and the PDF (points). */
  width: number;
  pdfWidth: number;
}

export interface ExportTable {
  key: string;
  title: string;
  columns: ExportColumn[];
  rows: ExportValue[][];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export const col = (header: string, kind: ExportKind, width: number, pdfWidth: number): ExportColumn => ({
  header,
  kind,
  width,
  pdfWidth,
});

/** What people read (PDF): the KPI formats of contracts, dates in São Paulo time. */
function display(kind: ExportKind, v: ExportValue): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "string") return kind === "datetime" ? formatDateTime(v) : v;
  switch (kind) {
    case "money":
    case "percent":
    case "days":
    case "count":
      return formatKpiValue(kind, v);
    default:
      return String(v);
  }
}

// ---- CSV ----

/** Spreadsheets in Brazil split on ";"; cells are escaped as every export of the portal does (contracts/exports). */
const csvCell = csvText;

const decimalComma = (n: number, digits: number) => n.toFixed(digits).replace(".", ",");

/** A CSV value: numbers with a decimal comma and no thousands separator (money in reais, rates in %). */
function csvValue(kind: ExportKind, v: ExportValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return csvCell(kind === "datetime" ? formatDateTime(v) : v);
  switch (kind) {
    case "money":
      return decimalComma(v / 100, 2);
    case "percent":
      return decimalComma(v * 100, 2);
    case "days":
      return decimalComma(v, 1);
    default:
      return String(v);
  }
}

/** The header of a column in the files that carry raw numbers (the unit is in the header). */
function rawHeader(c: ExportColumn): string {
  if (c.kind === "money") return `${c.header} (R$)`;
  if (c.kind === "percent") return `${c.header} (%)`;
  return c.header;
}

export function tableCsv(table: ExportTable): Buffer {
  const lines = [
    table.columns.map((c) => csvCell(rawHeader(c))).join(CSV_SEPARATOR),
    ...table.rows.map((row) =>
      row.map((v, i) => csvValue((table.columns[i] as ExportColumn).kind, v)).join(CSV_SEPARATOR),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

// ---- XLSX ----

const NUM_FMT: Partial<Record<ExportKind, string>> = {
  money: '"R$" #,##0.00',
  percent: "0.0%",
  days: "0.0",
  count: "0",
};

export async function tablesXlsx(title: string, subtitle: string, tables: ExportTable[]): Promise<Buffer> {
  const wb = workbook();
  for (const t of tables) {
    const sheet = wb.addWorksheet(t.title.slice(0, 31).replace(/[\\/?*[\]:]/g, " "));
    sheetHeader(
      sheet,
      `${title} — ${t.title}`,
      subtitle,
      t.columns.map((c) => ({ header: c.header, width: c.width })),
    );
    for (const row of t.rows) {
      const added = sheet.addRow(
        row.map((v, i) => {
          const kind = (t.columns[i] as ExportColumn).kind;
          if (v === null) return null;
          if (kind === "money" && typeof v === "number") return v / 100;
          if (kind === "datetime" && typeof v === "string") return formatDateTime(v);
          return v;
        }),
      );
      t.columns.forEach((c, i) => {
        const fmt = NUM_FMT[c.kind];
        if (fmt) added.getCell(i + 1).numFmt = fmt;
      });
    }
  }
  return xlsxBuffer(wb);
}

// ---- PDF ----

export function tablesPdf(
  title: string,
  subtitle: string,
  tables: ExportTable[],
  footer: string,
  layout: "portrait" | "landscape" = "portrait",
): Promise<Buffer> {
  const pdf = new PdfWriter({ title, subject: title, layout });
  pdf.title(title, subtitle);
  for (const t of tables) {
    pdf.section(t.title);
    if (t.rows.length === 0) {
      pdf.paragraph("Nenhum registro.", { muted: true });
      continue;
    }
    pdfTable(
      pdf,
      t.columns.map((c) => ({
        header: c.header,
        width: c.pdfWidth,
        align: c.kind === "text" || c.kind === "datetime" ? ("left" as const) : ("right" as const),
      })),
      t.rows.map((row) => row.map((v, i) => display((t.columns[i] as ExportColumn).kind, v))),
    );
  }
  return pdf.finish(footer);
}

/** The file of a report in one format: every table (XLSX, PDF) or the chosen one (CSV). */
export async function reportFile(opts: {
  name: string;
  title: string;
  subtitle: string;
  format: "xlsx" | "csv" | "pdf";
  tables: ExportTable[];
  csvTable: string;
  day: string;
  /** Wide tables (many figure columns) print on landscape pages. */
  pdfLayout?: "portrait" | "landscape";
}): Promise<ExportFile> {
  const base = `${opts.name}-${opts.day}`;
  if (opts.format === "csv") {
    const table = opts.tables.find((t) => t.key === opts.csvTable) ?? (opts.tables[0] as ExportTable);
    return { fileName: `${base}-${table.key}.csv`, contentType: "text/csv; charset=utf-8", data: tableCsv(table) };
  }
  if (opts.format === "xlsx")
    return {
      fileName: `${base}.xlsx`,
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      data: await tablesXlsx(opts.title, opts.subtitle, opts.tables),
    };
  return {
    fileName: `${base}.pdf`,
    contentType: "application/pdf",
    data: await tablesPdf(
      opts.title,
      opts.subtitle,
      opts.tables,
      `${opts.title} · ${opts.subtitle}`,
      opts.pdfLayout ?? "portrait",
    ),
  };
}
