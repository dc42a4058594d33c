import { Badge, Button, Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { STAND_VISIT_STATUS_LABELS, type StandVisitDto, type StandVisitStatus } from "@portal/contracts/stand";
import { IconChevronRight, IconFileCheck } from "@tabler/icons-react";
import { ListCards, ListTable } from "../../components/ListTable";
import { formatDateTime } from "../../lib/format";
import { MD_UP, useMedia } from "../../lib/use-media";
import { FULL_LABEL } from "../leads/LeadBadges";

export const VISIT_STATUS_COLORS: Record<StandVisitStatus, string> = {
  WAITING: "yellow",
  ASSIGNED: "blue",
  IN_ATTENDANCE: "teal",
  FINISHED: "green",
  CANCELED: "gray",
};

export function VisitStatusBadge({ status }: { status: StandVisitStatus }) {
  return (
    <Badge variant="light" color={VISIT_STATUS_COLORS[status]} radius="sm" tt="none" styles={FULL_LABEL}>
      {STAND_VISIT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "14:05 – 14:40", "desde 14:05" or "—": the attendance's times (São Paulo) on the visit's day. */
export function attendanceSpan(v: Pick<StandVisitDto, "started_at" | "finished_at">): string {
  const time = (iso: string) => formatDateTime(iso).slice(11);
  if (v.started_at && v.finished_at) return `${time(v.started_at)} – ${time(v.finished_at)}`;
  if (v.started_at) return `desde ${time(v.started_at)}`;
  return "—";
}

function ReportMark({ visit }: { visit: StandVisitDto }) {
  return visit.service_report_id ? (
    <Group gap={4} wrap="nowrap">
      <IconFileCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      <Text size="xs">Ficha</Text>
    </Group>
  ) : null;
}

/** The register's rows: a table from 992 px, cards below (a receptionist's tablet or phone). */
export function RegisterList({
  visits,
  everyStand,
  onOpen,
}: {
  visits: StandVisitDto[];
  everyStand: boolean;
  onOpen: (visitId: string) => void;
}) {
  const wide = useMedia(MD_UP);
  return wide ? (
    <ListTable minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Chegada</Table.Th>
          <Table.Th>Visitante</Table.Th>
          {everyStand && <Table.Th>Empreendimento</Table.Th>}
          <Table.Th>Especialista</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Atendimento</Table.Th>
          <Table.Th>
            <VisuallyHidden>Detalhes</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visits.map((v) => (
          <Table.Tr key={v._id} data-testid="register-row" onClick={() => onOpen(v._id)} style={{ cursor: "pointer" }}>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(v.arrived_at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {v.visitor.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatPhone(v.visitor.phone)}
              </Text>
            </Table.Td>
            {everyStand && (
              <Table.Td>
                <Text size="sm">{v.enterprise.name}</Text>
              </Table.Td>
            )}
            <Table.Td>
              <Text size="sm" c={v.specialist ? undefined : "dimmed"}>
                {v.specialist?.full_name ?? "—"}
              </Text>
            </Table.Td>
            <Table.Td>
              <VisitStatusBadge status={v.status} />
            </Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {attendanceSpan(v)}
                </Text>
                <ReportMark visit={v} />
              </Group>
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                rightSection={<IconChevronRight size={14} />}
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(v._id);
                }}
                aria-label={`Detalhes da visita de ${v.visitor.full_name}`}
              >
                Detalhes
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  ) : (
    <ListCards>
      {visits.map((v) => (
        <UnstyledButton
          key={v._id}
          onClick={() => onOpen(v._id)}
          aria-label={`Detalhes da visita de ${v.visitor.full_name}`}
          data-testid="register-card"
        >
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {v.visitor.full_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatPhone(v.visitor.phone)}
                </Text>
              </Stack>
              <VisitStatusBadge status={v.status} />
            </Group>
            <Text size="sm" mt={6}>
              {v.specialist ? `Especialista: ${v.specialist.full_name}` : "Sem especialista"}
            </Text>
            <Group justify="space-between" mt={4} wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {[everyStand ? v.enterprise.name : null, `Chegada ${formatDateTime(v.arrived_at)}`]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              <ReportMark visit={v} />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </ListCards>
  );
}
