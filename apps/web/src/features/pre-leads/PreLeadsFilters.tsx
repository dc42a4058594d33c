import { Grid, Select } from "@mantine/core";
import { PRE_LEAD_STATUS_LABELS, PRE_LEAD_STATUSES } from "@portal/contracts/pre-leads";
import { EnterpriseFilter } from "../filters/EnterpriseFilter";
import { SearchFilter } from "../filters/SearchFilter";
import { CITY_OPTIONS, SOURCE_FILTER_OPTIONS } from "../leads/lead-labels";
import type { PreLeadFilters, PreLeadSearch } from "./pre-lead-search";

const STATUS_OPTIONS = PRE_LEAD_STATUSES.map((s) => ({ value: s, label: PRE_LEAD_STATUS_LABELS[s] }));

export function PreLeadsFilters({
  search,
  onChange,
  showStatus,
}: {
  search: PreLeadSearch;
  onChange: (patch: Partial<PreLeadFilters>) => void;
  /** Specialists only ever see available pre-leads. */
  showStatus: boolean;
}) {
  const span = showStatus ? { base: 12, sm: 6, md: 2.4 } : { base: 12, sm: 6, md: 3 };
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={span}>
        <SearchFilter
          label="Buscar"
          placeholder="Nome ou telefone"
          value={search.search}
          onChange={(v) => onChange({ search: v })}
        />
      </Grid.Col>
      {showStatus && (
        <Grid.Col span={span}>
          <Select
            label="Situação"
            placeholder="Todas"
            data={STATUS_OPTIONS}
            value={search.status ?? null}
            onChange={(v) => onChange({ status: (v as PreLeadSearch["status"]) ?? undefined })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      )}
      <Grid.Col span={span}>
        <EnterpriseFilter
          placeholder="Todos"
          value={search.enterprise_id}
          onChange={(enterprise_id) => onChange({ enterprise_id })}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <Select
          label="Cidade"
          placeholder="Todas"
          data={CITY_OPTIONS}
          value={search.city ?? null}
          onChange={(v) => onChange({ city: (v as PreLeadSearch["city"]) ?? undefined })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <Select
          label="Origem"
          placeholder="Todas"
          data={SOURCE_FILTER_OPTIONS}
          value={search.source ?? null}
          onChange={(v) => onChange({ source: (v as PreLeadSearch["source"]) ?? undefined })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </Grid>
  );
}
