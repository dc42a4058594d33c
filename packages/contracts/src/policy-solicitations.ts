import { hasRole, INTERNAL_STAFF, isAdmin, type RoleList } from "./policy-core";
import { RESERVE_ROLES } from "./policy-inventory";
import { ADMIN_ROLES, PARTNER_ROLES } from "./roles";

// ───────────── Solicitations (docs/decisions/054) ─────────────

type SolicitationKind = "LEAD_TRANSFER" | "RESERVE_EXTENSION" | "SHIFT_SWAP" | "OTHER";
const SOLICITATION_COORDINATORS: RoleList = ["ONLINE_COORDINATOR", "BOOTH_COORDINATOR"];
/** Who may use solicitations at all (the route rule): internal staff. Partners and the excluded roles may not. */
export const SOLICITATION_ROLES: RoleList = INTERNAL_STAFF;
/**
 * Who may ask for what. LEAD_TRANSFER: whoever may own leads (specialists and coordinators), for a lead they do not
 * own; RESERVE_EXTENSION: whoever reserves units (for their own reservation); SHIFT_SWAP: the booth specialists (the
 * availability schedule); OTHER: any internal staff. MASTER is no requester (it is never a lead owner or a broker).
 */
export const SOLICITATION_REQUESTER_ROLES: Record<SolicitationKind, RoleList> = {
  LEAD_TRANSFER: ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST", ...SOLICITATION_COORDINATORS, "PARTNERSHIP_COORDINATOR"],
  RESERVE_EXTENSION: RESERVE_ROLES.filter((r) => !(PARTNER_ROLES as readonly string[]).includes(r)),
  SHIFT_SWAP: ["BOOTH_SPECIALIST"],
  OTHER: INTERNAL_STAFF,
};
/**
 * Who may approve or refuse each type. Admins (and MASTER) decide every request; the others decide the requests
 * they are responsible for (the coordinators of the lead's or the enterprise's sales team, chosen when the request
 * is made; decision 054). LEAD_TRANSFER: coordinators of the lead's team; RESERVE_EXTENSION: the sales desk
 * (coordinators and the sales secretary); SHIFT_SWAP: the booth coordinators (they keep the schedule); OTHER: the
 * coordinators.
 */
export const SOLICITATION_APPROVER_ROLES: Record<SolicitationKind, RoleList> = {
  LEAD_TRANSFER: [...ADMIN_ROLES, ...SOLICITATION_COORDINATORS],
  RESERVE_EXTENSION: [...ADMIN_ROLES, ...SOLICITATION_COORDINATORS, "SALES_SECRETARY"],
  SHIFT_SWAP: [...ADMIN_ROLES, "BOOTH_COORDINATOR"],
  OTHER: [...ADMIN_ROLES, ...SOLICITATION_COORDINATORS],
};
/** The responsible roles chosen per request (admins decide every one without being listed). */
export const SOLICITATION_RESPONSIBLE_ROLES: Record<SolicitationKind, RoleList> = {
  LEAD_TRANSFER: SOLICITATION_COORDINATORS,
  RESERVE_EXTENSION: SOLICITATION_COORDINATORS,
  SHIFT_SWAP: ["BOOTH_COORDINATOR"],
  OTHER: SOLICITATION_COORDINATORS,
};
export function canUseSolicitations(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, SOLICITATION_ROLES);
}
export function canRequestSolicitation(userRoles: readonly string[], type: SolicitationKind): boolean {
  return hasRole(userRoles, SOLICITATION_REQUESTER_ROLES[type], { excludeMaster: true });
}
/** Admins and MASTER decide every request of every type (not their own). */
export function decidesEverySolicitation(userRoles: readonly string[]): boolean {
  return isAdmin(userRoles);
}
/**
 * May this user approve or refuse this request? Never their own; admins always; the others when they hold an approver
 * role of the type and are among the request's responsible approvers.
 */
export function canDecideSolicitation(
  user: { id: string; roles: readonly string[]; readOnly?: boolean },
  s: { type: SolicitationKind; requesterId: string; approverIds: readonly string[] },
): boolean {
  if (user.readOnly || user.id === s.requesterId) return false;
  if (decidesEverySolicitation(user.roles)) return true;
  return hasRole(user.roles, SOLICITATION_APPROVER_ROLES[s.type]) && s.approverIds.includes(user.id);
}
/** The types this user may decide at all (the "Para aprovar" list and its filter). */
export function decidableSolicitationTypes(userRoles: readonly string[]): SolicitationKind[] {
  return (Object.keys(SOLICITATION_APPROVER_ROLES) as SolicitationKind[]).filter((t) =>
    hasRole(userRoles, SOLICITATION_APPROVER_ROLES[t]),
  );
}
