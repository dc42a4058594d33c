import {
  ADMIN_ROLES,
  BACKOFFICE_ROLES,
  EXCLUDED_LOGIN_ROLES,
  PARTNER_ROLES,
  type Role,
  SPECIALIST_ROLES,
} from "./roles";

/**
 * The access policy of spec section 6 as data plus small functions. Used by API guards and by
 * web navigation, so both always agree. Lists the spec calls "broader" are our choice; see
 * docs/decisions/004-access-policy.md.
 */
export const SECTIONS = [
  "home",
  "leads",
  "estates",
  "sales",
  "proposals",
  "formStand",
  "parcialReport",
  "internalBase",
  "availabilitySchedule",
  "register",
  "base_leads",
  "settings",
  "reports",
  "chat",
  "messaging",
  "notifications",
  "schedule",
  "mirror",
  "profiles",
] as const;
export type Section = (typeof SECTIONS)[number];

export type RoleList = readonly Role[];

/** Internal staff who work leads day to day (the "broader" lists). */
const LEAD_STAFF: RoleList = [
  "GERAL_ADMIN",
  "GERAL_ADMIN_CLIENTS",
  "OPERATIONAL_ADMIN",
  "SALES_SECRETARY",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
  "BOOTH_SPECIALIST",
  "ONLINE_SPECIALIST",
  "MARKETING",
  "RELATIONSHIP_TEAM",
];
/** Every internal role that can log in (not partners, not the excluded ones). */
export const INTERNAL_STAFF: RoleList = [...LEAD_STAFF, "RECEPCIONIST", "JURIDICAL", "ENGINEER", "FINANCIAL", "ESTATE"];

/**
 * Who reads EVERY proposal, sale and commission (decision 030): the spec's sales and proposals lists
 * without their "own" members, plus the coordinators (every sale of their teams' work), legal (contracts) and
 * finance (commissions). Legal and finance get the whole sale, buyers' CPF and address included: they draft the
 * contract and pay the commissions from it.
 */
export const DEALS_READ_ALL_ROLES: RoleList = [
  ...ADMIN_ROLES,
  "SALES_SECRETARY",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "JURIDICAL",
  "FINANCIAL",
];
/**
 * Who reads only their OWN proposals and sales (where they are the broker, the partner agency or the creator):
 * the partner broker (spec 6) and the specialists, who broker sales and read them read-only.
 */
export const DEALS_OWN_ROLES: RoleList = ["AGENT_PARTNER", ...SPECIALIST_ROLES];
/** Everyone who reads proposals and sales at all (every one or their own); the routes refuse the others (403). */
export const DEALS_READ_ROLES: RoleList = [...DEALS_READ_ALL_ROLES, ...DEALS_OWN_ROLES];

