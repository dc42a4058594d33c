/**
 * The KPI catalogue (decision 071): every figure a report, the home dashboard or an export shows is defined here
 * once, with the tooltip that says how it is counted. Dates are São Paulo months; money is centavos.
 *
 * Counting rules shared by every report:
 * - a sale counts as GROSS in the month it was registered (created), whatever happened to it later;
 * - a cancellation counts in the month of its cancellation, a distrato in the month of the distrato;
 * - NET = gross - cancellations - distratos of the same period (a sale re-opened after a distrato is a new gross
 *   sale in the month it was re-opened);
 * - the sale's value is its net price (the proposal's value with discounts), the VGV is the sum of those values.
 */
import { defineKpis } from "./common";

export const SALES_KPIS = defineKpis({
  sales_gross: {
    label: "Vendas brutas",
    description:
      "Vendas registradas no período (pela data da venda), incluindo as que depois foram canceladas ou distratadas.",
    format: "count",
  },
  sales_canceled: {
    label: "Cancelamentos",
    description: "Vendas canceladas no período, pela data do cancelamento.",
    format: "count",
  },
  sales_distracted: {
    label: "Distratos",
    description: "Vendas distratadas no período, pela data do distrato.",
    format: "count",
  },
  sales_net: {
    label: "Vendas líquidas",
    description: "Vendas brutas do período menos os cancelamentos e os distratos do período.",
    format: "count",
  },
  vgv_gross: {
    label: "VGV bruto",
    description: "Soma do valor líquido (com descontos) das vendas brutas do período.",
    format: "money",
  },
  vgv_net: {
    label: "VGV líquido",
    description: "VGV bruto menos o valor das vendas canceladas e distratadas no período.",
    format: "money",
  },
  distrato_rate: {
    label: "Taxa de distrato",
    description: "Distratos do período divididos pelas vendas brutas do período.",
    format: "percent",
  },
  average_ticket: {
    label: "Ticket médio",
    description: "VGV bruto dividido pelo número de vendas brutas do período.",
    format: "money",
  },
});

/**
 * The funnel of a period: leads created in it, and how far each of them went (at any time up to now). A lead counts in
 * a step when it reached that step or a later one (a lead who bought without a stand visit passed that point too), so
 * each step is a part of the one before (decision 075).
 */
export const FUNNEL_KPIS = defineKpis({
  funnel_leads: {
    label: "Leads criados",
    description: "Leads cadastrados no período (excluídos não contam).",
    format: "count",
  },
  funnel_attended: {
    label: "Atendidos",
    description:
      "Leads criados no período que tiveram ao menos um atendimento registrado (ou chegaram a uma etapa seguinte).",
    format: "count",
  },
  funnel_visited: {
    label: "Visitaram",
    description:
      "Leads criados no período com ao menos uma visita ao plantão atendida (ou que chegaram à proposta ou à venda).",
    format: "count",
  },
  funnel_proposal: {
    label: "Com proposta",
    description: "Leads criados no período com ao menos uma proposta (ou uma venda).",
    format: "count",
  },
  funnel_sale: {
    label: "Compraram",
    description: "Leads criados no período com ao menos uma venda registrada.",
    format: "count",
  },
});

export const STOCK_KPIS = defineKpis({
  units_total: { label: "Unidades", description: "Unidades dos empreendimentos filtrados.", format: "count" },
  units_available: {
    label: "Disponíveis",
    description: "Unidades disponíveis para venda agora (as suspensas não contam).",
    format: "count",
  },
  stock_value: {
    label: "Valor do estoque",
    description: "Soma do preço na tabela vigente das unidades disponíveis (as suspensas não contam).",
    format: "money",
  },
  vso_period: {
    label: "VSO do período",
    description:
      "Vendas sobre oferta: unidades vendidas no período (vendas brutas menos cancelamentos e distratos do período) divididas pelas unidades em oferta no início do período mais as lançadas nele.",
    format: "percent",
  },
  vso_12_months: {
    label: "VSO 12 meses",
    description: "A mesma conta do VSO sobre os últimos 12 meses até o fim do período.",
    format: "percent",
  },
  days_on_market_median: {
    label: "Dias em estoque (mediana)",
    description:
      "Mediana dos dias desde que cada unidade não vendida (e não suspensa) entrou em oferta: no lançamento ou, se voltou ao estoque por distrato, na data do distrato.",
    format: "days",
  },
  reservations_expiring_48h: {
    label: "Reservas vencendo em 48 h",
    description: "Reservas ativas que vencem nas próximas 48 horas (as já vencidas não contam).",
    format: "count",
  },
});

export const COMMISSION_KPIS = defineKpis({
  commission_forecast: {
    label: "Previstas",
    description: "Comissões previstas das vendas registradas no período (ainda não liberadas para pagamento).",
    format: "money",
  },
  commission_released: {
    label: "Liberadas",
    description: "Comissões das vendas do período liberadas para pagamento e ainda não pagas.",
    format: "money",
  },
  commission_paid: { label: "Pagas", description: "Comissões pagas das vendas do período.", format: "money" },
  commission_canceled: {
    label: "Canceladas",
    description: "Comissões das vendas do período canceladas (venda cancelada ou distratada antes do pagamento).",
    format: "money",
  },
  commission_due_month: {
    label: "A pagar no mês",
    description: "Comissões liberadas até o fim do mês corrente e ainda não pagas, de vendas de qualquer mês.",
    format: "money",
  },
});

/** Every KPI by key (the tooltip lookup of the screens). */
export const KPIS = { ...SALES_KPIS, ...FUNNEL_KPIS, ...STOCK_KPIS, ...COMMISSION_KPIS };
export type KpiKey = keyof typeof KPIS;
