import { formatBRLOrDash } from "@portal/contracts/money";
import { type PdfColumn, PdfWriter, pdfTable as table } from "../../lib/pdf-writer";
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

/** The columns both tables start with: where the unit is and what it is. */
const unitColumns = (towerWidth: number): PdfColumn[] => [
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
