import { SCHEDULE_OVERRIDE_ROLES } from "./availability-schedules";
import { accessOf } from "./endpoint";
import { AVAILABILITY } from "./endpoints/availability";
import { AVAILABILITY_SCHEDULES } from "./endpoints/availability-schedules";
import { CHAT_ENDPOINTS } from "./endpoints/chat";
import { DEALS_READ, SALE_MANAGER } from "./endpoints/deal-rules";
import { LEAD_EXPORTS } from "./endpoints/lead-exports";
import { NOTIFICATIONS } from "./endpoints/notifications";
import { PROPOSALS } from "./endpoints/proposals";
import { REPORTS_COMMISSIONS } from "./endpoints/reports-commissions";
import { REPORTS_PARTNERS } from "./endpoints/reports-partners";
import { REPORTS_SALES } from "./endpoints/reports-sales";
import { REPORTS_SPECIALISTS } from "./endpoints/reports-specialists";
import { REPORTS_STOCK } from "./endpoints/reports-stock";
import { REPORTS_UNITS_PRICES } from "./endpoints/reports-units-prices";
import { ROULETTES } from "./endpoints/roulettes";
import { SALES } from "./endpoints/sales";
import { SCHEDULES } from "./endpoints/schedules";
import { SETTINGS } from "./endpoints/settings";
import { SOLICITATIONS } from "./endpoints/solicitations";
import { STATISTICS } from "./endpoints/statistics";
import { ENTERPRISE_ADMIN_ROLES } from "./enterprises";
import { LEAD_MANAGER_ROLES } from "./lead-rules";
import { PARTNER_APPROVER_ROLES } from "./partner-status";
import {
  ENTERPRISE_MANAGER_ROLES,
  type HasRoleOptions,
  hasRole,
  INTERNAL_STAFF,
  LEADS_SEE_ALL_ROLES,
  SALE_PROCESS_ROLES,
  SECTION_ACCESS,
  SERVICE_REPORT_READ_ROLES,
  SITE_SURVEY_EXPORT_ROLES,
  STAND_ADMIN_ROLES,
  STAND_ATTENDANT_ROLES,
  STAND_PARTIAL_REPORT_ROLES,
  STAND_PRESENCE_ROLES,
  STAND_QUEUE_MANAGER_ROLES,
  STAND_RECEPTION_ROLES,
  STAND_REGISTER_READER_ROLES,
  STAND_STAFF_ROLES,
  UNIT_ADMIN_ROLES,
  USER_ADMIN_ROLES,
} from "./policy";
import { PRE_LEAD_MANAGER_ROLES, PRE_LEAD_READER_ROLES } from "./pre-leads";
import { PROPOSAL_ROLES, SALE_MANAGER_ROLES } from "./proposals";
import { ADMIN_ROLES, PARTNER_ROLES, SPECIALIST_ROLES } from "./roles";
import { authenticated, PUBLIC, type RouteEntry, type RouteRule, roles } from "./route-rules";
import { SALES_TEAM_MANAGER_ROLES } from "./sales-teams";

export type { RouteDoc, RouteEntry, RouteRule } from "./route-rules";

/**
 * The endpoint catalogue: one entry per "METHOD /fastify/path" with who may call it (decision 030) and what
 * integrators read about it in the OpenAPI (decision 069). The API enforces the rule in one hook after
 * authentication (403 "Você não tem permissão..."), fills each route's operationId, summary and 4xx answers from the
 * entry, refuses to start when a registered route has none, and apps/api/test/authz-matrix.int.test.ts checks every
 * GET route of the OpenAPI against every role. Record-level scope ("own") stays in the services; `scope` says
 * what it is, for the reader and the OpenAPI description.
 */
const CONFLICT = { conflict: true } as const;
const op = (rule: RouteRule, operationId: string, summary: string, extra: { conflict?: boolean } = {}): RouteEntry => ({
  ...rule,
  operationId,
  summary,
  ...extra,
});

/**
 * Writes whose service refuses by role alone (assertSaleManager, canManageEnterprises, assertCanWorkProposals, the
 * roulette managers, the unit actions): the same roles stand in this table, so
 * a caller without them gets 403 before the body is parsed or validated, not a 400 that answers for a route they may
 * not call. The service keeps its own check (the worker and other callers go through it too).
 */
const ENTERPRISE_MANAGER = roles(ENTERPRISE_MANAGER_ROLES);

/** Checked in the service, which names the refusal: canPlayLeadInRoulette (decisions 030, 036), then the lead scope. */
const PLAY_IN_ROULETTE_SCOPE =
  "PLAY_IN_ROULETTE_ROLES (not MARKETING or RELATIONSHIP_TEAM); the caller's own leads, or every lead for those who see every lead";

/**
 * The stand scope (decision 061), one rule for visits, presences, board and shift grid: admins every stand; a
 * BOOTH_COORDINATOR the stands of their sales teams; a RECEPCIONIST the stand they checked in at while scheduled there
 * today (or let in today by an admin or the stand's coordinator).
 */
const STAND_SCOPE =
  "admins every stand; BOOTH_COORDINATOR the stands of their sales teams; RECEPCIONIST the stand they checked in at, scheduled there today (or let in by override)";
/** Stand visits (decisions 048, 061): the stand scope's stands; specialists their own. */
const STAND_VISIT_SCOPE = `${STAND_SCOPE}; BOOTH_SPECIALIST their own visits; a stand outside the scope 403, a visit 404`;
/** The visitor register (decision 050): the stand's scopes, and MARKETING reads every visit. */
const STAND_REGISTER_SCOPE = `${STAND_VISIT_SCOPE}; MARKETING every visit (read-only)`;

