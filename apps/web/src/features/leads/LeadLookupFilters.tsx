import { Grid, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { LeadFilters, LeadSearch } from "./lead-search";
import { assigneeOptions, assigneesQuery, enterprisesQuery, salesTeamsQuery } from "./lookups.queries";

/** What every lead filter field gets: the current search and the way to change it. */
export interface LeadFilterFieldProps {
  search: LeadSearch;
  onChange: (patch: Partial<LeadFilters>) => void;
}

/** The filters whose choices are loaded from the API (only once the advanced filters are open). */
interface LookupFilterProps extends LeadFilterFieldProps {
  enabled: boolean;
}

export function EnterpriseFilter({ search, onChange, enabled }: LookupFilterProps) {
  const enterprises = useQuery({ ...enterprisesQuery(), enabled });
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
      <Select
        label="Empreendimento"
        placeholder={enterprises.isPending ? "Carregando..." : "Todos os empreendimentos"}
        data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
        value={search.enterprise_id ?? null}
        onChange={(v) => onChange({ enterprise_id: v ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="Nenhum empreendimento encontrado"
        error={enterprises.isError ? "Não foi possível carregar os empreendimentos." : undefined}
        comboboxProps={{ withinPortal: true }}
      />
    </Grid.Col>
  );
}

export function OwnerFilter({ search, onChange, enabled, roles }: LookupFilterProps & { roles: readonly string[] }) {
  const assignees = useQuery({ ...assigneesQuery(roles), enabled });
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
      <Select
        label="Responsável"
        placeholder={assignees.isPending ? "Carregando..." : "Todos os responsáveis"}
        data={[{ value: "none", label: "Sem responsável (na base)" }, ...assigneeOptions(assignees.data)]}
        value={search.owner_id ?? null}
        onChange={(v) => onChange({ owner_id: v ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="Ninguém encontrado"
        error={assignees.isError ? "Não foi possível carregar os responsáveis." : undefined}
        comboboxProps={{ withinPortal: true }}
      />
    </Grid.Col>
  );
}

export function SalesTeamFilter({
  search,
  onChange,
  enabled,
  roles,
}: LookupFilterProps & { roles: readonly string[] }) {
  const teams = useQuery({ ...salesTeamsQuery(roles), enabled });
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
      <Select
        label="Time de vendas"
        placeholder={teams.isPending ? "Carregando..." : "Todos os times"}
        data={(teams.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
        value={search.sales_team_id ?? null}
        onChange={(v) => onChange({ sales_team_id: v ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="Nenhum time encontrado"
        comboboxProps={{ withinPortal: true }}
      />
    </Grid.Col>
  );
}
