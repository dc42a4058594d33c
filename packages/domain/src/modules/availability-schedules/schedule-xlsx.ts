import {
  daysOfMonth,
  formatMonth,
  formatShiftWindow,
  SCHEDULE_MSG,
  SCHEDULE_SHEET_HEADERS,
  SCHEDULE_SHEET_NAME,
  SHIFT_LABELS,
  SHIFTS,
  type Shift,
  type ShiftHours,
  scheduleDayHeader,
} from "@portal/contracts/availability-schedules";
import ExcelJS from "exceljs";

/**
 * The month's XLSX (decision 052). The export is the import's template: sheet "Escala", row 1 the headers
 * (E-mail, Especialista, one column per day "01 seg"...), then one row per specialist whose day cells hold the
 * shifts ("M", "M T", "MTN"; empty = off). A second sheet explains the shifts; the import reads only "Escala".
 */
export interface SheetPerson {
  email: string;
  fullName: string;
  /** day -> shifts */
  shifts: Map<string, Set<Shift>>;
}

export async function buildScheduleXlsx(d: {
  standName: string;
  month: string;
  people: SheetPerson[];
  hours: ShiftHours;
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Portal de Vendas";
  const days = daysOfMonth(d.month);
  const sheet = wb.addWorksheet(SCHEDULE_SHEET_NAME);
  sheet.columns = [{ width: 32 }, { width: 30 }, ...days.map(() => ({ width: 7 }))];
  const header = sheet.addRow([...SCHEDULE_SHEET_HEADERS, ...days.map(scheduleDayHeader)]);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF0B4F6C" } };
  });
  sheet.views = [{ state: "frozen", xSplit: 2, ySplit: 1 }];
  for (const p of d.people) {
    sheet.addRow([
      p.email,
      p.fullName,
      ...days.map((day) => SHIFTS.filter((s) => p.shifts.get(day)?.has(s)).join(" ")),
    ]);
  }
  const help = wb.addWorksheet("Instruções");
  help.columns = [{ width: 110 }];
  const lines = [
    `Escala do plantão ${d.standName} — ${formatMonth(d.month)}`,
    "",
    "Preencha cada dia com os turnos do especialista: M, T, N (ou combinações, como M T). Vazio = folga.",
    ...SHIFTS.map((s) => `${s} = ${SHIFT_LABELS[s]} (${formatShiftWindow(d.hours[s])})`),
    "O especialista é identificado pelo e-mail (coluna A). A coluna Especialista é só para leitura.",
    "A importação substitui a escala deste plantão neste mês. Se alguma linha tiver erro, nada é gravado.",
    "Um especialista não pode estar em dois plantões no mesmo turno.",
  ];
  for (const line of lines) help.addRow([line]);
  help.getRow(1).font = { bold: true, size: 14 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface ParsedSheetRow {
  row: number;
  email: string;
  /** [day, shift] pairs of the row */
  slots: { day: string; shift: Shift }[];
}

/** Reads the sheet; the errors are pt-BR lines ("Linha 7: ..."), every one found, not the first only. */
export async function parseScheduleXlsx(
  buffer: Buffer,
  month: string,
  maxRows: number,
): Promise<{ rows: ParsedSheetRow[]; errors: string[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: [SCHEDULE_MSG.importUnreadable] };
  }
  const sheet = wb.getWorksheet(SCHEDULE_SHEET_NAME);
  if (!sheet) return { rows: [], errors: [SCHEDULE_MSG.importNoSheet] };
  const days = daysOfMonth(month);
  const expected = [...SCHEDULE_SHEET_HEADERS, ...days.map(scheduleDayHeader)];
  const text = (r: ExcelJS.Row, col: number) => cellText(r.getCell(col).value);
  const head = sheet.getRow(1);
  for (let i = 0; i < expected.length; i++) {
    const found = text(head, i + 1);
    if (found.toLowerCase() !== (expected[i] as string).toLowerCase()) {
      return { rows: [], errors: [SCHEDULE_MSG.importHeader(expected[i] as string, found)] };
    }
  }
  const rows: ParsedSheetRow[] = [];
  const errors: string[] = [];
  if (sheet.rowCount - 1 > maxRows) return { rows: [], errors: [SCHEDULE_MSG.importTooManyRows(maxRows)] };
  for (let n = 2; n <= sheet.rowCount; n++) {
    const r = sheet.getRow(n);
    const cells = expected.map((_, i) => text(r, i + 1));
    if (cells.every((c) => c === "")) continue;
    const slots: ParsedSheetRow["slots"] = [];
    days.forEach((day, i) => {
      const raw = cells[i + 2] ?? "";
      const letters = raw.toUpperCase().replace(/[\s,;/+-]/g, "");
      for (const ch of letters) {
        if ((SHIFTS as readonly string[]).includes(ch)) {
          if (!slots.some((s) => s.day === day && s.shift === ch)) slots.push({ day, shift: ch as Shift });
        } else {
          errors.push(SCHEDULE_MSG.importBadShift(n, day, raw));
          return;
        }
      }
    });
    rows.push({ row: n, email: (cells[0] ?? "").toLowerCase(), slots });
  }
  return { rows, errors };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v).trim();
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === "object") {
    if ("text" in v && typeof v.text === "string") return v.text.trim(); // hyperlink (e-mails)
    if ("richText" in v && Array.isArray(v.richText))
      return v.richText
        .map((t) => t.text)
        .join("")
        .trim();
    if ("result" in v && v.result !== undefined) return String(v.result).trim();
  }
  return "";
}
