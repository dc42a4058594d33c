import { Button, Card, Group, Pagination, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatNumber } from "../lib/format";
import { EmptyResult, ErrorState, LoadingState } from "./states";

const CONTROL_LABELS = {
  first: "Primeira página",
  last: "Última página",
  next: "Próxima página",
  previous: "Página anterior",
} as const;

/** Count of results ("1 usuário" / "12 usuários") and the page links with pt-BR labels, under a list. */
export function ListPagination({
  total,
  page,
  pageSize,
  noun,
  onPageChange,
}: {
  total: number;
  page: number;
  pageSize: number;
  /** Singular and plural of what is counted. */
  noun: readonly [string, string];
  onPageChange: (page: number) => void;
}) {
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatNumber(total)} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
          getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          size="sm"
        />
      )}
    </Group>
  );
}

/**
 * The card of a list screen: loading, error with retry, empty (with "Limpar filtros" when filtered) or the
 * rows, dimmed while the next page loads.
 */
export function ListResults<T extends { payload: unknown[] }>({
  query,
  loadingLabel,
  empty,
  filtered,
  onClearFilters,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description?: ReactNode };
  filtered: boolean;
  onClearFilters: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <Stack p="md">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Stack>
      ) : query.data.payload.length === 0 ? (
        <EmptyResult icon={empty.icon} title={empty.title} description={empty.description}>
          {filtered && (
            <Button variant="light" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          )}
        </EmptyResult>
      ) : (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children(query.data)}</div>
      )}
    </Card>
  );
}
