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

type RoleList = readonly Role[];

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
 * Who reads EVERY proposal, sale and commission (issue 15, decision 030): the spec's sales and proposals lists
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
 * the partner broker (spec 6) and the specialists, who broker sales and read them read-only (issue 16).
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
 * or supervise leads. MARKETING and RELATIONSHIP_TEAM see leads but may not (issue 16). The lead scope (own vs all)
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

// ───────────── Inventory (issue 5; docs/decisions/011) ─────────────

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

// ───────────── Stand (plantão), issue 18; docs/decisions/048 ─────────────

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

// ───────────── Agenda (schedules), issue 19 section 2; docs/decisions/053 ─────────────

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

// ───────────── Solicitations (issue 19 section 3; docs/decisions/054) ─────────────

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
