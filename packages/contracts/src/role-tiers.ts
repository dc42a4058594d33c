import { MSG } from "./messages";
import { ROLE_LABELS, ROLES, type Role } from "./roles";

/**
 * Role tiers for granting roles (docs/decisions/028-read-only-and-role-grants.md). A user's tier is the
 * highest tier among their roles. MASTER grants every role (MASTER included) and edits anyone; every other
 * user grants only roles of a tier strictly below their own, and edits only users whose current tier is
 * strictly below their own.
 */
export const ROLE_TIERS = {
  MASTER: 5,
  GERAL_ADMIN: 4,
  OPERATIONAL_ADMIN: 3,
  GERAL_ADMIN_CLIENTS: 3,
  // Supervisors: coordinators and the sales secretary (sees every lead, redistributes, reports).
  BOOTH_COORDINATOR: 2,
  ONLINE_COORDINATOR: 2,
  PARTNERSHIP_COORDINATOR: 2,
  AGENT_PATRIANI_COORDINATOR: 2,
  SALES_SECRETARY: 2,
  // Staff, specialists, back office, partners and the roles that cannot log in.
  BOOTH_SPECIALIST: 1,
  ONLINE_SPECIALIST: 1,
  SALES_DEVELOPMENT_REPRESENTATIVE: 1,
  RECEPCIONIST: 1,
  AGENT_PARTNER: 1,
  AGENT_PATRIANI: 1,
  MARKETING: 1,
  JURIDICAL: 1,
  RELATIONSHIP_TEAM: 1,
  ENGINEER: 1,
  FINANCIAL: 1,
  ESTATE: 1,
  ANALIST: 1,
  INACTIVE_USER: 1,
} as const satisfies Record<Role, number>;

const MASTER_TIER = ROLE_TIERS.MASTER;

/** Tier of one role; a role unknown to this system (e.g. CLIENT from another system) counts as the lowest. */
export function roleTier(role: string): number {
  return (ROLE_TIERS as Record<string, number>)[role] ?? 1;
}

/** A user's tier: the highest among their roles (0 for no roles). */
export function userTier(roles: readonly string[]): number {
  return roles.reduce((max, r) => Math.max(max, roleTier(r)), 0);
}

/** Roles the actor may grant (on create, update, invitation), in ROLES order. */
export function grantableRoles(actorRoles: readonly string[]): Role[] {
  const tier = userTier(actorRoles);
  if (tier >= MASTER_TIER) return [...ROLES];
  return ROLES.filter((r) => ROLE_TIERS[r] < tier);
}

/** The requested roles the actor may not grant (empty: the grant is allowed). */
export function refusedRoles(actorRoles: readonly string[], requestedRoles: readonly string[]): string[] {
  const allowed = grantableRoles(actorRoles) as readonly string[];
  return [...new Set(requestedRoles.filter((r) => !allowed.includes(r)))];
}

export function canGrantRoles(actorRoles: readonly string[], requestedRoles: readonly string[]): boolean {
  return refusedRoles(actorRoles, requestedRoles).length === 0;
}

/** The actor may edit, deactivate or link a user whose current roles are these. */
export function canEditUser(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  const tier = userTier(actorRoles);
  return tier >= MASTER_TIER || userTier(targetRoles) < tier;
}

/** pt-BR refusal naming the roles by their labels. */
export function grantRefusedMessage(roles: readonly string[]): string {
  return MSG.grantRefused(roles.map((r) => (ROLE_LABELS as Record<string, string>)[r] ?? r));
}
