import { sheetHeader as header, xlsxBuffer as toBuffer, workbook } from "../../lib/xlsx-sheet";
import type { SheetData, SheetUnit } from "./sheet-data";
import {
  generatedText,
  isForSale,
  positionLabel,
  pricePerM2,
  statusLabel,
  typeLabel,
  unitStatusLabel,
} from "./sheet-labels";

const BRL_FORMAT = '"R$" #,##0.00';
const AREA_FORMAT = "#,##0.00";

/** The columns both sheets start with: where the unit is and what it is (column 6 is the area). */
const UNIT_COLUMNS = [
  { header: "Torre", width: 18 },
  { header: "Andar", width: 8 },
  { header: "Unidade", width: 10 },
  { header: "Tipo", width: 16 },
  { header: "Dormitórios", width: 12 },
  { header: "Área privativa (m²)", width: 18 },
];
const AREA_COLUMN = 6;

const unitCells = (u: SheetUnit) => [u.tower, u.floor, u.number, typeLabel(u.type), u.bedrooms, u.privateArea];

/**
 * "Disponibilidade": one row per unit (tower, floor, number, type, bedrooms, area, position, garage, status),
 * then a second sheet "Resumo" with the units per status.
 */
export async function renderAvailabilityXlsx(d: SheetData): Promise<Buffer> {
  const wb = workbook();
  const sheet = wb.addWorksheet("Disponibilidade");
  header(sheet, `Espelho de vendas — ${d.enterpriseName}`, generatedText(d), [
    ...UNIT_COLUMNS,
    { header: "Posição", width: 10 },
    { header: "Vagas", width: 8 },
    { header: "Status", width: 24 },
  ]);
  for (const u of d.units) {
    const row = sheet.addRow([...unitCells(u), positionLabel(u.position), u.garageSpots, unitStatusLabel(u)]);
    row.getCell(AREA_COLUMN).numFmt = AREA_FORMAT;
  }
  const summary = wb.addWorksheet("Resumo");
  header(summary, `Resumo por status — ${d.enterpriseName}`, generatedText(d), [
    { header: "Status", width: 24 },
    { header: "Unidades", width: 10 },
  ]);
  for (const s of d.summary) summary.addRow([statusLabel(s.status), s.count]);
  summary.addRow(["Total", d.units.length]).font = { bold: true };
  return toBuffer(wb);
}

/** "Valores": every unit for sale with its table price and price per m² (numeric cells, R$ format), the index. */
export async function renderValuesXlsx(d: SheetData): Promise<Buffer> {
  const wb = workbook();
  const sheet = wb.addWorksheet("Valores");
  header(
    sheet,
    `Tabela de valores — ${d.enterpriseName}`,
    `Índice de reajuste: ${d.indexLabel ?? "não definido"} · ${generatedText(d)}`,
    [
      ...UNIT_COLUMNS,
      { header: "Valor de tabela", width: 18 },
      { header: "Valor do m²", width: 16 },
      { header: "Índice", width: 10 },
    ],
  );
  for (const u of d.units.filter(isForSale)) {
    const m2 = pricePerM2(u);
    const row = sheet.addRow([
      ...unitCells(u),
      u.price === null ? null : u.price / 100,
      m2 === null ? null : m2 / 100,
      d.indexLabel ?? "",
    ]);
    row.getCell(AREA_COLUMN).numFmt = AREA_FORMAT;
    row.getCell(7).numFmt = BRL_FORMAT;
    row.getCell(8).numFmt = BRL_FORMAT;
  }
  return toBuffer(wb);
}
