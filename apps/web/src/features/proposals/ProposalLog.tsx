/** History of a proposal (created, submitted, approved...) with the proposal's action and status labels. */
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@portal/contracts/sale-state";
import { useQuery } from "@tanstack/react-query";
import { DealLog } from "./DealLog";
import { proposalLogsQuery } from "./proposals.queries";

const LOG_LABELS: Record<string, string> = {
  created: "Proposta criada",
  submitted: "Enviada",
  approved: "Aprovada",
  disapproved: "Reprovada",
  canceled: "Cancelada",
  superseded: "Substituída por contraproposta",
  forked: "Contraproposta criada",
  tag_removed: "Etiqueta removida",
};

export function ProposalLog({ proposalId }: { proposalId: string }) {
  const logs = useQuery(proposalLogsQuery(proposalId));
  return (
    <DealLog
      logs={logs}
      actionLabels={LOG_LABELS}
      statusLabel={(s) => PROPOSAL_STATUS_LABELS[s as ProposalStatus] ?? s}
    />
  );
}
