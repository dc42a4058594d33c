import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box, Grid, Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { REPORTS_SALES } from "@portal/contracts/endpoints/reports-sales";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import { FUNNEL_KPIS } from "@portal/contracts/reports/kpis";
import {
  SALES_BREAKDOWN_LABELS,
  SALES_FIGURE_COLUMNS,
  SALES_REPORT_FILTERS,
  type SalesBreakdown,
  type SalesBucket,
  type SalesFigures,
  type SalesReportDto,
} from "@portal/contracts/reports/sales";
import { useQuery } from "@tanstack/react-query";
import { KpiCards } from "../kit/KpiCards";
import { ReportFilters, type ReportFilterValues } from "../kit/ReportFilters";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { ScopeLine } from "../kit/ScopeLine";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import {
  type SalesReportSearch,
  type SalesRowsSearch,
  salesReportFilters,
  salesReportQuery,
} from "./sales-report.queries";

const compactBRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});
const money = (cents: number) => formatKpiValue("money", cents);

/** The bars of the chart: the VGV of each kind of event per month (centavos), and what a click opens. */
const CHART_SERIES = [
  { name: "VGV vendido", kind: "GROSS", color: "blue.6", field: "gross_value" },
  { name: "VGV cancelado", kind: "CANCELED", color: "orange.5", field: "canceled_value" },
  { name: "VGV distratado", kind: "DISTRACTED", color: "red.6", field: "distracted_value" },
] as const;

function figureColumns<T extends SalesFigures>(): ReportColumn<T>[] {
  return SALES_FIGURE_COLUMNS.map((c) => ({
    key: c.key,
    label: c.label,
    numeric: true,
    value: (row: T) => row[c.key],
    render: (row: T) => formatKpiValue(c.format, row[c.key]),
  }));
}

const BREAKDOWN_DRILL: Record<SalesBreakdown, (b: SalesBucket) => SalesRowsSearch> = {
  enterprise: (b) => ({ enterprise_id: b.key ?? undefined }),
  team: (b) => (b.key ? { sales_team_id: b.key } : { without_team: "true" }),
  specialist: (b) => ({ specialist_id: b.key ?? undefined }),
  source: (b) => ({ source: (b.key ?? undefined) as SalesRowsSearch["source"] }),
};
const BREAKDOWN_FIELD: Record<SalesBreakdown, "by_enterprise" | "by_team" | "by_specialist" | "by_source"> = {
  enterprise: "by_enterprise",
  team: "by_team",
  specialist: "by_specialist",
  source: "by_source",
};

/**
 * The sales report (decision 075): filters in the URL, the scope, the KPI cards, VGV by month (a bar opens
 * the sales behind it), the funnel, and the tables by month, enterprise, team, specialist and source (a row opens its
 * sales). The downloads carry exactly these blocks.
 */
export function SalesReportScreen({
  search,
  roles,
  onFilters,
  onDrill,
}: {
  search: SalesReportSearch;
  roles: readonly string[];
  onFilters: (patch: ReportFilterValues) => void;
  onDrill: (drill: SalesRowsSearch) => void;
}) {
  const report = useQuery(salesReportQuery(search));
  const filters = salesReportFilters(search);
  return (
    <ReportFrame
      title="Relatório de vendas"
      description="Vendas e VGV por mês, empreendimento, equipe, especialista e origem; cancelamentos, distratos e o funil do período."
      download={{ path: REPORTS_SALES.export.path, query: filters, fallbackName: "relatorio-vendas" }}
      filters={
        <ReportFilters
          filters={SALES_REPORT_FILTERS.filter((f) => f !== "tower_id")}
          value={filters}
          period={report.data?.period}
          roles={roles}
          onChange={onFilters}
        />
      }
      report={report}
      loadingLabel="Somando as vendas do período..."
    >
      {(data) => <SalesReportBody report={data} onDrill={(d) => onDrill({ ...filters, ...d })} />}
    </ReportFrame>
  );
}

