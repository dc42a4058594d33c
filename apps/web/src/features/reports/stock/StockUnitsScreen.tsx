import { Badge, Button, Stack } from "@mantine/core";
import { formatDate } from "@portal/contracts/dates";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import {
  STOCK_AGE_BANDS,
  STOCK_STATUS_LABELS,
  type StockUnitRow,
  VSO_PART_LABELS,
} from "@portal/contracts/reports/stock";
import { IconArrowLeft, IconBuildingOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import type { ListColumn } from "../../../components/list-kit/list-columns";
import { PageHeader } from "../../../components/PageHeader";
import { MIRROR_STATUS_COLORS } from "../../units/unit-status";
import {
  STOCK_UNITS_PAGE_SIZE,
  type StockUnitsSearch,
  stockReportFilters,
  stockUnitsQuery,
} from "./stock-report.queries";

const COLUMNS: ListColumn<StockUnitRow>[] = [
  {
    key: "unit",
    header: "Unidade",
    card: "title",
    nowrap: true,
    cell: (u) => `${u.tower_name} · ${u.number}`,
  },
  {
    key: "status",
    header: "Status",
    card: "badge",
    width: 190,
    nowrap: true,
    cell: (u) => {
      const c = MIRROR_STATUS_COLORS[u.status];
      return (
        <Badge
          variant="filled"
          tt="none"
          styles={{
            root: { background: c.bg, color: c.fg, border: `1px solid ${c.border}`, overflow: "visible" },
            label: { overflow: "visible" },
          }}
        >
          {u.status_label}
        </Badge>
      );
    },
  },
  { key: "enterprise", header: "Empreendimento", card: "meta", cell: (u) => u.enterprise_name },
  { key: "floor", header: "Andar", align: "right", cell: (u) => String(u.floor) },
  {
    key: "price",
    header: "Preço de tabela",
    align: "right",
    nowrap: true,
    cell: (u) => formatKpiValue("money", u.price),
  },
  { key: "since", header: "Em oferta desde", nowrap: true, cell: (u) => formatDate(u.on_offer_since) },
  {
    key: "days",
    header: "Dias em estoque",
    align: "right",
    nowrap: true,
    cell: (u) => formatKpiValue("days", u.days_on_market),
  },
];

/** What the drill-down lists, in words: "Vendidas no mês · mar/2026", "Unidades reservadas". */
export function describeStockUnits(search: StockUnitsSearch): string {
  const parts: string[] = [];
  if (search.vso_month && search.vso_part)
    parts.push(`${VSO_PART_LABELS[search.vso_part]} (${formatMonth(search.vso_month)})`);
  if (search.status) parts.push(`Status: ${STOCK_STATUS_LABELS[search.status].toLowerCase()}`);
  if (search.age_band)
    parts.push(`Em estoque: ${STOCK_AGE_BANDS.find((b) => b.key === search.age_band)?.label.toLowerCase()}`);
  if (parts.length) return parts.join(" · ");
  return search.tower_id ? "Todas as unidades da torre" : "Todas as unidades dos empreendimentos filtrados";
}

/**
 * The units behind a figure of the stock report (decision 075): the report's filters narrowed to the bar or row
 * clicked (a status, an age band, a tower, a part of a month's VSO).
 */
export function StockUnitsScreen({
  search,
  onPage,
  onClear,
}: {
  search: StockUnitsSearch;
  onPage: (page: number) => void;
  onClear: (filters: StockUnitsSearch) => void;
}) {
  const query = useQuery(stockUnitsQuery(search));
  const page = search.page ?? 1;
  const filters = stockReportFilters(search);
  return (
    <>
      <PageHeader
        title="Unidades do relatório"
        description={describeStockUnits(search)}
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/reports/stock" search={filters} />}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="stock-units-back"
          >
            Voltar ao relatório
          </Button>
        }
      />
      <Stack gap="md">
        <ListScreen
          query={query}
          columns={COLUMNS}
          rowId={(u) => u._id}
          testIds={{ row: "stock-unit-row", card: "stock-unit-card" }}
          minWidth={960}
          tableFrom="md"
          loadingLabel="Buscando as unidades..."
          empty={{ icon: <IconBuildingOff size={28} />, title: "Nenhuma unidade neste recorte." }}
          filtered={Boolean(search.status || search.age_band || search.vso_month || search.tower_id)}
          onClearFilters={() => onClear(filters)}
          pagination={{ page, pageSize: STOCK_UNITS_PAGE_SIZE, noun: ["unidade", "unidades"], onPageChange: onPage }}
        />
      </Stack>
    </>
  );
}
