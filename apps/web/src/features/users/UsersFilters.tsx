import { Grid, SegmentedControl, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { SEARCH_DEBOUNCE_MS } from "@portal/contracts/common";
import type { Role } from "@portal/contracts/roles";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ROLE_OPTIONS } from "./role-options";
import type { UserListFilters } from "./users.queries";

type FilterChange = Partial<Omit<UserListFilters, "page">>;

/** Filters live in the URL; any change goes back to page 1 (spec 4), search is debounced 350 ms. */
export function UsersFilters({
  filters,
  onChange,
}: {
  filters: UserListFilters;
  onChange: (next: FilterChange) => void;
}) {
  const [search, setSearch] = useState(filters.search ?? "");
  useEffect(() => setSearch(filters.search ?? ""), [filters.search]);
  const pushSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label="Buscar"
          placeholder="Nome ou e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
          type="search"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Select
          label="Perfil"
          placeholder="Todos os perfis"
          data={ROLE_OPTIONS}
          value={filters.role ?? null}
          onChange={(value) => onChange({ role: (value as Role | null) ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhum perfil encontrado"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <SegmentedControl
          fullWidth
          aria-label="Situação"
          value={filters.active === undefined ? "all" : String(filters.active)}
          onChange={(value) => onChange({ active: value === "all" ? undefined : value === "true" })}
          data={[
            { value: "all", label: "Todos" },
            { value: "true", label: "Ativos" },
            { value: "false", label: "Inativos" },
          ]}
        />
      </Grid.Col>
    </Grid>
  );
}
