import { Card, Group, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListPagination, ListResults } from "../ListResults";
import type { ListPage } from "./csv";
import { type CsvExport, ExportCsvButton } from "./ExportCsvButton";
import { ListView, type ListViewProps } from "./ListView";
import { SelectionBar } from "./SelectionBar";

export interface ListScreenProps<T, S extends string> extends Omit<ListViewProps<T, S>, "rows"> {
  /** The current page of GET /<list> with the URL's filters, sort and page. */
  query: UseQueryResult<ListPage<T>>;
  /** The filter bar (its inputs read and write the URL), drawn in a card above the rows. */
  filters?: ReactNode;
  /** Above the rows, beside "Exportar CSV" (a tab switch, a sort select for phones...). */
  toolbar?: ReactNode;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description?: ReactNode };
  /** Whether a filter is on: the empty state then offers "Limpar filtros". */
  filtered: boolean;
  onClearFilters: () => void;
  pagination: { page: number; pageSize: number; noun: readonly [string, string]; onPageChange: (page: number) => void };
  /** "Exportar CSV" of every row of the current filter, in the columns that have a `csv` value. */
  csv?: CsvExport<T>;
  /** The bulk actions' buttons, in a sticky bar while rows are selected (needs `selection`). */
  bulk?: { noun: readonly [string, string]; onClear: () => void; actions: ReactNode };
}

/**
 * A list screen's body: filters, toolbar, the rows (table on a wide screen, cards on a phone) with their loading,
 * error and empty states, the count and page links, the CSV export and the bulk actions' bar.
 */
export function ListScreen<T, S extends string = string>({
  query,
  filters,
  toolbar,
  loadingLabel,
  empty,
  filtered,
  onClearFilters,
  pagination,
  csv,
  bulk,
  ...view
}: ListScreenProps<T, S>) {
  const selectedCount = view.selection?.selected.size ?? 0;
  return (
    <Stack gap="md">
      {filters && (
        <Card withBorder radius="md" padding="md">
          {filters}
        </Card>
      )}
      {bulk && selectedCount > 0 && (
        <SelectionBar count={selectedCount} noun={bulk.noun} onClear={bulk.onClear}>
          {bulk.actions}
        </SelectionBar>
      )}
      {(toolbar || csv) && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">{toolbar}</Group>
          {csv && (query.data?.pagination.total ?? 0) > 0 && <ExportCsvButton columns={view.columns} csv={csv} />}
        </Group>
      )}
      <ListResults
        query={query}
        loadingLabel={loadingLabel}
        empty={empty}
        filtered={filtered}
        onClearFilters={onClearFilters}
      >
        {(data) => <ListView rows={data.payload} {...view} />}
      </ListResults>
      <ListPagination
        total={query.data?.pagination.total ?? 0}
        page={pagination.page}
        pageSize={pagination.pageSize}
        noun={pagination.noun}
        onPageChange={pagination.onPageChange}
      />
    </Stack>
  );
}
