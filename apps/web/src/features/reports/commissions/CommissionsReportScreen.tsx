import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Button, Grid, Group, Stack, Text } from "@mantine/core";
import { formatDate } from "@portal/contracts/dates";
import { REPORTS_COMMISSIONS } from "@portal/contracts/endpoints/reports-commissions";
import { COMMISSION_ROLES, COMMISSION_STATUSES } from "@portal/contracts/inventory-enums";
import {
  COMMISSION_ROLE_LABELS,
  COMMISSION_STATUS_LABELS,
  type CommissionAmounts,
  type CommissionBeneficiaryRow,
  type CommissionSaleRow,
  type CommissionsReportDto,
} from "@portal/contracts/reports/commissions";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import { IconCalendarDue } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { KpiCards } from "../kit/KpiCards";
import { ReportFilters, type ReportFilterValues } from "../kit/ReportFilters";
import { ReportFrame } from "../kit/ReportFrame";
import { ReportSection } from "../kit/ReportSection";
import { ScopeLine } from "../kit/ScopeLine";
import { type ReportColumn, SortableTable } from "../kit/SortableTable";
import {
  type CommissionRowsSearch,
  type CommissionsReportSearch,
  commissionsReportFilters,
  commissionsReportQuery,
} from "./commissions-report.queries";

type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

const compactBRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});
const money = (cents: number | null | undefined) => formatKpiValue("money", cents);

/** The colours of a commission's status, in the chart and the badges. */
export const COMMISSION_STATUS_COLORS: Record<CommissionStatus, string> = {
  FORECAST: "gray.5",
  RELEASED: "yellow.6",
  PAID: "teal.6",
  CANCELLED: "red.6",
};

const STATUS_PLURAL: Record<CommissionStatus, string> = {
  FORECAST: "Previstas",
  RELEASED: "Liberadas",
  PAID: "Pagas",
  CANCELLED: "Canceladas",
};

/** A column per status and the total (every status but cancelled), for the tables by beneficiary and by sale. */
function amountColumns<T extends { amounts: CommissionAmounts }>(): ReportColumn<T>[] {
  return [
    ...COMMISSION_STATUSES.map(
      (s): ReportColumn<T> => ({
        key: s,
        label: STATUS_PLURAL[s],
        numeric: true,
        value: (r) => r.amounts[s],
        render: (r) => money(r.amounts[s]),
      }),
    ),
    {
      key: "total",
      label: "Total",
      numeric: true,
      value: (r) => r.amounts.total,
      render: (r) => money(r.amounts.total),
    },
  ];
}

const BENEFICIARY_COLUMNS: ReportColumn<CommissionBeneficiaryRow>[] = [
  { key: "name", label: "Beneficiário", value: (b) => b.beneficiary_name },
  { key: "role", label: "Papel", value: (b) => b.role_label },
  {
    key: "count",
    label: "Comissões",
    numeric: true,
    value: (b) => b.commissions,
    render: (b) => formatKpiValue("count", b.commissions),
  },
  ...amountColumns<CommissionBeneficiaryRow>(),
];

const SALE_COLUMNS: ReportColumn<CommissionSaleRow>[] = [
  { key: "sold_at", label: "Data da venda", value: (s) => s.sold_at, render: (s) => formatDate(s.sold_at) },
  { key: "unit", label: "Unidade", value: (s) => s.unit_label },
  { key: "enterprise", label: "Empreendimento", value: (s) => s.enterprise_name },
  { key: "lead", label: "Cliente", value: (s) => s.lead_name },
  {
    key: "price",
    label: "Valor da venda",
    numeric: true,
    value: (s) => s.sale_price,
    render: (s) => money(s.sale_price),
  },
  ...amountColumns<CommissionSaleRow>(),
];

/**
 * The commissions report (decision 075): filters in the URL (period of the sales, enterprise, status, beneficiary's
 * role), the scope, the totals per status and what is due this month, the amounts by month and status (a bar opens
 * the commissions behind it), and the tables by status, beneficiary and sale (a row opens its commissions).
 */
export function CommissionsReportScreen({
  search,
  roles,
  onFilters,
  onDrill,
}: {
  search: CommissionsReportSearch;
  roles: readonly string[];
  onFilters: (patch: ReportFilterValues & Record<string, string | undefined>) => void;
  onDrill: (drill: CommissionRowsSearch) => void;
}) {
  const report = useQuery(commissionsReportQuery(search));
  const filters = commissionsReportFilters(search);
  return (
    <ReportFrame
      title="Relatório de comissões"
      description="Comissões das vendas do período por beneficiário e status, totais previstos, liberados e pagos, e o que vence no mês."
      download={{ path: REPORTS_COMMISSIONS.export.path, query: filters, fallbackName: "relatorio-comissoes" }}
      filters={
        <ReportFilters
          filters={["enterprise_id"]}
          value={filters}
          period={report.data?.period}
          roles={roles}
          onChange={onFilters}
          extra={[
            {
              key: "status",
              label: "Status",
              data: COMMISSION_STATUSES.map((s) => ({ value: s, label: COMMISSION_STATUS_LABELS[s] })),
            },
            {
              key: "role",
              label: "Papel",
              data: COMMISSION_ROLES.map((r) => ({ value: r, label: COMMISSION_ROLE_LABELS[r] })),
            },
          ]}
        />
      }
      notice={
        search.beneficiary_id &&
        report.data && (
          <Group gap="xs">
            <Text size="sm">
              Somente as comissões de{" "}
              <b>
                {report.data.by_beneficiary.find((b) => b.beneficiary_id === search.beneficiary_id)?.beneficiary_name ??
                  "um beneficiário"}
              </b>
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => onFilters({ beneficiary_id: undefined })}>
              Ver todos
            </Button>
          </Group>
        )
      }
      report={report}
      loadingLabel="Somando as comissões do período..."
    >
      {(data) => <CommissionsReportBody report={data} onDrill={(d) => onDrill({ ...filters, ...d })} />}
    </ReportFrame>
  );
}

