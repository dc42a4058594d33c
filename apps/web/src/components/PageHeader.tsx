import { Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Portal de Vendas`;
  }, [title]);
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description && (
          // A description built of elements (badges are divs) may not sit inside a <p>.
          <Text c="dimmed" size="sm" component={typeof description === "string" ? "p" : "div"}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
