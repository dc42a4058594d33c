import { ARCHIVE_REASONS, DISCARD_REASONS, LEAD_STATUS_LABELS, type LeadStatus } from "./lead-enums";
import { hasRole, leadProfileView } from "./policy";
import type { Role } from "./roles";

/** Who may do what with leads, and the status lifecycle (docs/decisions/006-lead-lifecycle.md). */
// ---- who may do what (server-enforced; the web hides what the caller cannot do) ----
type RoleList = readonly Role[];
const COORDINATORS: RoleList = [
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
];
/** Reassign, distribute, assign attendants, remove from any wallet: the "all" scope minus marketing and relationship. */
export const LEAD_MANAGER_ROLES: RoleList = [
  "GERAL_ADMIN",
  "GERAL_ADMIN_CLIENTS",
  "OPERATIONAL_ADMIN",
  "SALES_SECRETARY",
  ...COORDINATORS,
];

/**
 * Who may read GET /users/specialists (the people filters and pickers): the lead managers, the route's own rule in
 * route-access.ts. The web asks only when this says yes, so no screen logs a 403 (e.g. JURIDICAL on /proposals).
 */
export function canListSpecialists(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, LEAD_MANAGER_ROLES);
}
/** Bulk delete: admins and coordinators. */
export const LEAD_DELETE_ROLES: RoleList = ["GERAL_ADMIN", "OPERATIONAL_ADMIN", ...COORDINATORS];
/** May edit anyone's annotation. */
export const LEAD_LOG_ADMIN_ROLES: RoleList = ["GERAL_ADMIN", "OPERATIONAL_ADMIN"];
/** Who may own a lead (target of reassign / distribute / create with owner_id). */
export const LEAD_ASSIGNEE_ROLES: RoleList = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST", ...COORDINATORS];
/** Who may create leads: the lead staff and the receptionist (walk-in visitors). */
export const LEAD_CREATE_ROLES: RoleList = [
  ...LEAD_MANAGER_ROLES,
  "BOOTH_SPECIALIST",
  "ONLINE_SPECIALIST",
  "MARKETING",
  "RELATIONSHIP_TEAM",
  "RECEPCIONIST",
];
/** GET /leads/phone/{phone}: these see every lead's minimal owner info (the "all" scope plus the receptionist). */
export const PHONE_LOOKUP_ALL_ROLES: RoleList = [
  ...LEAD_MANAGER_ROLES,
  "MARKETING",
  "RELATIONSHIP_TEAM",
  "RECEPCIONIST",
];

interface Caller {
  roles: readonly string[];
  readOnly: boolean;
}
/** Data, contract data, status and attendance of a visible lead (not read-only users, not history-only roles). */
export const canEditLeadData = (u: Caller) =>
  !u.readOnly && leadProfileView({ roles: u.roles, read_only: u.readOnly }).showLeadTopActions;
export const canManageLeads = (u: Caller) => !u.readOnly && hasRole(u.roles, LEAD_MANAGER_ROLES);
export const canDeleteLeads = (u: Caller) => !u.readOnly && hasRole(u.roles, LEAD_DELETE_ROLES);
export const canOwnLeads = (roles: readonly string[]) => hasRole(roles, LEAD_ASSIGNEE_ROLES, { excludeMaster: true });
export const isSpecialist = (roles: readonly string[]) =>
  hasRole(roles, ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"], { excludeMaster: true });

// ---- lifecycle (PUT /leads/{id}/status) ----
/** Statuses a user may set through PUT /leads/{id}/status, by current status. Same status = no transition. */
export const LEAD_STATUS_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ["TALKING", "STOPPED", "FILED", "NON_ADHERENT"],
  NEW_INTEREST: ["TALKING", "STOPPED", "FILED", "NON_ADHERENT"],
  TALKING: ["STOPPED", "FILED", "NON_ADHERENT"],
  STOPPED: ["TALKING", "FILED", "NON_ADHERENT"],
  EXPIRED: ["TALKING", "FILED", "NON_ADHERENT"],
  FILED: ["TALKING", "NON_ADHERENT"],
  NON_ADHERENT: ["TALKING"],
  EXCLUDED: [],
  PROPOSAL: [],
  CONTRACT: [],
  SOLD: [],
};
/** Statuses no user sets by hand, with the reason shown (409). */
export const SYSTEM_STATUS_MESSAGES: Partial<Record<LeadStatus, string>> = {
  NEW: "O status Novo só é definido na distribuição de leads.",
  NEW_INTEREST: "O status Novo interesse é definido quando o lead volta a demonstrar interesse.",
  EXPIRED: "O status Expirado é definido automaticamente pelo sistema.",
  EXCLUDED: "Para excluir um lead, use a exclusão de leads.",
  PROPOSAL: "Este status é definido pelo fluxo de propostas e vendas.",
  CONTRACT: "Este status é definido pelo fluxo de propostas e vendas.",
  SOLD: "Este status é definido pelo fluxo de propostas e vendas.",
};
/** Statuses in which the funnel stage is frozen. */
export const STAGE_LOCKED_STATUSES: readonly LeadStatus[] = ["EXCLUDED", "SOLD", "FILED", "NON_ADHERENT"];

export type TransitionCheck =
  | { ok: true; changed: boolean; archiveReason?: string; discardReason?: string }
  | { ok: false; status: 400 | 409; field?: "reason"; message: string };

/** Decides a status change; the service applies it. Pure, so web and API share it. */
export function checkStatusTransition(from: LeadStatus, to: LeadStatus, reason?: string | null): TransitionCheck {
  if (from === to) return { ok: true, changed: false };
  if (!LEAD_STATUS_TRANSITIONS[from].includes(to)) {
    const message =
      SYSTEM_STATUS_MESSAGES[to] ??
      (LEAD_STATUS_TRANSITIONS[from].length === 0 && SYSTEM_STATUS_MESSAGES[from]
        ? `Leads com status "${LEAD_STATUS_LABELS[from]}" não podem mudar de status por aqui.`
        : `Não é possível mudar o status de "${LEAD_STATUS_LABELS[from]}" para "${LEAD_STATUS_LABELS[to]}".`);
    return { ok: false, status: 409, message };
  }
  if (to === "FILED") {
    if (!reason || !(ARCHIVE_REASONS as readonly string[]).includes(reason))
      return { ok: false, status: 400, field: "reason", message: "deve ser um motivo de arquivamento válido" };
    return { ok: true, changed: true, archiveReason: reason };
  }
  if (to === "NON_ADHERENT") {
    if (!reason || !(DISCARD_REASONS as readonly string[]).includes(reason))
      return { ok: false, status: 400, field: "reason", message: "deve ser um motivo de descarte válido" };
    return { ok: true, changed: true, discardReason: reason };
  }
  return { ok: true, changed: true };
}
