import { Button, Card, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { LEAD_PAGE_SIZE } from "@portal/contracts/common";
import { canDeleteLeads, canManageLeads, type LeadSortField } from "@portal/contracts/leads";
import { autoLoadsLeads, leadListScope } from "@portal/contracts/policy";
import { IconArrowsSplit, IconSearch, IconTrash, IconUserShare, IconUsersGroup, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatNumber } from "../../lib/format";
import { useNow } from "../../lib/relative-time";
import type { Session } from "../../lib/session-cookies";
import { DeleteLeadsModal, DistributeLeadsModal } from "./BulkLeadModals";
import { LeadsFilters, type LeadsFiltersProps } from "./LeadsFilters";
import { LeadsTable } from "./LeadsTable";
import {
  applyFilterChange,
  clearFilters,
  countActiveFilters,
  DEFAULT_SORT,
  type LeadFilterKey,
  type LeadFilters,
  type LeadListApiQuery,
  type LeadSearch,
  type LeadSearchInput,
  nextSort,
  toLeadListQuery,
} from "./lead-search";
import { leadsListQuery } from "./leads.queries";
import { SortControl } from "./SortControl";

export type SearchUpdater = (
  update: (prev: LeadSearchInput) => LeadSearchInput,
  options?: { replace?: boolean },
) => void;

export interface LeadListScreenProps {
  session: Session;
  search: LeadSearch;
  setSearch: SearchUpdater;
  /** What the screen imposes on GET /leads (base: owner_id=none...). */
  fixedQuery?: LeadListApiQuery;
  hiddenFilters?: readonly LeadFilterKey[];
  statusOptions?: LeadsFiltersProps["statusOptions"];
  /** Bulk actions offered here (each still needs the user's permission). */
  bulk?: { delete?: boolean; reassign?: boolean; distribute?: boolean };
  /** Distribution resets the leads to "Novo" by default (internal base). */
  defaultReset?: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown above the filters (e.g. a view switch). */
  toolbar?: ReactNode;
}

/** The lead list used by /leads, /base-leads and /internal-base: URL filters, table/cards, pagination, bulk actions. */
export function LeadListScreen({
  session,
  search,
  setSearch,
  fixedQuery,
  hiddenFilters = [],
  statusOptions,
  bulk = { delete: true, reassign: true, distribute: true },
  defaultReset,
  emptyTitle,
  emptyDescription,
  toolbar,
}: LeadListScreenProps) {
  const roles = session.roles;
  const caller = { roles, readOnly: session.user.read_only };
  const seeAll = leadListScope(roles) === "all";
  const activeFilters = countActiveFilters(search, hiddenFilters);
  // Partner brokers and agents do not auto-load the list (spec 6): only once they filter.
  const enabled = autoLoadsLeads(roles) || activeFilters > 0;
  const apiQuery = useMemo(() => toLeadListQuery(search, fixedQuery), [search, fixedQuery]);
  const query = useQuery(leadsListQuery(apiQuery, enabled));
  const now = useNow(60_000);

  const allowed = {
    delete: Boolean(bulk.delete) && canDeleteLeads(caller),
    reassign: Boolean(bulk.reassign) && canManageLeads(caller),
    distribute: Boolean(bulk.distribute) && canManageLeads(caller),
  };
  const selectable = allowed.delete || allowed.reassign || allowed.distribute;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const queryKey = JSON.stringify(apiQuery);
  // A new page or filter starts a new selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger.
  useEffect(() => setSelected(new Set()), [queryKey]);
  const selection = selectable
    ? {
        selected,
        toggle: (id: string) =>
          setSelected((prev) => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          }),
        setMany: (ids: string[], checked: boolean) =>
          setSelected((prev) => {
            const next = new Set(prev);
            for (const id of ids) {
              if (checked) next.add(id);
              else next.delete(id);
            }
            return next;
          }),
      }
    : undefined;
  const [modal, setModal] = useState<"delete" | "reassign" | "distribute" | null>(null);

  const onFilters = (patch: Partial<LeadFilters>) =>
    setSearch((prev) => applyFilterChange(prev, patch), { replace: true });
  const onClear = () => setSearch((prev) => clearFilters(prev, hiddenFilters));
  const onSort = (column: LeadSortField) =>
    setSearch((prev) => {
      const next = nextSort({ sortBy: prev.sortBy, direction: prev.direction } as LeadSearch, column);
      return { ...prev, sortBy: next.sortBy, direction: next.direction, page: undefined };
    });
  const onSortSelect = (sortBy: LeadSortField, direction: "asc" | "desc") =>
    setSearch((prev) => {
      const isDefault = sortBy === DEFAULT_SORT.sortBy && direction === DEFAULT_SORT.direction;
      return {
        ...prev,
        sortBy: isDefault ? undefined : sortBy,
        direction: isDefault ? undefined : direction,
        page: undefined,
      };
    });
  const page = search.page ?? 1;
  const total = query.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE));
  const selectedIds = [...selected];

  return (
    <Stack gap="md">
      {toolbar}
      <Card withBorder radius="md" padding="md">
        <LeadsFilters
          search={search}
          onChange={onFilters}
          onClear={onClear}
          roles={roles}
          seeAll={seeAll}
          hidden={hiddenFilters}
          statusOptions={statusOptions}
        />
      </Card>

      {selection && selected.size > 0 && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          shadow="sm"
          bg="brand.0"
          pos="sticky"
          top={68}
          style={{ zIndex: 5 }}
          role="region"
          aria-label="Ações em lote"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600} aria-live="polite">
              {selected.size === 1 ? "1 lead selecionado" : `${formatNumber(selected.size)} leads selecionados`}
            </Text>
            <Group gap="xs">
              {allowed.reassign && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconUserShare size={14} />}
                  onClick={() => setModal("reassign")}
                >
                  Transferir
                </Button>
              )}
              {allowed.distribute && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowsSplit size={14} />}
                  onClick={() => setModal("distribute")}
                >
                  Distribuir
                </Button>
              )}
              {allowed.delete && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setModal("delete")}
                >
                  Excluir
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={() => setSelected(new Set())}
              >
                Limpar seleção
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      {enabled && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="leads-total">
            {query.data
              ? `${query.data.pagination.estimated ? "Cerca de " : ""}${formatNumber(total)} ${total === 1 ? "lead" : "leads"}`
              : " "}
          </Text>
          <SortControl
            sortBy={search.sortBy ?? DEFAULT_SORT.sortBy}
            direction={search.direction ?? DEFAULT_SORT.direction}
            onChange={onSortSelect}
          />
        </Group>
      )}

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
            <LeadsTable
              leads={query.data.payload}
              now={now}
              showOwner={seeAll && !hiddenFilters.includes("owner_id")}
              sortBy={search.sortBy ?? DEFAULT_SORT.sortBy}
              direction={search.direction ?? DEFAULT_SORT.direction}
              onSort={onSort}
              selection={selection}
            />
          </div>
        )}
      </Card>

      {enabled && query.data && total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {pages > 1 ? `Página ${formatNumber(Math.min(page, pages))} de ${formatNumber(pages)}` : ""}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(p) => {
                setSearch((prev) => ({ ...prev, page: p === 1 ? undefined : p }));
                window.scrollTo({ top: 0 });
              }}
              siblings={1}
              boundaries={1}
              getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
              getControlProps={(control) => ({
                "aria-label": {
                  first: "Primeira página",
                  last: "Última página",
                  next: "Próxima página",
                  previous: "Página anterior",
                }[control],
              })}
              size="sm"
            />
          )}
        </Group>
      )}

      <DeleteLeadsModal
        opened={modal === "delete"}
        onClose={() => setModal(null)}
        leadIds={selectedIds}
        onDone={() => setSelected(new Set())}
      />
      <DistributeLeadsModal
        mode={modal === "distribute" ? "distribute" : "reassign"}
        opened={modal === "reassign" || modal === "distribute"}
        onClose={() => setModal(null)}
        leadIds={selectedIds}
        roles={roles}
        defaultReset={defaultReset}
        onDone={() => setSelected(new Set())}
      />
    </Stack>
  );
}
