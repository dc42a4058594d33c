import { hasRole, INTERNAL_STAFF, type RoleList, SECTION_ACCESS } from "./policy-core";
import { ADMIN_ROLES, PARTNER_ROLES } from "./roles";

// ───────────── Inventory (docs/decisions/011) ─────────────

/** Who manages enterprises (wizard steps, towers, units, prices). MASTER passes too. */
export const ENTERPRISE_MANAGER_ROLES: RoleList = [...ADMIN_ROLES, "SALES_SECRETARY"];
/** Admin-only unit actions: suspend, make-available, exchange, make-sold-for-admin, fake-status. */
export const UNIT_ADMIN_ROLES: RoleList = ADMIN_ROLES;
/** Who starts and cancels a unit's sale process (the sales desk). */
export const SALE_PROCESS_ROLES: RoleList = [
  ...ADMIN_ROLES,
  "SALES_SECRETARY",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
];
/** Who reserves units for a client (CUSTOMER_NEGOTIATION): brokers of every kind and the sales desk. */
export const RESERVE_ROLES: RoleList = [
  ...SALE_PROCESS_ROLES,
  "AGENT_PATRIANI_COORDINATOR",
  "BOOTH_SPECIALIST",
  "ONLINE_SPECIALIST",
  ...PARTNER_ROLES,
];
/** TECHNICAL_RESERVE (the developer holds the unit, no client) and releasing other brokers' reservations. */
export const TECHNICAL_RESERVE_ROLES: RoleList = SALE_PROCESS_ROLES;
/** Who may be named an approver of an enterprise's proposals (wizard step 6, add-approvers): staff who decide on prices (alçadas). */
export const ENTERPRISE_APPROVER_ROLES: RoleList = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "SALES_SECRETARY",
];
/** Who reads enterprises, units and the mirror: the estates section plus RECEPCIONIST (mirror). */
export const INVENTORY_READ_ROLES: RoleList = SECTION_ACCESS.estates;

export function canManageEnterprises(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ENTERPRISE_MANAGER_ROLES);
}
export function canReadInventory(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, INVENTORY_READ_ROLES);
}
export function canBeEnterpriseApprover(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ENTERPRISE_APPROVER_ROLES);
}
/** Brokers who are only partners see each unit's fake status (when set) instead of the real one. */
export function seesFakeUnitStatus(userRoles: readonly string[]): boolean {
  return !hasRole(userRoles, INTERNAL_STAFF);
}
