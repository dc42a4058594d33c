import { Button, Chip, Grid, Group, MultiSelect, NumberInput, Text } from "@mantine/core";
import type { MirrorSearch } from "./mirror-filters";
import { MIRROR_STATUS_LABELS, MIRROR_STATUSES } from "./unit-status";

type Patch = Partial<Omit<MirrorSearch, "unit">>;

/** Bedrooms, area and price ranges and status. Numbers apply when the field loses focus or on Enter. */
export function MirrorFilters({
  search,
  bedroomOptions,
  onChange,
  onClear,
}: {
  search: MirrorSearch;
  bedroomOptions: number[];
  onChange: (patch: Patch) => void;
  onClear: () => void;
}) {
  const bedrooms = search.bedrooms ? search.bedrooms.split(",") : [];
  const num = (key: keyof Patch, label: string, placeholder: string, prefix?: string) => (
    <NumberInput
      key={`${key}-${String(search[key] ?? "")}`}
      label={label}
      placeholder={placeholder}
      defaultValue={(search[key] as number | undefined) ?? ""}
      min={0}
      thousandSeparator="."
      decimalSeparator=","
      prefix={prefix}
      hideControls
      onBlur={(e) => {
        const raw = e.currentTarget.value.replace(/[^\d,]/g, "").replace(",", ".");
        const v = raw === "" ? undefined : Number(raw);
        if (v !== search[key]) onChange({ [key]: Number.isFinite(v) ? v : undefined });
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Text size="sm" fw={500} mb={4}>
          Dormitórios
        </Text>
        <Chip.Group
          multiple
          value={bedrooms}
          onChange={(v) => onChange({ bedrooms: v.length > 0 ? v.join(",") : undefined })}
        >
          <Group gap={6}>
            {bedroomOptions.map((b) => (
              <Chip key={b} value={String(b)} size="sm">
                {b === 0 ? "Studio" : `${b} dorm.`}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>{num("area_min", "Área mín. (m²)", "0")}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>{num("area_max", "Área máx. (m²)", "—")}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>{num("price_min", "Preço mín.", "R$ 0", "R$ ")}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>{num("price_max", "Preço máx.", "—", "R$ ")}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MultiSelect
          label="Status"
          placeholder={search.status ? undefined : "Todos"}
          data={MIRROR_STATUSES.map((s) => ({ value: s, label: MIRROR_STATUS_LABELS[s] }))}
          value={search.status ? search.status.split(",") : []}
          onChange={(v) => onChange({ status: v.length > 0 ? v.join(",") : undefined })}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Button variant="default" fullWidth onClick={onClear}>
          Limpar filtros
        </Button>
      </Grid.Col>
    </Grid>
  );
}
