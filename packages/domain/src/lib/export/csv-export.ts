import type { Readable } from "node:stream";
import { CSV_BOM, CSV_SEPARATOR, csvText, type ExportColumn, exportText } from "@portal/contracts/exports";
import { producerStream } from "./byte-stream";
import type { ExportRows } from "./export-rows";

const QUOTE = /[";\r\n]/;
/** Text of a typed value (a number, date, R$): not user input, so only quoted where needed, never formula-escaped. */
const plain = (text: string) => (QUOTE.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One CSV line (no line break) of a row: text cells formula-escaped, typed ones formatted by their kind. */
export function csvLine<T>(columns: readonly ExportColumn<T>[], row: T): string {
  let line = "";
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i] as ExportColumn<T>;
    const text = exportText(c.kind, c.value(row));
    if (i > 0) line += CSV_SEPARATOR;
    line += c.kind === "text" ? csvText(text) : plain(text);
  }
  return line;
}

/**
 * The CSV of a streamed export: UTF-8 BOM (Excel reads the accents), `;` between cells (Excel pt-BR), CRLF lines,
 * the header first. Each batch of rows is one write: the next batch is read only once the reader took it.
 */
export function csvExport<T>(columns: readonly ExportColumn<T>[], rows: ExportRows<T>): Readable {
  return producerStream(async (sink) => {
    try {
      await sink.write(`${CSV_BOM}${columns.map((c) => csvText(c.header)).join(CSV_SEPARATOR)}\r\n`);
      for await (const batch of rows.batches) {
        let text = "";
        for (const row of batch) text += `${csvLine(columns, row)}\r\n`;
        await sink.write(text);
      }
    } finally {
      await rows.close();
    }
  });
}
