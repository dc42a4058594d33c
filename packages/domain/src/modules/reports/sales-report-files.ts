/**
 * The sales report's downloads (decision 075): the figures of the screen (`SalesReportService.report`) as XLSX (one
 * sheet per block, numbers as numbers), CSV (UTF-8 with BOM, `;`, one block after the other) and PDF. Labels and
 * formats come from the contracts (KPI catalogue, column titles, formatKpiValue, formatMonth).
 */
import { formatDateTime } from "@portal/contracts/dates";
import { csvText } from "@portal/contracts/exports";
import { formatKpiValue, formatMonth, type KpiFormat } from "@portal/contracts/reports/common";
import { FUNNEL_KPIS, KPIS, type KpiKey } from "@portal/contracts/reports/kpis";
import {
  SALES_BREAKDOWN_LABELS,
  SALES_FIGURE_COLUMNS,
  type SalesBreakdown,
  type SalesFigures,
  type SalesReportDto,
} from "@portal/contracts/reports/sales";
import { PdfWriter, pdfTable } from "../../lib/pdf-writer";
import { sheetHeader, workbook, xlsxBuffer } from "../../lib/xlsx-sheet";

/** A cell of a block: text, or a number with the format it is read in. */
export type ReportCell = string | { value: number | null; format: KpiFormat };
export interface ReportBlock {
  title: string;
  columns: { header: string; width: number; numeric?: boolean }[];
  rows: ReportCell[][];
}

const BREAKDOWN_KEYS: Record<SalesBreakdown, keyof SalesReportDto> = {
  enterprise: "by_enterprise",
  team: "by_team",
  specialist: "by_specialist",
  source: "by_source",
};

const figureCells = (f: SalesFigures): ReportCell[] =>
  SALES_FIGURE_COLUMNS.map((c) => ({ value: f[c.key], format: c.format }));
const figureColumns = SALES_FIGURE_COLUMNS.map((c) => ({ header: c.label, width: 14, numeric: true }));

export const salesReportTitle = "Relatório de vendas";
export const salesReportSubtitle = (r: SalesReportDto) =>
  `${formatMonth(r.period.month_start)} a ${formatMonth(r.period.month_end)} · ${r.scope.label} · gerado em ${formatDateTime(r.generated_at)}`;

/** The blocks of the screen, in its order: KPIs, by month, the four breakdowns, the funnel. */
export function salesReportBlocks(r: SalesReportDto): ReportBlock[] {
  return [
    {
      title: "Indicadores",
      columns: [
        { header: "Indicador", width: 28 },
        { header: "Valor", width: 18, numeric: true },
      ],
      rows: r.kpis.map((k) => {
        const def = KPIS[k.key as KpiKey];
        return [def?.label ?? k.key, { value: k.value, format: def?.format ?? "count" }];
      }),
    },
    {
      title: "Por mês",
      columns: [{ header: "Mês", width: 14 }, ...figureColumns],
      rows: r.by_month.map((m) => [formatMonth(m.month), ...figureCells(m)]),
    },
    ...(Object.keys(BREAKDOWN_KEYS) as SalesBreakdown[]).map((b) => ({
      title: `Por ${SALES_BREAKDOWN_LABELS[b].toLowerCase()}`,
      columns: [{ header: SALES_BREAKDOWN_LABELS[b], width: 30 }, ...figureColumns],
      rows: (r[BREAKDOWN_KEYS[b]] as SalesReportDto["by_team"]).map((x) => [x.label, ...figureCells(x)]),
    })),
    {
      title: "Funil do período",
      columns: [
        { header: "Etapa", width: 22 },
        { header: "Leads", width: 12, numeric: true },
        { header: "Conversão", width: 14, numeric: true },
        { header: "Dias (mediana)", width: 16, numeric: true },
      ],
      rows: r.funnel.map((s) => [
        FUNNEL_KPIS[s.key].label,
        { value: s.count, format: "count" },
        { value: s.conversion, format: "percent" },
        { value: s.median_days, format: "days" },
      ]),
    },
  ];
}

export const XLSX_FORMATS: Record<KpiFormat, string> = {
  count: "#,##0",
  money: '"R$" #,##0.00',
  percent: "0.0%",
  days: "0.0",
  minutes: "0.0",
};

/** The number a sheet or CSV holds: money in reais (the sheet formats it), the rest as is. */
export const cellNumber = (c: { value: number | null; format: KpiFormat }) =>
  c.value == null ? null : c.format === "money" ? c.value / 100 : c.value;

export async function renderSalesReportXlsx(r: SalesReportDto): Promise<Buffer> {
  const wb = workbook();
  for (const block of salesReportBlocks(r)) {
    const sheet = wb.addWorksheet(block.title.slice(0, 31));
    sheetHeader(sheet, `${salesReportTitle} — ${block.title}`, salesReportSubtitle(r), block.columns);
    for (const cells of block.rows) {
      const row = sheet.addRow(cells.map((c) => (typeof c === "string" ? c : cellNumber(c))));
      cells.forEach((c, i) => {
        if (typeof c !== "string") row.getCell(i + 1).numFmt = XLSX_FORMATS[c.format];
      });
    }
  }
  return xlsxBuffer(wb);
}

/** Text cells as every export of the portal writes them (formula-escaped, quoted when needed). */
export { csvText };

/** A number as Excel in pt-BR reads it: decimal comma, no thousands separator; percentages as "12,5%". */
export function csvNumber(c: { value: number | null; format: KpiFormat }): string {
  const n = cellNumber(c);
  if (n == null) return "";
  switch (c.format) {
    case "count":
      return String(n);
    case "money":
      return n.toFixed(2).replace(".", ",");
    case "percent":
      return `${(n * 100).toFixed(1).replace(".", ",")}%`;
    case "days":
    case "minutes":
      return String(Math.round(n * 100) / 100).replace(".", ",");
  }
}

export function renderSalesReportCsv(r: SalesReportDto): Buffer {
  const lines: string[] = [csvText(salesReportTitle), csvText(salesReportSubtitle(r)), ""];
  for (const block of salesReportBlocks(r)) {
    lines.push(csvText(block.title));
    lines.push(block.columns.map((c) => csvText(c.header)).join(";"));
    for (const cells of block.rows)
      lines.push(cells.map((c) => (typeof c === "string" ? csvText(c) : csvNumber(c))).join(";"));
    lines.push("");
  }
  return Buffer.from(`\uFEFF${lines.join("\r\n")}`, "utf8");
}

export function renderSalesReportPdf(r: SalesReportDto): Promise<Buffer> {
  const pdf = new PdfWriter({ title: salesReportTitle, subject: "Relatório de vendas" });
  pdf.title(salesReportTitle, salesReportSubtitle(r));
  const usable = 495;
  for (const block of salesReportBlocks(r)) {
    pdf.section(block.title);
    if (block.rows.length === 0) {
      pdf.paragraph("Nenhuma venda no período.", { muted: true });
      continue;
    }
    const total = block.columns.reduce((a, c) => a + c.width, 0);
    pdfTable(
      pdf,
      block.columns.map((c) => ({
        header: c.header,
        width: Math.floor((c.width / total) * usable),
        align: c.numeric ? "right" : "left",
      })),
      block.rows.map((cells) => cells.map((c) => (typeof c === "string" ? c : formatKpiValue(c.format, c.value)))),
    );
  }
  return pdf.finish(`${salesReportTitle} · Portal de Vendas`);
}
