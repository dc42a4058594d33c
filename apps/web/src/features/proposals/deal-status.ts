import { COMMISSION_STATUS_LABELS, type CommissionStatus, canMoveCommission } from "@portal/contracts/commission";
import { canReadDeals, hasRole, isPartner } from "@portal/contracts/policy";
import {
  PROPOSAL_APPROVER_ROLES,
  PROPOSAL_ROLES,
  PROPOSAL_TAGS,
  SALE_MANAGER_ROLES,
} from "@portal/contracts/proposals";
import {
  PROPOSAL_STATUS_LABELS,
  type ProposalStatus,
  proposalMoveError,
  SALE_STATUS_LABELS,
  type SaleStatus,
  saleMoveError,
} from "@portal/contracts/sale-state";
import { COMMISSION_MANAGER_ROLES, CONTRACT_STATUS_LABELS, type CONTRACT_STATUSES } from "@portal/contracts/sales";

type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Labels come from the contracts; colours are the web's (Mantine colour names). */
export const PROPOSAL_STATUS_COLORS: Record<ProposalStatus, string> = {
  DRAFT: "gray",
  AWAITING_APPROVAL: "yellow",
  APPROVED: "teal",
  DISAPPROVED: "red",
  CANCELED: "dark",
};
export const SALE_STATUS_COLORS: Record<SaleStatus, string> = {
  IN_PROCESS: "blue",
  COMPLETED: "teal",
  CANCELED: "dark",
  DISTRACTED: "red",
};
export const COMMISSION_STATUS_COLORS: Record<CommissionStatus, string> = {
  FORECAST: "gray",
  RELEASED: "blue",
  PAID: "teal",
  CANCELLED: "red",
};

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  PENDING: "yellow",
  SIGNED: "teal",
  REFUSED: "red",
};
export function contractStatusBadge(status: ContractStatus) {
  return { label: CONTRACT_STATUS_LABELS[status], color: CONTRACT_STATUS_COLORS[status] };
}

export function proposalStatusBadge(status: ProposalStatus) {
  return { label: PROPOSAL_STATUS_LABELS[status], color: PROPOSAL_STATUS_COLORS[status] };
}
export function saleStatusBadge(status: SaleStatus) {
  return { label: SALE_STATUS_LABELS[status], color: SALE_STATUS_COLORS[status] };
}
export function commissionStatusBadge(status: CommissionStatus) {
  return { label: COMMISSION_STATUS_LABELS[status], color: COMMISSION_STATUS_COLORS[status] };
}

export interface Viewer {
  id: string;
  roles: readonly string[];
  readOnly: boolean;
}

export interface ProposalActions {
  submit: boolean;
  approve: boolean;
  disapprove: boolean;
  cancel: boolean;
  fork: boolean;
  createSale: boolean;
  removeTag: boolean;
}

/**
 * What the viewer may do with a proposal in its state: the same state machine as the API (contracts) and the
 * same role lists; the API still decides (e.g. an enterprise with its own approvers answers 403 to others).
 */
export function proposalActions(p: { status: ProposalStatus }, viewer: Viewer): ProposalActions {
  const works = !viewer.readOnly && hasRole(viewer.roles, PROPOSAL_ROLES);
  const approves = !viewer.readOnly && hasRole(viewer.roles, PROPOSAL_APPROVER_ROLES);
  const can = (a: Parameters<typeof proposalMoveError>[0]) => proposalMoveError(a, p.status) === null;
  return {
    submit: works && can("submit"),
    approve: approves && can("approve"),
    disapprove: approves && can("disapprove"),
    cancel: works && can("cancel"),
    fork: works && can("fork"),
    // Only for who can then open the sale (the policy lets every proposal worker read their own sales).
    createSale: works && canReadDeals(viewer.roles) && p.status === "APPROVED",
    removeTag: works,
  };
}

export interface SaleActions {
  complete: boolean;
  cancel: boolean;
  distract: boolean;
  edit: boolean;
  /** Back office of the sale (issues the contract). */
  manages: boolean;
}

export interface ContractActions {
  sign: boolean;
  refuse: boolean;
}

/** A pending contract is signed (signed PDF uploaded) or refused by the sale's back office. */
export function contractActions(c: { status: ContractStatus }, viewer: Viewer): ContractActions {
  const manages = !viewer.readOnly && hasRole(viewer.roles, SALE_MANAGER_ROLES);
  return { sign: manages && c.status === "PENDING", refuse: manages && c.status === "PENDING" };
}

export function saleActions(s: { status: SaleStatus }, viewer: Viewer): SaleActions {
  const manages = !viewer.readOnly && hasRole(viewer.roles, SALE_MANAGER_ROLES);
  return {
    complete: manages && saleMoveError("complete", s.status) === null,
    cancel: manages && saleMoveError("cancel", s.status) === null,
    distract: manages && saleMoveError("distract", s.status) === null,
    edit: manages && s.status === "IN_PROCESS",
    manages,
  };
}

/** The approval inbox is for approvers; partner brokers never approve. */
export function seesApprovalInbox(roles: readonly string[]): boolean {
  return hasRole(roles, PROPOSAL_APPROVER_ROLES) && !isPartner(roles);
}

/** Finance's next move for a commission (release, then pay), or null. */
export function commissionNextMove(
  status: CommissionStatus,
  viewer: Viewer,
): { to: "RELEASED" | "PAID"; label: string } | null {
  if (viewer.readOnly || !hasRole(viewer.roles, COMMISSION_MANAGER_ROLES)) return null;
  if (canMoveCommission(status, "RELEASED")) return { to: "RELEASED", label: "Liberar" };
  if (canMoveCommission(status, "PAID")) return { to: "PAID", label: "Marcar como paga" };
  return null;
}

/** pt-BR text of the proposal tags the API sets (PROPOSAL_TAGS); unknown tags show as they are. */
export function proposalTagLabel(tag: string): string {
  const labels: Record<string, string> = {
    [PROPOSAL_TAGS.counterProposal]: "Contraproposta",
    [PROPOSAL_TAGS.aboveLimits]: "Acima da alçada",
  };
  return labels[tag] ?? tag;
}
