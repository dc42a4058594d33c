/** Who hears of a proposal's creation and moves: the notification rows, announced after commit (decision 068). */
import type { NotificationType } from "@portal/contracts/notifications";
import type { ProposalStatus } from "@portal/contracts/sale-state";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { notifyInTx } from "../notifications/notifications.service";
import type { ProposalWithParent } from "./proposal-rows";

/** What the proposal is about, so a notification read alone names it: "de Ana Lima (Residencial Sol, Torre A, unidade 101)". */
function about(p: ProposalWithParent): string {
  const { lead, unit } = p.refs;
  return `de ${lead.fullName} (${unit.enterpriseName}, ${unit.towerName}, unidade ${unit.number})`;
}

const NOTIFY_TEXT: Record<string, { title: string; message: (p: ProposalWithParent) => string }> = {
  NEW_PROPOSAL: { title: "Nova proposta", message: (p) => `Proposta v${p.version} ${about(p)} criada.` },
  PROPOSAL_AWAITING_APPROVAL: {
    title: "Proposta aguardando aprovação",
    message: (p) =>
      `A proposta v${p.version} ${about(p)} passou dos limites do empreendimento e aguarda sua aprovação.`,
  },
  PROPOSAL_APPROVED: {
    title: "Proposta aprovada",
    message: (p) => `A proposta v${p.version} ${about(p)} foi aprovada.`,
  },
  PROPOSAL_DISAPPROVED: {
    title: "Proposta reprovada",
    message: (p) => `A proposta v${p.version} ${about(p)} foi reprovada.`,
  },
  PROPOSAL_CANCELED: {
    title: "Proposta cancelada",
    message: (p) => `A proposta v${p.version} ${about(p)} foi cancelada.`,
  },
};

/**
 * Who hears of what: the approvers of the enterprise hear of new proposals and of those awaiting approval;
 * the broker (and partner agency) hear of decisions and cancellations. Never the actor themself.
 */
export async function notifyProposal(
  repos: Repositories,
  events: EventSink,
  p: ProposalWithParent,
  actor: AuthUser,
  type: NotificationType | null,
): Promise<void> {
  if (!type) return;
  const text = NOTIFY_TEXT[type];
  if (!text) return;
  const toApprovers = type === "NEW_PROPOSAL" || type === "PROPOSAL_AWAITING_APPROVAL";
  const receivers = toApprovers
    ? (await repos.dealsContext.approvers(p.enterpriseId)).map((a) => a.userId)
    : [p.brokerId, p.partnerAgencyId, p.createdById];
  for (const receiverId of new Set(receivers)) {
    if (!receiverId || receiverId === actor.id) continue;
    await notifyInTx(repos, events, {
      receiverId,
      type,
      title: text.title,
      message: text.message(p),
      linkedContent: p.leadId,
      enterpriseId: p.enterpriseId,
      unitId: p.unitId,
      workingSystems: ["SALES"],
    });
  }
}

export function statusNotification(status: ProposalStatus): NotificationType | null {
  switch (status) {
    case "AWAITING_APPROVAL":
      return "PROPOSAL_AWAITING_APPROVAL";
    case "APPROVED":
      return "PROPOSAL_APPROVED";
    case "DISAPPROVED":
      return "PROPOSAL_DISAPPROVED";
    case "CANCELED":
      return "PROPOSAL_CANCELED";
    default:
      return null;
  }
}