export const SECTION_ACCESS: Record<Section, RoleList> = {
  // Spec-given lists (section 6), plus legal, finance and the coordinators who read every sale (decision 030).
  sales: [...DEALS_READ_ALL_ROLES, "AGENT_PARTNER"],
  proposals: [
    ...ADMIN_ROLES,
    "ONLINE_COORDINATOR",
    "SALES_SECRETARY",
    "BOOTH_SPECIALIST",
    "ONLINE_SPECIALIST",
    "BOOTH_COORDINATOR",
    "AGENT_PARTNER",
    "JURIDICAL",
    "FINANCIAL",
  ],
  formStand: ["RECEPCIONIST"],
  // The spec gives RECEPCIONIST; the booth coordinators and admins read every stand's report too (decision 049).
  parcialReport: ["RECEPCIONIST", ...ADMIN_ROLES, "BOOTH_COORDINATOR"],
  register: ["MASTER", "RECEPCIONIST"],
  mirror: ["RECEPCIONIST"],
  internalBase: ["MASTER", ...ADMIN_ROLES, "ONLINE_COORDINATOR"],
  availabilitySchedule: ["MASTER", ...ADMIN_ROLES, "BOOTH_COORDINATOR", "BOOTH_SPECIALIST"],
  chat: ["SALES_DEVELOPMENT_REPRESENTATIVE", "GERAL_ADMIN", "BOOTH_SPECIALIST", "ONLINE_SPECIALIST", "SALES_SECRETARY"],
  messaging: ["MASTER", ...ADMIN_ROLES, "AGENT_PATRIANI_COORDINATOR", "MARKETING", "GERAL_ADMIN_CLIENTS"],
  reports: ["MASTER", ...ADMIN_ROLES, "ONLINE_COORDINATOR", "BOOTH_COORDINATOR", "SALES_SECRETARY"],
  profiles: ["GERAL_ADMIN", "ONLINE_COORDINATOR", "BOOTH_COORDINATOR"],
  // "Broader" lists: our choice (docs/decisions/004-access-policy.md).
  home: INTERNAL_STAFF,
  leads: LEAD_STAFF,
  estates: [...INTERNAL_STAFF, ...PARTNER_ROLES],
  notifications: INTERNAL_STAFF,
  // The agenda (decision 053): who holds or reads appointments; MARKETING and RELATIONSHIP_TEAM work no agenda.
  schedule: [
    "GERAL_ADMIN",
    "GERAL_ADMIN_CLIENTS",
    "OPERATIONAL_ADMIN",
    "SALES_SECRETARY",
    "BOOTH_COORDINATOR",
    "ONLINE_COORDINATOR",
    "PARTNERSHIP_COORDINATOR",
    "AGENT_PATRIANI_COORDINATOR",
    "BOOTH_SPECIALIST",
    "ONLINE_SPECIALIST",
    "RECEPCIONIST",
  ],
  base_leads: ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "ONLINE_COORDINATOR", "BOOTH_COORDINATOR", "SALES_SECRETARY"],
  settings: ["GERAL_ADMIN", "OPERATIONAL_ADMIN"],
};

export interface HasRoleOptions {
  /** When true, MASTER does not pass unless it is listed. */
  excludeMaster?: boolean;
}

/** A role check passes if the user holds any listed role, or MASTER unless excluded (spec 6). */
export function hasRole(
  userRoles: readonly string[],
  allowed: readonly string[],
  options: HasRoleOptions = {},
): boolean {
  if (!options.excludeMaster && userRoles.includes("MASTER")) return true;
  return userRoles.some((r) => allowed.includes(r));
}

export function isBackoffice(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, BACKOFFICE_ROLES, { excludeMaster: true });
}

export function isPartner(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, PARTNER_ROLES, { excludeMaster: true });
}

export function isAdmin(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ADMIN_ROLES);
}

/**
 * Straight from the lists. "Partners only see estates" holds for the broad sections (home, leads, notifications...,
 * none of which list them); the partner broker also gets the two sections the spec names them in, sales and
 * proposals, scoped to their own records by the API (decision 031). AGENT_PATRIANI sees estates only.
 */
export function canAccessSection(userRoles: readonly string[], section: Section): boolean {
  return hasRole(userRoles, SECTION_ACCESS[section]);
}

function hasNonPartnerRole(userRoles: readonly string[]): boolean {
  return userRoles.some((r) => !(PARTNER_ROLES as readonly string[]).includes(r));
}

export function accessibleSections(userRoles: readonly string[]): Section[] {
  return SECTIONS.filter((s) => canAccessSection(userRoles, s));
}

/** Login refusal: the user's only roles are among the excluded ones (or there are none). */
export function isLoginRefused(userRoles: readonly string[]): boolean {
  return userRoles.every((r) => (EXCLUDED_LOGIN_ROLES as readonly string[]).includes(r));
}

/** Roles whose landing is /enterprises: partners, who see estates only (our choice; spec says "one role group"). */
export const ENTERPRISES_LANDING_ROLES = PARTNER_ROLES;

export function landingRoute(userRoles: readonly string[]): "/stand/choose-enterprise" | "/enterprises" | "/home" {
  if (userRoles.includes("RECEPCIONIST")) return "/stand/choose-enterprise";
  if (isPartner(userRoles) && !hasNonPartnerRole(userRoles)) return "/enterprises";
  return "/home";
}

/** Reads proposals and sales at all: every one (DEALS_READ_ALL_ROLES) or their own (DEALS_OWN_ROLES). */
export function canReadDeals(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, DEALS_READ_ROLES);
}
/** Reads every proposal, sale and commission; the others (DEALS_OWN_ROLES) only their own. */
export function readsAllDeals(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, DEALS_READ_ALL_ROLES);
}

