import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { ReservationDto } from "@portal/contracts/inventory";
import { RESERVATION_STATUS_LABELS, RESERVE_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { RequestExtensionButton } from "../solicitations/RequestExtensionButton";
import { Countdown } from "./Countdown";
import { canReleaseReservation, type MirrorUser } from "./unit-actions";
import { mirrorKeys, releaseReservation } from "./units.queries";

/** An open reservation (active or queued) of the unit, with its countdown and the release button. */
export function ReservationCard({
  reservation: r,
  me,
  enterpriseId,
  unitName,
}: {
  reservation: ReservationDto;
  me: MirrorUser;
  enterpriseId: string;
  /** "Torre A - 101", for the extension request. */
  unitName: string;
}) {
  const queryClient = useQueryClient();
  const release = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => releaseReservation(r.unit_id, r._id),
    onSuccess: () => {
      notifySuccess(r.status === "QUEUED" ? "Você saiu da fila." : "Reserva liberada.");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(r.unit_id) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível liberar a reserva"),
  });
  const mine = r.broker_id === me.id;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="reservation-card">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4}>
          <Group gap={6}>
            <Badge variant="light" color={r.status === "ACTIVE" ? "yellow" : "gray"}>
              {r.status === "QUEUED" ? `Na fila · ${r.queue_position ?? "—"}º` : RESERVATION_STATUS_LABELS[r.status]}
            </Badge>
            <Text size="sm" fw={600}>
              {RESERVE_TYPE_LABELS[r.type]}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {mine ? "Sua reserva" : "Reserva de outro corretor"} · criada em {formatDateTime(r.createdAt)}
          </Text>
          {r.observations && <Text size="sm">{r.observations}</Text>}
        </Stack>
        {r.status === "ACTIVE" && <Countdown expiresAt={r.expires_at} />}
      </Group>
      {r.status === "ACTIVE" && r.expires_at && (
        <Text size="xs" c="dimmed" mt={4}>
          Expira em {formatDateTime(r.expires_at)}
        </Text>
      )}
      {(canReleaseReservation(r, me) || (mine && r.status === "ACTIVE")) && (
        <Group justify="flex-end" mt="xs" gap="xs">
          <RequestExtensionButton reservation={r} unitName={unitName} me={me} />
          {canReleaseReservation(r, me) && (
            <Button size="xs" variant="subtle" color="red" loading={release.isPending} onClick={() => release.mutate()}>
              {r.status === "QUEUED" ? "Sair da fila" : "Liberar reserva"}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
