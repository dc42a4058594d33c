import { Alert, Button, Group, Text } from "@mantine/core";
import { standPresenceKind } from "@portal/contracts/policy";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { ChosenStand } from "./chosen-stand";
import { checkInAtStand, myPresenceQuery, refreshStand } from "./stand.queries";

/**
 * The API scopes a receptionist to the stand they checked in at. When this device's stand is not that one (the
 * receptionist checked in elsewhere from another device, or was checked out), one click checks in here again.
 */
export function ReceptionPresenceAlert({ roles, stand }: { roles: readonly string[]; stand: ChosenStand }) {
  const queryClient = useQueryClient();
  const isReception = standPresenceKind(roles) === "RECEPTION";
  const presence = useQuery({ ...myPresenceQuery(), enabled: isReception });
  const checkIn = useMutation({
    mutationFn: () => checkInAtStand(stand.enterprise_id),
    meta: { inlineError: true },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshStand(queryClient, stand.enterprise_id);
    },
    onError: (error) => notifyError(error),
  });
  if (!isReception || !presence.data) return null;
  const here = presence.data.presence?.enterprise._id === stand.enterprise_id;
  if (here) return null;
  const elsewhere = presence.data.presence?.enterprise.name;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      mb="md"
      title="Check-in pendente"
      data-testid="reception-presence-alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: "1 1 240px" }}>
          {elsewhere
            ? `Seu check-in está no plantão ${elsewhere}. Para registrar visitas aqui, faça check-in em ${stand.name}.`
            : `Você não está com check-in no plantão ${stand.name}. Faça check-in para registrar visitas.`}
        </Text>
        <Button size="xs" color="orange" loading={checkIn.isPending} onClick={() => checkIn.mutate()}>
          Fazer check-in aqui
        </Button>
      </Group>
    </Alert>
  );
}
