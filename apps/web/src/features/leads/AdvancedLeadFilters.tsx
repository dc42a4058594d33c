import { Grid, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from "@mantine/core";
import { DateRangeFilter } from "./DateFilters";
import { EnterpriseFilter, type LeadFilterFieldProps, OwnerFilter, SalesTeamFilter } from "./LeadLookupFilters";
import { ADHERENCE_OPTIONS, CITY_OPTIONS, INTEREST_OPTIONS, SOURCE_FILTER_OPTIONS } from "./lead-labels";
import { type LeadFilterKey, type LeadSearch, splitCsv } from "./lead-search";

/** The filters behind the "Filtros" button: interest, city, enterprise, source, owner, team, dates, flags. */
export function AdvancedLeadFilters({
  search,
  onChange,
  opened,
  roles,
  shows,
  ownerFilter,
}: LeadFilterFieldProps & {
  /** The lookups load only once the panel is open. */
  opened: boolean;
  roles: readonly string[];
  shows: (key: LeadFilterKey) => boolean;
  ownerFilter: boolean;
}) {
  return (
    <Grid gap="sm" align="flex-end" pt={4}>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <MultiSelect
          label="Termômetro"
          placeholder={search.interest_level ? undefined : "Todos"}
          data={INTEREST_OPTIONS}
          value={splitCsv(search.interest_level)}
          onChange={(values) => onChange({ interest_level: values.length ? values.join(",") : undefined })}
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label="Cidade"
          placeholder="Todas as cidades"
          data={CITY_OPTIONS}
          value={search.city ?? null}
          onChange={(v) => onChange({ city: (v as LeadSearch["city"]) ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhuma cidade encontrada"
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      {shows("enterprise_id") && <EnterpriseFilter search={search} onChange={onChange} enabled={opened} />}
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label="Origem"
          placeholder="Todas as origens"
          data={SOURCE_FILTER_OPTIONS}
          value={search.source ?? null}
          onChange={(v) => onChange({ source: (v as LeadSearch["source"]) ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="Nenhuma origem encontrada"
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      {ownerFilter && <OwnerFilter search={search} onChange={onChange} enabled={opened} roles={roles} />}
      {shows("sales_team_id") && <SalesTeamFilter search={search} onChange={onChange} enabled={opened} roles={roles} />}
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label="Aderência"
          placeholder="Todas"
          data={ADHERENCE_OPTIONS}
          value={search.profile ?? null}
          onChange={(v) => onChange({ profile: (v as LeadSearch["profile"]) ?? undefined })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <DateRangeFilter label="Criado entre" from={search.from} to={search.to} onChange={(range) => onChange(range)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <NumberInput
          label="Dias para ir à base"
          placeholder="Qualquer prazo"
          min={0}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          value={search.days_to_go_to_base ?? ""}
          onChange={(v) => onChange({ days_to_go_to_base: typeof v === "number" ? v : undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Stack gap={4}>
          <Text size="sm" fw={500} component="span" id="filtro-cliente">
            Cliente
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            aria-labelledby="filtro-cliente"
            value={search.is_client === undefined ? "all" : String(search.is_client)}
            onChange={(v) => onChange({ is_client: v === "all" ? undefined : v === "true" })}
            data={[
              { value: "all", label: "Todos" },
              { value: "true", label: "Clientes" },
              { value: "false", label: "Não clientes" },
            ]}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Group gap="lg" pb={6}>
          <Switch
            label="Somente favoritos"
            checked={search.favorite === true}
            onChange={(e) => onChange({ favorite: e.currentTarget.checked || undefined })}
          />
          <Switch
            label="Somente com parceiro"
            checked={search.only_with_partner === true}
            onChange={(e) => onChange({ only_with_partner: e.currentTarget.checked || undefined })}
          />
        </Group>
      </Grid.Col>
    </Grid>
  );
}
