import { Anchor, Badge, Card, Group, Table, Text } from "@mantine/core";
import { movementReasonLabel, type movementSchema } from "@portal/contracts/leads";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { z } from "zod";
import { ListCards, ListTable } from "../../components/ListTable";
import { formatDateTime } from "../../lib/format";
import { formatRelativeTime } from "../../lib/relative-time";
import { MD_UP, useMedia } from "../../lib/use-media";
import { FULL_LABEL } from "./LeadBadges";

type Movement = z.infer<typeof movementSchema>;

function Person({ person, empty }: { person: Movement["origin_user"]; empty: string }) {
  return person ? (
    <Text size="sm">{person.full_name}</Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      {empty}
    </Text>
  );
}

function LeadLink({ movement }: { movement: Movement }) {
  return (
    <Anchor
      size="sm"
      fw={600}
      renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: movement.lead._id }} />}
    >
      {movement.lead.full_name}
    </Anchor>
  );
}

export function MovementsTable({ movements, now }: { movements: Movement[]; now: Date }) {
  const wide = useMedia(MD_UP);
  // Only the layout that shows is rendered (the hidden one would cost as much again).
  return wide ? (
    <ListTable minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Lead</Table.Th>
          <Table.Th>Empreendimento</Table.Th>
          <Table.Th>De</Table.Th>
          <Table.Th>Para</Table.Th>
          <Table.Th>Motivo</Table.Th>
          <Table.Th>Feita por</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movements.map((m) => (
          <Table.Tr key={m._id} data-testid="movement-row">
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(m.date_movimentation)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatRelativeTime(m.date_movimentation, now)}
              </Text>
            </Table.Td>
            <Table.Td>
              <LeadLink movement={m} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={m.enterprise ? undefined : "dimmed"}>
                {m.enterprise?.name ?? "—"}
              </Text>
            </Table.Td>
            <Table.Td>
              <Person person={m.origin_user} empty="Base" />
            </Table.Td>
            <Table.Td>
              <Person person={m.destination_user} empty="Base" />
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color="gray" radius="sm" tt="none" styles={FULL_LABEL}>
                {movementReasonLabel(m.reason)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Person person={m.actor} empty="Sistema" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  ) : (
    <ListCards>
      {movements.map((m) => (
        <Card key={m._id} withBorder radius="md" padding="sm" data-testid="movement-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <LeadLink movement={m} />
            <Badge variant="light" color="gray" radius="sm" tt="none" styles={FULL_LABEL}>
              {movementReasonLabel(m.reason)}
            </Badge>
          </Group>
          <Group gap={6} mt={6} wrap="wrap">
            <Person person={m.origin_user} empty="Base" />
            <IconArrowRight size={14} aria-label="para" />
            <Person person={m.destination_user} empty="Base" />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {[m.enterprise?.name, formatDateTime(m.date_movimentation), m.actor ? `por ${m.actor.full_name}` : null]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Card>
      ))}
    </ListCards>
  );
}
