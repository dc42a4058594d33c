import { Grid, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DayFilter } from "../leads/DateFilters";
import { assigneeOptions, assigneesQuery, enterprisesQuery } from "../leads/lookups.queries";
import { normalizeText, useDebouncedText } from "../leads/use-debounced-text";
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
  const [text, setText] = useDebouncedText(search.search, normalizeText, (v) => onChange({ search: v }));
  const enterprises = useQuery(enterprisesQuery());
  const people = useQuery(assigneesQuery(roles));
  const peopleOptions = assigneeOptions(people.data);
  const peoplePlaceholder = people.isPending ? "Carregando..." : undefined;

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          label="Lead"
          placeholder="Buscar pelo nome do lead"
          leftSection={<IconSearch size={16} />}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Select
          label="Empreendimento"
          placeholder={enterprises.isPending ? "Carregando..." : "Todos os empreendimentos"}
          data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
          value={search.enterprise ?? null}
          onChange={(v) => onChange({ enterprise: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhum empreendimento encontrado"
          comboboxProps={{ withinPortal: true }}
        />
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
