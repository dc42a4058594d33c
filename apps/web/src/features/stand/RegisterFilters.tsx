import { Grid, MultiSelect, Select } from "@mantine/core";
import { STAND_VISIT_STATUS_LABELS, STAND_VISIT_STATUSES } from "@portal/contracts/stand";
import { useQuery } from "@tanstack/react-query";
import { EnterpriseFilter } from "../filters/EnterpriseFilter";
import { SearchFilter } from "../filters/SearchFilter";
import { DateRangeFilter } from "../leads/DateFilters";
import { registerSpecialistsQuery } from "./register.queries";
import type { RegisterFilters as Filters, RegisterSearch } from "./register-search";

const STATUS_OPTIONS = STAND_VISIT_STATUSES.map((s) => ({ value: s, label: STAND_VISIT_STATUS_LABELS[s] }));

/**
 * The register's filters: visitor (name or phone, debounced), period, status, specialist and, for those who see
 * every stand, the enterprise (a receptionist sees only the stand they checked in at).
 */
export function RegisterFilters({
  search,
  everyStand,
  onChange,
}: {
  search: RegisterSearch;
  everyStand: boolean;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const specialists = useQuery(registerSpecialistsQuery());
  const half = { base: 12, sm: 6, lg: everyStand ? 4 : 3 } as const;

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, lg: everyStand ? 4 : 3 }}>
        <SearchFilter
          label="Visitante"
          placeholder="Nome ou telefone"
          value={search.search}
          onChange={(v) => onChange({ search: v })}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <DateRangeFilter
          label="Período da visita"
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => onChange({ from, to })}
        />
      </Grid.Col>
      {everyStand && (
        <Grid.Col span={half}>
          <EnterpriseFilter value={search.enterprise} onChange={(enterprise) => onChange({ enterprise })} />
        </Grid.Col>
      )}
      <Grid.Col span={half}>
        <Select
          label="Especialista"
          placeholder={specialists.isPending ? "Carregando..." : "Todos os especialistas"}
          data={(specialists.data ?? []).map((u) => ({ value: u._id, label: u.full_name }))}
          value={search.specialist ?? null}
          onChange={(v) => onChange({ specialist: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhum especialista encontrado"
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <MultiSelect
          label="Status"
          placeholder={search.status?.length ? undefined : "Todos os status"}
          data={STATUS_OPTIONS}
          value={search.status ?? []}
          searchable
          nothingFoundMessage="Nenhum status encontrado"
          // The typing field beside a chosen status stays on its line (no taller box than the other filters).
          styles={{ inputField: { minWidth: 40 } }}
          onChange={(v) => onChange({ status: v.length ? (v as Filters["status"]) : undefined })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </Grid>
  );
}
