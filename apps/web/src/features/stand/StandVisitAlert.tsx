import { Button, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { VISIT_STAND_NOTIFICATION_TITLE } from "@portal/contracts/stand";
import { IconBuildingStore } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../lib/api-error";
import { MODAL_PRIORITY, useModalTurn } from "../../lib/modal-queue";
import { notifyError, notifySuccess } from "../../lib/notify";
import { playNewLeadSound, raiseBrowserNotification } from "../notifications/alert-sound";
import { useRealtime } from "../realtime/useRealtime";
import { refreshMyStand, refreshStand, startStandVisit, visitListQuery } from "./stand.queries";

interface VisitAlert {
  visitId: string;
  enterpriseId: string;
  visitorName: string;
}

/** Visits already alerted in this tab (an event repeated after a reconnect is not a new visitor). */
const alerted = new Set<string>();

/**
 * The booth specialist's alert: a visit routed to them arrives over the websocket
 * (`stand.visit_assigned`) and opens, on any screen, a phone-sized alert with the visitor's name and the same
 * sound as the new-lead alert. 'Iniciar atendimento' starts it at once; 'Ver minhas visitas' opens the stand page.
 * The stand gives one visitor per specialist (decision 063), so there is one visit to announce; a second one (only a
 * manual assignment makes it) gets its own alert after this one, never a stacked modal. Its notification's toast is
 * not shown (NotificationCenter): this alert says it. The event alone is not enough: a visit routed while the portal
 * was loading (this component arrives in its own chunk), closed or reconnecting has no event on this screen, so the
 * visits routed to the specialist and not started are also read when the alert mounts and whenever the stand's data
 * is refreshed; one that is no longer waiting for them leaves the queue.
 */
export default function StandVisitAlert({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [queue, setQueue] = useState<VisitAlert[]>([]);
  const current = queue[0] ?? null;
  // One modal at a time (decision 063): a roulette offer that arrives with the visitor waits behind this alert.
  const onScreen = useModalTurn(current ? `stand-visit:${current.visitId}` : null, MODAL_PRIORITY.STAND_VISIT);

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      // The reception cancelled a visit (the visitor left): its alert closes, wherever it is in the queue.
      if (event.type === "stand.visit_canceled") {
        setQueue((q) => q.filter((a) => a.visitId !== event.visit_id));
        return;
      }
      if (event.type !== "stand.visit_assigned" || alerted.has(event.visit_id)) return;
      alerted.add(event.visit_id);
      void refreshStand(queryClient, event.enterprise_id);
      setQueue((q) => [
        ...q,
        { visitId: event.visit_id, enterpriseId: event.enterprise_id, visitorName: event.visitor_name },
      ]);
      playNewLeadSound();
      raiseBrowserNotification(
        VISIT_STAND_NOTIFICATION_TITLE,
        `${event.visitor_name} chegou e aguarda você.`,
        () => void router.navigate({ to: "/stand/attendance" }),
        `portal-stand-visit-${event.visit_id}`,
      );
    },
    [queryClient, router],
  );
  useRealtime(userId, onEvent);

  const routed = useQuery(visitListQuery({ specialist_id: userId, status: "ASSIGNED" }));
  // Visits an earlier read listed as waiting: one missing from a later read was started, cancelled or moved elsewhere
  // (an alert queued by an event after a read began is kept until a read has seen it).
  const listed = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const visits = routed.data?.payload;
    if (!visits) return;
    const waiting = new Set(visits.map((v) => v._id));
    const previous = listed.current;
    listed.current = waiting;
    const missed = visits.filter((v) => !alerted.has(v._id));
    for (const v of missed) alerted.add(v._id);
    setQueue((q) => [
      ...q.filter((a) => waiting.has(a.visitId) || !previous.has(a.visitId)),
      ...missed.map((v) => ({ visitId: v._id, enterpriseId: v.enterprise._id, visitorName: v.visitor.full_name })),
    ]);
  }, [routed.data]);

  const dismiss = () => setQueue((q) => q.slice(1));
  const start = useMutation({
    mutationFn: (alert: VisitAlert) => startStandVisit(alert.visitId),
    meta: { inlineError: true },
    onSuccess: (result, alert) => {
      notifySuccess(`Atendimento de ${result.visit.visitor.full_name} iniciado.`);
      void refreshMyStand(queryClient, alert.enterpriseId);
      dismiss();
      void router.navigate({ to: "/stand/attendance" });
    },
    onError: (error, alert) => {
      notifyError(error);
      void refreshStand(queryClient);
      // Cancelled (or taken elsewhere) while the event was missed: the server says it is gone, so is its alert.
      if (isApiError(error) && (error.status === 404 || error.status === 409))
        setQueue((q) => q.filter((a) => a.visitId !== alert.visitId));
    },
  });

  if (!current) return null;
  return (
    <Modal
      opened={onScreen}
      onClose={dismiss}
      title={VISIT_STAND_NOTIFICATION_TITLE}
      centered
      size="sm"
      closeOnClickOutside={false}
      data-testid="stand-visit-alert"
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
          <IconBuildingStore size={32} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} fz={24} lh={1.2} data-testid="stand-visit-alert-name">
            {current.visitorName}
          </Text>
          <Text size="sm" c="dimmed">
            chegou ao plantão e aguarda você.
          </Text>
        </Stack>
        <Button size="lg" fullWidth loading={start.isPending} onClick={() => start.mutate(current)}>
          Iniciar atendimento
        </Button>
        <Button
          variant="subtle"
          fullWidth
          disabled={start.isPending}
          onClick={() => {
            dismiss();
            void router.navigate({ to: "/stand/attendance" });
          }}
        >
          Ver minhas visitas
        </Button>
      </Stack>
    </Modal>
  );
}
