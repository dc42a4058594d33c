/**
 * The partners report (decision 071 "Partners report"): per partner broker, grouped under their partner
 * agency, what they brought over the period — leads brought, stand visits (theirs and third-party), proposals,
 * sales and VGV, commissions by status, and conversion.
 */
import { z } from "zod";
import { defineKpis, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";

export const partnersReportQuery = reportQuery(["enterprise_id", "partner_agency_id"]);
export type PartnersReportQuery = z.output<typeof partnersReportQuery>;

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
