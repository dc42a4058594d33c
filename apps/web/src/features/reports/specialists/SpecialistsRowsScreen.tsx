import { Anchor, Badge, Button, Card, Select, SimpleGrid, Stack } from "@mantine/core";
import { formatDateTime } from "@portal/contracts/dates";
import { formatKpiValue } from "@portal/contracts/reports/common";
import {
  SPECIALIST_KPIS,
  SPECIALIST_ROW_METRICS,
  type SpecialistRowDto,
  type SpecialistRowMetric,
} from "@portal/contracts/reports/specialists";
import { IconArrowLeft, IconListSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import type { ListColumn } from "../../../components/list-kit/list-columns";
import { PageHeader } from "../../../components/PageHeader";
import { ScopeLine } from "../kit/ScopeLine";
import {
  SPECIALISTS_ROWS_PAGE_SIZE,
  type SpecialistsRowsSearch,
  specialistsReportFilters,
  specialistsRowsQuery,
} from "./specialists-report.queries";

/** The figures a drill-down lists, as the report names them ("Vendas" also opens for VGV and conversion). */
const METRIC_OPTIONS = SPECIALIST_ROW_METRICS.map((m) => ({ value: m, label: SPECIALIST_KPIS[m].label }));
const MOVEMENTS: readonly SpecialistRowMetric[] = [
  "leads_received",
  "received_roulette",
  "received_stand",
  "received_manual",
  "movements_out",
];

function columnsOf(metric: SpecialistRowMetric): ListColumn<SpecialistRowDto>[] {
  const columns: (ListColumn<SpecialistRowDto> | false)[] = [
    {
      key: "lead",
      header: "Lead",
      card: "title",
      cell: (r) =>
        r.lead ? (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: r.lead?._id ?? "" }} />}
            fw={600}
            data-testid="specialists-row-lead"
          >
            {r.lead.full_name}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      key: "detail",
      header: "Registro",
      card: "badge",
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" style={{ overflow: "visible" }}>
          {r.detail}
        </Badge>
      ),
    },
    { key: "at", header: "Data", nowrap: true, cell: (r) => formatDateTime(r.at) },
    { key: "specialist", header: "Especialista", cell: (r) => r.specialist.full_name },
    { key: "enterprise", header: "Empreendimento", cell: (r) => r.enterprise?.name ?? "—" },
    MOVEMENTS.includes(metric) && {
      key: "counterpart",
      header: metric === "movements_out" ? "Para" : "De",
      cell: (r) => r.counterpart?.full_name ?? "—",
    },
    (metric === "offers_accepted" || metric === "stand_visits_served") && {
      key: "minutes",
      header: metric === "offers_accepted" ? "Tempo para aceitar" : "Duração",
      align: "right",
      nowrap: true,
      cell: (r) => formatKpiValue("minutes", r.minutes),
    },
    (metric === "sales" || metric === "proposals") && {
      key: "value",
      header: "Valor",
      align: "right",
      nowrap: true,
      cell: (r) => formatKpiValue("money", r.value),
    },
  ];
  return columns.filter((c): c is ListColumn<SpecialistRowDto> => Boolean(c));
}

/**
 * The records behind a figure of the specialists report (decision 078): the report's filters, the specialist clicked
 * and the figure chosen (lead movements, offers, attendances, visits, appointments, proposals or sales).
 */
export function SpecialistsRowsScreen({
  search,
  onSearch,
  onPage,
}: {
  search: SpecialistsRowsSearch;
  onSearch: (patch: Partial<SpecialistsRowsSearch>) => void;
  onPage: (page: number) => void;
}) {
  const metric = search.metric ?? "leads_received";
  const query = useQuery(specialistsRowsQuery(search));
  const page = search.page ?? 1;
  const who = search.specialist_id ? query.data?.payload[0]?.specialist.full_name : undefined;
  return (
    <>
      <PageHeader
        title="Números do especialista"
        description={`${SPECIALIST_KPIS[metric].label}${who ? ` · ${who}` : search.specialist_id ? "" : " · todos os especialistas"}: ${SPECIALIST_KPIS[metric].description}`}
        actions={
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/reports/specialists" search={specialistsReportFilters(search)} />
            )}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="specialists-rows-back"
          >
            Voltar ao relatório
          </Button>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Select
              label="Número"
              data={METRIC_OPTIONS}
              value={metric}
              onChange={(v) => v && onSearch({ metric: v as SpecialistRowMetric, page: undefined })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="specialists-rows-metric"
            />
          </SimpleGrid>
        </Card>
        {query.data && <ScopeLine scope={query.data.scope} period={query.data.period} />}
        <ListScreen
          query={query}
          columns={columnsOf(metric)}
          rowId={(r) => r._id}
          testIds={{ row: "specialists-row", card: "specialists-row-card" }}
          minWidth={1000}
          tableFrom="md"
          loadingLabel="Buscando os registros..."
          empty={{ icon: <IconListSearch size={28} />, title: "Nenhum registro neste recorte." }}
          filtered={false}
          onClearFilters={() => undefined}
          pagination={{
            page,
            pageSize: SPECIALISTS_ROWS_PAGE_SIZE,
            noun: ["registro", "registros"],
            onPageChange: onPage,
          }}
        />
      </Stack>
    </>
  );
}
