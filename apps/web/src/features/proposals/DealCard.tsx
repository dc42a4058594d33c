import { Card, Group, Stack, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { DealUnitRef } from "@portal/contracts/proposals";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format";
import { UnitName } from "./DealRefs";

/**
 * One deal (a proposal or a sale) on a phone, where the lists show cards instead of tables (decision 027): the
 * client and the status, the enterprise and the unit, the amount and the date.
 */
export function DealCard({
  testId,
  client,
  status,
  unit,
  suffix,
  amountCents,
  at,
}: {
  testId: string;
  /** The client's name, linking to the deal. */
  client: ReactNode;
  status: ReactNode;
  unit: DealUnitRef;
  /** After the unit, e.g. the proposal's version. */
  suffix?: string;
  amountCents: number;
  at: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {client}
        <Stack gap={2} align="flex-end">
          {status}
        </Stack>
      </Group>
      <Text size="sm" mt={4}>
        {unit.enterprise_name} · <UnitName unit={unit} />
        {suffix ? ` · ${suffix}` : null}
      </Text>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="sm" fw={600}>
          {formatBRL(amountCents)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(at)}
        </Text>
      </Group>
    </Card>
  );
}
