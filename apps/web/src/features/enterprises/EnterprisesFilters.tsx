import { Grid, Select } from "@mantine/core";
import { CITIES, ENTERPRISE_PHASE_LABELS, ENTERPRISE_PHASES } from "@portal/contracts/lead-enums";
import { SearchFilter } from "../filters/SearchFilter";
import type { EnterpriseSearch } from "./enterprise-search";

export function EnterprisesFilters({
  search,
  onChange,
}: {
  search: EnterpriseSearch;
  onChange: (patch: Partial<EnterpriseSearch>) => void;
}) {
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 6 }}>
        <SearchFilter
          label="Empreendimento"
          placeholder="Buscar pelo nome"
          value={search.search}
          onChange={(v) => onChange({ search: v })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Cidade"
          placeholder="Todas"
          data={[...CITIES]}
          value={search.city ?? null}
          onChange={(v) => onChange({ city: (v as EnterpriseSearch["city"]) ?? undefined })}
          clearable
          searchable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Fase"
          placeholder="Todas"
          data={ENTERPRISE_PHASES.map((p) => ({ value: p, label: ENTERPRISE_PHASE_LABELS[p] }))}
          value={search.phase ?? null}
          onChange={(v) => onChange({ phase: (v as EnterpriseSearch["phase"]) ?? undefined })}
          clearable
        />
      </Grid.Col>
    </Grid>
  );
}
