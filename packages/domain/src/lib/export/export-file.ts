import type { Readable } from "node:stream";
import { saoPauloDay } from "@portal/contracts/dates";
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_MSG,
  type ExportColumn,
  type ExportFormat,
  PDF_MAX_ROWS,
  XLSX_MAX_DATA_ROWS,
} from "@portal/contracts/exports";
import { AppError } from "../app-error";
import { csvExport } from "./csv-export";
import type { ExportRows } from "./export-rows";
import { pdfExport } from "./pdf-export";
import { xlsxExport } from "./xlsx-export";

/** A streamed export ready to send: headers first (the row count among them), then the body. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  /** Rows the body will hold (the header line not counted). */
  total: number;
  body: Readable;
}

export interface ExportMeta {
  /** The file's name before the day: "leads" -> leads-2026-11-28.csv. */
  fileName: string;
  /** PDF title and XLSX sheet name. */
  title: string;
  /** PDF: the line under the title (filters, scope). */
  subtitle: string;
}

/**
 * A format's row limit, checked before anything is streamed: Excel's sheet (1,048,576 rows with the header), and
 * the PDF's reading limit. 400 with a pt-BR message that offers the CSV (decision 073).
 */
export function assertExportFits(format: ExportFormat, total: number): void {
  if (format === "xlsx" && total > XLSX_MAX_DATA_ROWS)
    throw new AppError("BAD_REQUEST", EXPORT_MSG.tooManyForXlsx(total));
  if (format === "pdf" && total > PDF_MAX_ROWS) throw new AppError("BAD_REQUEST", EXPORT_MSG.tooManyForPdf(total));
}

/** The rows as a file of the format, with the columns every format shares. */
export function exportFile<T>(
  format: ExportFormat,
  columns: readonly ExportColumn<T>[],
  rows: ExportRows<T>,
  meta: ExportMeta,
  now = new Date(),
): ExportFile {
  const body =
    format === "csv"
      ? csvExport(columns, rows)
      : format === "xlsx"
        ? xlsxExport(columns, rows, { sheet: meta.title })
        : pdfExport(columns, rows, { title: meta.title, subtitle: meta.subtitle, footer: "Portal de Vendas" });
  return {
    fileName: `${meta.fileName}-${saoPauloDay(now)}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
    total: rows.total,
    body,
  };
}
