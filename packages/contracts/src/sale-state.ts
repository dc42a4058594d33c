import { PROPOSAL_STATUSES, SALE_STATUSES, type UnitStatus } from "./inventory-enums";
import type { LeadStatus } from "./lead-enums";

/** Spec 3 "Sale status". */
export { SALE_STATUSES };
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  IN_PROCESS: "Em andamento",
  CANCELED: "Cancelada",
  COMPLETED: "Concluída",
  DISTRACTED: "Distratada",
};

/** Spec 3 "Unit status" (the inventory's state machine owns the unit; a sale only asks for these moves). */
export type { UnitStatus };

export type SaleAction = "create" | "complete" | "cancel" | "distract";

export interface SaleTransition {
  from: SaleStatus | null;
  to: SaleStatus;
  /** The unit's status after the move. */
  unit: UnitStatus;
  /** The lead's status after the move (spec 3 lead statuses). */
  lead: LeadStatus;
  /** A pt-BR reason is required (distrato, cancellation). */
  needsReason: boolean;
  /** What happens to the commissions. */
  commissions: "none" | "compute-forecast" | "cancel";
}

/**
 * IN_PROCESS -> COMPLETED | CANCELED; COMPLETED -> DISTRACTED. A cancelled sale or a distrato puts the
 * unit back in stock and the lead back in negotiation (TALKING): the client may still buy another unit.
 */
export const SALE_TRANSITIONS: Record<SaleAction, SaleTransition> = {
  create: {
    from: null,
    to: "IN_PROCESS",
    unit: "IN_SALES_PROCESS",
    lead: "CONTRACT",
    needsReason: false,
    commissions: "none",
  },
  complete: {
    from: "IN_PROCESS",
    to: "COMPLETED",
    unit: "SOLD",
    lead: "SOLD",
    needsReason: false,
    commissions: "compute-forecast",
  },
  cancel: {
    from: "IN_PROCESS",
    to: "CANCELED",
    unit: "AVAILABLE",
    lead: "TALKING",
    needsReason: true,
    commissions: "none",
  },
  distract: {
    from: "COMPLETED",
    to: "DISTRACTED",
    unit: "AVAILABLE",
    lead: "TALKING",
    needsReason: true,
    commissions: "cancel",
  },
};

const ACTION_VERB: Record<SaleAction, string> = {
  create: "criar",
  complete: "concluir",
  cancel: "cancelar",
  distract: "distratar",
};

/** null when allowed, else the pt-BR reason (a 409). */
export function saleMoveError(action: Exclude<SaleAction, "create">, current: SaleStatus): string | null {
  const t = SALE_TRANSITIONS[action];
  if (t.from === current) return null;
  return `Não é possível ${ACTION_VERB[action]} uma venda ${SALE_STATUS_LABELS[current].toLowerCase()}.`;
}

/** Sales that hold the unit and the lead: at most one per unit (a partial unique index in the database). */
export const ACTIVE_SALE_STATUSES: readonly SaleStatus[] = ["IN_PROCESS", "COMPLETED"];

// ---------------------------------------------------------------- proposals

export { PROPOSAL_STATUSES };
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  DRAFT: "Rascunho",
  AWAITING_APPROVAL: "Aguardando aprovação",
  APPROVED: "Aprovada",
  DISAPPROVED: "Reprovada",
  CANCELED: "Cancelada",
};

export type ProposalAction = "submit" | "approve" | "disapprove" | "cancel" | "fork";

/**
 * DRAFT --submit--> AWAITING_APPROVAL (some rule failed) or APPROVED (inside every limit);
 * AWAITING_APPROVAL --approve/disapprove--> APPROVED / DISAPPROVED; DRAFT, AWAITING_APPROVAL and APPROVED
 * can be cancelled (an APPROVED one only while it has no active sale: checked by the service).
 * fork-edit (counter-proposal) starts from any proposal but a DRAFT (edit the draft instead); the new
 * version is a DRAFT and the parent, if still open, is CANCELED as superseded.
 */
const PROPOSAL_MOVES: Record<Exclude<ProposalAction, "submit">, readonly ProposalStatus[]> = {
  approve: ["AWAITING_APPROVAL"],
  disapprove: ["AWAITING_APPROVAL"],
  cancel: ["DRAFT", "AWAITING_APPROVAL", "APPROVED"],
  fork: ["AWAITING_APPROVAL", "APPROVED", "DISAPPROVED", "CANCELED"],
};

const PROPOSAL_VERB: Record<ProposalAction, string> = {
  submit: "enviar para aprovação",
  approve: "aprovar",
  disapprove: "reprovar",
  cancel: "cancelar",
  fork: "fazer contraproposta de",
};

export function proposalMoveError(action: ProposalAction, current: ProposalStatus): string | null {
  const allowed = action === "submit" ? ["DRAFT"] : PROPOSAL_MOVES[action];
  if (allowed.includes(current)) return null;
  return `Não é possível ${PROPOSAL_VERB[action]} uma proposta com status ${PROPOSAL_STATUS_LABELS[current].toLowerCase()}.`;
}

/** The status a submitted proposal goes to. */
export function submittedStatus(requiresApproval: boolean): ProposalStatus {
  return requiresApproval ? "AWAITING_APPROVAL" : "APPROVED";
}

/** Proposal statuses whose parent stays open after a fork (and so gets CANCELED as superseded). */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ["DRAFT", "AWAITING_APPROVAL", "APPROVED"];

/** The lead's status while it has an open proposal. */
export const LEAD_STATUS_WITH_PROPOSAL: LeadStatus = "PROPOSAL";

/** Lead statuses a proposal or sale must not overwrite downwards (SOLD stays SOLD if another sale is done). */
export function nextLeadStatus(current: LeadStatus, wanted: LeadStatus): LeadStatus {
  const rank: Partial<Record<LeadStatus, number>> = { PROPOSAL: 1, CONTRACT: 2, SOLD: 3 };
  const cur = rank[current] ?? 0;
  const next = rank[wanted] ?? 0;
  // Moving back to negotiation (TALKING) is explicit: a cancel or distrato asks for it.
  if (wanted === "TALKING") return wanted;
  return next >= cur ? wanted : current;
}
