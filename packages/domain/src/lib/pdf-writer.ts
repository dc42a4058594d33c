import PDFDocument from "pdfkit";

// Characters outside Latin-1 that the standard fonts' WinAnsi encoding still has.
const WIN_ANSI_EXTRA = new Set([..."–—‘’‚“”„•…€™"]);
/** The standard PDF fonts encode WinAnsi: accents of pt-BR are fine; anything else becomes "?". */
export function pdfSafe(text: string): string {
  return [...text.normalize("NFC")]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === "\t") return " ";
      if (code === 10 || (code >= 32 && code < 127) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(ch)) {
        return ch;
      }
      return code < 32 ? "" : "?";
    })
    .join("");
}

const COLORS = { text: "#1f2933", muted: "#616e7c", rule: "#cbd2d9", accent: "#0b4f6c" };

/** A small layer over pdfkit for the lead documents: title, sections, label/value rows, footer. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(meta: { title: string; subject: string; layout?: "portrait" | "landscape" }) {
    this.doc = new PDFDocument({
      size: "A4",
      layout: meta.layout ?? "portrait",
      margins: { top: 50, bottom: 60, left: 50, right: 50 },
      bufferPages: true,
      info: { Title: pdfSafe(meta.title), Subject: pdfSafe(meta.subject), Author: "Portal de Vendas" },
      lang: "pt-BR",
    });
    this.finished = new Promise((resolve, reject) => {
      this.doc.on("data", (c: Buffer) => this.chunks.push(c));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  title(text: string, subtitle: string): this {
    const d = this.doc;
    d.fillColor(COLORS.accent).font("Helvetica-Bold").fontSize(18).text(pdfSafe(text));
    d.moveDown(0.2).fillColor(COLORS.muted).font("Helvetica").fontSize(10).text(pdfSafe(subtitle));
    d.moveDown(0.8);
    return this;
  }

  section(text: string): this {
    const d = this.doc;
    if (d.y > d.page.height - d.page.margins.bottom - 60) d.addPage();
    d.moveDown(0.6).fillColor(COLORS.accent).font("Helvetica-Bold").fontSize(12).text(pdfSafe(text));
    const y = d.y + 2;
    d.moveTo(d.page.margins.left, y)
      .lineTo(d.page.margins.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    d.moveDown(0.5);
    return this;
  }

  /** Label/value rows in two columns; empty values print as "—". */
  fields(rows: [label: string, value: string | null | undefined][]): this {
    const d = this.doc;
    const labelWidth = 150;
    const x = d.page.margins.left;
    for (const [label, value] of rows) {
      const text = pdfSafe(value?.trim() ? value : "—");
      d.font("Helvetica").fontSize(10);
      const height = Math.max(d.heightOfString(text, { width: this.width - labelWidth }), 12);
      if (d.y + height > d.page.height - d.page.margins.bottom) d.addPage();
      const y = d.y;
      d.fillColor(COLORS.muted)
        .font("Helvetica-Bold")
        .text(pdfSafe(label), x, y, { width: labelWidth - 10 });
      d.fillColor(COLORS.text)
        .font("Helvetica")
        .text(text, x + labelWidth, y, { width: this.width - labelWidth });
      d.x = x;
      d.y = y + height + 4;
    }
    return this;
  }

  paragraph(text: string, opts: { muted?: boolean; bold?: boolean; size?: number } = {}): this {
    this.doc
      .fillColor(opts.muted ? COLORS.muted : COLORS.text)
      .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(opts.size ?? 10)
      .text(pdfSafe(text), this.doc.page.margins.left, undefined, { width: this.width });
    return this;
  }

  space(lines = 0.5): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Writes "Página N de M" on every page and returns the finished file. */
  async finish(footer: string): Promise<Buffer> {
    const d = this.doc;
    const range = d.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      d.switchToPage(i);
      const bottom = d.page.margins.bottom;
      d.page.margins.bottom = 0; // writing inside the margin must not open a new page
      d.fillColor(COLORS.muted)
        .font("Helvetica")
        .fontSize(8)
        .text(pdfSafe(`${footer} · Página ${i + 1} de ${range.count}`), d.page.margins.left, d.page.height - 40, {
          width: this.width,
          align: "center",
          lineBreak: false,
        });
      d.page.margins.bottom = bottom;
    }
    d.end();
    return this.finished;
  }
}

export interface PdfColumn {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** A plain table on the writer's pages: bold header repeated on each new page, 8pt rows. */
export function pdfTable(pdf: PdfWriter, columns: PdfColumn[], rows: string[][]) {
  const d = pdf.doc;
  const left = d.page.margins.left;
  const rowHeight = 13;
  const drawHeader = () => {
    const y = d.y;
    d.fillColor("#0b4f6c").font("Helvetica-Bold").fontSize(8);
    let x = left;
    for (const c of columns) {
      d.text(pdfSafe(c.header), x + 2, y, { width: c.width - 4, align: c.align ?? "left", lineBreak: false });
      x += c.width;
    }
    d.moveTo(left, y + rowHeight - 2)
      .lineTo(x, y + rowHeight - 2)
      .lineWidth(0.5)
      .strokeColor("#cbd2d9")
      .stroke();
    d.y = y + rowHeight;
  };
  drawHeader();
  for (const row of rows) {
    if (d.y + rowHeight > d.page.height - d.page.margins.bottom) {
      d.addPage();
      drawHeader();
    }
    const y = d.y;
    d.fillColor("#1f2933").font("Helvetica").fontSize(8);
    let x = left;
    row.forEach((cell, i) => {
      const c = columns[i] as PdfColumn;
      d.text(pdfSafe(cell), x + 2, y, { width: c.width - 4, align: c.align ?? "left", lineBreak: false });
      x += c.width;
    });
    d.y = y + rowHeight;
  }
  d.x = left;
}
