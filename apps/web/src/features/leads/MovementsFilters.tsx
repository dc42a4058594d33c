import { Grid, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { EnterpriseFilter } from "../filters/EnterpriseFilter";
import { SearchFilter } from "../filters/SearchFilter";
import { DayFilter } from "./DateFilters";
import { assigneeOptions, assigneesQuery } from "./lookups.queries";
import type { MovementFilters, MovementSearch } from "./movement-search";

/** Search (lead name, debounced), enterprise, origin, destination and day. */
export function MovementsFilters({
  search,
  roles,
  onChange,
}: {
  search: MovementSearch;
  roles: readonly string[];
  onChange: (patch: Partial<MovementFilters>) => void;
}) {
  const people = useQuery(assigneesQuery(roles));
  const peopleOptions = assigneeOptions(people.data);
  const peoplePlaceholder = people.isPending ? "Carregando..." : undefined;

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <SearchFilter
          label="Lead"
          placeholder="Buscar pelo nome do lead"
          value={search.search}
          onChange={(v) => onChange({ search: v })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <EnterpriseFilter value={search.enterprise} onChange={(enterprise) => onChange({ enterprise })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <DayFilter label="Dia" value={search.day} onChange={(day) => onChange({ day })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="De (origem)"
          placeholder={peoplePlaceholder ?? "Qualquer pessoa"}
          data={peopleOptions}
          value={search.origin_user ?? null}
          onChange={(v) => onChange({ origin_user: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Ninguém encontrado"
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Para (destino)"
          placeholder={peoplePlaceholder ?? "Qualquer pessoa"}
          data={peopleOptions}
          value={search.destination_user ?? null}
          onChange={(v) => onChange({ destination_user: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Ninguém encontrado"
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </Grid>
  );
}
