/**
 * The partners report's downloads (decision 079): the table of the screen — every partner first, then each agency
 * followed by its brokers — as XLSX, CSV and PDF (landscape: nine figure columns), through the report exporters of
 * decision 073 (stock-commissions-files). Column titles and formats are PARTNER_KPIS'.
 */
import { formatDateTime } from "@portal/contracts/dates";
import { formatMonth } from "@portal/contracts/reports/common";
import {
  ALL_PARTNERS_LABEL,
  NO_AGENCY_LABEL,
  PARTNER_KPI_KEYS,
  PARTNER_KPIS,
  type PartnerFigures,
  type PartnersReportDto,
} from "@portal/contracts/reports/partners";
import { col, type ExportTable, type ExportValue } from "./stock-commissions-files";

export const partnersReportTitle = "Relatório de parceiros";
export const partnersReportSubtitle = (r: PartnersReportDto) =>
  `${formatMonth(r.period.month_start)} a ${formatMonth(r.period.month_end)} · ${r.scope.label} · gerado em ${formatDateTime(r.generated_at)}`;

/** The broker column of an agency's own row (its figures: itself and its brokers together). */
export const AGENCY_TOTAL_LABEL = "Toda a imobiliária";

const PDF_WIDTHS: Record<string, number> = { money: 66, percent: 48, count: 46 };

const figureValues = (f: PartnerFigures): ExportValue[] => PARTNER_KPI_KEYS.map((k) => f[k]);

/** The table in the screen's order: the totals, then per agency its own row and its brokers' rows. */
export function partnersTables(r: PartnersReportDto): ExportTable[] {
  const rows: ExportValue[][] = [[ALL_PARTNERS_LABEL, "", ...figureValues(r.totals)]];
  for (const g of r.agencies) {
    const agency = g.agency?.full_name ?? NO_AGENCY_LABEL;
    if (g.figures) rows.push([agency, AGENCY_TOTAL_LABEL, ...figureValues(g.figures)]);
    for (const b of g.brokers) rows.push([agency, b.broker.full_name, ...figureValues(b.figures)]);
  }
  return [
    {
      key: "partners",
      title: "Imobiliárias e corretores",
      columns: [
        col("Imobiliária", "text", 30, 110),
        col("Corretor", "text", 30, 110),
        ...PARTNER_KPI_KEYS.map((k) => {
          const def = PARTNER_KPIS[k];
          return col(def.label, def.format, 16, PDF_WIDTHS[def.format] ?? 50);
        }),
      ],
      rows,
    },
  ];
}
