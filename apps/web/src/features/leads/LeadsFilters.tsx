import {
  Badge,
  Button,
  Collapse,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconChevronUp,
  IconFilterOff,
  IconPhone,
  IconSearch,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DateRangeFilter } from "./DateFilters";
import {
  ADHERENCE_OPTIONS,
  CITY_OPTIONS,
  INTEREST_OPTIONS,
  SOURCE_FILTER_OPTIONS,
  STATUS_OPTIONS,
} from "./lead-labels";
import { countActiveFilters, type LeadFilterKey, type LeadFilters, type LeadSearch, splitCsv } from "./lead-search";
import { assigneeOptions, assigneesQuery, enterprisesQuery, salesTeamsQuery } from "./lookups.queries";
import { normalizeText, useDebouncedText } from "./use-debounced-text";

export interface LeadsFiltersProps {
  search: LeadSearch;
  onChange: (patch: Partial<LeadFilters>) => void;
  onClear: () => void;
  roles: readonly string[];
  /** Coordinators, admins...: may filter by owner. */
  seeAll: boolean;
  /** Filters the screen fixes itself (not shown). */
  hidden?: readonly LeadFilterKey[];
  /** Restricts the status choices (internal base). */
  statusOptions?: Array<{ value: string; label: string }>;
}

const ADVANCED: readonly LeadFilterKey[] = [
  "interest_level",
  "city",
  "enterprise_id",
  "source",
  "profile",
  "owner_id",
  "sales_team_id",
  "days_to_go_to_base",
  "favorite",
  "is_client",
  "only_with_partner",
  "from",
  "to",
];

/** Under 3 digits the phone filter is not applied (the API needs at least 3). */
const normalizePhone = (v: string) => {
  const digits = v.replace(/\D+/g, "");
  return digits.length >= 3 ? digits.slice(0, 13) : undefined;
};

export function LeadsFilters({
  search,
  onChange,
  onClear,
  roles,
  seeAll,
  hidden = [],
  statusOptions = STATUS_OPTIONS,
}: LeadsFiltersProps) {
  const shows = (key: LeadFilterKey) => !hidden.includes(key);
  const advancedCount = countActiveFilters(
    search,
    LEAD_FILTER_KEYS_NOT_ADVANCED.concat(hidden.filter((k) => ADVANCED.includes(k))),
  );
  const activeCount = countActiveFilters(search, hidden);
  const [moreOpened, more] = useDisclosure(advancedCount > 0);
  const [name, setName] = useDebouncedText(search.search, normalizeText, (v) => onChange({ search: v }));
  const [phone, setPhone] = useDebouncedText(search.phone, normalizePhone, (v) => onChange({ phone: v }));
  const enterprises = useQuery({ ...enterprisesQuery(), enabled: moreOpened && shows("enterprise_id") });
  const teams = useQuery({ ...salesTeamsQuery(roles), enabled: moreOpened && shows("sales_team_id") });
  const ownerFilter = seeAll && shows("owner_id");
  const assignees = useQuery({ ...assigneesQuery(roles), enabled: moreOpened && ownerFilter });

  return (
    <Stack gap="sm">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="Nome"
            placeholder="Buscar pelo nome"
            leftSection={<IconSearch size={16} />}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            type="search"
            autoComplete="off"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput
            label="Telefone"
            placeholder="Parte do número"
            leftSection={<IconPhone size={16} />}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            inputMode="tel"
            autoComplete="off"
          />
        </Grid.Col>
        {shows("status") && (
          <Grid.Col span={{ base: 12, sm: 8, lg: 3 }}>
            <MultiSelect
              label="Status"
              placeholder={search.status ? undefined : "Todos os status"}
              data={statusOptions}
              value={splitCsv(search.status)}
              onChange={(values) => onChange({ status: values.length ? values.join(",") : undefined })}
              clearable
              searchable
              hidePickedOptions
              maxDropdownHeight={320}
              nothingFoundMessage="Nenhum status encontrado"
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <Button
            fullWidth
            variant={moreOpened ? "light" : "default"}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              <Group gap={4} wrap="nowrap">
                {advancedCount > 0 && (
                  <Badge size="sm" circle aria-label={`${advancedCount} ativos`}>
                    {advancedCount}
                  </Badge>
                )}
                {moreOpened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              </Group>
            }
            onClick={more.toggle}
            aria-expanded={moreOpened}
            aria-controls="filtros-avancados"
            aria-label={moreOpened ? "Ocultar mais filtros" : "Mostrar mais filtros"}
          >
            Filtros
          </Button>
        </Grid.Col>
      </Grid>

      <Collapse expanded={moreOpened} id="filtros-avancados">
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
          {shows("enterprise_id") && (
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
          )}
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
          {ownerFilter && (
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
          )}
          {shows("sales_team_id") && (
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
          )}
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
            <DateRangeFilter
              label="Criado entre"
              from={search.from}
              to={search.to}
              onChange={(range) => onChange(range)}
            />
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
      </Collapse>

      {activeCount > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {activeCount === 1 ? "1 filtro aplicado" : `${activeCount} filtros aplicados`}
          </Text>
          <Button size="compact-sm" variant="subtle" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
            Limpar filtros
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const LEAD_FILTER_KEYS_NOT_ADVANCED: LeadFilterKey[] = ["search", "phone", "status", "roulette_id"];
