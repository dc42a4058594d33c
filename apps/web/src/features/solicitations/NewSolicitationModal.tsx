import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { canRequestSolicitation } from "@portal/contracts/policy";
import {
  SOLICITATION_TYPE_LABELS,
  type SolicitationCreateInput,
  type SolicitationType,
  solicitationCreateBody,
} from "@portal/contracts/solicitations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { ShiftSwapForm } from "../availability-schedules/ShiftSwapModal";
import { RequestMessageField } from "./RequestMessageField";
import { ReserveExtensionForm } from "./ReserveExtensionForm";
import { withReasonText } from "./reason-errors";
import { createSolicitation, solicitationsKeys } from "./solicitations.queries";

type LeadRef = { _id: string; full_name: string; owner_name: string | null };
/** The types the "Nova solicitação" dialog creates (a lead transfer starts on the lead's profile). */
const DIALOG_TYPES = ["OTHER", "RESERVE_EXTENSION", "SHIFT_SWAP"] as const satisfies readonly SolicitationType[];

/** The types this user may ask for in the dialog, OTHER first. */
export function dialogTypes(roles: readonly string[]): SolicitationType[] {
  return DIALOG_TYPES.filter((t) => canRequestSolicitation(roles, t));
}

/**
 * A new request: a lead transfer when opened from a lead's profile (`lead`); else the caller picks the type — another
 * subject (OTHER), a reservation extension (RESERVE_EXTENSION, a picker of their active reservations) or a shift
 * swap (SHIFT_SWAP, their shifts and a colleague's). The reason is the thread's first message; the API tells the
 * responsible approvers.
 */
export function NewSolicitationModal({
  opened,
  onClose,
  lead,
  session,
}: {
  opened: boolean;
  onClose: () => void;
  lead?: LeadRef;
  session?: Session;
}) {
  const types = session ? dialogTypes(session.roles) : (["OTHER"] as SolicitationType[]);
  const [type, setType] = useState<SolicitationType>("OTHER");
  useEffect(() => {
    if (opened) setType("OTHER");
  }, [opened]);
  const current = lead ? "LEAD_TRANSFER" : type;
  const thisMonth = new Date().toISOString().slice(0, 7);
  return (
    <Modal opened={opened} onClose={onClose} title={lead ? "Solicitar transferência" : "Nova solicitação"} size="md">
      {opened && (
        <Stack gap="md">
          {lead ? (
            <Text size="sm">
              Tipo: <strong>{SOLICITATION_TYPE_LABELS.LEAD_TRANSFER}</strong>
            </Text>
          ) : (
            types.length > 1 && (
              <Select
                label="Tipo"
                data={types.map((t) => ({ value: t, label: SOLICITATION_TYPE_LABELS[t] }))}
                value={type}
                onChange={(t) => t && setType(t as SolicitationType)}
                allowDeselect={false}
                data-testid="solicitation-type"
              />
            )
          )}
          {current === "RESERVE_EXTENSION" ? (
            <ReserveExtensionForm key="extension" onCancel={onClose} onDone={onClose} />
          ) : current === "SHIFT_SWAP" && session ? (
            <ShiftSwapForm key="swap" session={session} month={thisMonth} onCancel={onClose} onDone={onClose} />
          ) : (
            <MessageForm key={current} lead={lead} onClose={onClose} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

interface MessageValues {
  message: string;
}

/** LEAD_TRANSFER (from a lead) and OTHER: the reason is the whole form. */
function MessageForm({ lead, onClose }: { lead?: LeadRef; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toBody = (v: MessageValues) =>
    lead
      ? { type: "LEAD_TRANSFER" as const, lead_id: lead._id, message: v.message }
      : { type: "OTHER" as const, message: v.message };
  const form = useForm<MessageValues>({
    initialValues: { message: "" },
    validate: (v) =>
      withReasonText(contractValidate<MessageValues, typeof solicitationCreateBody>(solicitationCreateBody, toBody)(v)),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: MessageValues) => createSolicitation(toBody(v) as SolicitationCreateInput),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: solicitationsKeys.all });
      notifySuccess(result.message);
      onClose();
      void navigate({ to: "/solicitations/$solicitationId", params: { solicitationId: result.solicitation._id } });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        {lead && (
          <Text size="sm">
            Lead: <strong>{lead.full_name}</strong>
            {lead.owner_name ? ` (hoje com ${lead.owner_name})` : " (na base)"}
          </Text>
        )}
        <RequestMessageField
          placeholder={
            lead ? "Ex.: o cliente me procurou no plantão e quer continuar comigo." : "Descreva o que você precisa."
          }
          data-autofocus
          {...form.getInputProps("message")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Voltar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Enviar solicitação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
