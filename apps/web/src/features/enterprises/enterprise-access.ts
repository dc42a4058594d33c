import { ENTERPRISE_ADMIN_ROLES } from "@portal/contracts/enterprises";
import { hasRole } from "@portal/contracts/policy";

/**
 * Who creates and edits enterprises in the portal (the wizard): admins (MASTER passes too), as the
 * enterprises contract says. Coordinators are not in that list yet; the API decides in the end.
 */
export function canEditEnterprises(roles: readonly string[]): boolean {
  return hasRole(roles, ENTERPRISE_ADMIN_ROLES);
}
