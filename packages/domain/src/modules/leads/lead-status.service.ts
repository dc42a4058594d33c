import { checkStatusTransition, STAGE_LOCKED_STATUSES, type statusChangeBody } from "@portal/contracts/leads";
import type { z } from "zod";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { emitAttendanceEnded, endAttendancesInTx } from "../distribution/lead-roulette";
import { findVisibleLead } from "./lead-access";
import { assertCanEdit, assertNotExcluded } from "./lead-guards";
import { presentLead } from "./lead-presenter";
import { leadStageLocked, leadTransitionRefused } from "./leads.errors";
import type { LeadPatch } from "./leads.repository";

type StatusChange = z.output<typeof statusChangeBody>;

/** Statuses that close the lead for now: an open attendance ends with them. */
const CLOSING_STATUSES: readonly string[] = ["FILED", "NON_ADHERENT"];

/** PUT /leads/{id}/status: status by the transition table (contracts/leads.ts), funnel stage, reasons. */
export class LeadStatusService {
  constructor(private readonly db: Database) {}

  async change(actor: AuthUser, id: string, body: StatusChange) {
    await findVisibleLead(this.db.repos, actor, id);
    assertCanEdit(actor);
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      const patch: LeadPatch = {};
      const data: Record<string, unknown> = {};
      if (body.status !== undefined) {
        const check = checkStatusTransition(lead.status, body.status, body.reason);
        if (!check.ok) {
          throw check.status === 400
            ? fieldError(check.field ?? "status", check.message)
            : leadTransitionRefused(check.message);
        }
        if (check.changed) {
          patch.status = body.status;
          patch.archiveReason = check.archiveReason ?? null;
          patch.discardReason = check.discardReason ?? null;
          data.status = { from: lead.status, to: body.status };
          if (body.reason && (check.archiveReason || check.discardReason)) data.reason = body.reason;
          if (CLOSING_STATUSES.includes(body.status)) {
            patch.inAttendance = false;
            emitAttendanceEnded(events, await endAttendancesInTx(repos, [lead.id], new Date()));
          }
        }
      }
      if (body.status_profile !== undefined && body.status_profile !== lead.statusProfile) {
        if (STAGE_LOCKED_STATUSES.includes(patch.status ?? lead.status)) throw leadStageLocked();
        patch.statusProfile = body.status_profile;
        data.status_profile = { from: lead.statusProfile, to: body.status_profile };
      }
      if (Object.keys(data).length === 0) return presentLead(repos, actor.id, lead);
      const updated = await repos.leads.update(lead.id, { ...patch, lastActivityAt: new Date() });
      await repos.leadLogs.create({
        leadId: lead.id,
        authorId: actor.id,
        type: "STATUS",
        subtype: patch.status ?? null,
        statusProfile: updated.statusProfile,
        data,
      });
      return presentLead(repos, actor.id, updated);
    });
  }
}
