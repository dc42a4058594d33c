import { Grid, Select } from "@mantine/core";
import {
  SOLICITATION_STATUS_LABELS,
  SOLICITATION_STATUSES,
  SOLICITATION_TYPE_LABELS,
  SOLICITATION_TYPES,
  type SolicitationStatus,
  type SolicitationType,
} from "@portal/contracts/solicitations";
import { DateRangeFilter } from "../leads/DateFilters";
import type { SolicitationFilters, SolicitationSearch } from "./solicitation-search";

/** Type, status and the day range (of the request); every change goes to the URL. */
export function SolicitationsFilters({
  search,
  types = SOLICITATION_TYPES,
  onChange,
}: {
  search: SolicitationSearch;
  types?: readonly SolicitationType[];
  onChange: (patch: Partial<SolicitationFilters>) => void;
}) {
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label="Tipo"
          placeholder="Todos os tipos"
          data={types.map((t) => ({ value: t, label: SOLICITATION_TYPE_LABELS[t] }))}
          value={search.type ?? null}
          onChange={(v) => onChange({ type: (v as SolicitationType | null) ?? undefined })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label="Situação"
          placeholder="Todas"
          data={SOLICITATION_STATUSES.map((s) => ({ value: s, label: SOLICITATION_STATUS_LABELS[s] }))}
          value={search.status ?? null}
          onChange={(v) => onChange({ status: (v as SolicitationStatus | null) ?? undefined })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DateRangeFilter
          label="Período"
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => onChange({ from, to })}
        />
      </Grid.Col>
    </Grid>
  );
}
