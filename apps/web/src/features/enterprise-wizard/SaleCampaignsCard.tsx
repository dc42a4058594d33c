import { Badge, Card, Group, Text, Title } from "@mantine/core";
import { formatCurrency, formatDate } from "../../lib/format";
import type { StepData } from "./wizard.queries";

/** Sale campaigns already saved, read-only (their editor: Em breve). */
export function SaleCampaignsCard({ campaigns }: { campaigns: StepData<4>["sale_campaigns"] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="xs" mb="xs">
        <Title order={2} fz="md">
          Campanhas de venda
        </Title>
        <Badge variant="light" color="gray">
          Edição em breve
        </Badge>
      </Group>
      {campaigns.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma campanha cadastrada.
        </Text>
      ) : (
        campaigns.map((c) => (
          <Text key={c._id} size="sm">
            {c.name}: {c.discount_type === "PERCENTAGE" ? `${c.discount_value} %` : formatCurrency(c.discount_value)} de{" "}
            {formatDate(c.starts_at)} a {formatDate(c.ends_at)} ({c.unit_ids.length || "todas as"} unidades)
          </Text>
        ))
      )}
    </Card>
  );
}
