import { Alert, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { IconClock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { LoadingState } from "../../components/states";
import { errorMessage } from "../../lib/api-error";
import { AttendButton } from "../leads/AttendButton";
import { leadQuery } from "../leads/lead-profile.queries";
import { alertLeftMs, formatCountdown, type NewLeadAlert } from "./new-lead-alert";

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** Spec 4: the offered lead, a live countdown to the offer's deadline and 'Atender'. */
export function NewLeadAlertModal({
  alert,
  opened,
  onClose,
  onExpired,
}: {
  alert: NewLeadAlert;
  /** False while another alert has the screen (lib/modal-queue): mounted, its clock running, but closed. */
  opened: boolean;
  onClose: () => void;
  onExpired: () => void;
}) {
  const now = useNow(1000);
  const left = alertLeftMs(alert, now);
  const paused = alert.pausedLeftMs !== undefined;
  const lead = useQuery({ ...leadQuery(alert.leadId), retry: 1 });

  useEffect(() => {
    if (left <= 0 && !paused) onExpired();
  }, [left, paused, onExpired]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Novo Lead na sua carteira"
      centered
      closeOnClickOutside={false}
      data-testid="new-lead-alert"
    >
      <Stack gap="md">
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {paused
              ? "Prazo pausado enquanto você atende um visitante no plantão."
              : "Atenda antes que o lead vá para o próximo da fila."}
          </Text>
          <Badge
            size="xl"
            color={paused ? "gray" : left < 60_000 ? "red" : "orange"}
            variant="light"
            leftSection={<IconClock size={16} />}
            data-testid="new-lead-countdown"
            aria-live="off"
            aria-label={`Tempo restante ${formatCountdown(left)}`}
          >
            {formatCountdown(left)}
          </Badge>
        </Group>
        {lead.isPending && <LoadingState label="Carregando o lead..." />}
        {lead.isError && (
          <Alert color="red" variant="light" title="Não foi possível carregar o lead">
            {errorMessage(lead.error)}
          </Alert>
        )}
        {lead.data && (
          <Stack gap={4}>
            <Text fw={700} size="lg" data-testid="new-lead-name">
              {lead.data.full_name}
            </Text>
            {lead.data.phone && <Text size="sm">{formatPhone(lead.data.phone)}</Text>}
            {lead.data.email && (
              <Text size="sm" c="dimmed">
                {lead.data.email}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="space-between" align="flex-start">
          {lead.data && <AttendButton lead={lead.data} colorCategory="BgBrand" onSuccess={onClose} />}
          <Button
            variant="subtle"
            renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: alert.leadId }} />}
            onClick={onClose}
          >
            Ver lead
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
