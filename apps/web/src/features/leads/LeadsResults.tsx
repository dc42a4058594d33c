import { Button, Card, Stack } from "@mantine/core";
import type { LeadListItemDto } from "@portal/contracts/leads";
import { IconSearch, IconUsersGroup } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { LeadsTable, type LeadsTableProps } from "./LeadsTable";

/** The list's card: the hint to filter first, loading, error, empty result or the table itself. */
export function LeadsResults({
  enabled,
  query,
  activeFilters,
  emptyTitle,
  emptyDescription,
  onClear,
  table,
}: {
  /** False until a partner broker or agent filters (the list does not auto-load for them). */
  enabled: boolean;
  query: UseQueryResult<{ payload: LeadListItemDto[] }>;
  activeFilters: number;
  emptyTitle: string;
  emptyDescription?: string;
  onClear: () => void;
  table: Omit<LeadsTableProps, "leads">;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      {!enabled ? (
        <EmptyResult
          icon={<IconSearch size={28} />}
          title="Use os filtros para buscar leads"
          description="A lista é carregada quando você informa um filtro."
        />
      ) : query.isPending ? (
        <LoadingState label="Carregando leads..." />
      ) : query.isError ? (
        <Stack p="md">
          <ErrorState
            error={query.error}
            onRetry={() => void query.refetch()}
            title="Não foi possível carregar os leads"
          />
        </Stack>
      ) : query.data.payload.length === 0 ? (
        <EmptyResult
          icon={<IconUsersGroup size={28} />}
          title={activeFilters > 0 ? "Nenhum lead encontrado" : emptyTitle}
          description={
            activeFilters > 0
              ? "Nenhum lead corresponde aos filtros. Ajuste a busca ou limpe os filtros."
              : emptyDescription
          }
        >
          {activeFilters > 0 && (
            <Button variant="light" onClick={onClear}>
              Limpar filtros
            </Button>
          )}
        </EmptyResult>
      ) : (
        <div
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}
          aria-busy={query.isFetching}
        >
          <LeadsTable leads={query.data.payload} {...table} />
        </div>
      )}
    </Card>
  );
}