/** The stand's partial report (decision 049): the receptionist their stand's; coordinators and admins any stand's. */
const STAND_PARTIAL_REPORT = roles(STAND_PARTIAL_REPORT_ROLES, {
  scope: "RECEPCIONIST the stand they work at today; BOOTH_COORDINATOR their sales teams' stands; admins any stand",
});

export const ROUTE_ACCESS: Readonly<Record<string, RouteEntry>> = {
  "GET /health": op(PUBLIC, "getHealth", "Check that the API, PostgreSQL and Redis answer"),
  // Meta's calls (decision 081): the verification handshake checks WHATSAPP_VERIFY_TOKEN, each POST its signature.
  "GET /webhooks/whatsapp": op(PUBLIC, "verifyWhatsAppWebhook", "Answer Meta's WhatsApp webhook verification"),
  "POST /webhooks/whatsapp": op(PUBLIC, "receiveWhatsAppWebhook", "Receive signed WhatsApp Cloud API events"),
  "GET /app-config": op(PUBLIC, "getAppConfig", "Read the public app configuration (version, maintenance)"),
  "POST /users/login": op(PUBLIC, "login", "Sign in with email and password"),
  "POST /auth/login": op(PUBLIC, "authLogin", "Sign in with email and password (alias of POST /users/login)"),
  "POST /users/logout": op(authenticated(), "logout", "Sign out and revoke the current session"),
  "GET /users/my-profile": op(authenticated(), "getMyProfile", "Read the signed-in user's profile"),
  "PUT /users/change-password": op(authenticated(), "changeMyPassword", "Change the signed-in user's password"),
  "POST /password/forgot": op(PUBLIC, "forgotPassword", "Ask for a password reset link by email"),
  "POST /password/reset": op(PUBLIC, "resetPassword", "Set a new password with a reset token"),
  "POST /users/agente-partner": op(PUBLIC, "signUpAgentPartner", "Sign up as a partner broker or agent", CONFLICT),
  "POST /users/agente-patriani": op(PUBLIC, "signUpAgentPatriani", "Sign up as an in-house agent", CONFLICT),
  "GET /users/verify-partner": op(
    PUBLIC,
    "verifyPartnerIdentifiers",
    "Check whether an email, CPF or CNPJ already has an account",
  ),
  "GET /users/cpf/:cpf": op(PUBLIC, "checkCpf", "Check whether a CPF already has an account"),
  "GET /users/cnpj/:cnpj": op(PUBLIC, "checkCnpj", "Check whether a CNPJ already has an account"),
  "POST /users/invitations/accept": op(PUBLIC, "acceptInvitation", "Accept an invitation and set the password"),
  "GET /admin/profile": op(authenticated(), "getAdminProfile", "Read the signed-in user's full profile"),
  "PUT /admin/profile": op(authenticated(), "updateAdminProfile", "Update the signed-in user's profile"),
  "PUT /admin/profile/change-password": op(
    authenticated(),
    "changeAdminProfilePassword",
    "Change the signed-in user's password (profile screen)",
  ),
  "PUT /admin/profile/complete-registration": op(
    authenticated(),
    "completeRegistration",
    "Complete the signed-in user's registration",
  ),
  "POST /admin/profile/image": op(authenticated(), "uploadProfileImage", "Upload the signed-in user's avatar"),
  "GET /uploads/avatars/:file": op(authenticated(), "getAvatar", "Download an avatar image"),
  "GET /admin/users": op(roles(USER_ADMIN_ROLES), "listUsers", "List users"),
  "POST /admin/users": op(roles(USER_ADMIN_ROLES), "createUser", "Create a user", CONFLICT),
  "GET /admin/users/agent-partner": op(roles(USER_ADMIN_ROLES), "listAgentPartners", "List partner brokers and agents"),
  "POST /admin/users/agent-partner": op(
    roles(USER_ADMIN_ROLES),
    "createAgentPartner",
    "Create a partner broker or agent",
    CONFLICT,
  ),
  "POST /admin/users/link-agent-partner": op(
    roles(USER_ADMIN_ROLES),
    "linkAgentPartner",
    "Link a partner broker to a partner company",
    CONFLICT,
  ),
  "GET /admin/users/:id": op(roles(USER_ADMIN_ROLES), "getUser", "Read a user"),
  "PUT /admin/users/:id": op(roles(USER_ADMIN_ROLES), "updateUser", "Update a user", CONFLICT),
  "DELETE /admin/users/:id": op(roles(USER_ADMIN_ROLES), "deleteUser", "Deactivate a user", CONFLICT),
  "POST /admin/send-register-mail": op(
    roles(USER_ADMIN_ROLES),
    "sendRegisterMail",
    "Send the registration invitation email again",
  ),
  "GET /users/specialists": op(roles(LEAD_MANAGER_ROLES), "listSpecialists", "List specialists who may own leads"),
  // Partner approval (decision 064).
  "GET /admin/partners": op(
    roles(PARTNER_APPROVER_ROLES),
    "listPartnersByApproval",
    "List partners in one approval status",
  ),
  "PUT /admin/partners/:id/approve": op(roles(PARTNER_APPROVER_ROLES), "approvePartner", "Approve a partner", CONFLICT),
  "PUT /admin/partners/:id/reject": op(roles(PARTNER_APPROVER_ROLES), "rejectPartner", "Reject a partner", CONFLICT),
  "GET /leads": op(authenticated(), "listLeads", "List leads with filters and paging"),
  "POST /leads": op(authenticated(), "createLead", "Create a lead (or register a new interest of an existing one)"),
  "DELETE /leads": op(authenticated(), "deleteLeads", "Exclude several leads"),
  "POST /leads/partner-clients": op(
    roles(PARTNER_ROLES, {
      excludeMaster: true,
      scope: "the partner's own client (a new lead they own); a phone or CPF already a lead of the enterprise: 409",
    }),
    "createPartnerClient",
    "Register a partner broker's own client as a lead",
    CONFLICT,
  ),
  "GET /leads/:id": op(authenticated(), "getLead", "Read a lead"),
  "PUT /leads/:id": op(authenticated(), "updateLead", "Update a lead's general data", CONFLICT),
  "PUT /leads/:id/contract-info": op(authenticated(), "updateLeadContractInfo", "Update a lead's contract data"),
  "POST /leads/:id/links": op(
    roles(["ONLINE_COORDINATOR"], { excludeMaster: true }),
    "createLeadLink",
    "Create a temporary link to a lead",
  ),
  "GET /leads/:id/logs": op(authenticated(), "listLeadLogs", "List a lead's history"),
  "POST /leads/:id/annotations": op(
    authenticated("MARKETING and RELATIONSHIP_TEAM only on leads they own"),
    "addLeadAnnotation",
    "Add an annotation to a lead's history",
  ),
  "PATCH /leads/logs/:logId": op(authenticated(), "updateLeadLog", "Edit an annotation in a lead's history", CONFLICT),
  "GET /leads/movements": op(authenticated(), "listLeadMovements", "List lead owner movements"),
  "PUT /leads/:id/status": op(authenticated(), "updateLeadStatus", "Change a lead's status", CONFLICT),
  "PUT /leads/:id/specialist": op(authenticated(), "transferLead", "Transfer a lead to another specialist", CONFLICT),
  "PUT /leads/:id/remove-from-wallet": op(
    authenticated(),
    "removeLeadFromWallet",
    "Remove a lead from its owner's wallet",
    CONFLICT,
  ),
  "POST /leads/distribute": op(authenticated(), "distributeLeads", "Split leads evenly among specialists"),
  "PUT /leads/:id/attend": op(authenticated(), "attendLead", "Start attending an offered lead", CONFLICT),
  "PUT /leads/:id/attendance": op(authenticated(), "updateLeadAttendance", "Record a lead's attendance"),
  "PUT /leads/:id/favorite": op(authenticated(), "toggleLeadFavorite", "Mark or unmark a lead as favorite"),
  "GET /leads/phone/:phone": op(
    authenticated(
      "every lead for PHONE_LOOKUP_ALL_ROLES, else own; RECEPCIONIST gets name, owner name and status only",
    ),
    "findLeadsByPhone",
    "Find leads by phone",
  ),
  "GET /leads/specialist/:id/counts": op(
    roles(LEADS_SEE_ALL_ROLES, {
      selfParam: "id",
      scope: "or the specialist themself",
    }),
    "countSpecialistLeads",
    "Count a specialist's leads by status",
  ),
  "GET /leads/specialist/:id/leads": op(
    roles(LEADS_SEE_ALL_ROLES, {
      selfParam: "id",
      scope: "or the specialist themself",
    }),
    "listSpecialistLeads",
    "List a specialist's leads",
  ),
  "GET /leads/grouped-by-status": op(authenticated(), "countLeadsByStatus", "Count leads by status and funnel stage"),
  "GET /ws": op(authenticated("the caller's own events"), "openRealtimeSocket", "Open the realtime websocket"),
  "GET /messaging/ws": op(
    roles(SECTION_ACCESS.chat, { scope: "the caller's own socket (userId must be the caller); their leads' messages" }),
    "openMessagingSocket",
    "Open the chat's messaging websocket",
  ),
  "POST /ws/ticket": op(
    authenticated("a ticket for the caller's own session"),
    "createRealtimeTicket",
    "Get a single-use ticket for the realtime websocket",
  ),
  "POST /leads/:id/play-in-roulette": op(
    authenticated(PLAY_IN_ROULETTE_SCOPE),
    "playLeadInRoulette",
    "Put a lead in a roulette",
    CONFLICT,
  ),
  "POST /leads/play-in-roulette": op(
    authenticated(PLAY_IN_ROULETTE_SCOPE),
    "playLeadsInRoulette",
    "Put several leads in a roulette",
    CONFLICT,
  ),
  "GET /proposals/:id/pdf": op(DEALS_READ, "getProposalPdf", "Download a proposal as PDF"),
  "POST /sales/:id/assign-documents": op(authenticated(), "uploadSaleDocuments", "Upload documents to a sale"),
  "DELETE /sales/:id/assign-documents/:fileId": op(authenticated(), "deleteSaleDocument", "Delete a sale's document"),
  "GET /sales/:id/files/:fileId": op(DEALS_READ, "getSaleFile", "Download a sale's file"),
  "DELETE /sales/sale-group/:groupId/sales/:saleId": op(
    SALE_MANAGER,
    "removeSaleFromGroup",
    "Remove a sale from a group",
  ),
  "GET /pre-sales/:saleId": op(DEALS_READ, "getPreSale", "Read a sale's pre-sale summary"),
  "POST /pre-sales/:saleId/print-out": op(
    authenticated(),
    "printPreSale",
    "Generate a sale's pre-contract PDF to print and sign",
  ),
  "POST /pre-sales/:saleId/signed-file": op(
    authenticated(),
    "uploadPreSaleSignedFile",
    "Upload a sale's signed pre-sale document",
    CONFLICT,
  ),
  "GET /pre-sales/:saleId/signed-file": op(
    DEALS_READ,
    "getPreSaleSignedFile",
    "Download a sale's signed pre-sale document",
  ),
  "GET /admin/webhooks": op(roles(ADMIN_ROLES), "listWebhooks", "List outbound webhooks"),
  "POST /admin/webhooks": op(roles(ADMIN_ROLES), "createWebhook", "Create an outbound webhook"),
  "GET /admin/webhooks/:id": op(roles(ADMIN_ROLES), "getWebhook", "Read an outbound webhook"),
  "PUT /admin/webhooks/:id": op(roles(ADMIN_ROLES), "updateWebhook", "Update an outbound webhook"),
  "DELETE /admin/webhooks/:id": op(roles(ADMIN_ROLES), "deleteWebhook", "Delete an outbound webhook"),
  "GET /admin/webhooks/:id/deliveries": op(
    roles(ADMIN_ROLES),
    "listWebhookDeliveries",
    "List an outbound webhook's deliveries",
  ),
  "GET /contracts": op(DEALS_READ, "listContracts", "List contracts"),
  "GET /contracts/:id": op(DEALS_READ, "getContract", "Read a contract"),
  "GET /contracts/:id/file": op(DEALS_READ, "getContractFile", "Download a contract's file"),
  "POST /contracts/:id/manually-sign": op(
    SALE_MANAGER,
    "signContractManually",
    "Register a contract as signed by hand",
    CONFLICT,
  ),
  "PUT /contracts/:id/refuse": op(SALE_MANAGER, "refuseContract", "Refuse a contract", CONFLICT),
  "POST /sales/:id/issue-contract-manually": op(
    roles(SALE_MANAGER_ROLES),
    "issueContractManually",
    "Issue a sale's contract by hand",
    CONFLICT,
  ),
  "GET /sales/:id/status-signature-contract": op(
    DEALS_READ,
    "getSaleContractSignatureStatus",
    "Read the signature status of a sale's contract",
  ),
  "GET /enterprises": op(authenticated(), "listEnterprises", "List enterprises"),
  "POST /enterprises": op(roles(ENTERPRISE_ADMIN_ROLES), "createEnterprise", "Create an enterprise", CONFLICT),
  "GET /enterprises/simplified": op(authenticated(), "listEnterprisesSimplified", "List enterprises (names only)"),
  "GET /enterprises/:id": op(authenticated(), "getEnterprise", "Read an enterprise"),
  "PUT /enterprises/:id": op(roles(ENTERPRISE_ADMIN_ROLES), "updateEnterprise", "Update an enterprise", CONFLICT),
  "GET /enterprises/grouped/enterprises-leads": op(
    authenticated(),
    "countLeadsByEnterprise",
    "Count leads per enterprise",
  ),
  "GET /enterprises/:id/mirror": op(authenticated(), "getEnterpriseMirror", "Read an enterprise's sales mirror"),
  "GET /enterprises/:id/download-availability-sheet": op(
    authenticated(),
    "downloadAvailabilitySheet",
    "Download an enterprise's availability sheet",
  ),
  "GET /enterprises/:id/download-values-sheet": op(
    authenticated(),
    "downloadValuesSheet",
    "Download an enterprise's values sheet",
  ),
  "GET /enterprises/units/:unitId": op(authenticated(), "getUnit", "Read a unit"),
  "GET /enterprises/units/:unitId/logs": op(authenticated(), "listUnitLogs", "List a unit's history"),
  "PUT /enterprises/units/:unitId/suspend": op(roles(UNIT_ADMIN_ROLES), "suspendUnit", "Suspend a unit", CONFLICT),
  "PUT /enterprises/units/:unitId/make-available": op(
    roles(UNIT_ADMIN_ROLES),
    "makeUnitAvailable",
    "Make a unit available",
    CONFLICT,
  ),
  "PUT /enterprises/units/:unitId/exchange": op(
    roles(UNIT_ADMIN_ROLES),
    "exchangeUnit",
    "Mark a unit as an exchange (permuta)",
    CONFLICT,
  ),
  "PUT /enterprises/units/:unitId/start-sale-process": op(
    roles(SALE_PROCESS_ROLES),
    "startUnitSaleProcess",
    "Start a unit's sale process",
    CONFLICT,
  ),
  "PUT /enterprises/units/:unitId/cancel-sale-process": op(
    roles(SALE_PROCESS_ROLES),
    "cancelUnitSaleProcess",
    "Cancel a unit's sale process",
    CONFLICT,
  ),
  "PUT /enterprises/units/:unitId/make-sold-for-admin": op(
    roles(UNIT_ADMIN_ROLES),
    "markUnitSold",
    "Mark a unit as sold",
    CONFLICT,
  ),
  "PUT /enterprises/units/:unitId/fake-status": op(
    roles(UNIT_ADMIN_ROLES),
    "setUnitDisplayStatus",
    "Set the status a unit shows on the mirror",
    CONFLICT,
  ),
  "GET /enterprises/units/:unitId/reserves": op(authenticated(), "listUnitReservations", "List a unit's reservations"),
  "POST /enterprises/units/:unitId/reserves": op(authenticated(), "reserveUnit", "Reserve a unit", CONFLICT),
  "PUT /enterprises/units/:unitId/reserves/:reserveId/release": op(
    authenticated(),
    "releaseUnitReservation",
    "Release a unit's reservation",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-1": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep1",
    "Read step 1 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-1": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep1",
    "Save step 1 of the enterprise wizard",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-2": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep2",
    "Read step 2 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-2": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep2",
    "Save step 2 of the enterprise wizard",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-3": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep3",
    "Read step 3 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-3": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep3",
    "Save step 3 of the enterprise wizard",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-4": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep4",
    "Read step 4 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-4": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep4",
    "Save step 4 of the enterprise wizard",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-5": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep5",
    "Read step 5 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-5": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep5",
    "Save step 5 of the enterprise wizard",
    CONFLICT,
  ),
  "GET /enterprises/:id/step-6": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseStep6",
    "Read step 6 of the enterprise wizard",
  ),
  "PUT /enterprises/:id/step-6": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseStep6",
    "Save step 6 of the enterprise wizard",
    CONFLICT,
  ),
  "PUT /enterprises/:id/sales-teams-settings": op(
    ENTERPRISE_MANAGER,
    "updateEnterpriseSalesTeams",
    "Set an enterprise's sales teams",
  ),
  "POST /enterprises/:id/add-approvers": op(
    ENTERPRISE_MANAGER,
    "addEnterpriseApprovers",
    "Add proposal approvers to an enterprise",
  ),
  "GET /enterprises/:id/construction-status": op(
    authenticated(),
    "getConstructionStatus",
    "Read an enterprise's construction status",
  ),
  "PUT /enterprises/:id/construction-status": op(
    ENTERPRISE_MANAGER,
    "updateConstructionStatus",
    "Update an enterprise's construction status",
  ),
  "GET /enterprises/:id/wizard": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getEnterpriseWizard",
    "Read the enterprise wizard's progress",
  ),
  "POST /enterprises/:id/generate/table-price": op(
    ENTERPRISE_MANAGER,
    "generatePriceTable",
    "Generate an enterprise's price table",
    CONFLICT,
  ),
  "PUT /enterprises/:id/units/:unitId": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "updateEnterpriseUnit",
    "Update a unit of an enterprise",
    CONFLICT,
  ),
  "GET /enterprises/:id/units-prices": op(authenticated(), "listUnitPrices", "List an enterprise's unit prices"),
  "GET /enterprises/:id/units-prices-snapshot": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "listUnitPriceSnapshots",
    "List an enterprise's price snapshots",
  ),
  "POST /enterprises/:id/units-prices-snapshot": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "createUnitPriceSnapshot",
    "Save a snapshot of an enterprise's prices",
  ),
  "GET /enterprises/:id/units-prices-snapshot/:snapshotId": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "getUnitPriceSnapshot",
    "Read a price snapshot",
  ),
  "POST /enterprises/:id/prices-update": op(
    ENTERPRISE_MANAGER,
    "updateEnterprisePrices",
    "Update an enterprise's prices",
    CONFLICT,
  ),
  "POST /enterprises/:id/prices-restore": op(
    ENTERPRISE_MANAGER,
    "restoreEnterprisePrices",
    "Restore an enterprise's prices from a snapshot",
    CONFLICT,
  ),
  "GET /market-indexes": op(authenticated(), "listMarketIndexes", "List market indexes"),
  "PUT /market-indexes": op(roles(UNIT_ADMIN_ROLES), "upsertMarketIndexes", "Create or update market index values"),
  "DELETE /market-indexes/:id": op(roles(ADMIN_ROLES), "deleteMarketIndex", "Delete a market index value"),
  "POST /enterprises/:id/files": op(authenticated(), "uploadEnterpriseFiles", "Upload files to an enterprise"),
  "GET /enterprises/:id/files": op(authenticated(), "listEnterpriseFiles", "List an enterprise's files"),
  "GET /enterprises/:id/files/:fileId": op(authenticated(), "getEnterpriseFile", "Download an enterprise's file"),
  "DELETE /enterprises/:id/files/:fileId": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "deleteEnterpriseFile",
    "Delete an enterprise's file",
  ),
  "POST /enterprises/:id/towers-plans": op(ENTERPRISE_MANAGER, "createTowerPlan", "Upload a tower plan"),
  "GET /enterprises/:id/towers-plans": op(authenticated(), "listTowerPlans", "List an enterprise's tower plans"),
  "GET /enterprises/:id/towers-plans/:planId": op(authenticated(), "getTowerPlan", "Read a tower plan"),
  "PUT /enterprises/:id/towers-plans/:planId": op(ENTERPRISE_MANAGER, "updateTowerPlan", "Update a tower plan"),
  "DELETE /enterprises/:id/towers-plans/:planId": op(ENTERPRISE_MANAGER, "deleteTowerPlan", "Delete a tower plan"),
  "GET /enterprises/:id/towers-plans/:planId/file": op(
    authenticated(),
    "getTowerPlanFile",
    "Download a tower plan's file",
  ),
  "POST /enterprises/:id/commom-area-plans": op(
    ENTERPRISE_MANAGER,
    "createCommonAreaPlan",
    "Upload a common area plan",
  ),
  "GET /enterprises/:id/commom-area-plans": op(
    authenticated(),
    "listCommonAreaPlans",
    "List an enterprise's common area plans",
  ),
  "GET /enterprises/:id/commom-area-plans/:planId": op(authenticated(), "getCommonAreaPlan", "Read a common area plan"),
  "PUT /enterprises/:id/commom-area-plans/:planId": op(
    ENTERPRISE_MANAGER,
    "updateCommonAreaPlan",
    "Update a common area plan",
  ),
  "DELETE /enterprises/:id/commom-area-plans/:planId": op(
    ENTERPRISE_MANAGER,
    "deleteCommonAreaPlan",
    "Delete a common area plan",
  ),
  "GET /enterprises/:id/commom-area-plans/:planId/file": op(
    authenticated(),
    "getCommonAreaPlanFile",
    "Download a common area plan's file",
  ),
  "GET /enterprises/no-sales-teams": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "listEnterprisesWithoutSalesTeams",
    "List enterprises without a sales team",
  ),
  "GET /enterprises/:id/units": op(authenticated(), "listEnterpriseUnits", "List an enterprise's units"),
  "GET /enterprises/:id/serie-templates": op(
    authenticated(),
    "listSerieTemplates",
    "List an enterprise's payment series templates",
  ),
  "GET /enterprises/:id/sale-campaign": op(authenticated(), "getSaleCampaign", "Read an enterprise's sale campaign"),
  "GET /enterprises/:id/commercial-rules": op(
    roles(PROPOSAL_ROLES),
    "getCommercialRules",
    "Read an enterprise's commercial rules",
  ),
  "GET /enterprises/:id/commission-info": op(
    roles(SALE_PROCESS_ROLES),
    "getCommissionInfo",
    "Read an enterprise's commission information",
  ),
  "GET /enterprises/:id/logs": op(
    roles(ENTERPRISE_MANAGER_ROLES),
    "listEnterpriseLogs",
    "List an enterprise's history",
  ),
  "GET /sales-teams": op(roles(INTERNAL_STAFF), "listSalesTeams", "List sales teams"),
  "POST /sales-teams": op(roles(SALES_TEAM_MANAGER_ROLES), "createSalesTeam", "Create a sales team", CONFLICT),
  "GET /sales-teams/:id": op(roles(INTERNAL_STAFF), "getSalesTeam", "Read a sales team"),
  "PUT /sales-teams/:id": op(roles(SALES_TEAM_MANAGER_ROLES), "updateSalesTeam", "Update a sales team", CONFLICT),
  "PUT /sales-teams/:id/members": op(
    roles(SALES_TEAM_MANAGER_ROLES),
    "replaceSalesTeamMembers",
    "Replace a sales team's members",
  ),
  "POST /sales-teams/:id/members": op(
    roles(SALES_TEAM_MANAGER_ROLES),
    "addSalesTeamMember",
    "Add a member to a sales team",
  ),
  "DELETE /sales-teams/:id/members/:userId": op(
    roles(SALES_TEAM_MANAGER_ROLES),
    "removeSalesTeamMember",
    "Remove a member from a sales team",
  ),
  "PUT /sales-teams/:id/master": op(roles(SALES_TEAM_MANAGER_ROLES), "setSalesTeamMaster", "Set a sales team's leader"),
  "GET /pre-leads": op(roles(PRE_LEAD_READER_ROLES), "listPreLeads", "List pre-leads"),
  "POST /pre-leads/:id/acquire": op(
    roles(SPECIALIST_ROLES, { excludeMaster: true }),
    "acquirePreLead",
    "Take a pre-lead as a lead",
    CONFLICT,
  ),
  "GET /pre-leads/offer-settings": op(
    roles(PRE_LEAD_READER_ROLES),
    "getPreLeadOfferSettings",
    "Read the pre-lead offer settings",
  ),
  "PUT /pre-leads/offer-settings": op(
    roles(PRE_LEAD_MANAGER_ROLES),
    "updatePreLeadOfferSettings",
    "Update the pre-lead offer settings",
  ),
  "POST /pre-leads/imports": op(
    roles(PRE_LEAD_MANAGER_ROLES),
    "importPreLeads",
    "Import pre-leads from a spreadsheet",
    CONFLICT,
  ),
  "GET /pre-leads/imports": op(roles(PRE_LEAD_MANAGER_ROLES), "listPreLeadImports", "List pre-lead imports"),
  "GET /pre-leads/imports/:id": op(roles(PRE_LEAD_MANAGER_ROLES), "getPreLeadImport", "Read a pre-lead import"),
  "POST /leads/:id/files": op(authenticated(), "uploadLeadFiles", "Upload files to a lead"),
  "GET /leads/:id/files": op(authenticated(), "listLeadFiles", "List a lead's files"),
  "DELETE /leads/:id/files": op(authenticated(), "deleteLeadFiles", "Delete a lead's files"),
  "GET /leads/:id/files/:fileId": op(authenticated(), "getLeadFile", "Download a lead's file"),
  // Photos as one PDF (nothing stored) and a new version of a lead's or a sale's file: whoever may change that
  // lead's or sale's documents, checked by their services (decision 067).
  "POST /files/convert": op(
    authenticated("não somente leitura"),
    "convertPhotosToPdf",
    "Join images (JPEG, PNG, WebP, HEIC) into one PDF",
  ),
  "PUT /files/update-files": op(
    authenticated("quem pode enviar arquivos desse lead ou venda"),
    "replaceFileVersion",
    "Replace a lead's or a sale's file, keeping its history",
    CONFLICT,
  ),
  "POST /leads/generate-register": op(authenticated(), "generateLeadRegister", "Generate a lead's registration PDF"),
  "POST /leads/generate-report": op(authenticated(), "generateLeadReport", "Generate a lead report"),
  "POST /stands/:enterpriseId/check-in/:userId": op(
    roles(SCHEDULE_OVERRIDE_ROLES, {
      scope:
        "a booth specialist or receptionist outside their schedule; admins any stand, BOOTH_COORDINATOR their teams'",
    }),
    "checkInUserAtStand",
    "Check in a specialist or receptionist outside their schedule",
    CONFLICT,
  ),
  // Stand (decision 048).
  "GET /stands": op(
    roles(STAND_STAFF_ROLES, {
      scope: `${STAND_SCOPE}; RECEPCIONIST also the stands scheduled today; BOOTH_SPECIALIST scheduled today or checked in`,
    }),
    "listStands",
    "List stands",
  ),
  "GET /stands/my-presence": op(
    roles(STAND_PRESENCE_ROLES, { excludeMaster: true }),
    "getMyStandPresence",
    "Read the caller's stand presence",
  ),
  "POST /stands/:enterpriseId/check-in": op(
    roles(STAND_PRESENCE_ROLES, {
      excludeMaster: true,
      scope: "BOOTH_SPECIALIST on duty at the stand now; RECEPCIONIST scheduled there today (decisions 052, 061)",
    }),
    "checkInAtStand",
    "Check in at a stand",
    CONFLICT,
  ),
  "POST /stands/check-out": op(
    roles(STAND_PRESENCE_ROLES, { excludeMaster: true }),
    "checkOutOfStand",
    "Check out of the stand",
    CONFLICT,
  ),
  "GET /stands/:enterpriseId/board": op(
    roles(STAND_STAFF_ROLES, {
      scope: `${STAND_SCOPE}; BOOTH_SPECIALIST scheduled there today or checked in; else 403`,
    }),
    "getStandBoard",
    "Read a stand's board (queue and visits)",
  ),
  "PUT /stands/presences/:id/to-first-position": op(
    roles(STAND_QUEUE_MANAGER_ROLES, { scope: STAND_SCOPE }),
    "moveStandPresenceToFirst",
    "Move a specialist to the front of the stand's queue",
    CONFLICT,
  ),
  "PUT /stands/presences/:id/action": op(
    roles(STAND_QUEUE_MANAGER_ROLES, { scope: STAND_SCOPE }),
    "applyStandPresenceAction",
    "Pause, resume or remove a specialist at the stand",
    CONFLICT,
  ),
  "GET /enterprises/:id/stand": op(
    roles(STAND_ADMIN_ROLES),
    "getEnterpriseStand",
    "Read an enterprise's stand settings",
  ),
  "PUT /enterprises/:id/stand": op(
    roles(STAND_ADMIN_ROLES),
    "updateEnterpriseStand",
    "Update an enterprise's stand settings",
  ),
  "GET /stand-visits/phone/:phone": op(
    roles(STAND_RECEPTION_ROLES, {
      scope: "name, owner's name, status and last visit of the leads with this phone (decisions 030, 048)",
    }),
    "findStandVisitorsByPhone",
    "Find a visitor's leads by phone",
  ),
  "POST /stand-visits": op(
    roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
    "createStandVisit",
    "Register a stand visit",
    CONFLICT,
  ),
  "GET /stand-visits": op(
    roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
    "listStandVisits",
    "List stand visits (the visitor register)",
  ),
  "GET /stand-visits/export": op(
    roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
    "exportStandVisits",
    "Export stand visits as a spreadsheet",
  ),
  "GET /stand-visits/specialists": op(
    roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
    "listStandVisitSpecialists",
    "List specialists in the visitor register",
  ),
  "GET /stand-visits/:id": op(
    roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
    "getStandVisit",
    "Read a stand visit",
  ),
  "GET /stand-visits/:id/logs": op(
    roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
    "listStandVisitLogs",
    "List a stand visit's history",
  ),
  "GET /stand-visits/:id/service-report": op(
    roles(STAND_REGISTER_READER_ROLES, {
      scope: `${STAND_REGISTER_SCOPE}; 404 when the visit has no report`,
    }),
    "getStandVisitServiceReport",
    "Read a stand visit's service report",
  ),
  "GET /site-surveys/export": op(
    roles(SITE_SURVEY_EXPORT_ROLES, { scope: "every service report (decision 050)" }),
    "exportSiteSurveys",
    "Export service reports as a spreadsheet",
  ),
  "PUT /stand-visits/:id/assign": op(
    roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
    "assignStandVisit",
    "Route a stand visit to a specialist",
    CONFLICT,
  ),
  "PUT /stand-visits/:id/cancel": op(
    roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
    "cancelStandVisit",
    "Cancel a stand visit",
    CONFLICT,
  ),
  "PUT /stand-visits/:id/start": op(
    roles(STAND_ATTENDANT_ROLES, {
      excludeMaster: true,
      scope: "the specialist the visit was routed to",
    }),
    "startStandVisit",
    "Start serving a stand visit",
    CONFLICT,
  ),
  "PUT /stand-visits/:id/finish": op(
    roles(STAND_ATTENDANT_ROLES, {
      excludeMaster: true,
      scope: "the specialist serving the visit",
    }),
    "finishStandVisit",
    "Finish a stand visit with its service report",
    CONFLICT,
  ),
  "GET /stand-visits/partial-report": op(
    STAND_PARTIAL_REPORT,
    "getStandPartialReport",
    "Read a stand's partial report",
  ),
  "GET /stand-visits/partial-report/pdf": op(
    STAND_PARTIAL_REPORT,
    "getStandPartialReportPdf",
    "Download a stand's partial report as PDF",
  ),
  "GET /stand-visits/partial-report/xlsx": op(
    STAND_PARTIAL_REPORT,
    "getStandPartialReportXlsx",
    "Download a stand's partial report as a spreadsheet",
  ),
  "GET /third-party-visits": op(
    roles(STAND_STAFF_ROLES, { scope: STAND_VISIT_SCOPE }),
    "listThirdPartyVisits",
    "List visits served for other specialists' leads",
  ),
  "GET /third-party-visits/:id": op(
    roles(STAND_STAFF_ROLES, { scope: STAND_VISIT_SCOPE }),
    "getThirdPartyVisit",
    "Read a visit served for another specialist's lead",
  ),
  "GET /service-reports": op(
    roles(SERVICE_REPORT_READ_ROLES, { scope: "every report; BOOTH_SPECIALIST their own" }),
    "listServiceReports",
    "List service reports",
  ),
  "GET /service-reports/lead/:leadId": op(
    authenticated("the lead must be visible to the caller, else 404"),
    "listLeadServiceReports",
    "List a lead's service reports",
  ),
  "GET /service-reports/:id": op(
    roles(SERVICE_REPORT_READ_ROLES, { scope: "every report; BOOTH_SPECIALIST their own" }),
    "getServiceReport",
    "Read a service report",
  ),
  "GET /leads/lead-booth-visits/:leadId": op(
    authenticated("the lead must be visible to the caller, else 404"),
    "listLeadBoothVisits",
    "List a lead's stand visits",
  ),
  "GET /leads/booth-attendances/attendant/:id": op(
    roles(STAND_QUEUE_MANAGER_ROLES, {
      selfParam: "id",
      scope: "or the specialist themself",
    }),
    "listAttendantBoothAttendances",
    "List a specialist's stand attendances",
  ),
  // Solicitations (decision 054): who may ask or decide what is the service's (policy.ts).
  ...accessOf(SOLICITATIONS),
  ...accessOf(CHAT_ENDPOINTS),
  ...accessOf(REPORTS_SPECIALISTS),
  ...accessOf(REPORTS_PARTNERS),
  ...accessOf(REPORTS_UNITS_PRICES),
  // Reports (decisions 071, 072): the `reports` section's roles; the service narrows a coordinator to their teams.
  ...accessOf(REPORTS_STOCK),
  ...accessOf(REPORTS_COMMISSIONS),
  ...accessOf(STATISTICS),
  ...accessOf(LEAD_EXPORTS),
  ...accessOf(PROPOSALS),
  ...accessOf(SALES),
  ...accessOf(NOTIFICATIONS),
  ...accessOf(SCHEDULES),
  ...accessOf(AVAILABILITY_SCHEDULES),
  ...accessOf(SETTINGS),
  ...accessOf(AVAILABILITY),
  ...accessOf(ROULETTES),
  // Reports (decisions 071 and 075): the `reports` section.
  ...accessOf(REPORTS_SALES),
};

