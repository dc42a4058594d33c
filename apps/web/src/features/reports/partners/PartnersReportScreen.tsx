import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Anchor, Group, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { REPORTS_PARTNERS } from "@portal/contracts/endpoints/reports-partners";
import { formatKpiValue } from "@portal/contracts/reports/common";
import {
  NO_AGENCY_LABEL,
  PARTNER_KPI_KEYS,
  PARTNER_KPIS,
  PARTNERS_REPORT_FILTERS,
  type PartnerFigures,
  type PartnerKpiKey,
  type PartnersReportDto,
} from "@portal/contracts/reports/partners";
import { useQuery } from "@tanstack/react-query";
import { type MouseEvent, useState } from "react";
import { KpiCards } from "../kit/KpiCards";
import { ReportFilters, type ReportFilterValues } from "../kit/ReportFilters";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { ScopeLine } from "../kit/ScopeLine";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import {
  type PartnersReportSearch,
  type PartnersRowsSearch,
  partnersReportFilters,
  partnersReportQuery,
} from "./partners-report.queries";

const compactBRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** The cards: the figures that say what the partners brought (the two commission parts stay in the tables). */
const CARD_KEYS: PartnerKpiKey[] = [
  "leads_brought",
  "visits",
  "proposals",
  "sales",
  "vgv",
  "commission",
  "commission_paid",
  "conversion",
];
const CHART_METRICS = {
  vgv: { label: "VGV", color: "blue.6" },
  sales: { label: "Vendas", color: "teal.6" },
} as const;
type ChartMetric = keyof typeof CHART_METRICS;

type Drill = (drill: PartnersRowsSearch) => void;
type AgencyRow = { id: string; name: string; figures: PartnerFigures };
type BrokerRow = {
  id: string;
  name: string;
  active: boolean;
  agencyId: string | null;
  agency: string;
  figures: PartnerFigures;
};

/** A figure cell: leads brought and sales open the list behind them (the row's click opens the sales). */
function figureColumns<T extends { figures: PartnerFigures }>(
  drill: (row: T, metric: "leads_brought" | "sales") => void,
) {
  return PARTNER_KPI_KEYS.map(
    (k): ReportColumn<T> => ({
      key: k,
      label: PARTNER_KPIS[k].label,
      numeric: true,
      value: (row) => row.figures[k] ?? -1,
      render: (row) => {
        const text = formatKpiValue(PARTNER_KPIS[k].format, row.figures[k]);
        if (k !== "leads_brought" || !row.figures[k]) return text;
        return (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(e: MouseEvent) => {
              e.stopPropagation();
              drill(row, "leads_brought");
            }}
            data-testid="partners-leads-link"
          >
            {text}
          </Anchor>
        );
      },
    }),
  );
}

/**
 * The partners report (decision 079): filters in the URL (period, enterprise, agency), the scope, the KPI cards, VGV
 * or sales per agency (a bar opens its sales), the agencies and the brokers (sortable; a row opens its sales, the
 * leads-brought figure its leads). The downloads carry exactly the table of agencies and brokers.
 */
export function PartnersReportScreen({
  search,
  roles,
  onFilters,
  onDrill,
}: {
  search: PartnersReportSearch;
  roles: readonly string[];
  onFilters: (patch: ReportFilterValues) => void;
  onDrill: Drill;
}) {
  const report = useQuery(partnersReportQuery(search));
  const filters = partnersReportFilters(search);
  // The agency picker lists the agencies of the period without the agency filter (the same answer when unfiltered).
  const everyAgency = useQuery(partnersReportQuery({ ...search, partner_agency_id: undefined }));
  const agencies = (everyAgency.data?.agencies ?? []).flatMap((g) =>
    g.agency ? [{ value: g.agency._id, label: g.agency.full_name }] : [],
  );
  return (
    <ReportFrame
      title="Relatório de parceiros"
      description="Imobiliárias parceiras e seus corretores: leads trazidos, visitas, propostas, vendas, VGV, comissão e conversão."
      download={{ path: REPORTS_PARTNERS.export.path, query: filters, fallbackName: "relatorio-parceiros" }}
      filters={
        <ReportFilters
          filters={PARTNERS_REPORT_FILTERS}
          value={filters}
          period={report.data?.period}
          roles={roles}
          agencies={agencies}
          onChange={onFilters}
        />
      }
      report={report}
      loadingLabel="Somando os números dos parceiros..."
    >
      {(data) => <PartnersReportBody report={data} onDrill={(d) => onDrill({ ...filters, ...d })} />}
    </ReportFrame>
  );
}