function SalesReportBody({ report, onDrill }: { report: SalesReportDto; onDrill: (drill: SalesRowsSearch) => void }) {
  const chart = report.by_month.map((m) => ({
    month: m.month,
    label: formatMonth(m.month),
    ...Object.fromEntries(CHART_SERIES.map((s) => [s.name, m[s.field]])),
  }));
  const monthColumns: ReportColumn<SalesReportDto["by_month"][number]>[] = [
    { key: "month", label: "Mês", value: (m) => m.month, render: (m) => formatMonth(m.month) },
    ...figureColumns(),
  ];
  return (
    <Stack gap="md">
      <ScopeLine scope={report.scope} period={report.period} />
      <KpiCards values={report.kpis} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ReportSection
            title="VGV por mês"
            hint="Clique numa barra para ver as vendas, cancelamentos ou distratos do mês."
            testId="sales-chart"
          >
            <BarChart
              h={260}
              data={chart}
              dataKey="label"
              series={CHART_SERIES.map((s) => ({ name: s.name, color: s.color }))}
              tickLine="y"
              gridAxis="y"
              withLegend
              legendProps={{ verticalAlign: "bottom" }}
              valueFormatter={money}
              yAxisProps={{ tickFormatter: (v: number) => compactBRL.format(v / 100), width: 72 }}
              barProps={(series) => ({
                cursor: "pointer",
                onClick: (entry: { payload?: { month?: string } }) => {
                  const kind = CHART_SERIES.find((s) => s.name === series.name)?.kind;
                  if (entry.payload?.month && kind) onDrill({ month: entry.payload.month, kind });
                },
              })}
            />
          </ReportSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FunnelSection report={report} />
        </Grid.Col>
      </Grid>
      <ReportSection title="Por mês" hint="Clique num mês para ver os seus eventos de venda.">
        <SortableTable
          columns={monthColumns}
          rows={report.by_month}
          rowKey={(m) => m.month}
          onRowClick={(m) => onDrill({ month: m.month })}
          rowLabel={(m) => `Ver as vendas de ${formatMonth(m.month)}`}
          empty="Nenhum mês no período."
          testId="sales-by-month"
        />
      </ReportSection>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {(Object.keys(BREAKDOWN_FIELD) as SalesBreakdown[]).map((b) => (
          <ReportSection key={b} title={`Por ${SALES_BREAKDOWN_LABELS[b].toLowerCase()}`} testId={`sales-by-${b}`}>
            <SortableTable
              columns={[
                { key: "label", label: SALES_BREAKDOWN_LABELS[b], value: (x: SalesBucket) => x.label },
                ...figureColumns<SalesBucket>(),
              ]}
              rows={report[BREAKDOWN_FIELD[b]]}
              rowKey={(x) => x.key ?? "none"}
              onRowClick={(x) => onDrill(BREAKDOWN_DRILL[b](x))}
              rowLabel={(x) => `Ver as vendas de ${x.label}`}
              empty="Nenhuma venda no período."
            />
          </ReportSection>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function FunnelSection({ report }: { report: SalesReportDto }) {
  const first = report.funnel[0]?.count ?? 0;
  return (
    <ReportSection
      title="Funil do período"
      hint="Leads criados no período e até onde chegaram; conversão sobre a etapa anterior e mediana de dias entre as etapas."
      testId="sales-funnel"
    >
      <Stack gap="xs">
        {report.funnel.map((step) => {
          const def = FUNNEL_KPIS[step.key];
          return (
            <Box key={step.key} data-testid={`funnel-${step.key}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} title={def.description}>
                  {def.label}
                </Text>
                <Text size="sm" fw={700}>
                  {formatKpiValue("count", step.count)}
                </Text>
              </Group>
              <Progress value={first ? (step.count / first) * 100 : 0} size="md" radius="sm" aria-hidden="true" />
              {step.conversion != null || step.median_days != null ? (
                <Text size="xs" c="dimmed">
                  {step.conversion != null && `${formatKpiValue("percent", step.conversion)} da etapa anterior`}
                  {step.conversion != null && step.median_days != null && " · "}
                  {step.median_days != null && `mediana de ${formatKpiValue("days", step.median_days)}`}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </ReportSection>
  );
}
