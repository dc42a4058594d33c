import { SCHEDULE_EDITOR_ROLES, SCHEDULE_OVERRIDE_ROLES, SCHEDULE_READER_ROLES } from "./availability-schedules";
import { accessOf } from "./endpoint";
import { SOLICITATIONS } from "./endpoints/solicitations";
import { ENTERPRISE_ADMIN_ROLES } from "./enterprises";
import { LEAD_MANAGER_ROLES } from "./lead-rules";
import { PARTNER_APPROVER_ROLES } from "./partner-status";
import {
  DEALS_READ_ROLES,
  ENTERPRISE_MANAGER_ROLES,
  type HasRoleOptions,
  hasRole,
  INTERNAL_STAFF,
  LEADS_SEE_ALL_ROLES,
  ROULETTE_MANAGER_ROLES,
  ROULETTE_READER_ROLES,
  SALE_PROCESS_ROLES,
  SCHEDULE_READ_ROLES,
  SCHEDULE_WRITE_ROLES,
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
import { authenticated, PUBLIC, type RouteRule, roles } from "./route-rules";
import { COMMISSION_MANAGER_ROLES } from "./sales";
import { SALES_TEAM_MANAGER_ROLES } from "./sales-teams";

export type { RouteRule } from "./route-rules";

/**
 * Who may call each API route (decision 030): the route-level half of the access policy, one entry per
 * "METHOD /fastify/path". The API enforces it in one hook after authentication (403 "Você não tem permissão..."),
 * refuses to start when a registered route has no entry, and apps/api/test/authz-matrix.int.test.ts checks every
 * GET route of the OpenAPI against every role. Record-level scope ("own") stays in the services; `scope` says
 * what it is, for the reader and the OpenAPI description.
 */
/** Proposal and sale reads (spec 6 + decision 030): every record for DEALS_READ_ALL_ROLES, own for DEALS_OWN_ROLES. */
const DEALS_READ = roles(DEALS_READ_ROLES, {
  scope: "every record for DEALS_READ_ALL_ROLES; only their own for AGENT_PARTNER and the specialists",
});

/**
 * Writes whose service refuses by role alone (assertSaleManager, canManageEnterprises, assertCanWorkProposals, the
 * roulette managers, the unit actions): the same roles stand in this table, so
 * a caller without them gets 403 before the body is parsed or validated, not a 400 that answers for a route they may
 * not call. The service keeps its own check (the worker and other callers go through it too).
 */
const SALE_MANAGER = roles(SALE_MANAGER_ROLES, { scope: "the sale must be visible to the caller, else 404" });
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

/** The agenda (decision 053): admins every appointment, coordinators their teams', specialists their own. */
/** Availability schedule writes (decision 057). */
const SCHEDULE_WRITE_SCOPE =
  "admins any stand; BOOTH_COORDINATOR the stands served by an active sales team they coordinate or belong to (else 403)";
const SCHEDULE_SCOPE =
  "every appointment for SCHEDULE_ALL_ROLES; coordinators their sales teams'; specialists their own; RECEPCIONIST the stand visits booked at the stand they checked in at";

export const ROUTE_ACCESS: Readonly<Record<string, RouteRule>> = {
  "GET /health": PUBLIC,
  "GET /app-config": PUBLIC,
  "POST /users/login": PUBLIC,
  "POST /auth/login": PUBLIC,
  "POST /users/logout": authenticated(),
  "GET /users/my-profile": authenticated(),
  "PUT /users/change-password": authenticated(),
  "POST /password/forgot": PUBLIC,
  "POST /password/reset": PUBLIC,
  "POST /users/agente-partner": PUBLIC,
  "POST /users/agente-patriani": PUBLIC,
  "GET /users/verify-partner": PUBLIC,
  "GET /users/cpf/:cpf": PUBLIC,
  "GET /users/cnpj/:cnpj": PUBLIC,
  "POST /users/invitations/accept": PUBLIC,
  "GET /admin/profile": authenticated(),
  "PUT /admin/profile": authenticated(),
  "PUT /admin/profile/change-password": authenticated(),
  "PUT /admin/profile/complete-registration": authenticated(),
  "POST /admin/profile/image": authenticated(),
  "GET /uploads/avatars/:file": authenticated(),
  "GET /admin/users": roles(USER_ADMIN_ROLES),
  "POST /admin/users": roles(USER_ADMIN_ROLES),
  "GET /admin/users/agent-partner": roles(USER_ADMIN_ROLES),
  "POST /admin/users/agent-partner": roles(USER_ADMIN_ROLES),
  "POST /admin/users/link-agent-partner": roles(USER_ADMIN_ROLES),
  "GET /admin/users/:id": roles(USER_ADMIN_ROLES),
  "PUT /admin/users/:id": roles(USER_ADMIN_ROLES),
  "DELETE /admin/users/:id": roles(USER_ADMIN_ROLES),
  "POST /admin/send-register-mail": roles(USER_ADMIN_ROLES),
  "GET /users/specialists": roles(LEAD_MANAGER_ROLES),
  // Partner approval (decision 064).
  "GET /admin/partners": roles(PARTNER_APPROVER_ROLES),
  "PUT /admin/partners/:id/approve": roles(PARTNER_APPROVER_ROLES),
  "PUT /admin/partners/:id/reject": roles(PARTNER_APPROVER_ROLES),
  "GET /settings": roles(SECTION_ACCESS.settings),
  "PUT /settings/:key": roles(SECTION_ACCESS.settings),
  "GET /leads": authenticated(),
  "POST /leads": authenticated(),
  "DELETE /leads": authenticated(),
  "POST /leads/partner-clients": roles(PARTNER_ROLES, {
    excludeMaster: true,
    scope: "the partner's own client (a new lead they own); a phone or CPF already a lead of the enterprise: 409",
  }),
  "GET /leads/:id": authenticated(),
  "PUT /leads/:id": authenticated(),
  "PUT /leads/:id/contract-info": authenticated(),
  "POST /leads/:id/links": roles(["ONLINE_COORDINATOR"], { excludeMaster: true }),
  "GET /leads/:id/logs": authenticated(),
  "POST /leads/:id/annotations": authenticated("MARKETING and RELATIONSHIP_TEAM only on leads they own"),
  "PATCH /leads/logs/:logId": authenticated(),
  "GET /leads/movements": authenticated(),
  "PUT /leads/:id/status": authenticated(),
  "PUT /leads/:id/specialist": authenticated(),
  "PUT /leads/:id/remove-from-wallet": authenticated(),
  "POST /leads/distribute": authenticated(),
  "PUT /leads/:id/attend": authenticated(),
  "PUT /leads/:id/attendance": authenticated(),
  "PUT /leads/:id/favorite": authenticated(),
  "GET /leads/phone/:phone": authenticated(
    "every lead for PHONE_LOOKUP_ALL_ROLES, else own; RECEPCIONIST gets name, owner name and status only",
  ),
  "GET /leads/specialist/:id/counts": roles(LEADS_SEE_ALL_ROLES, {
    selfParam: "id",
    scope: "or the specialist themself",
  }),
  "GET /leads/specialist/:id/leads": roles(LEADS_SEE_ALL_ROLES, {
    selfParam: "id",
    scope: "or the specialist themself",
  }),
  "GET /leads/grouped-by-status": authenticated(),
  "GET /roulettes/agents": roles(ROULETTE_READER_ROLES),
  "DELETE /roulettes/agents": roles(ROULETTE_MANAGER_ROLES),
  "PUT /roulettes/agents/:agentId/status": authenticated(),
  "PUT /roulettes/agents/:id/action": roles(ROULETTE_MANAGER_ROLES),
  "POST /roulettes/check-out": roles(SPECIALIST_ROLES, { excludeMaster: true }),
  "GET /roulettes/logs": authenticated(),
  "GET /roulettes/:id/logs": roles(ROULETTE_READER_ROLES),
  "GET /roulettes": roles(ROULETTE_READER_ROLES),
  "POST /roulettes": roles(ROULETTE_MANAGER_ROLES),
  "GET /roulettes/:id": roles(ROULETTE_READER_ROLES),
  "PUT /roulettes/:id": roles(ROULETTE_MANAGER_ROLES),
  "DELETE /roulettes/:id": roles(ROULETTE_MANAGER_ROLES),
  "POST /roulettes/:id/agents": roles(ROULETTE_MANAGER_ROLES),
  "POST /roulettes/:id/shoot": roles(ROULETTE_MANAGER_ROLES),
  "POST /roulettes/:id/shuffle": roles(ROULETTE_MANAGER_ROLES),
  "PUT /roulettes/:id/agents/:agentId/to-first-position": roles(ROULETTE_MANAGER_ROLES),
  "GET /ws": authenticated("the caller's own events"),
  "POST /ws/ticket": authenticated("a ticket for the caller's own session"),
  "PUT /users/availability": authenticated(),
  "POST /leads/:id/play-in-roulette": authenticated(PLAY_IN_ROULETTE_SCOPE),
  "POST /leads/play-in-roulette": authenticated(PLAY_IN_ROULETTE_SCOPE),
  "GET /notifications": authenticated(),
  "GET /notifications/list": authenticated(),
  "GET /notifications/grouped": authenticated(),
  "PUT /notifications/read-all": authenticated(),
  "PUT /notifications/user/:userId": roles(ADMIN_ROLES, {
    selfParam: "userId",
    scope: "the caller's own, or anyone's for an admin",
  }),
  "PUT /notifications/:id": authenticated(),
  "GET /proposals": DEALS_READ,
  "POST /proposals": roles(PROPOSAL_ROLES),
  "GET /proposals/unit/:id": DEALS_READ,
  "GET /proposals/:id": DEALS_READ,
  "GET /proposals/:id/logs": DEALS_READ,
  "GET /proposals/:id/payment-schedule": DEALS_READ,
  "GET /proposals/:id/pdf": DEALS_READ,
  "POST /proposals/:id/fork-edit": roles(PROPOSAL_ROLES),
  "PUT /proposals/:id/submit": roles(PROPOSAL_ROLES),
  "PUT /proposals/:id/approve": roles(PROPOSAL_ROLES),
  "PUT /proposals/:id/disapprove": roles(PROPOSAL_ROLES),
  "PUT /proposals/:id/cancel": roles(PROPOSAL_ROLES),
  "PUT /proposals/:id/remove-tag": roles(PROPOSAL_ROLES),
  "GET /sales": DEALS_READ,
  "POST /sales": roles(PROPOSAL_ROLES),
  "GET /sales/verify-lead-have-active-sale/:id": roles(DEALS_READ_ROLES, {
    scope: "the lead must be visible to the caller, else 404",
  }),
  "GET /sales/agent_partner/commissions": authenticated("the caller's own commission rows"),
  "GET /sales/:id": DEALS_READ,
  "PUT /sales/:id/complete": roles(SALE_MANAGER_ROLES),
  "PUT /sales/:id/cancel": SALE_MANAGER,
  "PUT /sales/:id/distract": SALE_MANAGER,
  "PUT /sales/:id/buyers": SALE_MANAGER,
  "POST /sales/:id/observations": SALE_MANAGER,
  "PUT /sales/:id/responsible-coordinator": SALE_MANAGER,
  "GET /sales/:id/logs": DEALS_READ,
  "PUT /sales/:id/commissions/:commissionId": roles(COMMISSION_MANAGER_ROLES),
  "GET /sales/:id/commissions": DEALS_READ,
  "POST /sales/:id/assign-documents": authenticated(),
  "DELETE /sales/:id/assign-documents/:fileId": authenticated(),
  "GET /sales/:id/files": DEALS_READ,
  "GET /sales/:id/files/:fileId": DEALS_READ,
  "POST /sales/recreate": SALE_MANAGER,
  "GET /sales/participant-candidates": roles(SALE_MANAGER_ROLES),
  "PUT /sales/:id/home-broker": SALE_MANAGER,
  "GET /sales/:id/classification-participants": DEALS_READ,
  "PUT /sales/:id/classification-participants": SALE_MANAGER,
  "GET /sales/:id/payments_info": DEALS_READ,
  "PUT /sales/:id/payments_info": SALE_MANAGER,
  "POST /sales/sale-group": SALE_MANAGER,
  "GET /sales/sale-group/:groupId": DEALS_READ,
  "POST /sales/sale-group/:groupId/sales": SALE_MANAGER,
  "DELETE /sales/sale-group/:groupId/sales/:saleId": SALE_MANAGER,
  "GET /pre-sales/:saleId": DEALS_READ,
  "POST /pre-sales/:saleId/print-out": authenticated(),
  "POST /pre-sales/:saleId/signed-file": authenticated(),
  "GET /pre-sales/:saleId/signed-file": DEALS_READ,
  "GET /admin/webhooks": roles(ADMIN_ROLES),
  "POST /admin/webhooks": roles(ADMIN_ROLES),
  "GET /admin/webhooks/:id": roles(ADMIN_ROLES),
  "PUT /admin/webhooks/:id": roles(ADMIN_ROLES),
  "DELETE /admin/webhooks/:id": roles(ADMIN_ROLES),
  "GET /admin/webhooks/:id/deliveries": roles(ADMIN_ROLES),
  "GET /contracts": DEALS_READ,
  "GET /contracts/:id": DEALS_READ,
  "GET /contracts/:id/file": DEALS_READ,
  "POST /contracts/:id/manually-sign": SALE_MANAGER,
  "PUT /contracts/:id/refuse": SALE_MANAGER,
  "POST /sales/:id/issue-contract-manually": roles(SALE_MANAGER_ROLES),
  "GET /sales/:id/status-signature-contract": DEALS_READ,
  "GET /enterprises": authenticated(),
  "POST /enterprises": roles(ENTERPRISE_ADMIN_ROLES),
  "GET /enterprises/simplified": authenticated(),
  "GET /enterprises/:id": authenticated(),
  "PUT /enterprises/:id": roles(ENTERPRISE_ADMIN_ROLES),
  "GET /enterprises/grouped/enterprises-leads": authenticated(),
  "GET /enterprises/:id/mirror": authenticated(),
  "GET /enterprises/:id/download-availability-sheet": authenticated(),
  "GET /enterprises/:id/download-values-sheet": authenticated(),
  "GET /enterprises/units/:unitId": authenticated(),
  "GET /enterprises/units/:unitId/logs": authenticated(),
  "PUT /enterprises/units/:unitId/suspend": roles(UNIT_ADMIN_ROLES),
  "PUT /enterprises/units/:unitId/make-available": roles(UNIT_ADMIN_ROLES),
  "PUT /enterprises/units/:unitId/exchange": roles(UNIT_ADMIN_ROLES),
  "PUT /enterprises/units/:unitId/start-sale-process": roles(SALE_PROCESS_ROLES),
  "PUT /enterprises/units/:unitId/cancel-sale-process": roles(SALE_PROCESS_ROLES),
  "PUT /enterprises/units/:unitId/make-sold-for-admin": roles(UNIT_ADMIN_ROLES),
  "PUT /enterprises/units/:unitId/fake-status": roles(UNIT_ADMIN_ROLES),
  "GET /enterprises/units/:unitId/reserves": authenticated(),
  "POST /enterprises/units/:unitId/reserves": authenticated(),
  "PUT /enterprises/units/:unitId/reserves/:reserveId/release": authenticated(),
  "GET /enterprises/:id/step-1": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-1": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/step-2": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-2": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/step-3": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-3": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/step-4": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-4": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/step-5": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-5": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/step-6": roles(ENTERPRISE_MANAGER_ROLES),
  "PUT /enterprises/:id/step-6": ENTERPRISE_MANAGER,
  "PUT /enterprises/:id/sales-teams-settings": ENTERPRISE_MANAGER,
  "POST /enterprises/:id/add-approvers": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/construction-status": authenticated(),
  "PUT /enterprises/:id/construction-status": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/wizard": roles(ENTERPRISE_MANAGER_ROLES),
  "POST /enterprises/:id/generate/table-price": ENTERPRISE_MANAGER,
  "PUT /enterprises/:id/units/:unitId": roles(ENTERPRISE_MANAGER_ROLES),
  "GET /enterprises/:id/units-prices": authenticated(),
  "GET /enterprises/:id/units-prices-snapshot": roles(ENTERPRISE_MANAGER_ROLES),
  "POST /enterprises/:id/units-prices-snapshot": roles(ENTERPRISE_MANAGER_ROLES),
  "GET /enterprises/:id/units-prices-snapshot/:snapshotId": roles(ENTERPRISE_MANAGER_ROLES),
  "POST /enterprises/:id/prices-update": ENTERPRISE_MANAGER,
  "POST /enterprises/:id/prices-restore": ENTERPRISE_MANAGER,
  "GET /market-indexes": authenticated(),
  "PUT /market-indexes": roles(UNIT_ADMIN_ROLES),
  "DELETE /market-indexes/:id": roles(ADMIN_ROLES),
  "POST /enterprises/:id/files": authenticated(),
  "GET /enterprises/:id/files": authenticated(),
  "GET /enterprises/:id/files/:fileId": authenticated(),
  "DELETE /enterprises/:id/files/:fileId": roles(ENTERPRISE_MANAGER_ROLES),
  "POST /enterprises/:id/towers-plans": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/towers-plans": authenticated(),
  "GET /enterprises/:id/towers-plans/:planId": authenticated(),
  "PUT /enterprises/:id/towers-plans/:planId": ENTERPRISE_MANAGER,
  "DELETE /enterprises/:id/towers-plans/:planId": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/towers-plans/:planId/file": authenticated(),
  "POST /enterprises/:id/commom-area-plans": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/commom-area-plans": authenticated(),
  "GET /enterprises/:id/commom-area-plans/:planId": authenticated(),
  "PUT /enterprises/:id/commom-area-plans/:planId": ENTERPRISE_MANAGER,
  "DELETE /enterprises/:id/commom-area-plans/:planId": ENTERPRISE_MANAGER,
  "GET /enterprises/:id/commom-area-plans/:planId/file": authenticated(),
  "GET /enterprises/no-sales-teams": roles(ENTERPRISE_MANAGER_ROLES),
  "GET /enterprises/:id/units": authenticated(),
  "GET /enterprises/:id/serie-templates": authenticated(),
  "GET /enterprises/:id/sale-campaign": authenticated(),
  "GET /enterprises/:id/commercial-rules": roles(PROPOSAL_ROLES),
  "GET /enterprises/:id/commission-info": roles(SALE_PROCESS_ROLES),
  "GET /enterprises/:id/logs": roles(ENTERPRISE_MANAGER_ROLES),
  "GET /sales-teams": roles(INTERNAL_STAFF),
  "POST /sales-teams": roles(SALES_TEAM_MANAGER_ROLES),
  "GET /sales-teams/:id": roles(INTERNAL_STAFF),
  "PUT /sales-teams/:id": roles(SALES_TEAM_MANAGER_ROLES),
  "PUT /sales-teams/:id/members": roles(SALES_TEAM_MANAGER_ROLES),
  "POST /sales-teams/:id/members": roles(SALES_TEAM_MANAGER_ROLES),
  "DELETE /sales-teams/:id/members/:userId": roles(SALES_TEAM_MANAGER_ROLES),
  "PUT /sales-teams/:id/master": roles(SALES_TEAM_MANAGER_ROLES),
  "GET /pre-leads": roles(PRE_LEAD_READER_ROLES),
  "POST /pre-leads/:id/acquire": roles(SPECIALIST_ROLES, { excludeMaster: true }),
  "GET /pre-leads/offer-settings": roles(PRE_LEAD_READER_ROLES),
  "PUT /pre-leads/offer-settings": roles(PRE_LEAD_MANAGER_ROLES),
  "POST /pre-leads/imports": roles(PRE_LEAD_MANAGER_ROLES),
  "GET /pre-leads/imports": roles(PRE_LEAD_MANAGER_ROLES),
  "GET /pre-leads/imports/:id": roles(PRE_LEAD_MANAGER_ROLES),
  "POST /leads/:id/files": authenticated(),
  "GET /leads/:id/files": authenticated(),
  "DELETE /leads/:id/files": authenticated(),
  "GET /leads/:id/files/:fileId": authenticated(),
  // Photos as one PDF (nothing stored) and a new version of a lead's or a sale's file: whoever may change that
  // lead's or sale's documents, checked by their services (decision 067).
  "POST /files/convert": authenticated("não somente leitura"),
  "PUT /files/update-files": authenticated("quem pode enviar arquivos desse lead ou venda"),
  "POST /leads/generate-register": authenticated(),
  "POST /leads/generate-report": authenticated(),
  // Availability schedules (decisions 052 and 057).
  "GET /availability-schedules": roles(SCHEDULE_READER_ROLES, {
    scope:
      "every stand for SCHEDULE_EDITOR_ROLES; BOOTH_SPECIALIST their own month and the stands they are scheduled at",
  }),
  "GET /availability-schedules/specialists": roles(SCHEDULE_EDITOR_ROLES),
  "GET /availability-schedules/stands": roles(SCHEDULE_EDITOR_ROLES, { scope: SCHEDULE_WRITE_SCOPE }),
  "GET /availability-schedules/shift-hours": roles(SCHEDULE_READER_ROLES),
  "PUT /availability-schedules": roles(SCHEDULE_EDITOR_ROLES, { scope: SCHEDULE_WRITE_SCOPE }),
  "POST /availability-schedules/copy-week": roles(SCHEDULE_EDITOR_ROLES, { scope: SCHEDULE_WRITE_SCOPE }),
  "POST /availability-schedules/clear": roles(SCHEDULE_EDITOR_ROLES, { scope: SCHEDULE_WRITE_SCOPE }),
  "POST /availability-schedules/import": roles(SCHEDULE_EDITOR_ROLES, { scope: SCHEDULE_WRITE_SCOPE }),
  "GET /availability-schedules/export": roles(SCHEDULE_EDITOR_ROLES),
  "POST /stands/:enterpriseId/check-in/:userId": roles(SCHEDULE_OVERRIDE_ROLES, {
    scope:
      "a booth specialist or receptionist outside their schedule; admins any stand, BOOTH_COORDINATOR their teams'",
  }),
  // Agenda (decision 053).
  "GET /schedules": roles(SCHEDULE_READ_ROLES, { scope: SCHEDULE_SCOPE }),
  "GET /schedules/calendar": roles(SCHEDULE_READ_ROLES, { scope: SCHEDULE_SCOPE }),
  "GET /schedules/count-by-date": roles(SCHEDULE_READ_ROLES, { scope: SCHEDULE_SCOPE }),
  "GET /schedules/specialists": roles(SCHEDULE_READ_ROLES, { scope: SCHEDULE_SCOPE }),
  "GET /schedules/stand-hours/:enterpriseId": roles(SCHEDULE_WRITE_ROLES),
  "GET /schedules/:id": roles(SCHEDULE_READ_ROLES, { scope: SCHEDULE_SCOPE }),
  "POST /schedules": roles(SCHEDULE_WRITE_ROLES, { scope: SCHEDULE_SCOPE }),
  "PUT /schedules/:id": roles(SCHEDULE_WRITE_ROLES, { scope: SCHEDULE_SCOPE }),
  "PUT /schedules/:id/cancel": roles(SCHEDULE_WRITE_ROLES, { scope: SCHEDULE_SCOPE }),
  "PUT /schedules/:id/outcome": roles(SCHEDULE_WRITE_ROLES, { scope: SCHEDULE_SCOPE }),
  // Stand (decision 048).
  "GET /stands": roles(STAND_STAFF_ROLES, {
    scope: `${STAND_SCOPE}; RECEPCIONIST also the stands scheduled today; BOOTH_SPECIALIST scheduled today or checked in`,
  }),
  "GET /stands/my-presence": roles(STAND_PRESENCE_ROLES, { excludeMaster: true }),
  "POST /stands/:enterpriseId/check-in": roles(STAND_PRESENCE_ROLES, {
    excludeMaster: true,
    scope: "BOOTH_SPECIALIST on duty at the stand now; RECEPCIONIST scheduled there today (decisions 052, 061)",
  }),
  "POST /stands/check-out": roles(STAND_PRESENCE_ROLES, { excludeMaster: true }),
  "GET /stands/:enterpriseId/board": roles(STAND_STAFF_ROLES, {
    scope: `${STAND_SCOPE}; BOOTH_SPECIALIST scheduled there today or checked in; else 403`,
  }),
  "PUT /stands/presences/:id/to-first-position": roles(STAND_QUEUE_MANAGER_ROLES, { scope: STAND_SCOPE }),
  "PUT /stands/presences/:id/action": roles(STAND_QUEUE_MANAGER_ROLES, { scope: STAND_SCOPE }),
  "GET /enterprises/:id/stand": roles(STAND_ADMIN_ROLES),
  "PUT /enterprises/:id/stand": roles(STAND_ADMIN_ROLES),
  "GET /stand-visits/phone/:phone": roles(STAND_RECEPTION_ROLES, {
    scope: "name, owner's name, status and last visit of the leads with this phone (decisions 030, 048)",
  }),
  "POST /stand-visits": roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
  "GET /stand-visits": roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
  "GET /stand-visits/export": roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
  "GET /stand-visits/specialists": roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
  "GET /stand-visits/:id": roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
  "GET /stand-visits/:id/logs": roles(STAND_REGISTER_READER_ROLES, { scope: STAND_REGISTER_SCOPE }),
  "GET /stand-visits/:id/service-report": roles(STAND_REGISTER_READER_ROLES, {
    scope: `${STAND_REGISTER_SCOPE}; 404 when the visit has no report`,
  }),
  "GET /site-surveys/export": roles(SITE_SURVEY_EXPORT_ROLES, { scope: "every service report (decision 050)" }),
  "PUT /stand-visits/:id/assign": roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
  "PUT /stand-visits/:id/cancel": roles(STAND_RECEPTION_ROLES, { scope: STAND_SCOPE }),
  "PUT /stand-visits/:id/start": roles(STAND_ATTENDANT_ROLES, {
    excludeMaster: true,
    scope: "the specialist the visit was routed to",
  }),
  "PUT /stand-visits/:id/finish": roles(STAND_ATTENDANT_ROLES, {
    excludeMaster: true,
    scope: "the specialist serving the visit",
  }),
  "GET /stand-visits/partial-report": STAND_PARTIAL_REPORT,
  "GET /stand-visits/partial-report/pdf": STAND_PARTIAL_REPORT,
  "GET /stand-visits/partial-report/xlsx": STAND_PARTIAL_REPORT,
  "GET /third-party-visits": roles(STAND_STAFF_ROLES, { scope: STAND_VISIT_SCOPE }),
  "GET /third-party-visits/:id": roles(STAND_STAFF_ROLES, { scope: STAND_VISIT_SCOPE }),
  "GET /service-reports": roles(SERVICE_REPORT_READ_ROLES, { scope: "every report; BOOTH_SPECIALIST their own" }),
  "GET /service-reports/lead/:leadId": authenticated("the lead must be visible to the caller, else 404"),
  "GET /service-reports/:id": roles(SERVICE_REPORT_READ_ROLES, { scope: "every report; BOOTH_SPECIALIST their own" }),
  "GET /leads/lead-booth-visits/:leadId": authenticated("the lead must be visible to the caller, else 404"),
  "GET /leads/booth-attendances/attendant/:id": roles(STAND_QUEUE_MANAGER_ROLES, {
    selfParam: "id",
    scope: "or the specialist themself",
  }),
  // Solicitations (decision 054): who may ask or decide what is the service's (policy.ts).
  ...accessOf(SOLICITATIONS),
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
): Readonly<Record<string, RouteRule>> {
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
