import ExcelJS from "exceljs";

/** The shared shape of the portal's XLSX downloads (sales mirror sheets, the stand's partial report). */

/** A workbook signed by the portal. */
export function workbook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Portal de Vendas";
  return wb;
}

/** Title, subtitle, a blank row and a bold header row (frozen, with an autofilter); sets the column widths. */
export function sheetHeader(
  sheet: ExcelJS.Worksheet,
  title: string,
  subtitle: string,
  columns: { header: string; width: number }[],
) {
  sheet.columns = columns.map((c) => ({ width: c.width }));
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([subtitle]).font = { italic: true, color: { argb: "FF616E7C" } };
  sheet.addRow([]);
  const row = sheet.addRow(columns.map((c) => c.header));
  row.font = { bold: true, color: { argb: "FFFFFFFF" } };
  row.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF0B4F6C" } };
  });
  sheet.views = [{ state: "frozen", ySplit: row.number }];
  sheet.autoFilter = { from: { row: row.number, column: 1 }, to: { row: row.number, column: columns.length } };
}

export async function xlsxBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}
