import { Card, Group, SimpleGrid, Text, Tooltip } from "@mantine/core";
import { formatKpiValue, type KpiDefinition, type KpiValue } from "@portal/contracts/reports/common";
import { KPIS, type KpiKey } from "@portal/contracts/reports/kpis";
import { IconInfoCircle } from "@tabler/icons-react";

/**
 * One card per KPI: its name, the value in pt-BR and the catalogue's tooltip saying how it is counted. The catalogue
 * is the reports' KPIS unless the report has its own (specialists, partners, price tables).
 */
export function KpiCards({
  values,
  catalogue = KPIS,
}: {
  values: readonly KpiValue[];
  catalogue?: Readonly<Record<string, Omit<KpiDefinition, "key">>>;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {values.map((v) => {
        const def = (catalogue as Record<string, Omit<KpiDefinition, "key"> | undefined>)[v.key as KpiKey];
        if (!def) return null;
        return (
          <Card key={v.key} withBorder radius="md" padding="sm" data-testid={`kpi-${v.key}`}>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed" fw={600} lineClamp={1}>
                {def.label}
              </Text>
              <Tooltip
                label={def.description}
                multiline
                w={260}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <IconInfoCircle
                  size={14}
                  tabIndex={0}
                  aria-label={`Como é calculado: ${def.description}`}
                  style={{ flexShrink: 0, opacity: 0.6 }}
                />
              </Tooltip>
            </Group>
            <Text
              fw={700}
              fz={{ base: "md", sm: "lg" }}
              data-testid={`kpi-${v.key}-value`}
              style={{ whiteSpace: "nowrap" }}
            >
              {formatKpiValue(def.format, v.value)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
