import type { Readable } from "node:stream";
import { DEFAULT_WIDTHS, type ExportColumn, exportText } from "@portal/contracts/exports";
import PDFDocument from "pdfkit";
import { pdfSafe } from "../pdf-writer";
import { producerStream } from "./byte-stream";
import type { ExportRows } from "./export-rows";

/**
 * A table as PDF, streamed page by page (decision 073): A4 landscape, the header repeated on every page, "Página N
 * de M" computed from the row count known up front (no page is kept in memory to number them afterwards).
 */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = { top: 30, side: 30, bottom: 40 };
const ROW = 12;
const TITLE_BLOCK = 42;
const FONT_SIZE = 7;
const COLORS = { text: "#1f2933", muted: "#616e7c", rule: "#cbd2d9", accent: "#0b4f6c" };

const usable = PAGE.height - MARGIN.top - MARGIN.bottom - ROW; // minus the header row
export const PDF_ROWS_PER_PAGE = Math.floor(usable / ROW);
const ROWS_FIRST_PAGE = Math.floor((usable - TITLE_BLOCK) / ROW);

/** Pages a table of `rows` rows takes (at least one: an empty export still says so). */
export function pdfPages(rows: number): number {
  return rows <= ROWS_FIRST_PAGE ? 1 : 1 + Math.ceil((rows - ROWS_FIRST_PAGE) / PDF_ROWS_PER_PAGE);
}

export interface PdfMeta {
  title: string;
  /** Under the title: the filters, the scope, when it was made. */
  subtitle: string;
  /** Bottom of every page, before "Página N de M". */
  footer: string;
}

export function pdfExport<T>(columns: readonly ExportColumn<T>[], rows: ExportRows<T>, meta: PdfMeta): Readable {
  const tableWidth = PAGE.width - 2 * MARGIN.side;
  const weights = columns.map((c) => c.width ?? DEFAULT_WIDTHS[c.kind]);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / sum) * tableWidth);
  const right = columns.map((c) => c.kind === "money" || c.kind === "integer" || c.kind === "decimal");
  const pages = pdfPages(rows.total);

  return producerStream(async (sink) => {
    const doc = new PDFDocument({
      size: "A4",
      layout: "landscape",
      margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
      info: { Title: pdfSafe(meta.title), Subject: pdfSafe(meta.subtitle), Author: "Portal de Vendas" },
      lang: "pt-BR",
    });
    const out: Buffer[] = [];
    let failure: Error | null = null;
    const ended = new Promise<void>((resolve) => doc.on("end", resolve));
    doc.on("data", (c: Buffer) => out.push(c));
    doc.on("error", (err: Error) => {
      failure = err;
    });
    const flush = async () => {
      await new Promise((resolve) => setImmediate(resolve)); // pdfkit may hand its bytes over on the next tick
      if (failure) throw failure;
      if (out.length === 0) return;
      const chunk = Buffer.concat(out);
      out.length = 0;
      await sink.write(chunk);
    };

    let page = 1;
    let y = MARGIN.top;
    const footer = () => {
      doc.page.margins.bottom = 0; // writing inside the margin must not open a page
      doc
        .fillColor(COLORS.muted)
        .font("Helvetica")
        .fontSize(7)
        .text(pdfSafe(`${meta.footer} · Página ${page} de ${Math.max(page, pages)}`), MARGIN.side, PAGE.height - 28, {
          width: tableWidth,
          align: "center",
          lineBreak: false,
        });
      doc.page.margins.bottom = MARGIN.bottom;
    };
    const headerRow = () => {
      doc.fillColor(COLORS.accent).font("Helvetica-Bold").fontSize(FONT_SIZE);
      let x = MARGIN.side;
      columns.forEach((c, i) => {
        const w = widths[i] as number;
        doc.text(pdfSafe(c.header), x + 2, y + 2, {
          width: w - 4,
          lineBreak: false,
          ellipsis: true,
          align: right[i] ? "right" : "left",
        });
        x += w;
      });
      doc
        .moveTo(MARGIN.side, y + ROW - 1)
        .lineTo(MARGIN.side + tableWidth, y + ROW - 1)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      y += ROW;
      doc.fillColor(COLORS.text).font("Helvetica");
    };

    try {
      doc.fillColor(COLORS.accent).font("Helvetica-Bold").fontSize(14).text(pdfSafe(meta.title), MARGIN.side, y);
      doc
        .fillColor(COLORS.muted)
        .font("Helvetica")
        .fontSize(8)
        .text(pdfSafe(meta.subtitle), MARGIN.side, y + 20, {
          width: tableWidth,
          lineBreak: false,
          ellipsis: true,
        });
      y += TITLE_BLOCK;
      headerRow();
      const bottom = PAGE.height - MARGIN.bottom;
      for await (const batch of rows.batches) {
        for (const row of batch) {
          if (y + ROW > bottom) {
            footer();
            doc.addPage();
            page++;
            y = MARGIN.top;
            headerRow();
            await flush();
          }
          let x = MARGIN.side;
          for (let i = 0; i < columns.length; i++) {
            const c = columns[i] as ExportColumn<T>;
            const w = widths[i] as number;
            const text = exportText(c.kind, c.value(row));
            if (text)
              doc.text(pdfSafe(text), x + 2, y + 2, {
                width: w - 4,
                lineBreak: false,
                ellipsis: true,
                align: right[i] ? "right" : "left",
              });
            x += w;
          }
          y += ROW;
        }
      }
      if (rows.total === 0) {
        doc
          .fillColor(COLORS.muted)
          .fontSize(9)
          .text("Nenhum registro para os filtros escolhidos.", MARGIN.side, y + 4);
      }
      footer();
      doc.end();
      await ended;
      await flush();
    } finally {
      await rows.close();
    }
  });
}
