/** Header actions of a proposal: send, approve, disapprove, counter-propose, create sale, PDF and cancel, as allowed. */
import { Button } from "@mantine/core";
import { IconArrowFork, IconCash, IconCheck, IconDownload, IconSend, IconX } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ProposalActions } from "./deal-status";
import type { ProposalModal } from "./ProposalDecisionModals";

export function ProposalActionButtons({
  proposalId,
  actions,
  submitting,
  downloading,
  onSubmit,
  onOpen,
  onDownload,
}: {
  proposalId: string;
  actions: ProposalActions;
  submitting: boolean;
  downloading: boolean;
  onSubmit: () => void;
  onOpen: (modal: Exclude<ProposalModal, null>) => void;
  onDownload: () => void;
}) {
  return (
    <>
      {actions.submit && (
        <Button leftSection={<IconSend size={16} />} loading={submitting} onClick={onSubmit}>
          Enviar
        </Button>
      )}
      {actions.approve && (
        <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => onOpen("approve")}>
          Aprovar
        </Button>
      )}
      {actions.disapprove && (
        <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => onOpen("disapprove")}>
          Reprovar
        </Button>
      )}
      {actions.fork && (
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/proposals/new" search={{ from: proposalId }} />}
          leftSection={<IconArrowFork size={16} />}
        >
          Contraproposta
        </Button>
      )}
      {actions.createSale && (
        <Button leftSection={<IconCash size={16} />} onClick={() => onOpen("sale")}>
          Criar venda
        </Button>
      )}
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={onDownload}>
        Baixar PDF
      </Button>
      {actions.cancel && (
        <Button color="gray" variant="subtle" onClick={() => onOpen("cancel")}>
          Cancelar proposta
        </Button>
      )}
    </>
  );
}
