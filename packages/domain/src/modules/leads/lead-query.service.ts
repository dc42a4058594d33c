import { FUNNEL_STAGES, LEAD_STATUSES, type LeadStatus } from "@portal/contracts/lead-enums";
import {
  type groupedByStatusResponse,
  type LeadDto,
  type LeadFilterQuery,
  type LeadListItemDto,
  type LeadListQuery,
  PHONE_LOOKUP_ALL_ROLES,
  type specialistLeadsQuery,
} from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { hasRole, leadListScope, seesStandPhoneLookup } from "@portal/contracts/policy";
import { phoneField } from "@portal/contracts/users";
import type { z } from "zod";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { findReadableLead } from "./lead-access";
import { decodeLeadCursor, encodeLeadCursor } from "./lead-cursor";
import { createdAtWindow } from "./lead-dates";
import { presentLead, presentSummaries } from "./lead-presenter";
import { keysetOf, type LeadSearchFilter, type LeadSort } from "./lead-search-sql";
import { specialistNotFound } from "./leads.errors";
import { pageViewContext, toLeadListItem } from "./leads.mapper";

type Page<T> = {
  payload: T[];
  pagination: { total: number; skip: number; limit: number; estimated: boolean; next_cursor: string | null };
};
type SpecialistLeadsQuery = z.output<typeof specialistLeadsQuery>;

/** Read side of leads: lists, detail (incl. temporary links), boards, lookups. */
export class LeadQueryService {
  constructor(private readonly db: Database) {}

  /** The query's filters as SQL filter values, with the caller's scope applied. Null: nothing can match. */
  searchFilter(actor: AuthUser, q: LeadFilterQuery): LeadSearchFilter | null {
    const own = leadListScope(actor.roles) === "own";
    if (own && q.owner_id && q.owner_id !== actor.id) return null;
    const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
    return {
      viewerId: actor.id,
      ownerId: own ? actor.id : q.owner_id !== "none" ? q.owner_id : undefined,
      inBase: q.owner_id === "none" || undefined,
      enterpriseIds: q.enterprise_id,
      createdFrom: from,
      createdTo: to,
      statuses: q.status,
      profile: q.profile,
      interestLevels: q.interest_level,
      city: q.city,
      favorite: q.favorite,
      isClient: q.is_client,
      onlyWithPartner: q.only_with_partner,
      sources: q.source,
      salesTeamId: q.sales_team_id,
      rouletteId: q.roulette_id,
      daysToGoToBase: q.days_to_go_to_base,
      excluded: q.excluded ?? false,
      phoneDigits: q.phone,
      fullName: q.full_name,
    };
  }

  async list(actor: AuthUser, q: LeadListQuery): Promise<Page<LeadListItemDto>> {
    const filter = this.searchFilter(actor, q);
    return this.page(filter, { field: q.sortBy, direction: q.direction }, q.skip, q.limit, q.cursor);
  }

  /** One page in one round trip (the rows carry owner/enterprise names and the favourite flag), see search(). */
  private async page(
    filter: LeadSearchFilter | null,
    sort: LeadSort,
    skip: number,
    limit: number,
    cursor?: string,
  ): Promise<Page<LeadListItemDto>> {
    const after = cursor ? decodeLeadCursor(cursor, sort) : undefined;
    const pagination = { total: 0, skip: after ? 0 : skip, limit, estimated: false, next_cursor: null };
    if (!filter) return { payload: [], pagination };
    const { rows, total, estimated } = await this.db.repos.leadSearch.search(filter, sort, { skip, limit, after });
    const last = rows.length === limit ? rows[rows.length - 1] : undefined;
    // One view context for the page (the rows carry their names and favourite flag).
    const view = pageViewContext(rows);
    const payload = rows.map((r) => toLeadListItem(r, view));
    return {
      payload,
      pagination: {
        ...pagination,
        total,
        estimated,
        next_cursor: last ? encodeLeadCursor(sort, keysetOf(last, sort)) : null,
      },
    };
  }

  /** One lead; a valid temporary_token opens it read-only even outside the caller's scope. */
  async get(actor: AuthUser, id: string, temporaryToken?: string): Promise<LeadDto> {
    const repos = this.db.repos;
    const { lead, viaLink } = await findReadableLead(repos, actor, id, temporaryToken);
    return presentLead(repos, actor.id, lead, viaLink ? temporaryToken : undefined);
  }

  async groupedByStatus(actor: AuthUser, q: LeadFilterQuery): Promise<z.infer<typeof groupedByStatusResponse>> {
    const by_status = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
    const by_funnel_stage = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<
      (typeof FUNNEL_STAGES)[number],
      number
    >;
    const result = { by_status, by_funnel_stage, without_funnel_stage: 0, total: 0 };
    const filter = this.searchFilter(actor, q);
    if (!filter) return result;
    for (const g of await this.db.repos.leadSearch.countByStatusAndStage(filter)) {
      by_status[g.status as LeadStatus] += g.n;
      if (g.stage) by_funnel_stage[g.stage as keyof typeof by_funnel_stage] += g.n;
      else result.without_funnel_stage += g.n;
      result.total += g.n;
    }
    return result;
  }

  /** Leads with this phone: everyone's (minimal owner info) for the "all" scope and the receptionist, else own. */
  async phoneLookup(actor: AuthUser, rawPhone: string) {
    const parsed = phoneField.safeParse(rawPhone);
    if (!parsed.success) throw fieldError("phone", FIELD_MSG.phone);
    const seesAll = hasRole(actor.roles, PHONE_LOOKUP_ALL_ROLES);
    const rows = await this.db.repos.leads.findByPhone(parsed.data, seesAll ? undefined : actor.id);
    const summaries = await presentSummaries(this.db.repos, rows);
    if (!seesStandPhoneLookup(actor.roles)) return { payload: summaries };
    // The stand needs who the visitor is and whose client they are, not the lead (decision 030).
    return {
      payload: summaries.map((l) => ({
        full_name: l.full_name,
        owner_name: l.owner?.full_name ?? null,
        status: l.status,
      })),
    };
  }

  private async assertSpecialistView(actor: AuthUser, specialistId: string): Promise<void> {
    if (actor.id !== specialistId && leadListScope(actor.roles) !== "all") throw forbidden();
    const [user] = await this.db.repos.leadDirectory.findUsers([specialistId]);
    if (!user) throw specialistNotFound();
  }

  async specialistCounts(actor: AuthUser, specialistId: string) {
    await this.assertSpecialistView(actor, specialistId);
    return this.db.repos.leads.specialistCounts(specialistId);
  }

  async specialistLeads(
    actor: AuthUser,
    specialistId: string,
    q: SpecialistLeadsQuery,
  ): Promise<Page<LeadListItemDto>> {
    await this.assertSpecialistView(actor, specialistId);
    const filter: LeadSearchFilter = {
      viewerId: actor.id,
      ownerId: specialistId,
      excluded: false,
      statuses: q.status,
      enterpriseIds: q.enterprisesIds,
      fullName: q.name,
      favorite: q.dropdownFilter === "FAVORITES" || undefined,
      inAttendance: q.dropdownFilter === "IN_ATTENDANCE" || undefined,
      neverAttended: q.dropdownFilter === "NOT_ATTENDED" || undefined,
    };
    return this.page(filter, { field: "last_interest_at", direction: "desc" }, q.skip, q.limit, q.cursor);
  }
}
