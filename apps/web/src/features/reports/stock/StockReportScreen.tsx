import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Grid, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDateTime } from "@portal/contracts/dates";
import { REPORTS_STOCK } from "@portal/contracts/endpoints/reports-stock";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import {
  RESERVATIONS_EXPIRING_SHOWN,
  STOCK_AGE_BANDS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockReportDto,
  type StockReservationRow,
  type StockStatus,
  type StockTowerRow,
  type VsoRow,
} from "@portal/contracts/reports/stock";
import { useQuery } from "@tanstack/react-query";
import { MIRROR_STATUS_COLORS } from "../../units/unit-status";
import { KpiCards } from "../kit/KpiCards";
import { ReportFilters, type ReportFilterValues } from "../kit/ReportFilters";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { ScopeLine } from "../kit/ScopeLine";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import { stockByEnterprise, towerOptions } from "./stock-chart";
import {
  type StockReportSearch,
  type StockUnitsSearch,
  stockReportFilters,
  stockReportQuery,
} from "./stock-report.queries";

const count = (n: number | null | undefined) => formatKpiValue("count", n);
const percent = (n: number | null | undefined) => formatKpiValue("percent", n);

const TOWER_COLUMNS: ReportColumn<StockTowerRow>[] = [
  { key: "enterprise", label: "Empreendimento", value: (t) => t.enterprise_name },
  { key: "tower", label: "Torre", value: (t) => t.tower_name },
  { key: "total", label: "Unidades", numeric: true, value: (t) => t.total, render: (t) => count(t.total) },
  ...STOCK_STATUSES.map(
    (s): ReportColumn<StockTowerRow> => ({
      key: s,
      label: STOCK_STATUS_LABELS[s],
      numeric: true,
      value: (t) => t.by_status[s],
      render: (t) => count(t.by_status[s]),
    }),
  ),
  {
    key: "stock_value",
    label: "Valor do estoque",
    numeric: true,
    value: (t) => t.stock_value,
    render: (t) => formatKpiValue("money", t.stock_value),
  },
  {
    key: "days",
    label: "Dias em estoque (mediana)",
    numeric: true,
    value: (t) => t.days_on_market_median ?? -1,
    render: (t) => formatKpiValue("days", t.days_on_market_median),
  },
];

const VSO_COLUMNS: ReportColumn<VsoRow>[] = [
  { key: "month", label: "Mês", value: (v) => v.month, render: (v) => formatMonth(v.month) },
  {
    key: "offer",
    label: "Oferta no início",
    numeric: true,
    value: (v) => v.offer_at_start,
    render: (v) => count(v.offer_at_start),
  },
  { key: "launched", label: "Lançadas", numeric: true, value: (v) => v.launched, render: (v) => count(v.launched) },
  { key: "gross", label: "Vendas", numeric: true, value: (v) => v.sold_gross, render: (v) => count(v.sold_gross) },
  {
    key: "canceled",
    label: "Cancelamentos",
    numeric: true,
    value: (v) => v.sold_canceled,
    render: (v) => count(v.sold_canceled),
  },
  {
    key: "distracted",
    label: "Distratos",
    numeric: true,
    value: (v) => v.sold_distracted,
    render: (v) => count(v.sold_distracted),
  },
  { key: "net", label: "Vendas líquidas", numeric: true, value: (v) => v.sold_net, render: (v) => count(v.sold_net) },
  { key: "vso", label: "VSO", numeric: true, value: (v) => v.vso ?? -1, render: (v) => percent(v.vso) },
];

const RESERVATION_COLUMNS: ReportColumn<StockReservationRow>[] = [
  { key: "unit", label: "Unidade", value: (r) => `${r.tower_name} · ${r.unit_number}` },
  { key: "enterprise", label: "Empreendimento", value: (r) => r.enterprise_name },
  { key: "broker", label: "Corretor", value: (r) => r.broker_name },
  { key: "lead", label: "Cliente", value: (r) => r.lead_name ?? "—" },
  { key: "expires", label: "Vence em", value: (r) => r.expires_at, render: (r) => formatDateTime(r.expires_at) },
  {
    key: "hours",
    label: "Horas restantes",
    numeric: true,
    value: (r) => r.hours_left,
    render: (r) => `${r.hours_left} h`,
  },
];