function PartnersReportBody({ report, onDrill }: { report: PartnersReportDto; onDrill: Drill }) {
  const [metric, setMetric] = useState<ChartMetric>("vgv");
  const agencyRows: AgencyRow[] = report.agencies.flatMap((g) =>
    g.agency && g.figures ? [{ id: g.agency._id, name: g.agency.full_name, figures: g.figures }] : [],
  );
  const brokerRows: BrokerRow[] = report.agencies.flatMap((g) =>
    g.brokers.map((b) => ({
      id: b.broker._id,
      name: b.broker.full_name,
      active: b.broker.active,
      agencyId: g.agency?._id ?? null,
      agency: g.agency?.full_name ?? NO_AGENCY_LABEL,
      figures: b.figures,
    })),
  );
  const chart = [...agencyRows]
    .sort((a, b) => (b.figures[metric] ?? 0) - (a.figures[metric] ?? 0))
    .slice(0, 12)
    .map((a) => ({ id: a.id, label: a.name, [CHART_METRICS[metric].label]: a.figures[metric] ?? 0 }));
  const drillAgency = (a: AgencyRow, m: "leads_brought" | "sales") => onDrill({ partner_agency_id: a.id, metric: m });
  const drillBroker = (b: BrokerRow, m: "leads_brought" | "sales") => onDrill({ broker_id: b.id, metric: m });
  return (
    <Stack gap="md">
      <ScopeLine scope={report.scope} period={report.period} />
      <KpiCards values={CARD_KEYS.map((key) => ({ key, value: report.totals[key] }))} catalogue={PARTNER_KPIS} />
      <ReportSection
        title={metric === "vgv" ? "VGV por imobiliária" : "Vendas por imobiliária"}
        hint="Clique numa barra para ver as vendas da imobiliária (as suas e as dos seus corretores)."
        testId="partners-chart"
      >
        <Stack gap="xs">
          <Group justify="flex-end">
            <SegmentedControl
              size="xs"
              value={metric}
              onChange={(v) => setMetric(v as ChartMetric)}
              data={Object.entries(CHART_METRICS).map(([value, m]) => ({ value, label: m.label }))}
              data-testid="partners-chart-metric"
            />
          </Group>
          {chart.length === 0 ? null : (
            <BarChart
              h={Math.max(160, chart.length * 36)}
              data={chart}
              dataKey="label"
              orientation="vertical"
              maxBarWidth={28}
              series={[{ name: CHART_METRICS[metric].label, color: CHART_METRICS[metric].color }]}
              gridAxis="x"
              valueFormatter={(v) => formatKpiValue(metric === "vgv" ? "money" : "count", v)}
              xAxisProps={{
                tickFormatter: (v: number) => (metric === "vgv" ? compactBRL.format(v / 100) : String(v)),
              }}
              yAxisProps={{ width: 120 }}
              barProps={() => ({
                cursor: "pointer",
                onClick: (entry: { payload?: { id?: string } }) => {
                  if (entry.payload?.id) onDrill({ partner_agency_id: entry.payload.id, metric: "sales" });
                },
              })}
            />
          )}
        </Stack>
      </ReportSection>
      <SimpleGrid cols={1} spacing="md">
        <ReportSection
          title="Imobiliárias"
          hint="Os números da imobiliária somam os seus e os dos seus corretores (um lead ou venda em comum conta uma vez). Clique numa linha para ver as vendas; em Leads trazidos, para ver os leads."
          testId="partners-agencies"
        >
          <SortableTable
            columns={[
              { key: "name", label: "Imobiliária", value: (a: AgencyRow) => a.name },
              ...figureColumns<AgencyRow>(drillAgency),
            ]}
            rows={agencyRows}
            rowKey={(a) => a.id}
            onRowClick={(a) => drillAgency(a, "sales")}
            rowLabel={(a) => `Ver as vendas de ${a.name}`}
            empty="Nenhuma imobiliária com números no período."
          />
        </ReportSection>
        <ReportSection
          title="Corretores parceiros"
          hint="Cada corretor com a sua imobiliária. Clique numa linha para ver as vendas; em Leads trazidos, para ver os leads."
          testId="partners-brokers"
        >
          <SortableTable
            columns={[
              {
                key: "name",
                label: "Corretor",
                value: (b: BrokerRow) => b.name,
                render: (b: BrokerRow) => (b.active ? b.name : `${b.name} (inativo)`),
              },
              { key: "agency", label: "Imobiliária", value: (b: BrokerRow) => b.agency },
              ...figureColumns<BrokerRow>(drillBroker),
            ]}
            rows={brokerRows}
            rowKey={(b) => b.id}
            onRowClick={(b) => drillBroker(b, "sales")}
            rowLabel={(b) => `Ver as vendas de ${b.name}`}
            empty="Nenhum corretor parceiro com números no período."
          />
        </ReportSection>
      </SimpleGrid>
    </Stack>
  );
}
