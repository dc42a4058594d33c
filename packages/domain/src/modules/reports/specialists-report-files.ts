/**
 * The specialists report's downloads (decision 078): the table of the screen (`SpecialistsReportService.report`), a
 * row per specialist in the screen's order and the totals, as XLSX (numbers as numbers), CSV (UTF-8 with BOM, `;`)
 * and PDF. Column titles and formats come from SPECIALIST_KPIS; the cells from the sales report's helpers.
 */
import { formatDateTime } from "@portal/contracts/dates";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import {
  SPECIALIST_KPI_KEYS,
  SPECIALIST_KPIS,
  type SpecialistFigures,
  type SpecialistsReportDto,
} from "@portal/contracts/reports/specialists";
import { PdfWriter, pdfTable } from "../../lib/pdf-writer";
import { sheetHeader, workbook, xlsxBuffer } from "../../lib/xlsx-sheet";
import { cellNumber, csvNumber, csvText, type ReportBlock, type ReportCell, XLSX_FORMATS } from "./sales-report-files";

export const specialistsReportTitle = "Relatório de especialistas";
export const specialistsReportSubtitle = (r: SpecialistsReportDto) =>
  `${formatMonth(r.period.month_start)} a ${formatMonth(r.period.month_end)} · ${r.scope.label} · gerado em ${formatDateTime(r.generated_at)}`;

/** The label of the totals row (the last row of the table, on screen and in the files). */
export const SPECIALISTS_TOTAL_LABEL = "Total";

const cells = (f: SpecialistFigures): ReportCell[] =>
  SPECIALIST_KPI_KEYS.map((k) => ({ value: f[k], format: SPECIALIST_KPIS[k].format }));

/** The table of the screen: Especialista + every figure in SPECIALIST_KPIS order, then the totals. */
export function specialistsReportBlock(r: SpecialistsReportDto): ReportBlock {
  return {
    title: "Por especialista",
    columns: [
      { header: "Especialista", width: 30 },
      ...SPECIALIST_KPI_KEYS.map((k) => ({ header: SPECIALIST_KPIS[k].label, width: 14, numeric: true })),
    ],
    rows: [
      ...r.rows.map((row) => [row.specialist.full_name, ...cells(row.figures)]),
      [SPECIALISTS_TOTAL_LABEL, ...cells(r.totals)],
    ],
  };
}

export async function renderSpecialistsReportXlsx(r: SpecialistsReportDto): Promise<Buffer> {
  const wb = workbook();
  const block = specialistsReportBlock(r);
  const sheet = wb.addWorksheet(block.title);
  sheetHeader(sheet, `${specialistsReportTitle} — ${block.title}`, specialistsReportSubtitle(r), block.columns);
  for (const row of block.rows) {
    const added = sheet.addRow(row.map((c) => (typeof c === "string" ? c : cellNumber(c))));
    row.forEach((c, i) => {
      if (typeof c !== "string") added.getCell(i + 1).numFmt = XLSX_FORMATS[c.format];
    });
  }
  return xlsxBuffer(wb);
}

export function renderSpecialistsReportCsv(r: SpecialistsReportDto): Buffer {
  const block = specialistsReportBlock(r);
  const lines: string[] = [csvText(specialistsReportTitle), csvText(specialistsReportSubtitle(r)), ""];
  lines.push(csvText(block.title));
  lines.push(block.columns.map((c) => csvText(c.header)).join(";"));
  for (const row of block.rows)
    lines.push(row.map((c) => (typeof c === "string" ? csvText(c) : csvNumber(c))).join(";"));
  lines.push("");
  return Buffer.from(`\uFEFF${lines.join("\r\n")}`, "utf8");
}

/**
 * The PDF: sixteen figures do not fit one A4 row, so the table is printed in three parts (what came in, the work,
 * the results), each with the specialist's name first.
 */
const PDF_PARTS: { title: string; keys: (typeof SPECIALIST_KPI_KEYS)[number][] }[] = [
  {
    title: "Leads e ofertas",
    keys: [
      "leads_received",
      "received_roulette",
      "received_stand",
      "received_manual",
      "offers_accepted",
      "offers_expired",
      "median_accept_minutes",
    ],
  },
  {
    title: "Atendimento",
    keys: ["attendances", "stand_visits_served", "appointments_done", "appointments_no_show", "movements_out"],
  },
  { title: "Resultados", keys: ["proposals", "sales", "vgv", "conversion"] },
];

export function renderSpecialistsReportPdf(r: SpecialistsReportDto): Promise<Buffer> {
  const pdf = new PdfWriter({ title: specialistsReportTitle, subject: specialistsReportTitle });
  pdf.title(specialistsReportTitle, specialistsReportSubtitle(r));
  const usable = 495;
  const people = [
    ...r.rows.map((row) => ({ name: row.specialist.full_name, f: row.figures })),
    { name: SPECIALISTS_TOTAL_LABEL, f: r.totals },
  ];
  for (const part of PDF_PARTS) {
    pdf.section(part.title);
    const nameWidth = 130;
    const width = Math.floor((usable - nameWidth) / part.keys.length);
    pdfTable(
      pdf,
      [
        { header: "Especialista", width: nameWidth, align: "left" as const },
        ...part.keys.map((k) => ({ header: SPECIALIST_KPIS[k].label, width, align: "right" as const })),
      ],
      people.map((p) => [p.name, ...part.keys.map((k) => formatKpiValue(SPECIALIST_KPIS[k].format, p.f[k]))]),
    );
  }
  return pdf.finish(`${specialistsReportTitle} · Portal de Vendas`);
}
