import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { PRE_LEAD_STATUS_LABELS, type PreLeadDto } from "@portal/contracts/pre-leads";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ListCards, ListTable } from "../../components/ListTable";
import { formatDateTime } from "../../lib/format";
import { formatRelativeTime } from "../../lib/relative-time";
import { MD_UP, useMedia } from "../../lib/use-media";
import { FULL_LABEL } from "../leads/LeadBadges";
import { sourceLabel } from "../leads/lead-labels";

const STATUS_COLORS: Record<PreLeadDto["status"], string> = { AVAILABLE: "teal", ACQUIRED: "blue", DISCARDED: "gray" };

function StatusBadge({ status }: { status: PreLeadDto["status"] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" tt="none" styles={FULL_LABEL}>
      {PRE_LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

interface Props {
  preLeads: PreLeadDto[];
  now: Date;
  canAcquire: boolean;
  acquiringId: string | null;
  onAcquire: (preLead: PreLeadDto) => void;
  /** Managers see who acquired each one. */
  showAcquiredBy: boolean;
}

function hasAction(preLead: PreLeadDto, canAcquire: boolean): boolean {
  return (preLead.status === "ACQUIRED" && Boolean(preLead.leadId)) || (canAcquire && preLead.status === "AVAILABLE");
}

function Acquire({
  preLead,
  canAcquire,
  acquiringId,
  onAcquire,
}: Omit<Props, "preLeads" | "now" | "showAcquiredBy"> & { preLead: PreLeadDto }) {
  if (preLead.leadId && preLead.status === "ACQUIRED") {
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: preLead.leadId ?? "" }} />}
      >
        Ver lead
      </Anchor>
    );
  }
  if (!canAcquire || preLead.status !== "AVAILABLE") return null;
  return (
    <Button
      size="xs"
      leftSection={<IconUserPlus size={14} />}
      loading={acquiringId === preLead._id}
      disabled={acquiringId !== null && acquiringId !== preLead._id}
      onClick={() => onAcquire(preLead)}
      aria-label={`Adquirir ${preLead.full_name}`}
    >
      Adquirir
    </Button>
  );
}

/** The pre-lead's name over its phone, in the table and on the cards alike. */
function NameAndPhone({ preLead }: { preLead: PreLeadDto }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {preLead.full_name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatPhone(preLead.phone)}
      </Text>
    </>
  );
}

export function PreLeadsTable(props: Props) {
  const wide = useMedia(MD_UP);
  const { preLeads, now, showAcquiredBy } = props;
  // Only the layout that shows is rendered (the hidden one would cost as much again).
  return wide ? (
    <ListTable minWidth={860}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Empreendimento</Table.Th>
          <Table.Th>Cidade</Table.Th>
          <Table.Th>Origem</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Recebido</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preLeads.map((p) => (
          <Table.Tr key={p._id} data-testid="pre-lead-row">
            <Table.Td>
              <NameAndPhone preLead={p} />
            </Table.Td>
            <Table.Td maw={220}>
              <Text size="sm">{p.enterprise?.name ?? "—"}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.city ?? "—"}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{sourceLabel(p.source)}</Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={p.status} />
              {showAcquiredBy && p.acquiredBy && (
                <Text size="xs" c="dimmed" mt={2}>
                  por {p.acquiredBy.full_name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={formatDateTime(p.createdAt)} style={{ whiteSpace: "nowrap" }}>
                {formatRelativeTime(p.createdAt, now)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Acquire {...props} preLead={p} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  ) : (
    <ListCards>
      {preLeads.map((p) => (
        <Card key={p._id} withBorder radius="md" padding="sm" data-testid="pre-lead-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <NameAndPhone preLead={p} />
            </Stack>
            <StatusBadge status={p.status} />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {[p.enterprise?.name, p.city, sourceLabel(p.source), formatRelativeTime(p.createdAt, now)]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {hasAction(p, props.canAcquire) && (
            <Group justify="flex-end" mt="xs">
              <Acquire {...props} preLead={p} />
            </Group>
          )}
        </Card>
      ))}
    </ListCards>
  );
}