/**
 * The stock report (decision 075): filters in the URL (period for the VSO, enterprise, tower), the scope, the KPI
 * cards, units by status per enterprise in the mirror's colours and the VSO by month (a bar opens the units behind
 * it), and the tables by tower, status, age, VSO month and the reservations about to lapse. The downloads carry
 * these tables.
 */
export function StockReportScreen({
  search,
  roles,
  onFilters,
  onDrill,
}: {
  search: StockReportSearch;
  roles: readonly string[];
  onFilters: (patch: ReportFilterValues & Record<string, string | undefined>) => void;
  onDrill: (drill: StockUnitsSearch) => void;
}) {
  const report = useQuery(stockReportQuery(search));
  const filters = stockReportFilters(search);
  // The tower options come from the report itself (the towers of the scope); with a tower chosen, from the same
  // report without it (usually cached from before the choice).
  const towersSource = useQuery({
    ...stockReportQuery({ ...search, tower_id: undefined }),
    enabled: Boolean(search.tower_id),
  });
  const towers = (search.tower_id ? towersSource.data : report.data)?.by_tower ?? [];
  return (
    <ReportFrame
      title="Relatório de estoque"
      description="Unidades por status, valor do estoque na tabela vigente, tempo em estoque, reservas vencendo e o VSO."
      download={{ path: REPORTS_STOCK.export.path, query: filters, fallbackName: "relatorio-estoque" }}
      filters={
        <ReportFilters
          filters={["enterprise_id"]}
          value={filters}
          period={report.data?.period}
          roles={roles}
          onChange={(patch) =>
            onFilters(
              "enterprise_id" in patch && patch.enterprise_id !== search.enterprise_id
                ? { ...patch, tower_id: undefined }
                : patch,
            )
          }
          extra={[
            {
              key: "tower_id",
              label: "Torre",
              placeholder: "Todas",
              data: towerOptions(towers, search.enterprise_id),
            },
          ]}
        />
      }
      report={report}
      loadingLabel="Contando as unidades..."
    >
      {(data) => <StockReportBody report={data} onDrill={(d) => onDrill({ ...filters, ...d })} />}
    </ReportFrame>
  );
}

