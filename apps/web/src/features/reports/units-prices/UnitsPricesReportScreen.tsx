import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDateTime } from "@portal/contracts/dates";
import { REPORTS_UNITS_PRICES } from "@portal/contracts/endpoints/reports-units-prices";
import { INDEX_TYPE_LABELS, UNIT_STATUS_LABELS, type UnitStatus } from "@portal/contracts/inventory-enums";
import { formatKpiValue } from "@portal/contracts/reports/common";
import { CURRENT_TABLE, UNITS_PRICES_KPIS, type UnitsPricesReportDto } from "@portal/contracts/reports/units-prices";
import { IconTable } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { EmptyResult } from "../../../components/states";
import { enterprisesQuery } from "../../leads/lookups.queries";
import { KpiCards } from "../kit/KpiCards";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import { indexChartData } from "./units-prices-chart";
import {
  type UnitsPricesReportSearch,
  unitsPricesFilters,
  unitsPricesReportQuery,
} from "./units-prices-report.queries";

type Comparison = NonNullable<UnitsPricesReportDto["comparison"]>;
type UnitRow = Comparison["units"][number];
type TableRow = UnitsPricesReportDto["tables"][number];

/** The cards: the table's variation, and each index accumulated over the same months. */
const CARDS = {
  table_difference: { ...UNITS_PRICES_KPIS.table_difference, label: "Variação (R$)" },
  table_difference_percent: { ...UNITS_PRICES_KPIS.table_difference_percent, label: "Variação (%)" },
  index_INCCDI: { ...UNITS_PRICES_KPIS.index_accumulated, label: `${INDEX_TYPE_LABELS.INCCDI} acumulado` },
  index_IGPM: { ...UNITS_PRICES_KPIS.index_accumulated, label: `${INDEX_TYPE_LABELS.IGPM} acumulado` },
};

const money = (v: number | null) => formatKpiValue("money", v);
const percent = (v: number | null) => formatKpiValue("percent", v);
const statusLabel = (s: string) => UNIT_STATUS_LABELS[s as UnitStatus] ?? s;

/**
 * The price-table report (decision 079): an enterprise and two of its tables in the URL; the variation of the table
 * beside INCC-DI and IGP-M of the same months (cards and chart), the price of each unit in both with the difference,
 * and the tables over time. The downloads carry these tables.
 */
export function UnitsPricesReportScreen({
  search,
  onChange,
}: {
  search: UnitsPricesReportSearch;
  onChange: (patch: Partial<Record<keyof UnitsPricesReportSearch, string | undefined>>) => void;
}) {
  const enterprises = useQuery(enterprisesQuery());
  const report = useQuery(unitsPricesReportQuery(search));
  const filters = unitsPricesFilters(search);
  const data = report.data;
  const snapshots = (data?.tables ?? []).filter((t) => t._id !== null);
  const option = (t: TableRow) => ({ value: t._id ?? CURRENT_TABLE, label: t.label });
  return (
    <ReportFrame
      title="Relatório de tabelas de preços"
      description="A evolução das tabelas de preços de um empreendimento, a diferença por unidade entre duas tabelas e o índice dos mesmos meses."
      download={{
        path: REPORTS_UNITS_PRICES.export.path,
        query: filters,
        fallbackName: "relatorio-tabelas-precos",
      }}
      filters={
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Empreendimento"
            placeholder="Escolha um empreendimento"
            data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: e.name }))}
            value={search.enterprise_id ?? null}
            onChange={(v) =>
              onChange({
                enterprise_id: v ?? undefined,
                tower_id: undefined,
                from_snapshot_id: undefined,
                to_snapshot_id: undefined,
              })
            }
            searchable
            nothingFoundMessage="Nada encontrado"
            comboboxProps={{ withinPortal: true }}
            data-testid="prices-filter-enterprise"
          />
          <Select
            label="Tabela mais antiga"
            placeholder={search.enterprise_id ? "Nenhuma tabela anterior" : "—"}
            data={snapshots.map(option)}
            value={data?.comparison?.from._id ?? null}
            onChange={(v) => onChange({ from_snapshot_id: v ?? undefined })}
            allowDeselect={false}
            disabled={snapshots.length === 0}
            comboboxProps={{ withinPortal: true }}
            data-testid="prices-filter-from"
          />
          <Select
            label="Comparar com"
            data={[...snapshots, ...(data?.tables ?? []).filter((t) => t._id === null)].map(option)}
            value={data?.comparison ? (data.comparison.to._id ?? CURRENT_TABLE) : null}
            onChange={(v) => onChange({ to_snapshot_id: v && v !== CURRENT_TABLE ? v : undefined })}
            allowDeselect={false}
            disabled={snapshots.length === 0}
            comboboxProps={{ withinPortal: true }}
            data-testid="prices-filter-to"
          />
        </SimpleGrid>
      }
      idle={
        search.enterprise_id ? undefined : (
          <EmptyResult
            icon={<IconTable size={28} />}
            title="Escolha um empreendimento"
            description="O relatório mostra as tabelas de preços dele e compara duas delas."
          />
        )
      }
      report={report}
      loadingLabel="Comparando as tabelas..."
    >
      {(answer) => <UnitsPricesBody report={answer} />}
    </ReportFrame>
  );
}