/** The table's key of a route: "GET /sales/:id". */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Paths a harness (the benchmarks' API process, bench/lib/api-server.ts) may register beside the API's own: its
 * probes (`GET /__bare`, `GET /__cpu`...). No production route lives under this prefix.
 */
export const HARNESS_PATH_PREFIX = "/__";

/**
 * The access table with a harness's own routes added (decision 051). Production passes none. A harness rule may only
 * name a path under HARNESS_PATH_PREFIX and never a route of the table, so it cannot loosen any production rule.
 */
export function withHarnessRoutes(
  harness: Readonly<Record<string, RouteRule>> = {},
): Readonly<Record<string, RouteRule | RouteEntry>> {
  const keys = Object.keys(harness);
  if (keys.length === 0) return ROUTE_ACCESS;
  for (const key of keys) {
    const path = key.slice(key.indexOf(" ") + 1);
    if (!path.startsWith(HARNESS_PATH_PREFIX)) {
      throw new Error(
        `Harness route "${key}" must be under ${HARNESS_PATH_PREFIX}: it would govern a production path.`,
      );
    }
    if (Object.hasOwn(ROUTE_ACCESS, key)) throw new Error(`Harness route "${key}" is already in ROUTE_ACCESS.`);
  }
  return { ...ROUTE_ACCESS, ...harness };
}

export interface RouteCaller {
  id: string;
  roles: readonly string[];
}

/** Whether the caller passes the route's rule (a public rule passes everyone, signed in or not). */
export function routeAllows(
  rule: RouteRule,
  caller: RouteCaller | null,
  params: Record<string, unknown> = {},
): boolean {
  if (rule.access === "public") return true;
  if (!caller) return false;
  if (rule.access === "authenticated") return true;
  if (rule.selfParam && params[rule.selfParam] === caller.id) return true;
  const options: HasRoleOptions = rule.excludeMaster ? { excludeMaster: true } : {};
  return hasRole(caller.roles, rule.roles, options);
}

/** One line for the OpenAPI description of a route: who may call it. */
export function describeRouteRule(rule: RouteRule): string {
  if (rule.access === "public") return "Access: public.";
  const scope = rule.scope ? ` Scope: ${rule.scope}.` : "";
  if (rule.access === "authenticated") return `Access: any signed-in user.${scope}`;
  const master = rule.excludeMaster ? " (MASTER excluded)" : " (and MASTER)";
  return `Access: ${rule.roles.join(", ")}${master}.${scope}`;
}