/** Who sees every lead; everyone else sees only the leads they own (spec 6). */
export const LEADS_SEE_ALL_ROLES: RoleList = [
  "GERAL_ADMIN",
  "GERAL_ADMIN_CLIENTS",
  "OPERATIONAL_ADMIN",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
  "MARKETING",
  "SALES_SECRETARY",
  "RELATIONSHIP_TEAM",
];

/** The stand's receptionist looks a visitor up by phone for name, owner's name and status only (decision 030). */
export function seesStandPhoneLookup(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ["RECEPCIONIST"], { excludeMaster: true }) && leadListScope(userRoles) === "own";
}

export function leadListScope(userRoles: readonly string[]): "all" | "own" {
  return hasRole(userRoles, LEADS_SEE_ALL_ROLES) ? "all" : "own";
}

/** Partner brokers and agents do not auto-load the lead list and get no notification polling. */
export function autoLoadsLeads(userRoles: readonly string[]): boolean {
  return !(isPartner(userRoles) && !hasNonPartnerRole(userRoles));
}
export const pollsNotifications = autoLoadsLeads;

export interface ReadOnlyView {
  /** Lead-profile top actions are visible. */
  showLeadTopActions: boolean;
  /** Only the history tab of the lead profile is visible. */
  historyTabOnly: boolean;
}

/** MARKETING and RELATIONSHIP_TEAM see only the history of leads (spec 6). */
export const LEAD_HISTORY_ONLY_ROLES: RoleList = ["MARKETING", "RELATIONSHIP_TEAM"];
export function isLeadHistoryOnly(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, LEAD_HISTORY_ONLY_ROLES, { excludeMaster: true });
}
/** History-only roles annotate only the leads they own (decision 030); everyone else as the lead rules allow. */
export function canAnnotateLead(userRoles: readonly string[], ownsLead: boolean): boolean {
  return ownsLead || !isLeadHistoryOnly(userRoles);
}

/** Read-only rules for the lead profile (spec 6). */
export function leadProfileView(user: { roles: readonly string[]; read_only: boolean }): ReadOnlyView {
  const readOnlyAdmin = user.read_only && user.roles.includes("GERAL_ADMIN");
  const historyOnlyRole = isLeadHistoryOnly(user.roles);
  const historyTabOnly = readOnlyAdmin || historyOnlyRole;
  return { showLeadTopActions: !historyTabOnly && !user.read_only, historyTabOnly };
}

export function canOpenLeadLinks(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ["ONLINE_COORDINATOR"], { excludeMaster: true });
}

/** Who manages users (admin API and screens). Roles change only through these. */
export const USER_ADMIN_ROLES: RoleList = ["GERAL_ADMIN", "OPERATIONAL_ADMIN"];
export function canManageUsers(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, USER_ADMIN_ROLES);
}

/** Who reads and changes the portal's settings (the settings section). */
export function canManageSettings(userRoles: readonly string[]): boolean {
  return canAccessSection(userRoles, "settings");
}

/** Only specialists set their own availability (spec 4). */
export function canSetAvailability(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"], { excludeMaster: true });
}

/** Who administers roulettes: create/edit/delete, agents' status, shuffle, first position, logs. */
export const ROULETTE_MANAGER_ROLES: RoleList = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
];

export function canManageRoulettes(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ROULETTE_MANAGER_ROLES);
}

/**
 * Who may throw leads into the roulette (POST /leads/{id}/play-in-roulette and the bulk one): the people who work
 * or supervise leads. MARKETING and RELATIONSHIP_TEAM read leads
 * and their history but do not work them, so they may not. The lead scope (own vs all)
 * is checked separately.
 */
export const PLAY_IN_ROULETTE_ROLES: RoleList = LEAD_STAFF.filter((r) => !LEAD_HISTORY_ONLY_ROLES.includes(r));
/** History-only roles (MARKETING, RELATIONSHIP_TEAM) never throw a lead into a roulette (decisions 030, 036). */
export function canPlayLeadInRoulette(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, PLAY_IN_ROULETTE_ROLES);
}

/** Managers, and the specialists who take part in roulettes (read only). */
export const ROULETTE_READER_ROLES: RoleList = [...ROULETTE_MANAGER_ROLES, ...SPECIALIST_ROLES];
export function canReadRoulettes(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, ROULETTE_READER_ROLES);
}
