import { FOLLOW_UP_TYPES } from "@portal/contracts/lead-enums";
import {
  type annotationBody,
  LEAD_LOG_ADMIN_ROLES,
  type LeadLogDto,
  type leadLogsQuery,
  type logPatchBody,
  type movementsQuery,
  STAGE_LOCKED_STATUSES,
} from "@portal/contracts/leads";
import { canAnnotateLead, hasRole, leadListScope } from "@portal/contracts/policy";
import type { z } from "zod";
import { forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import { findReadableLead, findVisibleLead } from "./lead-access";
import { LEAD_AUDIT } from "./lead-audit";
import { parseEightDigitDay } from "./lead-dates";
import { assertCanEdit, assertNotExcluded, assertWritable } from "./lead-guards";
import { leadLogNotFound, leadOnlyNotesEditable, leadStageLocked } from "./leads.errors";
import { toLogDto, toMovementDto } from "./leads.mapper";

const ANNOTATION_TYPES: readonly string[] = FOLLOW_UP_TYPES;

/** History: logs, annotations, log edits and the movements screen. */
export class LeadHistoryService {
  constructor(private readonly db: Database) {}

  async logs(actor: AuthUser, leadId: string, q: z.output<typeof leadLogsQuery>) {
    await findReadableLead(this.db.repos, actor, leadId, q.temporary_token);
    const { rows, total } = await this.db.repos.leadLogs.list(leadId, q.type, q.skip, q.limit);
    const names = await this.db.repos.leadDirectory.userNames(rows.map((r) => r.authorId));
    return { payload: rows.map((r) => toLogDto(r, names)), pagination: { total, skip: q.skip, limit: q.limit } };
  }

  async annotate(actor: AuthUser, leadId: string, body: z.output<typeof annotationBody>): Promise<LeadLogDto> {
    const visible = await findVisibleLead(this.db.repos, actor, leadId);
    assertWritable(actor);
    // MARKETING and RELATIONSHIP_TEAM read the history of every lead but write only on their own (spec 6).
    if (!canAnnotateLead(actor.roles, visible.ownerId === actor.id)) throw forbidden();
    if (body.status_profile !== undefined) assertCanEdit(actor);
    return this.db.transaction(async (repos) => {
      await repos.leads.lockRow(leadId);
      const lead = await findVisibleLead(repos, actor, leadId);
      assertNotExcluded(lead);
      const stageChanges = body.status_profile !== undefined && body.status_profile !== lead.statusProfile;
      if (stageChanges && STAGE_LOCKED_STATUSES.includes(lead.status)) throw leadStageLocked();
      await repos.leads.update(lead.id, {
        lastActivityAt: new Date(),
        ...(stageChanges ? { statusProfile: body.status_profile } : {}),
      });
      const log = await repos.leadLogs.create({
        leadId,
        authorId: actor.id,
        type: body.type,
        text: body.text,
        statusProfile: body.status_profile ?? null,
        data: stageChanges ? { status_profile: { from: lead.statusProfile, to: body.status_profile } } : null,
      });
      return toLogDto(log, new Map([[actor.id, actor.fullName]]));
    });
  }

  /** PATCH /leads/logs/{logId}: the author or an admin edits an annotation's message/subtype (audited). */
  async editLog(
    actor: AuthUser,
    logId: string,
    body: z.output<typeof logPatchBody>,
    meta: RequestMeta,
  ): Promise<LeadLogDto> {
    const log = await this.db.repos.leadLogs.findById(logId);
    if (!log) throw leadLogNotFound();
    await findVisibleLead(this.db.repos, actor, log.leadId);
    if (actor.readOnly || (log.authorId !== actor.id && !hasRole(actor.roles, LEAD_LOG_ADMIN_ROLES))) throw forbidden();
    if (!ANNOTATION_TYPES.includes(log.type)) {
      throw leadOnlyNotesEditable();
    }
    return this.db.transaction(async (repos) => {
      const updated = await repos.leadLogs.update(logId, { message: body.message, subtype: body.subtype });
      await repos.audit.record({
        actorId: actor.id,
        action: LEAD_AUDIT.logEdited,
        entity: "lead_log",
        entityId: logId,
        ip: meta.ip,
        details: {
          lead_id: log.leadId,
          from: { message: log.message, subtype: log.subtype },
          to: { message: updated.message, subtype: updated.subtype },
        },
      });
      const names = await repos.leadDirectory.userNames([updated.authorId]);
      return toLogDto(updated, names);
    });
  }

  async movements(actor: AuthUser, q: z.output<typeof movementsQuery>) {
    const day = parseEightDigitDay(q.date_movimentation, "date_movimentation");
    let involving = leadListScope(actor.roles) === "all" ? undefined : actor.id;
    if (q.temporary_token && q.lead_id) {
      // A read-only link shows the whole history of its lead (and only of that lead: lead_id is required).
      const { viaLink } = await findReadableLead(this.db.repos, actor, q.lead_id, q.temporary_token);
      if (viaLink) involving = undefined;
    }
    const { rows, total } = await this.db.repos.leadMovements.list({
      leadId: q.lead_id,
      search: q.search,
      enterpriseId: q.enterprise,
      originUserId: q.origin_user,
      destinationUserId: q.destination_user,
      from: day?.start,
      to: day?.end,
      involving,
      skip: q.skip,
      limit: q.limit,
    });
    const [users, enterprises] = await Promise.all([
      this.db.repos.leadDirectory.userNames(rows.flatMap((r) => [r.originUserId, r.destinationUserId, r.actorId])),
      this.db.repos.leadDirectory.enterpriseNames(rows.map((r) => r.enterpriseId)),
    ]);
    return {
      payload: rows.map((r) => toMovementDto(r, users, enterprises)),
      pagination: { total, skip: q.skip, limit: q.limit },
    };
  }
}
