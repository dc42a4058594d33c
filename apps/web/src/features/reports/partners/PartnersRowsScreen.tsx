import { Anchor, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { formatDate } from "@portal/contracts/dates";
import { formatKpiValue } from "@portal/contracts/reports/common";
import {
  PARTNER_ROW_METRIC_LABELS,
  type PartnerRowDto,
  type PartnerRowMetric,
  type PartnersRowsResponse,
} from "@portal/contracts/reports/partners";
import { IconArrowLeft, IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import type { ListColumn } from "../../../components/list-kit/list-columns";
import { PageHeader } from "../../../components/PageHeader";
import { ScopeLine } from "../kit/ScopeLine";
import {
  PARTNERS_ROWS_PAGE_SIZE,
  type PartnersRowsSearch,
  partnersReportFilters,
  partnersRowsQuery,
} from "./partners-report.queries";

const partnerNames = (r: PartnerRowDto) => r.partners.map((p) => p.full_name).join(", ") || "—";

const LEAD_COLUMNS: ListColumn<PartnerRowDto>[] = [
  {
    key: "lead",
    header: "Cliente",
    card: "title",
    cell: (r) => (
      <Anchor
        renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: r.lead._id }} />}
        fw={600}
        data-testid="partners-row-link"
      >
        {r.lead.full_name}
      </Anchor>
    ),
  },
  { key: "at", header: "Trazido em", nowrap: true, cell: (r) => formatDate(r.at) },
  { key: "enterprise", header: "Empreendimento", cell: (r) => r.enterprise?.name ?? "—" },
  { key: "partners", header: "Parceiro", card: "meta", cell: partnerNames },
];

const SALE_COLUMNS: ListColumn<PartnerRowDto>[] = [
  {
    key: "unit",
    header: "Unidade",
    card: "title",
    nowrap: true,
    cell: (r) => (
      <Anchor
        renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: r._id }} />}
        fw={600}
        data-testid="partners-row-link"
      >
        {r.unit ? `${r.unit.tower_name} · ${r.unit.name}` : "—"}
      </Anchor>
    ),
  },
  { key: "at", header: "Data", nowrap: true, cell: (r) => formatDate(r.at) },
  { key: "enterprise", header: "Empreendimento", cell: (r) => r.enterprise?.name ?? "—" },
  { key: "lead", header: "Cliente", cell: (r) => r.lead.full_name },
  { key: "specialist", header: "Vendido por", cell: (r) => r.specialist?.full_name ?? "—" },
  { key: "partners", header: "Parceiro", card: "meta", cell: partnerNames },
  { key: "value", header: "Valor", align: "right", nowrap: true, cell: (r) => formatKpiValue("money", r.value) },
  {
    key: "commission",
    header: "Comissão",
    align: "right",
    nowrap: true,
    cell: (r) => formatKpiValue("money", r.commission),
  },
];

function describe(data: PartnersRowsResponse | undefined, metric: PartnerRowMetric): string {
  const what = metric === "sales" ? "Vendas" : "Leads trazidos";
  if (!data) return what;
  return `${what} · ${data.subject.full_name}`;
}

/**
 * The leads or sales behind a number of the partners report (decision 079): a broker's, an agency's or every
 * partner's, under the report's filters. Each row links to its lead or sale.
 */
export function PartnersRowsScreen({
  search,
  onPage,
  onMetric,
}: {
  search: PartnersRowsSearch;
  onPage: (page: number) => void;
  onMetric: (metric: PartnerRowMetric) => void;
}) {
  const metric = search.metric ?? "sales";
  const query = useQuery(partnersRowsQuery(search));
  const page = search.page ?? 1;
  const back = partnersReportFilters(search);
  return (
    <>
      <PageHeader
        title="Parceiros: o que está por trás do número"
        description={describe(query.data, metric)}
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/reports/partners" search={back} />}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="partners-rows-back"
          >
            Voltar ao relatório
          </Button>
        }
      />
      <Stack gap="md">
        {query.data && <ScopeLine scope={query.data.scope} period={query.data.period} />}
        <SegmentedControl
          value={metric}
          onChange={(v) => onMetric(v as PartnerRowMetric)}
          data={Object.entries(PARTNER_ROW_METRIC_LABELS).map(([value, label]) => ({ value, label }))}
          style={{ alignSelf: "flex-start" }}
          data-testid="partners-rows-metric"
        />
        {metric === "sales" && query.data && query.data.payload.length > 0 && (
          <Text size="xs" c="dimmed">
            Comissão: a dos parceiros desta linha do relatório sobre a venda, sem as canceladas.
          </Text>
        )}
        <ListScreen
          query={query}
          columns={metric === "sales" ? SALE_COLUMNS : LEAD_COLUMNS}
          rowId={(r) => r._id}
          testIds={{ row: "partners-row", card: "partners-row-card" }}
          minWidth={metric === "sales" ? 1000 : 720}
          tableFrom="md"
          loadingLabel="Buscando..."
          empty={{
            icon: <IconReceiptOff size={28} />,
            title: metric === "sales" ? "Nenhuma venda neste recorte." : "Nenhum lead neste recorte.",
          }}
          filtered={false}
          onClearFilters={() => undefined}
          pagination={{
            page,
            pageSize: PARTNERS_ROWS_PAGE_SIZE,
            noun: metric === "sales" ? ["venda", "vendas"] : ["lead", "leads"],
            onPageChange: onPage,
          }}
        />
      </Stack>
    </>
  );
}
