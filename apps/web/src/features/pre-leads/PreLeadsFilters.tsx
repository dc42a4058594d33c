import { Grid, Select, TextInput } from "@mantine/core";
import { PRE_LEAD_STATUS_LABELS, PRE_LEAD_STATUSES } from "@portal/contracts/pre-leads";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { CITY_OPTIONS, SOURCE_FILTER_OPTIONS } from "../leads/lead-labels";
import { enterprisesQuery } from "../leads/lookups.queries";
import { normalizeText, useDebouncedText } from "../leads/use-debounced-text";
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
  const [text, setText] = useDebouncedText(search.search, normalizeText, (v) => onChange({ search: v }));
  const enterprises = useQuery(enterprisesQuery());
  const span = showStatus ? { base: 12, sm: 6, md: 2.4 } : { base: 12, sm: 6, md: 3 };
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={span}>
        <TextInput
          label="Buscar"
          placeholder="Nome ou telefone"
          leftSection={<IconSearch size={16} />}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
        <Select
          label="Empreendimento"
          placeholder={enterprises.isPending ? "Carregando..." : "Todos"}
          data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
          value={search.enterprise_id ?? null}
          onChange={(v) => onChange({ enterprise_id: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhum empreendimento encontrado"
          comboboxProps={{ withinPortal: true }}
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
