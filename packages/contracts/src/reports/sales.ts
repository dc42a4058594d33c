/**
 * The sales report (decisions 071 and 075): what sold in a period of São Paulo months, by month, enterprise,
 * team, specialist and lead source, gross vs net of cancellations and distratos, and the period's funnel. The screen,
 * the drill-down list and the three downloads read these shapes; the KPI names and tooltips come from kpis.ts.
 */
import { z } from "zod";
import { paginationSchema } from "../common";
import { LEAD_SOURCE_LABELS } from "../lead-enums";
import { SALE_STATUS_LABELS, SALE_STATUSES } from "../sale-state";
import { kpiValueSchema, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";
import { SALE_EVENT_KINDS, SALES_REPORT_FILTERS } from "./sales-query";

export * from "./sales-query";

/** The label of the sales without a team in the "by team" breakdown (the lead has no sales team). */
export const NO_TEAM_LABEL = "Sem equipe";

/** The figures of one month or one bucket: counts and values (centavos) of each kind of event, and the net. */
export const salesFiguresSchema = z.object({
  gross_count: z.number().int(),
  gross_value: z.number(),
  canceled_count: z.number().int(),
  canceled_value: z.number(),
  distracted_count: z.number().int(),
  distracted_value: z.number(),
  net_count: z.number().int(),
  net_value: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesMonthSchema = salesFiguresSchema.extend({ month: z.string() });
/** A row of a breakdown: `key` is the id (or the source), null for the "Sem equipe" bucket; `label` what is shown. */
export const salesBucketSchema = salesFiguresSchema.extend({ key: z.string().nullable(), label: z.string() });
export type SalesBucket = z.infer<typeof salesBucketSchema>;

export const SALES_BREAKDOWNS = ["enterprise", "team", "specialist", "source"] as const;
export type SalesBreakdown = (typeof SALES_BREAKDOWNS)[number];
export const SALES_BREAKDOWN_LABELS: Record<SalesBreakdown, string> = {
  enterprise: "Empreendimento",
  team: "Equipe",
  specialist: "Especialista",
  source: "Origem do lead",
};

/**
 * The funnel's steps in order: FUNNEL_KPIS' keys (kpis.ts), written here so that the URL schemas of the report
 * routes do not pull the whole KPI catalogue into the web's first load (kpis.test keeps the two in step).
 */
export const FUNNEL_STEP_KEYS = [
  "funnel_leads",
  "funnel_attended",
  "funnel_visited",
  "funnel_proposal",
  "funnel_sale",
] as const;

/** One step of the funnel: how many leads reached it, the share of the previous step, the median days from it. */
export const funnelStepSchema = z.object({
  key: z.enum(FUNNEL_STEP_KEYS),
  count: z.number().int(),
  /** count / previous step's count (null on the first step, or when the previous step is zero). */
  conversion: z.number().nullable(),
  /** Median days from the previous step to this one, over the leads that reached both (null when none did). */
  median_days: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const salesReportSchema = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  generated_at: z.string(),
  /** SALES_KPIS in catalogue order. */
  kpis: z.array(kpiValueSchema),
  /** Every month of the period, in order (months without events are zeros). */
  by_month: z.array(salesMonthSchema),
  by_enterprise: z.array(salesBucketSchema),
  by_team: z.array(salesBucketSchema),
  by_specialist: z.array(salesBucketSchema),
  by_source: z.array(salesBucketSchema),
  funnel: z.array(funnelStepSchema),
});
export type SalesReportDto = z.infer<typeof salesReportSchema>;

export const salesRowSchema = z.object({
  /** The sale. */
  _id: z.string(),
  kind: z.enum(SALE_EVENT_KINDS),
  /** When the event happened (ISO): the sale's registration, cancellation or distrato. */
  at: z.string(),
  month: z.string(),
  sold_at: z.string(),
  unit: z.object({ _id: z.string(), name: z.string(), tower_name: z.string() }),
  enterprise: z.object({ _id: z.string(), name: z.string() }),
  lead: z.object({ _id: z.string(), full_name: z.string() }),
  specialist: z.object({ _id: z.string(), full_name: z.string() }),
  team: z.object({ _id: z.string(), name: z.string() }).nullable(),
  source: z.string(),
  value: z.number(),
  status: z.enum(SALE_STATUSES),
});
export type SalesRowDto = z.infer<typeof salesRowSchema>;
export const salesRowsResponse = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  payload: z.array(salesRowSchema),
  pagination: paginationSchema,
});
export type SalesRowsResponse = z.infer<typeof salesRowsResponse>;

export const REPORT_EXPORT_FORMATS = ["xlsx", "csv", "pdf"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const salesExportQuery = reportQuery(SALES_REPORT_FILTERS, {
  format: z.enum(REPORT_EXPORT_FORMATS, { error: "deve ser xlsx, csv ou pdf" }),
});

/** A lead source as people read it (a source outside the list is shown as stored). */
export const sourceLabel = (source: string): string => (LEAD_SOURCE_LABELS as Record<string, string>)[source] ?? source;
export const saleStatusLabel = (status: (typeof SALE_STATUSES)[number]): string => SALE_STATUS_LABELS[status];

/** The column titles shared by the screen's tables and the downloads. */
export const SALES_FIGURE_COLUMNS: { key: keyof SalesFigures; label: string; format: "count" | "money" }[] = [
  { key: "gross_count", label: "Vendas", format: "count" },
  { key: "gross_value", label: "VGV bruto", format: "money" },
  { key: "canceled_count", label: "Cancel.", format: "count" },
  { key: "distracted_count", label: "Distratos", format: "count" },
  { key: "net_count", label: "Líquidas", format: "count" },
  { key: "net_value", label: "VGV líquido", format: "money" },
];

/** The file name of a download: "relatorio-vendas-2026-01-a-2026-03.xlsx". */
export const salesExportFileName = (period: { month_start: string; month_end: string }, format: ReportExportFormat) =>
  `relatorio-vendas-${period.month_start}-a-${period.month_end}.${format}`;
