import { Card, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled block of a report (a chart, a table), with an optional hint under the title. */
export function ReportSection({
  title,
  hint,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb={hint ? 2 : "sm"}>
        <Title order={2} fz="md">
          {title}
        </Title>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}
