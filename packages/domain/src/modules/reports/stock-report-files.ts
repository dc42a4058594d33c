import { formatMonth } from "@portal/contracts/reports/common";
import {
  STOCK_EXPORT_TABLE_LABELS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockReportDto,
  type VsoRow,
} from "@portal/contracts/reports/stock";
import { col, type ExportTable } from "./stock-commissions-files";

/** A VSO row's window as people read it: "jan/2026", "Período", "12 meses". */
export function vsoWindowLabel(month: string): string {
  if (month === "period") return "Período";
  if (month === "12m") return "12 meses";
  return formatMonth(month);
}

/** The stock report's tables (decision 072), in the order of the screen: towers, expiring reservations, VSO. */
export function stockTables(r: StockReportDto): ExportTable[] {
  const vsoRows = (rows: VsoRow[]) =>
    rows.map((v) => [
      vsoWindowLabel(v.month),
      v.offer_at_start,
      v.launched,
      v.sold_gross,
      v.sold_canceled,
      v.sold_distracted,
      v.sold_net,
      v.vso,
    ]);
  return [
    {
      key: "towers",
      title: STOCK_EXPORT_TABLE_LABELS.towers,
      columns: [
        col("Empreendimento", "text", 30, 87),
        col("Torre", "text", 14, 50),
        col("Unidades", "count", 10, 38),
        ...STOCK_STATUSES.map((s) => col(STOCK_STATUS_LABELS[s], "count", 12, 38)),
        col("Valor do estoque", "money", 18, 80),
        col("Dias em estoque (mediana)", "days", 14, 50),
      ],
      rows: r.by_tower.map((t) => [
        t.enterprise_name,
        t.tower_name,
        t.total,
        ...STOCK_STATUSES.map((s) => t.by_status[s]),
        t.stock_value,
        t.days_on_market_median,
      ]),
    },
    {
      key: "reservations",
      title: STOCK_EXPORT_TABLE_LABELS.reservations,
      columns: [
        col("Empreendimento", "text", 30, 100),
        col("Torre", "text", 14, 50),
        col("Unidade", "text", 10, 45),
        col("Corretor", "text", 26, 95),
        col("Cliente", "text", 26, 95),
        col("Vence em", "datetime", 18, 75),
        col("Horas restantes", "count", 10, 35),
      ],
      rows: r.reservations_expiring.map((x) => [
        x.enterprise_name,
        x.tower_name,
        x.unit_number,
        x.broker_name,
        x.lead_name,
        x.expires_at,
        x.hours_left,
      ]),
    },
    {
      key: "vso",
      title: STOCK_EXPORT_TABLE_LABELS.vso,
      columns: [
        col("Mês", "text", 12, 60),
        col("Oferta no início", "count", 14, 60),
        col("Lançadas", "count", 10, 50),
        col("Vendas brutas", "count", 12, 55),
        col("Cancelamentos", "count", 12, 60),
        col("Distratos", "count", 10, 50),
        col("Vendas líquidas", "count", 12, 60),
        col("VSO", "percent", 10, 55),
      ],
      rows: [...vsoRows(r.vso_monthly), ...vsoRows([r.vso_period, r.vso_12_months])],
    },
  ];
}
