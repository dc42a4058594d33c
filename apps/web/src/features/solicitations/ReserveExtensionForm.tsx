import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatDateTime } from "@portal/contracts/dates";
import { type SolicitationCreateInput, solicitationCreateBody } from "@portal/contracts/solicitations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { RequestMessageField } from "./RequestMessageField";
import { withReasonText } from "./reason-errors";
import { EXTENSION_OPTIONS } from "./SolicitationsList";
import { createSolicitation, extendableReservationsQuery, solicitationsKeys } from "./solicitations.queries";

export interface ExtensionFormValues {
  reservation_id: string;
  extension_minutes: string;
  message: string;
}

/** The form's values as the body of POST /solicitations (the contract schema checks both). */
export function toExtensionBody(v: ExtensionFormValues) {
  return {
    type: "RESERVE_EXTENSION" as const,
    message: v.message,
    reservation_id: optional(v.reservation_id),
    extension_minutes: v.extension_minutes ? Number(v.extension_minutes) : undefined,
  };
}

const validate = contractValidate<ExtensionFormValues, typeof solicitationCreateBody>(
  solicitationCreateBody,
  toExtensionBody,
);

/**
 * A RESERVE_EXTENSION request (decision 057): whoever holds an active reservation with an end asks for more time,
 * with a reason. From the unit's drawer the reservation is given (`reservation`); from /solicitations the caller
 * picks one of their own (GET /solicitations/extendable-reservations).
 */
export function ReserveExtensionForm({
  reservation,
  onCancel,
  onDone,
}: {
  reservation?: { _id: string; unit_name: string; expires_at: string | null };
  onCancel: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const picker = useQuery({ ...extendableReservationsQuery(), enabled: !reservation });
  const form = useForm<ExtensionFormValues>({
    initialValues: { reservation_id: reservation?._id ?? "", extension_minutes: "", message: "" },
    validate: (v) => withReasonText(validate(v)),
  });
  const chosen = reservation ?? picker.data?.payload.find((r) => r._id === form.values.reservation_id);
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: ExtensionFormValues) => createSolicitation(toExtensionBody(v) as SolicitationCreateInput),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: solicitationsKeys.all });
      notifySuccess(result.message);
      onDone();
      void navigate({ to: "/solicitations/$solicitationId", params: { solicitationId: result.solicitation._id } });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
  });
  const options = (picker.data?.payload ?? []).map((r) => ({
    value: r._id,
    label: `${r.enterprise_name} · ${r.unit_name} (até ${formatDateTime(r.expires_at)})`,
  }));
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="md">
        {reservation ? (
          <Text size="sm">
            Reserva: <strong>{reservation.unit_name}</strong>
            {reservation.expires_at ? ` · expira em ${formatDateTime(reservation.expires_at)}` : ""}
          </Text>
        ) : (
          <Select
            label="Reserva"
            placeholder={picker.isPending ? "Carregando as suas reservas..." : "Escolha a reserva"}
            description="Suas reservas ativas com prazo."
            data={options}
            searchable
            nothingFoundMessage="Nenhuma reserva ativa com prazo"
            withAsterisk
            data-testid="extension-reservation"
            {...form.getInputProps("reservation_id")}
            error={
              form.errors.reservation_id ??
              (picker.isSuccess && options.length === 0 ? "Você não tem reservas ativas com prazo." : undefined)
            }
          />
        )}
        <Select
          label="Prorrogar por"
          placeholder="Escolha o tempo a mais"
          data={EXTENSION_OPTIONS}
          withAsterisk
          data-testid="extension-minutes"
          {...form.getInputProps("extension_minutes")}
        />
        {chosen?.expires_at && form.values.extension_minutes && (
          <Text size="sm" c="dimmed" data-testid="extension-new-end">
            Se aprovada, a reserva passa a expirar em{" "}
            {formatDateTime(
              new Date(Date.parse(chosen.expires_at) + Number(form.values.extension_minutes) * 60_000).toISOString(),
            )}
            .
          </Text>
        )}
        <RequestMessageField
          placeholder="Ex.: o cliente vai trazer a documentação na segunda-feira."
          {...form.getInputProps("message")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Voltar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Pedir prorrogação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
