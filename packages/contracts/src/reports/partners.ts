/**
 * The partners report (decision 071 "Partners report"): per partner broker, grouped under their partner
 * agency, what they brought over the period — leads brought, stand visits (theirs and third-party), proposals,
 * sales and VGV, commissions by status, and conversion.
 */
import { z } from "zod";
import { paginationSchema } from "../common";
import { defineKpis, reportPeriodSchema, reportScopeSchema } from "./common";
import { PARTNER_ROW_METRICS, type PartnerRowMetric } from "./partners-query";

export * from "./partners-query";

/** The group of the partner brokers of no agency. */
export const NO_AGENCY_LABEL = "Sem imobiliária";
/** The first row of the table and of the downloads: every partner together. */
export const ALL_PARTNERS_LABEL = "Todos os parceiros";

/** Every column of the report, with its tooltip: the same definitions feed the screen, the totals and the export. */
export const PARTNER_KPIS = defineKpis({
  leads_brought: {
    label: "Leads trazidos",
    description:
      "Clientes cadastrados pelo parceiro no período, ou em que ele foi incluído como co-parceiro no período (visita de terceiro).",
    format: "count",
  },
  visits: {
    label: "Visitas",
    description:
      "Visitas ao plantão no período dos leads trazidos pelo parceiro (em qualquer data), incluindo as visitas de terceiro em que ele foi o corretor.",
    format: "count",
  },
  proposals: {
    label: "Propostas",
    description:
      "Propostas criadas no período para os leads do parceiro ou pelo próprio parceiro (novas versões de uma proposta não contam).",
    format: "count",
  },
  sales: {
    label: "Vendas",
    description:
      "Vendas brutas do período (pela data da venda) feitas pelo parceiro, de leads que ele trouxe ou, na imobiliária, registradas em nome dela.",
    format: "count",
  },
  vgv: {
    label: "VGV",
    description: "Soma do valor líquido dessas vendas brutas do período.",
    format: "money",
  },
  commission: {
    label: "Comissão",
    description: "Comissões do parceiro (ou da imobiliária) sobre essas vendas, exceto as canceladas.",
    format: "money",
  },
  commission_pending: {
    label: "Comissão a pagar",
    description: "Parte da comissão ainda prevista ou liberada, não paga.",
    format: "money",
  },
  commission_paid: {
    label: "Comissão paga",
    description: "Parte da comissão já paga.",
    format: "money",
  },
  conversion: {
    label: "Conversão",
    description: "Vendas brutas divididas pelos leads trazidos no período.",
    format: "percent",
  },
});
export type PartnerKpiKey = keyof typeof PARTNER_KPIS;
export const PARTNER_KPI_KEYS = Object.keys(PARTNER_KPIS) as PartnerKpiKey[];

const figures = z.object(
  Object.fromEntries(PARTNER_KPI_KEYS.map((k) => [k, z.number().nullable()])) as Record<
    PartnerKpiKey,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type PartnerFigures = z.infer<typeof figures>;

const person = z.object({ _id: z.string(), full_name: z.string(), active: z.boolean() });

export const partnersReportSchema = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  generated_at: z.string(),
  /** Every partner's figures together (a lead or sale shared by two partners counted once). */
  totals: figures,
  /**
   * One group per partner agency, and one (agency null, "Sem imobiliária") for brokers of none. The agency's figures
   * are its brokers' and its own together (a lead two of its brokers share counted once), plus the sales registered
   * in the agency's name.
   */
  agencies: z.array(
    z.object({
      agency: person.nullable(),
      figures: figures.nullable(),
      brokers: z.array(z.object({ broker: person, figures })),
    }),
  ),
});
export type PartnersReportDto = z.infer<typeof partnersReportSchema>;

export const PARTNER_ROW_METRIC_LABELS: Record<PartnerRowMetric, string> = {
  leads_brought: "Leads trazidos",
  sales: "Vendas",
};

const named = z.object({ _id: z.string(), full_name: z.string() });

/**
 * A row behind a number: a lead brought (`_id` the lead, `at` when it was brought) or a gross sale (`_id` the sale,
 * `at` its registration, its unit, seller, value and the commission of the subject's partners on it).
 */
export const partnerRowSchema = z.object({
  metric: z.enum(PARTNER_ROW_METRICS),
  _id: z.string(),
  at: z.string(),
  lead: named,
  enterprise: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The subject's partners credited with the row (who brought the lead, sold, or the agency of the sale). */
  partners: z.array(named),
  unit: z.object({ _id: z.string(), name: z.string(), tower_name: z.string() }).nullable(),
  specialist: named.nullable(),
  /** The sale's value (centavos); null for a lead. */
  value: z.number().nullable(),
  /** The subject's commissions on the sale, cancelled ones left out (centavos); null for a lead. */
  commission: z.number().nullable(),
});
export type PartnerRowDto = z.infer<typeof partnerRowSchema>;

export const partnersRowsResponse = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  /** Whose number it is: a broker, an agency, or every partner (`_id` null, "Todos os parceiros"). */
  subject: z.object({ kind: z.enum(["BROKER", "AGENCY", "TOTAL"]), _id: z.string().nullable(), full_name: z.string() }),
  payload: z.array(partnerRowSchema),
  pagination: paginationSchema,
});
export type PartnersRowsResponse = z.infer<typeof partnersRowsResponse>;

/** The file name of a download: "relatorio-parceiros-2026-01-a-2026-03.csv". */
export const partnersExportFileName = (
  period: { month_start: string; month_end: string },
  format: "xlsx" | "csv" | "pdf",
) => `relatorio-parceiros-${period.month_start}-a-${period.month_end}.${format}`;
