/** Approve / reject buttons of one partner, with the reason a rejection needs (decision 064). */
import { Button, Group, Text } from "@mantine/core";
import { MODAL_WIDTH_NARROW } from "@portal/contracts/common";
import { type PartnerDto, partnerRejectBody } from "@portal/contracts/partners";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ReasonDialog } from "../../components/ReasonDialog";
import { errorMessage } from "../../lib/api-error";
import { notifyError, notifySuccess } from "../../lib/notify";
import { approvePartner, partnersKeys, rejectPartner } from "./partners.queries";

export function PartnerDecision({ partner }: { partner: PartnerDto }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const done = (text: string) => {
    notifySuccess(text);
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: partnersKeys.all });
  };
  const approve = useMutation({
    meta: { inlineError: true },
    mutationFn: () => approvePartner(partner._id),
    onSuccess: () => done(`${partner.full_name} aprovado: preços e espelho liberados.`),
    onError: (error) => notifyError(error, "Não foi possível aprovar"),
  });
  const reject = useMutation({
    meta: { inlineError: true },
    mutationFn: (text: string) => rejectPartner(partner._id, text),
    onSuccess: () => done(`Cadastro de ${partner.full_name} recusado.`),
    onError: (error) => setReasonError(errorMessage(error)),
  });
  const submitReject = (reason: string) => {
    const parsed = partnerRejectBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(`O motivo ${parsed.error.issues[0]?.message ?? "é inválido"}.`);
      return;
    }
    reject.mutate(parsed.data.reason);
  };
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {partner.partner_status !== "APPROVED" && (
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={14} />}
            onClick={() => setDialog("approve")}
            data-testid="partner-approve"
          >
            Aprovar
          </Button>
        )}
        {partner.partner_status !== "REJECTED" && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} />}
            onClick={() => {
              setReasonError(null);
              setDialog("reject");
            }}
            data-testid="partner-reject"
          >
            Recusar
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === "approve"}
        onClose={() => setDialog(null)}
        title="Aprovar parceiro"
        confirmLabel="Aprovar"
        onConfirm={() => approve.mutate()}
        loading={approve.isPending}
        confirmTestId="partner-approve-confirm"
      >
        <Text size="sm">
          {partner.full_name} (CRECI {partner.creci ?? "não informado"}) passa a ver os empreendimentos, o espelho de
          vendas e os preços, e é avisado por notificação.
        </Text>
      </ConfirmDialog>
      <ReasonDialog
        opened={dialog === "reject"}
        onClose={() => setDialog(null)}
        title="Recusar parceiro"
        confirmLabel="Recusar"
        cancelLabel="Cancelar"
        hint="O parceiro lê este motivo na tela de situação do cadastro."
        minLength={0}
        maxLength={500}
        minRows={2}
        size={MODAL_WIDTH_NARROW}
        onReasonChange={() => setReasonError(null)}
        onConfirm={submitReject}
        loading={reject.isPending}
        error={reasonError}
        confirmTestId="partner-reject-confirm"
      />
    </>
  );
}
