import { Card, Group, Stack, Text } from "@mantine/core";
import { LEAD_PAGE_SIZE } from "@portal/contracts/common";
import { canDeleteLeads, canManageLeads, type LeadSortField } from "@portal/contracts/leads";
import { canAccessSection, canPlayLeadInRoulette, leadListScope } from "@portal/contracts/policy";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useListSelection } from "../../components/list-kit/use-list-selection";
import { formatNumber } from "../../lib/format";
import { lazyChunk, OnDemand } from "../../lib/on-demand";
import { useNow } from "../../lib/relative-time";
import type { Session } from "../../lib/session-cookies";
import { ExportLeadsMenu } from "./ExportLeadsMenu";
import { type BulkLeadAction, LeadsBulkBar } from "./LeadsBulkBar";
import { LeadsFilters, type LeadsFiltersProps } from "./LeadsFilters";
import { LeadsPagination } from "./LeadsPagination";
import { LeadsResults } from "./LeadsResults";
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
  loadsLeadList,
  nextSort,
  toLeadListQuery,
} from "./lead-search";
import { leadsListQuery } from "./leads.queries";
import { paginationView } from "./pagination-view";
import { SortControl } from "./SortControl";

// The bulk actions' dialogs load when one first opens (decision 055).
const bulkModals = () => import("./BulkLeadModals");
const DeleteLeadsModal = lazyChunk(() => bulkModals().then((m) => m.DeleteLeadsModal));
const PlayLeadsInRouletteModal = lazyChunk(() => bulkModals().then((m) => m.PlayLeadsInRouletteModal));
const DistributeLeadsModal = lazyChunk(() => bulkModals().then((m) => m.DistributeLeadsModal));

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
  bulk?: { delete?: boolean; reassign?: boolean; distribute?: boolean; roulette?: boolean };
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
  const canExport = canAccessSection(roles, "leads");
  const activeFilters = countActiveFilters(search, hiddenFilters);
  const enabled = loadsLeadList(roles, search, hiddenFilters);
  const apiQuery = useMemo(() => toLeadListQuery(search, fixedQuery), [search, fixedQuery]);
  const query = useQuery(leadsListQuery(apiQuery, enabled));
  const now = useNow(60_000);

  const allowed = {
    delete: Boolean(bulk.delete) && canDeleteLeads(caller),
    reassign: Boolean(bulk.reassign) && canManageLeads(caller),
    distribute: Boolean(bulk.distribute) && canManageLeads(caller),
    // The API also needs the "all" scope for leads of other owners; the base's leads have no owner.
    roulette: Boolean(bulk.roulette) && !caller.readOnly && canPlayLeadInRoulette(roles) && seeAll,
  };
  const selectable = allowed.delete || allowed.reassign || allowed.distribute || allowed.roulette;
  const { selected, selection, clear } = useListSelection(selectable, JSON.stringify(apiQuery));
  const [modal, setModal] = useState<BulkLeadAction | null>(null);

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
  const pagination = paginationView(page, total, LEAD_PAGE_SIZE, query.data?.pagination.estimated === true);
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
        <LeadsBulkBar count={selected.size} allowed={allowed} onAction={setModal} onClearSelection={clear} />
      )}

      {enabled && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="leads-total">
            {query.data
              ? `${query.data.pagination.estimated ? "Cerca de " : ""}${formatNumber(total)} ${total === 1 ? "lead" : "leads"}`
              : " "}
          </Text>
          <Group gap="xs" wrap="wrap">
            {canExport && total > 0 && <ExportLeadsMenu query={apiQuery} />}
            <SortControl
              sortBy={search.sortBy ?? DEFAULT_SORT.sortBy}
              direction={search.direction ?? DEFAULT_SORT.direction}
              onChange={onSortSelect}
            />
          </Group>
        </Group>
      )}

      <LeadsResults
        enabled={enabled}
        query={query}
        activeFilters={activeFilters}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        onClear={onClear}
        table={{
          now,
          showOwner: seeAll && !hiddenFilters.includes("owner_id"),
          sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
          direction: search.direction ?? DEFAULT_SORT.direction,
          onSort,
          selection,
        }}
      />

      {enabled && query.data && total > 0 && (
        <LeadsPagination
          view={pagination}
          onChange={(p) => {
            setSearch((prev) => ({ ...prev, page: p === 1 ? undefined : p }));
            window.scrollTo({ top: 0 });
          }}
        />
      )}

      <OnDemand
        component={DeleteLeadsModal}
        opened={modal === "delete"}
        onClose={() => setModal(null)}
        leadIds={selectedIds}
        onDone={clear}
      />
      <OnDemand
        component={PlayLeadsInRouletteModal}
        opened={modal === "roulette"}
        onClose={() => setModal(null)}
        leadIds={selectedIds}
        onDone={clear}
      />
      <OnDemand
        component={DistributeLeadsModal}
        mode={modal === "distribute" ? "distribute" : "reassign"}
        opened={modal === "reassign" || modal === "distribute"}
        onClose={() => setModal(null)}
        leadIds={selectedIds}
        roles={roles}
        defaultReset={defaultReset}
        onDone={clear}
      />
    </Stack>
  );
}
