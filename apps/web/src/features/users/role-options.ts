import { grantableRoles } from "@portal/contracts/role-tiers";
import { ROLE_LABELS, ROLES } from "@portal/contracts/roles";

/** Role choices for selects, labelled in pt-BR and sorted by label. */
export const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })).sort((a, b) =>
  a.label.localeCompare(b.label, "pt-BR"),
);

/** The role choices the signed-in admin may grant: the API refuses the others (decision 028). */
export function grantableRoleOptions(actorRoles: readonly string[]) {
  const allowed = new Set<string>(grantableRoles(actorRoles));
  return ROLE_OPTIONS.filter((o) => allowed.has(o.value));
}
