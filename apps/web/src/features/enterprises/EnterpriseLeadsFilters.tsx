import { Group, Select } from "@mantine/core";
import { ENTERPRISE_GROUP_LABELS } from "@portal/contracts/enterprises";
import { CITIES, ENTERPRISE_GROUPS } from "@portal/contracts/lead-enums";
import { EnterpriseFilter } from "../filters/EnterpriseFilter";
import { DateRangeFilter } from "../leads/DateFilters";
import type { EnterpriseLeadsSearch } from "./enterprise-leads-search";

/** Enterprise, city, group and the leads' creation period; each change goes to the URL. */
export function EnterpriseLeadsFilters({
  search,
  onChange,
}: {
  search: EnterpriseLeadsSearch;
  onChange: (patch: Partial<EnterpriseLeadsSearch>) => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div style={{ flex: "2 1 220px" }}>
        <EnterpriseFilter
          placeholder="Todos"
          value={search.enterprise}
          onChange={(enterprise) => onChange({ enterprise })}
        />
      </div>
      <Select
        label="Cidade"
        placeholder="Todas"
        data={[...CITIES]}
        value={search.city ?? null}
        onChange={(v) => onChange({ city: (v ?? undefined) as EnterpriseLeadsSearch["city"] })}
        searchable
        clearable
        style={{ flex: "1 1 160px" }}
      />
      <Select
        label="Grupo"
        placeholder="Todos"
        data={ENTERPRISE_GROUPS.map((g) => ({ value: g, label: ENTERPRISE_GROUP_LABELS[g] }))}
        value={search.group ?? null}
        onChange={(v) => onChange({ group: (v ?? undefined) as EnterpriseLeadsSearch["group"] })}
        clearable
        style={{ flex: "1 1 140px" }}
      />
      <div style={{ flex: "1 1 220px" }}>
        <DateRangeFilter
          label="Leads criados entre"
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => onChange({ from, to })}
        />
      </div>
    </Group>
  );
}
