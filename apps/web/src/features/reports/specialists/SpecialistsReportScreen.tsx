import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Badge, Stack, Text } from "@mantine/core";
import { REPORTS_SPECIALISTS } from "@portal/contracts/endpoints/reports-specialists";
import { formatKpiValue } from "@portal/contracts/reports/common";
import {
  SPECIALIST_KPI_KEYS,
  SPECIALIST_KPIS,
  SPECIALIST_ROW_METRIC_OF,
  SPECIALISTS_REPORT_FILTERS,
  type SpecialistKpiKey,
  type SpecialistsReportDto,
} from "@portal/contracts/reports/specialists";
import { useQuery } from "@tanstack/react-query";
import { KpiCards } from "../kit/KpiCards";
import { ReportFilters, type ReportFilterValues } from "../kit/ReportFilters";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { ScopeLine } from "../kit/ScopeLine";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import {
  type SpecialistsReportSearch,
  type SpecialistsRowsSearch,
  specialistsReportFilters,
  specialistsReportQuery,
} from "./specialists-report.queries";

type Row = SpecialistsReportDto["rows"][number];

/** The cards above the table: the totals of the figures a coordinator reads first. */
const CARD_KEYS: SpecialistKpiKey[] = [
  "leads_received",
  "offers_accepted",
  "median_accept_minutes",
  "attendances",
  "proposals",
  "sales",
  "vgv",
  "conversion",
];
/** Whole-number ticks for a chart of counts (recharts would draw 0.25 steps up to 1): at most six. */
function countTicks(rows: readonly Record<string, unknown>[]): number[] {
  const max = Math.max(1, ...rows.flatMap((r) => CHART_SERIES.map((s) => Number(r[s.name] ?? 0))));
  const step = Math.ceil(max / 5);
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** How many specialists the chart shows (the table has everyone). */
const CHART_TOP = 10;
const CHART_SERIES = [
  { name: SPECIALIST_KPIS.leads_received.label, key: "leads_received", color: "gray.5" },
  { name: SPECIALIST_KPIS.proposals.label, key: "proposals", color: "teal.6" },
  { name: SPECIALIST_KPIS.sales.label, key: "sales", color: "blue.6" },
] as const;

const COLUMNS: ReportColumn<Row>[] = [
  {
    key: "name",
    label: "Especialista",
    value: (r) => r.specialist.full_name,
    render: (r) =>
      r.specialist.active ? (
        r.specialist.full_name
      ) : (
        <>
          {r.specialist.full_name}{" "}
          <Badge size="xs" variant="light" color="gray">
            Inativo
          </Badge>
        </>
      ),
  },
  ...SPECIALIST_KPI_KEYS.map(
    (k): ReportColumn<Row> => ({
      key: k,
      label: SPECIALIST_KPIS[k].label,
      numeric: true,
      value: (r) => r.figures[k] ?? -1,
      render: (r) => formatKpiValue(SPECIALIST_KPIS[k].format, r.figures[k]),
    }),
  ),
];

/**
 * The specialists report (decision 078): filters in the URL, the scope, the totals as cards, leads, proposals and
 * sales of the top specialists (a bar opens its records), and the sortable table with a row per specialist (a row
 * opens that specialist's records). The downloads carry exactly the table and its totals.
 */
export function SpecialistsReportScreen({
  search,
  roles,
  onFilters,
  onDrill,
}: {
  search: SpecialistsReportSearch;
  roles: readonly string[];
  onFilters: (patch: ReportFilterValues) => void;
  onDrill: (drill: SpecialistsRowsSearch) => void;
}) {
  const report = useQuery(specialistsReportQuery(search));
  const filters = specialistsReportFilters(search);
  return (
    <ReportFrame
      title="Relatório de especialistas"
      description="Por especialista: leads recebidos, ofertas da roleta, atendimentos, visitas, agendamentos, propostas, vendas, VGV e conversão."
      download={{ path: REPORTS_SPECIALISTS.export.path, query: filters, fallbackName: "relatorio-especialistas" }}
      filters={
        <ReportFilters
          filters={SPECIALISTS_REPORT_FILTERS}
          value={filters}
          period={report.data?.period}
          roles={roles}
          onChange={onFilters}
        />
      }
      report={report}
      loadingLabel="Somando os números dos especialistas..."
    >
      {(data) => <SpecialistsReportBody report={data} onDrill={(d) => onDrill({ ...filters, ...d })} />}
    </ReportFrame>
  );
}

function SpecialistsReportBody({
  report,
  onDrill,
}: {
  report: SpecialistsReportDto;
  onDrill: (drill: SpecialistsRowsSearch) => void;
}) {
  const top = report.rows
    .filter((r) => (r.figures.leads_received ?? 0) + (r.figures.proposals ?? 0) + (r.figures.sales ?? 0) > 0)
    .slice(0, CHART_TOP);
  const chart = top.map((r) => ({
    id: r.specialist._id,
    name: r.specialist.full_name,
    ...Object.fromEntries(CHART_SERIES.map((s) => [s.name, r.figures[s.key] ?? 0])),
  }));
  const ticks = countTicks(chart);
  return (
    <Stack gap="md">
      <ScopeLine scope={report.scope} period={report.period} />
      <KpiCards catalogue={SPECIALIST_KPIS} values={CARD_KEYS.map((key) => ({ key, value: report.totals[key] }))} />
      <ReportSection
        title={`Leads, propostas e vendas por especialista${report.rows.length > CHART_TOP ? ` (os ${CHART_TOP} que mais venderam)` : ""}`}
        hint="Clique numa barra para ver os registros por trás do número."
        testId="specialists-chart"
      >
        {chart.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            Nenhum lead, proposta ou venda no período.
          </Text>
        ) : (
          <BarChart
            h={Math.max(200, chart.length * 44)}
            data={chart}
            dataKey="name"
            orientation="vertical"
            series={CHART_SERIES.map((s) => ({ name: s.name, color: s.color }))}
            gridAxis="x"
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            xAxisProps={{ ticks, domain: [0, ticks.at(-1) ?? 1], allowDecimals: false }}
            valueFormatter={(v: number) => (Number.isInteger(v) ? formatKpiValue("count", v) : "")}
            yAxisProps={{ width: 130 }}
            barProps={(series) => ({
              cursor: "pointer",
              onClick: (entry: { payload?: { id?: string } }) => {
                const key = CHART_SERIES.find((s) => s.name === series.name)?.key;
                if (entry.payload?.id && key)
                  onDrill({ specialist_id: entry.payload.id, metric: SPECIALIST_ROW_METRIC_OF[key] });
              },
            })}
          />
        )}
      </ReportSection>
      <ReportSection
        title="Por especialista"
        hint={`Clique num especialista para ver os leads, ofertas, atendimentos e vendas por trás dos números. Total: ${formatKpiValue("count", report.totals.leads_received)} leads recebidos, ${formatKpiValue("count", report.totals.sales)} vendas, ${formatKpiValue("money", report.totals.vgv)}.`}
        testId="specialists-section"
      >
        <SortableTable
          columns={COLUMNS}
          rows={report.rows}
          rowKey={(r) => r.specialist._id}
          onRowClick={(r) => onDrill({ specialist_id: r.specialist._id, metric: "leads_received" })}
          rowLabel={(r) => `Ver os números de ${r.specialist.full_name}`}
          empty="Nenhum especialista neste recorte."
          testId="specialists-table"
        />
      </ReportSection>
    </Stack>
  );
}
