import { Badge, Button, Collapse, Grid, Group, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconChevronUp,
  IconFilterOff,
  IconPhone,
  IconSearch,
} from "@tabler/icons-react";
import { lazyChunk, OnDemand } from "../../lib/on-demand";
import type { LeadFilterFieldProps } from "./LeadLookupFilters";
import { STATUS_OPTIONS } from "./lead-labels";
import { countActiveFilters, type LeadFilterKey, splitCsv } from "./lead-search";
import { normalizeText, useDebouncedText } from "./use-debounced-text";

// Dates, numbers and lookups load when the advanced filters first open (decision 055).
const AdvancedLeadFilters = lazyChunk(() => import("./AdvancedLeadFilters").then((m) => m.AdvancedLeadFilters));

export interface LeadsFiltersProps extends LeadFilterFieldProps {
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
  const ownerFilter = seeAll && shows("owner_id");

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
        <OnDemand
          component={AdvancedLeadFilters}
          search={search}
          onChange={onChange}
          opened={moreOpened}
          roles={roles}
          shows={shows}
          ownerFilter={ownerFilter}
        />
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
