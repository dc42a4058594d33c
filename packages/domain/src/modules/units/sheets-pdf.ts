import { formatBRLOrDash } from "@portal/contracts/money";
import { PdfWriter, pdfSafe } from "../../lib/pdf-writer";
import type { SheetData, SheetUnit } from "./sheet-data";
import {
  formatArea,
  generatedText,
  isForSale,
  positionLabel,
  pricePerM2,
  statusLabel,
  typeLabel,
  unitStatusLabel,
} from "./sheet-labels";

interface Column {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** The columns both tables start with: where the unit is and what it is. */
const unitColumns = (towerWidth: number): Column[] => [
  { header: "Torre", width: towerWidth },
  { header: "Andar", width: 32, align: "right" },
  { header: "Unid.", width: 38 },
  { header: "Tipo", width: 62 },
  { header: "Dorm.", width: 30, align: "right" },
  { header: "Área", width: 55, align: "right" },
];

const unitCells = (u: SheetUnit) => [
  u.tower,
  String(u.floor),
  u.number,
  typeLabel(u.type),
  String(u.bedrooms),
  formatArea(u.privateArea),
];

/** A plain table on the writer's pages: bold header repeated on each new page, 8pt rows. */
function table(pdf: PdfWriter, columns: Column[], rows: string[][]) {
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
      const c = columns[i] as Column;
      d.text(pdfSafe(cell), x + 2, y, { width: c.width - 4, align: c.align ?? "left", lineBreak: false });
      x += c.width;
    });
    d.y = y + rowHeight;
  }
  d.x = left;
}

/** The availability sheet for printing at the stand: summary per status, then every unit. */
export function renderAvailabilityPdf(d: SheetData): Promise<Buffer> {
  const pdf = new PdfWriter({ title: `Espelho de vendas — ${d.enterpriseName}`, subject: "Disponibilidade" });
  pdf.title(`Espelho de vendas — ${d.enterpriseName}`, generatedText(d));
  pdf.section("Resumo por status");
  pdf.fields([
    ...d.summary.map((s) => [statusLabel(s.status), String(s.count)] as [string, string]),
    ["Total", String(d.units.length)],
  ]);
  pdf.section(`Unidades (${d.units.length})`);
  if (d.units.length === 0) pdf.paragraph("Nenhuma unidade cadastrada.", { muted: true });
  else
    table(
      pdf,
      [
        ...unitColumns(80),
        { header: "Posição", width: 45 },
        { header: "Vagas", width: 30, align: "right" },
        { header: "Status", width: 123 },
      ],
      d.units.map((u) => [...unitCells(u), positionLabel(u.position), String(u.garageSpots), unitStatusLabel(u)]),
    );
  return pdf.finish(`Espelho de vendas · ${d.enterpriseName}`);
}

/** The values sheet for printing: every unit for sale with its table price and price per m² in R$. */
export function renderValuesPdf(d: SheetData): Promise<Buffer> {
  const units = d.units.filter(isForSale);
  const pdf = new PdfWriter({ title: `Tabela de valores — ${d.enterpriseName}`, subject: "Valores" });
  pdf.title(`Tabela de valores — ${d.enterpriseName}`, generatedText(d));
  pdf.fields([
    ["Índice de reajuste", d.indexLabel ?? "não definido"],
    ["Unidades disponíveis", String(units.length)],
  ]);
  pdf.section("Unidades disponíveis");
  if (units.length === 0) pdf.paragraph("Nenhuma unidade disponível.", { muted: true });
  else
    table(
      pdf,
      [
        ...unitColumns(85),
        { header: "Valor de tabela", width: 110, align: "right" },
        { header: "Valor do m²", width: 83, align: "right" },
      ],
      units.map((u) => [...unitCells(u), formatBRLOrDash(u.price), formatBRLOrDash(pricePerM2(u))]),
    );
  return pdf.finish(`Tabela de valores · ${d.enterpriseName}`);
}
