import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { STAND_ASSIGNMENT_TYPE_LABELS, STAND_VISIT_STATUS_LABELS, type StandVisitDto } from "@portal/contracts/stand";
import { IconClipboardCheck, IconPlayerPlay } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../lib/notify";
import { RequestVisitTransferButton } from "../solicitations/RequestVisitTransferButton";
import { formatElapsed, formatSince } from "./elapsed";
import { refreshMyStand, startStandVisit } from "./stand.queries";

/** One of the specialist's open visits: who, since when, why them; start it, or finish it with the report. */
export function MyVisitCard({
  visit,
  now,
  busyElsewhere,
  onFinish,
}: {
  visit: StandVisitDto;
  now: number;
  /** Serving another visit: this one starts after that one ends. */
  busyElsewhere: boolean;
  onFinish: (visit: StandVisitDto) => void;
}) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startStandVisit(visit._id),
    meta: { inlineError: true },
    onSuccess: (result) => {
      notifySuccess(`Atendimento de ${result.visit.visitor.full_name} iniciado.`);
      void refreshMyStand(queryClient, visit.enterprise._id);
    },
    onError: (error) => {
      notifyError(error);
      void refreshMyStand(queryClient, visit.enterprise._id);
    },
  });
  const serving = visit.status === "IN_ATTENDANCE";
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-stand-visit" data-status={visit.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Text fw={700} fz="lg">
              {visit.visitor.full_name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatPhone(visit.visitor.phone)} · Plantão {visit.enterprise.name}
            </Text>
          </Stack>
          <Badge variant="light" color={serving ? "blue" : "yellow"} size="lg" data-testid="my-stand-visit-status">
            {STAND_VISIT_STATUS_LABELS[visit.status]}
            {serving && ` · ${formatElapsed(visit.started_at, now)}`}
          </Badge>
        </Group>
        <Text size="sm">
          Chegou {formatSince(visit.arrived_at, now)}
          {visit.assignment_type && ` · ${STAND_ASSIGNMENT_TYPE_LABELS[visit.assignment_type]}`}
        </Text>
        {visit.assignment_reason && (
          <Text size="sm" c="dimmed">
            {visit.assignment_reason}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <RequestVisitTransferButton visit={visit} />
          {serving ? (
            <Button size="md" leftSection={<IconClipboardCheck size={18} />} onClick={() => onFinish(visit)}>
              Finalizar com a ficha
            </Button>
          ) : (
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} />}
              loading={start.isPending}
              disabled={busyElsewhere}
              onClick={() => start.mutate()}
            >
              Iniciar atendimento
            </Button>
          )}
        </Group>
        {busyElsewhere && (
          <Text size="xs" c="dimmed" ta="right">
            Finalize o atendimento em andamento para iniciar este.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
