import { Anchor, Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { rouletteLogActionLabel, rouletteLogText } from "@portal/contracts/roulettes";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { SM_UP, useMedia } from "../../lib/use-media";
import { LOG_ACTION_COLORS } from "./roulette-labels";

interface LogRow {
  _id: string;
  lead_id: string | null;
  lead_name: string | null;
  action: string;
  reason: string;
  createdAt: string;
}

function Decision({ row }: { row: LogRow }) {
  return (
    <Badge color={LOG_ACTION_COLORS[row.action] ?? "blue"} variant="light">
      {rouletteLogActionLabel(row.action)}
    </Badge>
  );
}

function WhyLink({ leadId, leadName }: { leadId: string; leadName: string | null }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/roulettes/why" search={{ lead: leadId }} />}>
      Por quê?{leadName && <VisuallyHidden> ({leadName})</VisuallyHidden>}
    </Anchor>
  );
}

/** The lead a decision is about, by name ("Lead: Maria Souza"); nothing for decisions about no lead. */
function LeadName({ row }: { row: LogRow }) {
  if (!row.lead_id) return null;
  return (
    <Text size="sm" fw={500} data-testid="roulette-log-lead">
      {row.lead_name ?? "Lead removido"}
    </Text>
  );
}

/**
 * The roulette's decisions, newest first; a lead's rows link to the "why" view of that lead. A table from `sm` up;
 * on phones one card per decision, so the reason is read without a sideways scroll.
 */
export function RouletteLogTable({ rows, canExplain }: { rows: LogRow[]; canExplain: boolean }) {
  const wide = useMedia(SM_UP);
  if (!wide)
    return (
      <Stack gap="xs" px="sm" pb="sm" data-testid="roulette-log">
        {rows.map((l) => (
          <Card key={l._id} withBorder radius="md" padding="sm">
            {/* Wraps: a long decision ("Especialista adicionado") keeps its whole badge and the date goes below. */}
            <Group justify="space-between" gap="xs">
              <Decision row={l} />
              <Text size="xs" c="dimmed">
                {formatDateTime(l.createdAt)}
              </Text>
            </Group>
            <Text size="sm" mt={6}>
              {rouletteLogText(l.reason)}
            </Text>
            {l.lead_id && (
              <Group justify="space-between" mt={4} gap="xs">
                <LeadName row={l} />
                {canExplain && <WhyLink leadId={l.lead_id} leadName={l.lead_name} />}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="roulette-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={160}>Quando</Table.Th>
            <Table.Th w={220}>Decisão</Table.Th>
            <Table.Th>Motivo</Table.Th>
            <Table.Th w={220}>Lead</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((l) => (
            <Table.Tr key={l._id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(l.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Decision row={l} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rouletteLogText(l.reason)}</Text>
              </Table.Td>
              <Table.Td>
                {l.lead_id && (
                  <Stack gap={0}>
                    <LeadName row={l} />
                    {canExplain && <WhyLink leadId={l.lead_id} leadName={l.lead_name} />}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
