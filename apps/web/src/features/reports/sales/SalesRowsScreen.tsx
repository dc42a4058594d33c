import { Anchor, Badge, Button, Stack } from "@mantine/core";
import { formatDate } from "@portal/contracts/dates";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import {
  SALE_EVENT_KIND_LABELS,
  type SaleEventKindDto,
  type SalesRowDto,
  saleStatusLabel,
  sourceLabel,
} from "@portal/contracts/reports/sales";
import { IconArrowLeft, IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import type { ListColumn } from "../../../components/list-kit/list-columns";
import { PageHeader } from "../../../components/PageHeader";
import { ScopeLine } from "../kit/ScopeLine";
import { SALES_ROWS_PAGE_SIZE, type SalesRowsSearch, salesReportFilters, salesRowsQuery } from "./sales-report.queries";

const KIND_COLOR: Record<SaleEventKindDto, string> = { GROSS: "blue", CANCELED: "orange", DISTRACTED: "red" };
const KIND_PLURAL: Record<SaleEventKindDto, string> = {
  GROSS: "Vendas",
  CANCELED: "Cancelamentos",
  DISTRACTED: "Distratos",
};

const COLUMNS: ListColumn<SalesRowDto>[] = [
  {
    key: "unit",
    header: "Unidade",
    card: "title",
    nowrap: true,
    cell: (r) => (
      <Anchor
        renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: r._id }} />}
        fw={600}
        data-testid="sales-row-link"
      >
        {r.unit.tower_name} · {r.unit.name}
      </Anchor>
    ),
  },
  {
    key: "kind",
    header: "Evento",
    card: "badge",
    width: 130,
    nowrap: true,
    cell: (r) => (
      <Badge color={KIND_COLOR[r.kind]} variant="light" style={{ overflow: "visible" }}>
        {SALE_EVENT_KIND_LABELS[r.kind]}
      </Badge>
    ),
  },
  { key: "at", header: "Data", nowrap: true, cell: (r) => formatDate(r.at) },
  { key: "enterprise", header: "Empreendimento", cell: (r) => r.enterprise.name },
  { key: "lead", header: "Cliente", cell: (r) => r.lead.full_name },
  { key: "specialist", header: "Especialista", cell: (r) => r.specialist.full_name },
  { key: "team", header: "Equipe", cell: (r) => r.team?.name ?? "Sem equipe" },
  { key: "source", header: "Origem", card: "meta", cell: (r) => sourceLabel(r.source) },
  {
    key: "value",
    header: "Valor",
    align: "right",
    nowrap: true,
    cell: (r) => formatKpiValue("money", r.value),
  },
  { key: "status", header: "Situação atual", nowrap: true, cell: (r) => saleStatusLabel(r.status) },
];

/** What the drill-down lists, in words: "Distratos de mar/2026", "Vendas do período". */
function describe(search: SalesRowsSearch): string {
  const what = search.kind ? KIND_PLURAL[search.kind] : "Vendas, cancelamentos e distratos";
  const when = search.month ? `de ${formatMonth(search.month)}` : "do período";
  return `${what} ${when}${search.without_team === "true" ? ", sem equipe" : ""}`;
}

/**
 * The sales behind a figure of the sales report (decision 075): the report's filters narrowed to the bar or row
 * clicked. Each row links to its sale.
 */
export function SalesRowsScreen({
  search,
  onPage,
  onClear,
}: {
  search: SalesRowsSearch;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const query = useQuery(salesRowsQuery(search));
  const page = search.page ?? 1;
  return (
    <>
      <PageHeader
        title="Vendas do relatório"
        description={describe(search)}
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/reports/sales" search={salesReportFilters(search)} />}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="sales-rows-back"
          >
            Voltar ao relatório
          </Button>
        }
      />
      <Stack gap="md">
        {query.data && <ScopeLine scope={query.data.scope} period={query.data.period} />}
        <ListScreen
          query={query}
          columns={COLUMNS}
          rowId={(r) => `${r._id}-${r.kind}`}
          testIds={{ row: "sales-row", card: "sales-row-card" }}
          minWidth={1280}
          tableFrom="md"
          loadingLabel="Buscando as vendas..."
          empty={{ icon: <IconReceiptOff size={28} />, title: "Nenhuma venda neste recorte." }}
          filtered={Boolean(search.month || search.kind || search.without_team)}
          onClearFilters={onClear}
          pagination={{ page, pageSize: SALES_ROWS_PAGE_SIZE, noun: ["evento", "eventos"], onPageChange: onPage }}
        />
      </Stack>
    </>
  );
}
