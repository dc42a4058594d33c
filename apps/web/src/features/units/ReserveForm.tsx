import { Button, Checkbox, Group, Select, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import {
  RESERVE_TYPE_LABELS,
  RESERVE_TYPES,
  type ReserveType,
  reserveDurationsFor,
} from "@portal/contracts/inventory-enums";
import { isPartner } from "@portal/contracts/policy";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyServerErrors } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { leadsListQuery } from "../leads/leads.queries";
import { RegisterClientButton } from "../users/RegisterClientButton";
import { formatDurationMinutes } from "./countdown";
import { createReservation, mirrorKeys } from "./units.queries";

interface Values {
  type: ReserveType;
  lead_id: string | null;
  duration_minutes: string;
  observations: string;
}

/** Default: the shortest duration a stand uses for a client in front of the broker (2 h). */
const DEFAULT_DURATION = "120";

/**
 * Reserve (or queue for) a unit: type, client (a lead the caller can see), duration from spec 9's
 * list (indefinite only for technical reserves), observations. The API's 400 lands on the fields,
 * a 409 (someone else was faster) in a toast.
 */
export function ReserveForm({
  unitId,
  enterpriseId,
  queue,
  salesDesk,
  onDone,
  onCancel,
}: {
  unitId: string;
  enterpriseId: string;
  /** The unit is already reserved: join its waiting queue. */
  queue: boolean;
  salesDesk: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      type: "CUSTOMER_NEGOTIATION",
      lead_id: null,
      duration_minutes: DEFAULT_DURATION,
      observations: "",
    },
    validate: {
      lead_id: (v, values) => (values.type === "CUSTOMER_NEGOTIATION" && !v ? "Escolha o cliente (lead)." : null),
      duration_minutes: (v, values) =>
        reserveDurationsFor(values.type).includes(Number(v)) ? null : "30 dias só vale para reserva técnica.",
    },
  });
  const [leadSearch, setLeadSearch] = useState("");
  const [debounced] = useDebouncedValue(leadSearch.trim(), 350);
  const leads = useQuery(leadsListQuery({ full_name: debounced || undefined, limit: 20, skip: 0 }));
  // A client the partner broker just registered stays among the options (decision 064).
  const [registered, setRegistered] = useState<{ value: string; label: string } | null>(null);
  const leadOptions = (leads.data?.payload ?? []).map((l) => ({ value: l._id, label: l.full_name }));
  if (registered && !leadOptions.some((o) => o.value === registered.value)) leadOptions.unshift(registered);
  const session = useSession();
  const partner = !!session && isPartner(session.roles);

  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) =>
      createReservation(unitId, {
        type: v.type,
        lead_id: v.type === "CUSTOMER_NEGOTIATION" ? v.lead_id : (v.lead_id ?? null),
        duration_minutes: Number(v.duration_minutes),
        queue,
        observations: v.observations.trim() || undefined,
      }),
    onSuccess: (r) => {
      notifySuccess(
        r.status === "QUEUED" ? `Você entrou na fila (posição ${r.queue_position ?? "—"}).` : "Unidade reservada.",
      );
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unitId) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
      onDone();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível reservar");
    },
  });

  const types = RESERVE_TYPES.filter((t) => salesDesk || t === "CUSTOMER_NEGOTIATION");
  // Spec 9's two lists by type; only the sales desk reserves without an end (decision 067).
  const durations = reserveDurationsFor(form.values.type).filter((m) => m !== 0 || salesDesk);

  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="sm">
        <Select
          label="Tipo de reserva"
          data={types.map((t) => ({ value: t, label: RESERVE_TYPE_LABELS[t] }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps("type")}
        />
        <Select
          label="Cliente (lead)"
          placeholder="Busque pelo nome"
          data={leadOptions}
          searchable
          clearable
          searchValue={leadSearch}
          onSearchChange={setLeadSearch}
          filter={({ options }) => options}
          nothingFoundMessage={leads.isFetching ? "Buscando..." : "Nenhum lead encontrado"}
          withAsterisk={form.values.type === "CUSTOMER_NEGOTIATION"}
          data-testid="reserve-lead"
          {...form.getInputProps("lead_id")}
        />
        {partner && (
          <Group justify="flex-end" mt={-4}>
            <RegisterClientButton
              enterpriseId={enterpriseId}
              onRegistered={(client) => {
                setRegistered({ value: client._id, label: client.full_name });
                form.setFieldValue("lead_id", client._id);
              }}
            />
          </Group>
        )}
        <Select
          label="Duração"
          data={durations.map((m) => ({ value: String(m), label: formatDurationMinutes(m) }))}
          allowDeselect={false}
          withAsterisk
          data-testid="reserve-duration"
          {...form.getInputProps("duration_minutes")}
        />
        <Textarea label="Observações" autosize minRows={2} maxLength={500} {...form.getInputProps("observations")} />
        {queue && (
          <Checkbox
            checked
            readOnly
            label="A unidade já está reservada: você entra na fila e a reserva é ativada quando chegar sua vez."
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending} color="yellow.7">
            {queue ? "Entrar na fila" : "Confirmar reserva"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
