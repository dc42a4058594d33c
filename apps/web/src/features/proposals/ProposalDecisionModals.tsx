/** Modals of a proposal's decisions: approve, disapprove and cancel with a reason, and creating the sale. */
import type { LeadDto } from "@portal/contracts/leads";
import { ReasonDialog } from "../../components/ReasonDialog";
import { CreateSaleModal } from "../sales/CreateSaleModal";
import type { ProposalMove } from "./proposals.queries";

export type ProposalModal = null | "approve" | "disapprove" | "cancel" | "sale";

export function ProposalDecisionModals({
  modal,
  proposalId,
  lead,
  moving,
  onMove,
  onClose,
}: {
  modal: ProposalModal;
  proposalId: string;
  lead: LeadDto | undefined;
  moving: boolean;
  onMove: (move: { action: ProposalMove; reason?: string }) => void;
  onClose: () => void;
}) {
  return (
    <>
      <ReasonDialog
        opened={modal === "approve"}
        title="Aprovar proposta"
        confirmLabel="Aprovar"
        color="teal"
        required={false}
        loading={moving}
        onClose={onClose}
        onConfirm={(reason) => onMove({ action: "approve", reason: reason || undefined })}
      />
      <ReasonDialog
        opened={modal === "disapprove"}
        title="Reprovar proposta"
        description="O corretor verá o motivo e poderá fazer uma contraproposta."
        confirmLabel="Reprovar"
        loading={moving}
        onClose={onClose}
        onConfirm={(reason) => onMove({ action: "disapprove", reason })}
      />
      <ReasonDialog
        opened={modal === "cancel"}
        title="Cancelar proposta"
        confirmLabel="Cancelar proposta"
        loading={moving}
        onClose={onClose}
        onConfirm={(reason) => onMove({ action: "cancel", reason })}
      />
      {modal === "sale" && (
        <CreateSaleModal key={lead?._id ?? "no-lead"} opened onClose={onClose} proposalId={proposalId} lead={lead} />
      )}
    </>
  );
}
