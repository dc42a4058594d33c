import { hasRole, type RoleList } from "./policy-core";
import { ADMIN_ROLES } from "./roles";

// ───────────── Agenda (schedules), docs/decisions/053 ─────────────

/** Who reads and books every specialist's agenda. */
export const SCHEDULE_ALL_ROLES: RoleList = [...ADMIN_ROLES, "GERAL_ADMIN_CLIENTS", "SALES_SECRETARY"];
/** Coordinators: their own agenda and their teams' (sales teams they master or belong to). */
export const SCHEDULE_TEAM_ROLES: RoleList = [
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
];
/** Specialists: their own agenda. */
export const SCHEDULE_OWN_ROLES: RoleList = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"];
/** Who books, moves, cancels and closes appointments (each within their scope). */
export const SCHEDULE_WRITE_ROLES: RoleList = [...SCHEDULE_ALL_ROLES, ...SCHEDULE_TEAM_ROLES, ...SCHEDULE_OWN_ROLES];
/** Who reads appointments: the writers, and the receptionist (the stand visits booked at their stand). */
export const SCHEDULE_READ_ROLES: RoleList = [...SCHEDULE_WRITE_ROLES, "RECEPCIONIST"];
/** Whose agenda an appointment may be in: the specialists and the coordinators. */
export const SCHEDULE_HOLDER_ROLES: RoleList = [...SCHEDULE_OWN_ROLES, ...SCHEDULE_TEAM_ROLES];

/**
 * What part of the agenda a caller reads and writes: every appointment (admins, secretary; MASTER), their teams'
 * (coordinators), their own (specialists), or only the stand visits booked at the stand they checked in at
 * (receptionist, read only); null: none.
 */
export function scheduleScope(userRoles: readonly string[]): "all" | "team" | "own" | "reception" | null {
  if (hasRole(userRoles, SCHEDULE_ALL_ROLES)) return "all";
  if (hasRole(userRoles, SCHEDULE_TEAM_ROLES, { excludeMaster: true })) return "team";
  if (hasRole(userRoles, SCHEDULE_OWN_ROLES, { excludeMaster: true })) return "own";
  if (hasRole(userRoles, ["RECEPCIONIST"], { excludeMaster: true })) return "reception";
  return null;
}
export function canWriteSchedules(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, SCHEDULE_WRITE_ROLES);
}
