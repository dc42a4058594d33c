import { canAccessSection, hasRole, type RoleList, SECTION_ACCESS } from "./policy-core";
import { ADMIN_ROLES } from "./roles";

// ───────────── Stand (plantão), docs/decisions/048 ─────────────

/** Who administers stands: which enterprises have one and its opening hours (PUT /enterprises/{id}/stand). */
export const STAND_ADMIN_ROLES: RoleList = ADMIN_ROLES;
/** Who coordinates the queue: to first position, pause, resume, remove (check-out) a specialist. */
export const STAND_QUEUE_MANAGER_ROLES: RoleList = [...ADMIN_ROLES, "BOOTH_COORDINATOR"];
/** Who checks visitors in (formStand), looks them up by phone, assigns and cancels visits. */
export const STAND_RECEPTION_ROLES: RoleList = ["RECEPCIONIST", ...STAND_QUEUE_MANAGER_ROLES];
/** Who reads stands, boards and visits (each with its scope: receptionist their stand, specialist their own). */
export const STAND_STAFF_ROLES: RoleList = ["RECEPCIONIST", "BOOTH_SPECIALIST", ...STAND_QUEUE_MANAGER_ROLES];
/** Who checks in at a stand: booth specialists (the queue) and receptionists (the stand they work at). */
export const STAND_PRESENCE_ROLES: RoleList = ["BOOTH_SPECIALIST", "RECEPCIONIST"];
/** Who serves visits (start, finish with the service report). */
export const STAND_ATTENDANT_ROLES: RoleList = ["BOOTH_SPECIALIST"];
/**
 * Who reads a stand's partial report (GET /stand-visits/partial-report, section parcialReport; decision 049): the
 * receptionist their stand's, coordinators and admins any stand's. Specialists do not.
 */
export const STAND_PARTIAL_REPORT_ROLES: RoleList = SECTION_ACCESS.parcialReport;
/** Who reads service reports: coordinators and admins every one, the specialist their own. */
export const SERVICE_REPORT_READ_ROLES: RoleList = [...STAND_QUEUE_MANAGER_ROLES, "BOOTH_SPECIALIST"];

/**
 * Who reads the visitor register (GET /stand-visits, a visit, its logs, the XLSX export; decision 050): the stand's
 * staff with their scopes, and MARKETING (every visit, read-only: where the visitors came from).
 */
export const STAND_REGISTER_READER_ROLES: RoleList = [...STAND_STAFF_ROLES, "MARKETING"];
/** Who opens the register screen besides its spec section (MASTER, RECEPCIONIST): coordinators, admins, marketing. */
export const STAND_REGISTER_EXTRA_ROLES: RoleList = [...STAND_QUEUE_MANAGER_ROLES, "MARKETING"];
/** Who exports the service reports (FAC) as XLSX, every one of them (decision 050). Not specialists, not reception. */
export const SITE_SURVEY_EXPORT_ROLES: RoleList = [...STAND_QUEUE_MANAGER_ROLES, "MARKETING"];

export function canOpenStandRegister(userRoles: readonly string[]): boolean {
  return canAccessSection(userRoles, "register") || hasRole(userRoles, STAND_REGISTER_EXTRA_ROLES);
}
export function canExportSiteSurveys(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, SITE_SURVEY_EXPORT_ROLES);
}

export function canAdministerStands(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, STAND_ADMIN_ROLES);
}
export function canManageStandQueue(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, STAND_QUEUE_MANAGER_ROLES);
}
export function canReceiveStandVisitors(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, STAND_RECEPTION_ROLES);
}
export function canReadStands(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, STAND_STAFF_ROLES);
}
/** A specialist checks in to the queue; a receptionist (without the specialist role) to the reception. */
export function standPresenceKind(userRoles: readonly string[]): "SPECIALIST" | "RECEPTION" | null {
  if (hasRole(userRoles, ["BOOTH_SPECIALIST"], { excludeMaster: true })) return "SPECIALIST";
  if (hasRole(userRoles, ["RECEPCIONIST"], { excludeMaster: true })) return "RECEPTION";
  return null;
}
export function canAttendStandVisits(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, STAND_ATTENDANT_ROLES, { excludeMaster: true });
}
/**
 * What part of the stand's visits and reports a caller reads: every one (coordinators, admins), the visits of the
 * stand they checked in at (receptionist), or the visits routed to them (booth specialist).
 */
export function standVisitScope(userRoles: readonly string[]): "all" | "reception" | "own" {
  if (canManageStandQueue(userRoles) || hasRole(userRoles, ["MARKETING"], { excludeMaster: true })) return "all";
  if (hasRole(userRoles, ["RECEPCIONIST"], { excludeMaster: true })) return "reception";
  return "own";
}