function StockReportBody({ report, onDrill }: { report: StockReportDto; onDrill: (drill: StockUnitsSearch) => void }) {
  const enterprises = stockByEnterprise(report.by_tower);
  const statusChart = enterprises.map((e) => ({
    enterprise_id: e.enterprise_id,
    label: e.label,
    ...Object.fromEntries(STOCK_STATUSES.map((s) => [STOCK_STATUS_LABELS[s], e.counts[s]])),
  }));
  const vsoChart = report.vso_monthly.map((v) => ({ month: v.month, label: formatMonth(v.month), VSO: v.vso }));
  const statusRows = STOCK_STATUSES.map((s) => ({ status: s, units: report.by_status[s] }));
  return (
    <Stack gap="md">
      <ScopeLine scope={report.scope} period={report.period} />
      <KpiCards values={report.kpis} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ReportSection
            title="Unidades por status e empreendimento"
            hint="Cores do espelho. Clique num trecho da barra para ver as unidades."
            testId="stock-status-chart"
          >
            {statusChart.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhuma unidade nos empreendimentos filtrados.
              </Text>
            ) : (
              <BarChart
                h={Math.max(180, statusChart.length * 44 + 70)}
                data={statusChart}
                dataKey="label"
                type="stacked"
                orientation="vertical"
                series={STOCK_STATUSES.map((s) => ({
                  name: STOCK_STATUS_LABELS[s],
                  color: MIRROR_STATUS_COLORS[s].border,
                }))}
                gridAxis="x"
                withLegend
                legendProps={{ verticalAlign: "bottom" }}
                valueFormatter={count}
                yAxisProps={{ width: 130 }}
                barProps={(series) => ({
                  cursor: "pointer",
                  onClick: (entry: { payload?: { enterprise_id?: string } }) => {
                    const status = STOCK_STATUSES.find((s) => STOCK_STATUS_LABELS[s] === series.name);
                    if (entry.payload?.enterprise_id && status)
                      onDrill({ enterprise_id: entry.payload.enterprise_id, status });
                  },
                })}
              />
            )}
          </ReportSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ReportSection
            title="VSO por mês"
            hint="Vendas líquidas do mês sobre a oferta (em estoque no início + lançadas). Clique num mês para ver as unidades vendidas nele."
            testId="stock-vso-chart"
          >
            <BarChart
              h={260}
              data={vsoChart}
              dataKey="label"
              series={[{ name: "VSO", color: "teal.6" }]}
              tickLine="y"
              gridAxis="y"
              valueFormatter={percent}
              yAxisProps={{ tickFormatter: (v: number) => percent(v), width: 56 }}
              barProps={() => ({
                cursor: "pointer",
                onClick: (entry: { payload?: { month?: string } }) => {
                  if (entry.payload?.month) onDrill({ vso_month: entry.payload.month, vso_part: "SOLD" });
                },
              })}
            />
          </ReportSection>
        </Grid.Col>
      </Grid>
      <ReportSection title="Por torre" hint="Clique numa torre para ver as suas unidades." testId="stock-by-tower">
        <SortableTable
          columns={TOWER_COLUMNS}
          rows={report.by_tower}
          rowKey={(t) => t.tower_id}
          onRowClick={(t) => onDrill({ enterprise_id: t.enterprise_id, tower_id: t.tower_id })}
          rowLabel={(t) => `Ver as unidades de ${t.enterprise_name} · ${t.tower_name}`}
          empty="Nenhuma torre nos empreendimentos filtrados."
          testId="stock-by-tower-table"
        />
      </ReportSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReportSection title="Por status" hint="Clique num status para ver as unidades." testId="stock-by-status">
          <SortableTable
            columns={[
              { key: "status", label: "Status", value: (r) => STOCK_STATUS_LABELS[r.status] },
              { key: "units", label: "Unidades", numeric: true, value: (r) => r.units, render: (r) => count(r.units) },
            ]}
            rows={statusRows}
            rowKey={(r) => r.status}
            onRowClick={(r: { status: StockStatus }) => onDrill({ status: r.status })}
            rowLabel={(r) => `Ver as unidades com status ${STOCK_STATUS_LABELS[r.status].toLowerCase()}`}
            empty="Nenhuma unidade."
          />
        </ReportSection>
        <ReportSection
          title="Tempo em estoque"
          hint="Dias desde que cada unidade não vendida entrou em oferta. Clique numa faixa para ver as unidades."
          testId="stock-by-age"
        >
          <SortableTable
            columns={[
              {
                key: "band",
                label: "Faixa",
                value: (b) => STOCK_AGE_BANDS.findIndex((x) => x.key === b.band),
                render: (b) => b.label,
              },
              { key: "units", label: "Unidades", numeric: true, value: (b) => b.units, render: (b) => count(b.units) },
            ]}
            rows={report.age_bands}
            rowKey={(b) => b.band}
            onRowClick={(b) => onDrill({ age_band: b.band })}
            rowLabel={(b) => `Ver as unidades em estoque há ${b.label.toLowerCase()}`}
            empty="Nenhuma unidade em estoque."
          />
        </ReportSection>
      </SimpleGrid>
      <ReportSection
        title="VSO por mês"
        hint={`Período: ${percent(report.vso_period.vso)} · 12 meses até ${formatMonth(report.period.month_end)}: ${percent(report.vso_12_months.vso)}. Clique num mês para ver as unidades vendidas nele.`}
        testId="stock-vso"
      >
        <SortableTable
          columns={VSO_COLUMNS}
          rows={report.vso_monthly}
          rowKey={(v) => v.month}
          onRowClick={(v) => onDrill({ vso_month: v.month, vso_part: "SOLD" })}
          rowLabel={(v) => `Ver as unidades vendidas em ${formatMonth(v.month)}`}
          empty="Nenhum mês no período."
          testId="stock-vso-table"
        />
      </ReportSection>
      <ReportSection
        title="Reservas vencendo em 48 h"
        hint={`Reservas ativas que vencem nas próximas 48 horas: as ${RESERVATIONS_EXPIRING_SHOWN} mais próximas (o indicador conta todas).`}
        testId="stock-reservations"
      >
        <SortableTable
          columns={RESERVATION_COLUMNS}
          rows={report.reservations_expiring}
          rowKey={(r) => r._id}
          initialSort={{ key: "expires", direction: "asc" }}
          empty="Nenhuma reserva vence nas próximas 48 horas."
        />
      </ReportSection>
    </Stack>
  );
}