function UnitsPricesBody({ report }: { report: UnitsPricesReportDto }) {
  const c = report.comparison;
  const tableColumns: ReportColumn<TableRow>[] = [
    { key: "label", label: "Tabela", value: (t) => t.label },
    { key: "created_at", label: "Data", value: (t) => t.created_at, render: (t) => formatDateTime(t.created_at) },
    { key: "units", label: "Unidades com preço", numeric: true, value: (t) => t.units_priced },
    {
      key: "total",
      label: "Soma dos preços",
      numeric: true,
      value: (t) => t.total_price,
      render: (t) => money(t.total_price),
    },
    {
      key: "average",
      label: "Preço médio",
      numeric: true,
      value: (t) => t.average_price ?? -1,
      render: (t) => money(t.average_price),
    },
  ];
  const tables = (
    <ReportSection title="Tabelas de preços" hint="Da mais antiga à vigente." testId="prices-tables">
      <SortableTable
        columns={tableColumns}
        rows={report.tables}
        rowKey={(t) => t._id ?? "current"}
        empty="Nenhuma tabela."
      />
    </ReportSection>
  );
  if (!c)
    return (
      <Stack gap="md">
        <EmptyResult
          icon={<IconTable size={28} />}
          title="Nenhuma tabela anterior para comparar"
          description="Este empreendimento ainda não tem versões salvas da tabela de preços."
        />
        {tables}
      </Stack>
    );
  const indexOf = (type: "INCCDI" | "IGPM") => c.indexes.find((i) => i.type === type)?.accumulated ?? null;
  const data = indexChartData(c);
  const tablePercent =
    c.totals.difference_percent == null ? null : Math.round(c.totals.difference_percent * 10_000) / 100;
  const unitColumns: ReportColumn<UnitRow>[] = [
    { key: "tower", label: "Torre", value: (u) => u.tower_name },
    { key: "number", label: "Unidade", value: (u) => u.number },
    { key: "floor", label: "Andar", numeric: true, value: (u) => u.floor },
    { key: "status", label: "Situação", value: (u) => statusLabel(u.status) },
    {
      key: "from",
      label: "Preço antigo",
      numeric: true,
      value: (u) => u.from_price ?? -1,
      render: (u) => money(u.from_price),
    },
    { key: "to", label: "Preço novo", numeric: true, value: (u) => u.to_price ?? -1, render: (u) => money(u.to_price) },
    {
      key: "difference",
      label: "Diferença (R$)",
      numeric: true,
      value: (u) => u.difference ?? Number.NEGATIVE_INFINITY,
      render: (u) => money(u.difference),
    },
    {
      key: "difference_percent",
      label: "Diferença (%)",
      numeric: true,
      value: (u) => u.difference_percent ?? Number.NEGATIVE_INFINITY,
      render: (u) => percent(u.difference_percent),
    },
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="prices-compared">
        {report.enterprise.name}: {c.from.label} → {c.to.label} · {c.totals.units_compared} unidades com preço nas duas
      </Text>
      <KpiCards
        catalogue={CARDS}
        values={[
          { key: "table_difference", value: c.totals.difference },
          { key: "table_difference_percent", value: c.totals.difference_percent },
          { key: "index_INCCDI", value: indexOf("INCCDI") },
          { key: "index_IGPM", value: indexOf("IGPM") },
        ]}
      />
      <ReportSection
        title="Variação da tabela × índices"
        hint="Índices acumulados mês a mês do mês da tabela mais antiga ao mês anterior ao da mais nova; a linha tracejada é a variação da tabela."
        testId="prices-chart"
      >
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            As duas tabelas são do mesmo mês: não há meses de índice entre elas.
          </Text>
        ) : (
          <LineChart
            h={240}
            data={data}
            dataKey="label"
            series={[
              { name: INDEX_TYPE_LABELS.INCCDI, color: "blue.6" },
              { name: INDEX_TYPE_LABELS.IGPM, color: "grape.6" },
            ]}
            connectNulls={false}
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            valueFormatter={(v) => `${v.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`}
            yAxisProps={{ tickFormatter: (v: number) => `${v}%`, width: 56 }}
            referenceLines={
              tablePercent == null
                ? []
                : [
                    {
                      y: tablePercent,
                      label: `Tabela: ${percent(c.totals.difference_percent)}`,
                      color: "orange.6",
                      strokeDasharray: "6 4",
                    },
                  ]
            }
          />
        )}
      </ReportSection>
      {tables}
      <ReportSection
        title="Preços por unidade"
        hint={`${c.from.label} → ${c.to.label}. Total das unidades com preço nas duas: ${money(c.totals.from_total)} → ${money(c.totals.to_total)} (${money(c.totals.difference)}, ${percent(c.totals.difference_percent)}).`}
        testId="prices-units"
      >
        <SortableTable columns={unitColumns} rows={c.units} rowKey={(u) => u.unit_id} empty="Nenhuma unidade." />
      </ReportSection>
    </Stack>
  );
}
