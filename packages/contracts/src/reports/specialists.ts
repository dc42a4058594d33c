/**
 * The specialists report (decision 071): per specialist, what came in and what they made of it over the
 * period — leads received by channel, roulette offers accepted or let expire and how fast they accept, attendances,
 * stand visits served, appointments, proposals, sales and VGV, conversion, and the leads that left the wallet.
 */
import { z } from "zod";
import { defineKpis, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";

export const specialistsReportQuery = reportQuery(["enterprise_id", "sales_team_id", "specialist_id"]);
export type SpecialistsReportQuery = z.output<typeof specialistsReportQuery>;

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