function CommissionsReportBody({
  report,
  onDrill,
}: {
  report: CommissionsReportDto;
  onDrill: (drill: CommissionRowsSearch) => void;
}) {
  const chart = report.by_month.map((m) => ({
    month: m.month,
    label: formatMonth(m.month),
    ...Object.fromEntries(COMMISSION_STATUSES.map((s) => [COMMISSION_STATUS_LABELS[s], m.amounts[s]])),
  }));
  const due = report.kpis.find((k) => k.key === "commission_due_month")?.value ?? 0;
  return (
    <Stack gap="md">
      <ScopeLine scope={report.scope} period={report.period} />
      <KpiCards values={report.kpis} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          A pagar em {formatMonth(report.due_month)}: {money(due)} em comissões liberadas e não pagas, de vendas de
          qualquer mês.
        </Text>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCalendarDue size={16} />}
          onClick={() => onDrill({ due: "true" })}
          data-testid="commissions-due-link"
        >
          Ver o que vence no mês
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ReportSection
            title="Comissões por mês da venda"
            hint="Clique numa barra para ver as comissões do mês com aquele status."
            testId="commissions-chart"
          >
            <BarChart
              h={260}
              data={chart}
              dataKey="label"
              type="stacked"
              series={COMMISSION_STATUSES.map((s) => ({
                name: COMMISSION_STATUS_LABELS[s],
                color: COMMISSION_STATUS_COLORS[s],
              }))}
              tickLine="y"
              gridAxis="y"
              withLegend
              legendProps={{ verticalAlign: "bottom" }}
              valueFormatter={money}
              yAxisProps={{ tickFormatter: (v: number) => compactBRL.format(v / 100), width: 72 }}
              barProps={(series) => ({
                cursor: "pointer",
                onClick: (entry: { payload?: { month?: string } }) => {
                  const status = COMMISSION_STATUSES.find((s) => COMMISSION_STATUS_LABELS[s] === series.name);
                  const month = entry.payload?.month;
                  if (month && status) onDrill({ month_start: month, month_end: month, status });
                },
              })}
            />
          </ReportSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ReportSection
            title="Por status"
            hint="Clique num status para ver as comissões."
            testId="commissions-by-status"
          >
            <SortableTable
              columns={[
                { key: "status", label: "Status", value: (r) => r.label },
                {
                  key: "count",
                  label: "Comissões",
                  numeric: true,
                  value: (r) => r.commissions,
                  render: (r) => formatKpiValue("count", r.commissions),
                },
                {
                  key: "amount",
                  label: "Valor",
                  numeric: true,
                  value: (r) => r.amount,
                  render: (r) => money(r.amount),
                },
              ]}
              rows={report.by_status}
              rowKey={(r) => r.status}
              onRowClick={(r) => onDrill({ status: r.status })}
              rowLabel={(r) => `Ver as comissões com status ${r.label.toLowerCase()}`}
              empty="Nenhuma comissão no período."
              testId="commissions-by-status-table"
            />
          </ReportSection>
        </Grid.Col>
      </Grid>
      <ReportSection
        title="Por beneficiário"
        hint="Imobiliárias, corretores, coordenadores e gerentes. Clique numa linha para ver as suas comissões."
        testId="commissions-by-beneficiary"
      >
        <SortableTable
          columns={BENEFICIARY_COLUMNS}
          rows={report.by_beneficiary}
          rowKey={(b) => `${b.role}-${b.beneficiary_id ?? "none"}`}
          onRowClick={(b) => onDrill({ role: b.role, beneficiary_id: b.beneficiary_id ?? undefined })}
          rowLabel={(b) => `Ver as comissões de ${b.beneficiary_name} (${b.role_label})`}
          initialSort={{ key: "total", direction: "desc" }}
          empty="Nenhuma comissão no período."
          testId="commissions-by-beneficiary-table"
        />
      </ReportSection>
      <ReportSection
        title="Por venda"
        hint={
          report.by_sale_total > report.by_sale.length
            ? `As ${report.by_sale.length} vendas mais recentes de ${formatKpiValue("count", report.by_sale_total)}. Clique numa venda para ver as suas comissões.`
            : "Clique numa venda para ver as suas comissões."
        }
        testId="commissions-by-sale"
      >
        <SortableTable
          columns={SALE_COLUMNS}
          rows={report.by_sale}
          rowKey={(s) => s.sale_id}
          onRowClick={(s) => onDrill({ sale_id: s.sale_id })}
          rowLabel={(s) => `Ver as comissões da venda de ${s.unit_label}`}
          empty="Nenhuma venda com comissão no período."
          testId="commissions-by-sale-table"
        />
      </ReportSection>
    </Stack>
  );
}
