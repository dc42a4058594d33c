import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { SOLICITATION_TYPE_LABELS } from "@portal/contracts/solicitations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { createSolicitation, solicitationsKeys } from "./solicitations.queries";

/**
 * A new request: a lead transfer when opened from a lead's profile (`lead`), else a request about another subject
 * (OTHER). The reason is the thread's first message; the API tells the responsible approvers.
 */
export function NewSolicitationModal({
  opened,
  onClose,
  lead,
}: {
  opened: boolean;
  onClose: () => void;
  lead?: { _id: string; full_name: string; owner_name: string | null };
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setMessage("");
      setError(null);
    }
  }, [opened]);
  const type = lead ? "LEAD_TRANSFER" : "OTHER";
  const mutation = useMutation({
    mutationFn: () =>
      createSolicitation(
        lead
          ? { type: "LEAD_TRANSFER", lead_id: lead._id, message: message.trim() }
          : { type: "OTHER", message: message.trim() },
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: solicitationsKeys.all });
      notifySuccess(result.message);
      onClose();
      void navigate({ to: "/solicitations/$solicitationId", params: { solicitationId: result.solicitation._id } });
    },
  });
  const submit = () => {
    if (!message.trim()) {
      setError("Escreva o motivo da solicitação.");
      return;
    }
    mutation.mutate();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={lead ? "Solicitar transferência" : "Nova solicitação"} size="md">
      <Stack gap="md">
        <Text size="sm">
          Tipo: <strong>{SOLICITATION_TYPE_LABELS[type]}</strong>
        </Text>
        {lead && (
          <Text size="sm">
            Lead: <strong>{lead.full_name}</strong>
            {lead.owner_name ? ` (hoje com ${lead.owner_name})` : " (na base)"}
          </Text>
        )}
        <Textarea
          label="Motivo"
          description="Quem aprova verá esta mensagem e poderá responder."
          placeholder={
            lead ? "Ex.: o cliente me procurou no plantão e quer continuar comigo." : "Descreva o que você precisa."
          }
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Voltar
          </Button>
          <Button onClick={submit} loading={mutation.isPending}>
            Enviar solicitação
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
