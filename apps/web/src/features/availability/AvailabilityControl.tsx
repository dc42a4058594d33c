import { Badge, Button, Group, Modal, SegmentedControl, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { AVAILABILITY } from "@portal/contracts/endpoints/availability";
import type { UserDto } from "@portal/contracts/users";
import { IconLogout2 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import { notifyError, notifySuccess } from "../../lib/notify";
import { MY_PROFILE_KEY, myProfileQuery } from "../session/session.queries";
import {
  AVAILABILITY_OPTIONS,
  CHECKOUT_ERROR,
  CHECKOUT_SUCCESS,
  type SelfStatus,
  statusBadge,
  toggleValue,
} from "./availability";

/** Header control for specialists (spec 4): Disponível / Em pausa and check-out; one request at a time. */
export function AvailabilityControl({ stacked = false }: { stacked?: boolean }) {
  const queryClient = useQueryClient();
  const profile = useQuery(myProfileQuery());
  const [confirmOpened, confirm] = useDisclosure(false);
  const setStatus = (status: string) =>
    queryClient.setQueryData<UserDto>(MY_PROFILE_KEY, (old) =>
      old ? { ...old, availability_status: status as UserDto["availability_status"] } : old,
    );

  const toggle = useMutation({
    mutationFn: (status: SelfStatus) => callEndpoint(AVAILABILITY.update, { body: { availability_status: status } }),
    meta: { inlineError: true },
    onSuccess: (result) => setStatus(result.availability_status),
    onError: (error) => notifyError(error),
  });
  const checkout = useMutation({
    mutationFn: () => callEndpoint(AVAILABILITY.checkOut),
    meta: { inlineError: true },
    onSuccess: () => {
      setStatus("OFFLINE");
      confirm.close();
      notifySuccess(CHECKOUT_SUCCESS);
      void queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY });
    },
    onError: () => notifyError(CHECKOUT_ERROR),
  });
  const busy = toggle.isPending || checkout.isPending || profile.isPending;
  const current = profile.data?.availability_status;
  const badge = statusBadge(current);

  return (
    <Group gap={6} wrap={stacked ? "wrap" : "nowrap"} data-testid="availability-control">
      {badge && (
        <Badge color={badge.color} variant="light" data-testid="availability-status">
          {badge.label}
        </Badge>
      )}
      <SegmentedControl
        size="xs"
        aria-label="Disponibilidade"
        data={AVAILABILITY_OPTIONS}
        value={toggleValue(current)}
        disabled={busy}
        onChange={(value) => {
          if (!busy && value !== current) toggle.mutate(value as SelfStatus);
        }}
      />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconLogout2 size={14} />}
        disabled={busy}
        onClick={confirm.open}
      >
        Check-out
      </Button>
      <Modal opened={confirmOpened} onClose={confirm.close} title="Fazer check-out?" centered>
        <Text size="sm">Você sairá de todas as roletas e deixará de receber leads até voltar a ficar disponível.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirm.close} disabled={checkout.isPending}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={checkout.isPending}
            disabled={toggle.isPending}
            onClick={() => checkout.mutate()}
          >
            Fazer check-out
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
