import { Anchor, Badge, Button, Stack } from "@mantine/core";
import { formatDate } from "@portal/contracts/dates";
import type { COMMISSION_STATUSES } from "@portal/contracts/inventory-enums";
import {
  COMMISSION_ROLE_LABELS,
  COMMISSION_STATUS_LABELS,
  type CommissionRowDto,
} from "@portal/contracts/reports/commissions";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import { IconArrowLeft, IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import type { ListColumn } from "../../../components/list-kit/list-columns";
import { PageHeader } from "../../../components/PageHeader";
import {
  COMMISSION_ROWS_PAGE_SIZE,
  type CommissionRowsSearch,
  commissionRowsQuery,
  commissionsReportFilters,
} from "./commissions-report.queries";

const BADGE_COLOR: Record<(typeof COMMISSION_STATUSES)[number], string> = {
  FORECAST: "gray",
  RELEASED: "yellow",
  PAID: "teal",
  CANCELLED: "red",
};

const COLUMNS: ListColumn<CommissionRowDto>[] = [
  {
    key: "beneficiary",
    header: "Beneficiário",
    card: "title",
    cell: (r) => r.beneficiary_name,
  },
  {
    key: "status",
    header: "Status",
    card: "badge",
    width: 120,
    nowrap: true,
    cell: (r) => (
      <Badge color={BADGE_COLOR[r.status]} variant="light" style={{ overflow: "visible" }}>
        {r.status_label}
      </Badge>
    ),
  },
  { key: "role", header: "Papel", nowrap: true, cell: (r) => r.role_label },
  {
    key: "sale",
    header: "Venda",
    card: "meta",
    cell: (r) => (
      <Anchor
        renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: r.sale_id }} />}
        fw={600}
        data-testid="commission-row-sale"
      >
        {r.unit_label}
      </Anchor>
    ),
  },
  { key: "enterprise", header: "Empreendimento", cell: (r) => r.enterprise_name },
  { key: "sold_at", header: "Data da venda", nowrap: true, cell: (r) => formatDate(r.sold_at) },
  { key: "lead", header: "Cliente", cell: (r) => r.lead_name },
  {
    key: "percentage",
    header: "%",
    align: "right",
    nowrap: true,
    cell: (r) => `${r.percentage.toLocaleString("pt-BR", { maximumFractionDigits: 4 })}%`,
  },
  { key: "amount", header: "Valor", align: "right", nowrap: true, cell: (r) => formatKpiValue("money", r.amount) },
  {
    key: "when",
    header: "Liberada / paga em",
    nowrap: true,
    cell: (r) =>
      r.paid_at
        ? `Paga em ${formatDate(r.paid_at)}`
        : r.released_at
          ? `Liberada em ${formatDate(r.released_at)}`
          : r.canceled_at
            ? `Cancelada em ${formatDate(r.canceled_at)}`
            : "—",
  },
];

/** What the drill-down lists, in words: "Comissões liberadas · mar/2026", "A pagar no mês". */
export function describeCommissionRows(search: CommissionRowsSearch): string {
  if (search.due === "true") return "Comissões liberadas e ainda não pagas (a pagar no mês), de vendas de qualquer mês";
  const subject = search.sale_id ? "Comissões de uma venda" : "Comissões";
  const parts = [
    search.status ? `${subject} com status ${COMMISSION_STATUS_LABELS[search.status].toLowerCase()}` : subject,
  ];
  if (search.role) parts.push(`beneficiário: ${COMMISSION_ROLE_LABELS[search.role].toLowerCase()}`);
  if (search.month_start && search.month_start === search.month_end)
    parts.push(`vendas de ${formatMonth(search.month_start)}`);
  return parts.join(" · ");
}

/**
 * The commissions behind a figure of the commissions report (decision 075): the report's filters narrowed to the
 * bar or row clicked (a status, a beneficiary, a sale, what is due this month). Each row links to its sale.
 */
export function CommissionRowsScreen({
  search,
  onPage,
  onClear,
}: {
  search: CommissionRowsSearch;
  onPage: (page: number) => void;
  onClear: (filters: CommissionRowsSearch) => void;
}) {
  const query = useQuery(commissionRowsQuery(search));
  const page = search.page ?? 1;
  const filters = commissionsReportFilters(search);
  return (
    <>
      <PageHeader
        title="Comissões do relatório"
        description={describeCommissionRows(search)}
        actions={
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/reports/commissions" search={{ ...filters, beneficiary_id: undefined }} />
            )}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="commission-rows-back"
          >
            Voltar ao relatório
          </Button>
        }
      />
      <Stack gap="md">
        <ListScreen
          query={query}
          columns={COLUMNS}
          rowId={(r) => r._id}
          testIds={{ row: "commission-row", card: "commission-row-card" }}
          minWidth={1240}
          tableFrom="md"
          loadingLabel="Buscando as comissões..."
          empty={{ icon: <IconReceiptOff size={28} />, title: "Nenhuma comissão neste recorte." }}
          filtered={Boolean(search.status || search.role || search.beneficiary_id || search.sale_id || search.due)}
          onClearFilters={() =>
            onClear({
              month_start: search.month_start,
              month_end: search.month_end,
              enterprise_id: search.enterprise_id,
            })
          }
          pagination={{
            page,
            pageSize: COMMISSION_ROWS_PAGE_SIZE,
            noun: ["comissão", "comissões"],
            onPageChange: onPage,
          }}
        />
      </Stack>
    </>
  );
}
