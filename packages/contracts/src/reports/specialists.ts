/**
 * The specialists report (decision 071): per specialist, what came in and what they made of it over the
 * period — leads received by channel, roulette offers accepted or let expire and how fast they accept, attendances,
 * stand visits served, appointments, proposals, sales and VGV, conversion, and the leads that left the wallet.
 */
import { z } from "zod";
import { paginationSchema } from "../common";
import { defineKpis, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";
import { SPECIALISTS_REPORT_FILTERS, type SpecialistRowMetric } from "./specialists-query";

export * from "./specialists-query";

/** Every column of the report, with its tooltip: the same definitions feed the screen, the totals and the export. */
export const SPECIALIST_KPIS = defineKpis({
  leads_received: {
    label: "Leads recebidos",
    description: "Entradas de leads na carteira do especialista no período (movimentações), por qualquer canal.",
    format: "count",
  },
  received_roulette: {
    label: "Pela roleta",
    description: "Leads recebidos por oferta da roleta (aceitos ou não).",
    format: "count",
  },
  received_stand: {
    label: "Pelo plantão",
    description: "Leads recebidos ao atender uma visita no plantão.",
    format: "count",
  },
  received_manual: {
    label: "Manuais",
    description: "Leads recebidos por cadastro, transferência, distribuição da base, solicitação ou pré-lead.",
    format: "count",
  },
  offers_accepted: {
    label: "Ofertas aceitas",
    description: "Ofertas da roleta feitas no período que o especialista aceitou ('Atender').",
    format: "count",
  },
  offers_expired: {
    label: "Ofertas expiradas",
    description: "Ofertas da roleta feitas no período que expiraram sem resposta.",
    format: "count",
  },
  median_accept_minutes: {
    label: "Tempo para aceitar (mediana)",
    description: "Mediana do tempo entre a oferta e o aceite, nas ofertas aceitas do período.",
    format: "minutes",
  },
  attendances: {
    label: "Atendimentos",
    description: "Atendimentos de leads iniciados pelo especialista no período.",
    format: "count",
  },
  stand_visits_served: {
    label: "Visitas atendidas",
    description: "Visitas ao plantão que o especialista atendeu até o fim no período.",
    format: "count",
  },
  appointments_done: {
    label: "Agendamentos realizados",
    description: "Agendamentos do período marcados como realizados.",
    format: "count",
  },
  appointments_no_show: {
    label: "Não compareceu",
    description: "Agendamentos do período em que o cliente não compareceu.",
    format: "count",
  },
  proposals: {
    label: "Propostas",
    description: "Propostas criadas pelo especialista no período (novas versões de uma proposta não contam).",
    format: "count",
  },
  sales: {
    label: "Vendas",
    description: "Vendas brutas do especialista no período (pela data da venda).",
    format: "count",
  },
  vgv: {
    label: "VGV",
    description: "Soma do valor líquido das vendas brutas do especialista no período.",
    format: "money",
  },
  conversion: {
    label: "Conversão",
    description: "Vendas brutas divididas pelos leads recebidos no período.",
    format: "percent",
  },
  movements_out: {
    label: "Saídas",
    description:
      "Leads que saíram da carteira do especialista no período (transferidos, devolvidos à roleta ou à base, ofertas expiradas).",
    format: "count",
  },
});
export type SpecialistKpiKey = keyof typeof SPECIALIST_KPIS;
export const SPECIALIST_KPI_KEYS = Object.keys(SPECIALIST_KPIS) as SpecialistKpiKey[];

const figures = z.object(
  Object.fromEntries(SPECIALIST_KPI_KEYS.map((k) => [k, z.number().nullable()])) as Record<
    SpecialistKpiKey,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type SpecialistFigures = z.infer<typeof figures>;

export const specialistsReportSchema = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  generated_at: z.string(),
  /** The sums over the rows (the median and the conversion computed over everyone's events, not averaged). */
  totals: figures,
  rows: z.array(
    z.object({
      specialist: z.object({ _id: z.string(), full_name: z.string(), active: z.boolean() }),
      figures,
    }),
  ),
});
export type SpecialistsReportDto = z.infer<typeof specialistsReportSchema>;

/** The figure whose records a column's drill-down lists (VGV and conversion: the sales; the median: the offers). */
export const SPECIALIST_ROW_METRIC_OF: Record<SpecialistKpiKey, SpecialistRowMetric> = {
  leads_received: "leads_received",
  received_roulette: "received_roulette",
  received_stand: "received_stand",
  received_manual: "received_manual",
  offers_accepted: "offers_accepted",
  offers_expired: "offers_expired",
  median_accept_minutes: "offers_accepted",
  attendances: "attendances",
  stand_visits_served: "stand_visits_served",
  appointments_done: "appointments_done",
  appointments_no_show: "appointments_no_show",
  proposals: "proposals",
  sales: "sales",
  vgv: "sales",
  conversion: "sales",
  movements_out: "movements_out",
};

/**
 * One record behind a figure: a lead movement (in or out of the wallet), a roulette offer, an attendance, a stand
 * visit, an appointment, a proposal or a sale. `detail` is what the record says in words (the movement's reason,
 * the appointment's status...); `counterpart` the other person of a movement (who it came from or went to);
 * `minutes` the time to accept an offer; `value` a proposal's or a sale's value (centavos).
 */
export const specialistRowSchema = z.object({
  _id: z.string(),
  metric: z.string(),
  at: z.string(),
  lead: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  specialist: z.object({ _id: z.string(), full_name: z.string() }),
  enterprise: z.object({ _id: z.string(), name: z.string() }).nullable(),
  counterpart: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  detail: z.string(),
  minutes: z.number().nullable(),
  value: z.number().nullable(),
});
export type SpecialistRowDto = z.infer<typeof specialistRowSchema>;
export const specialistsRowsResponse = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  payload: z.array(specialistRowSchema),
  pagination: paginationSchema,
});
export type SpecialistsRowsResponse = z.infer<typeof specialistsRowsResponse>;

export const specialistsExportQuery = reportQuery(SPECIALISTS_REPORT_FILTERS, {
  format: z.enum(["xlsx", "csv", "pdf"], { error: "deve ser xlsx, csv ou pdf" }),
});

/** The file name of a download: "relatorio-especialistas-2026-01-a-2026-03.xlsx". */
export const specialistsExportFileName = (
  period: { month_start: string; month_end: string },
  format: "xlsx" | "csv" | "pdf",
) => `relatorio-especialistas-${period.month_start}-a-${period.month_end}.${format}`;
