import { Grid, MultiSelect, Select, TextInput } from "@mantine/core";
import { STAND_VISIT_STATUS_LABELS, STAND_VISIT_STATUSES } from "@portal/contracts/stand";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DateRangeFilter } from "../leads/DateFilters";
import { enterprisesQuery } from "../leads/lookups.queries";
import { normalizeText, useDebouncedText } from "../leads/use-debounced-text";
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
  const [text, setText] = useDebouncedText(search.search, normalizeText, (v) => onChange({ search: v }));
  const enterprises = useQuery({ ...enterprisesQuery(), enabled: everyStand });
  const specialists = useQuery(registerSpecialistsQuery());
  const half = { base: 12, sm: 6, lg: everyStand ? 4 : 3 } as const;

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, lg: everyStand ? 4 : 3 }}>
        <TextInput
          label="Visitante"
          placeholder="Nome ou telefone"
          leftSection={<IconSearch size={16} />}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
