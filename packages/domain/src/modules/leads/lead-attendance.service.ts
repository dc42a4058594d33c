import { type attendanceBody, canManageLeads } from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import type { z } from "zod";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import {
  acceptOfferInTx,
  emitAttendanceEnded,
  endAttendancesInTx,
  startAttendanceStatusInTx,
} from "../distribution/lead-roulette";
import { findVisibleLead } from "./lead-access";
import type { AttendanceRow } from "./lead-attendance.repository";
import { assertCanEdit, assertNotExcluded } from "./lead-guards";
import { presentLead } from "./lead-presenter";
import { leadOnlyOwnerAttends } from "./leads.errors";
import type { LeadPatch, LeadRow } from "./leads.repository";

/**
 * Statuses that become TALKING when someone starts serving the lead. STOPPED too: "Parado" says nobody is working
 * the lead, which stops being true the moment its owner takes it into attendance (decision 065).
 */
const WAITING_STATUSES: readonly string[] = ["NEW", "NEW_INTEREST", "STOPPED"];

function startPatch(lead: LeadRow, now: Date): LeadPatch {
  return {
    attendanceStartedAt: now,
    lastActivityAt: now,
    ...(WAITING_STATUSES.includes(lead.status) ? { status: "TALKING" as const } : {}),
  };
}

/** Attendance ('Atender', assigned attendants) and per-user favourites. */
export class LeadAttendanceService {
  constructor(private readonly db: Database) {}

  /**
   * The owner takes the lead into attendance. Idempotent: while it is in attendance, a repeated call answers
   * the same attendance and writes nothing. Race-safe: row lock plus a conditional update (in_attendance = false).
   */
  async attend(actor: AuthUser, id: string, bodyLeadId?: string) {
    const visible = await findVisibleLead(this.db.repos, actor, id);
    if (bodyLeadId && bodyLeadId !== id) throw fieldError("leadId", FIELD_MSG.sameLeadAsPath);
    if (actor.readOnly || visible.ownerId !== actor.id) {
      throw leadOnlyOwnerAttends();
    }
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      // The owner may have changed since the check above (an expired offer takes the lead back).
      if (lead.ownerId !== actor.id) throw leadOnlyOwnerAttends();
      // Accepting the roulette offer: wins only before the deadline (exactly one of accept/expire).
      await acceptOfferInTx(repos, id, actor.id);
      const open = await repos.attendances.findOpen(id);
      if (lead.inAttendance && open) return { lead: await presentLead(repos, actor.id, lead), attendance: open };
      const now = new Date();
      const took = await repos.leads.markAttending(id, startPatch(lead, now));
      if (!took) {
        // Someone else took it between our read and the update: answer their attendance (fresh read).
        const current = await repos.attendances.findOpen(id);
        const fresh = (await repos.leads.findById(id)) as LeadRow;
        if (current) return { lead: await presentLead(repos, actor.id, fresh), attendance: current };
      }
      if (open) emitAttendanceEnded(events, await endAttendancesInTx(repos, [id], now, actor.id));
      const attendance = await repos.attendances.create({ leadId: id, attendantId: actor.id, startedAt: now });
      await startAttendanceStatusInTx(repos, actor.id);
      const updated = (await repos.leads.findById(id)) as LeadRow;
      await repos.leadLogs.create({
        leadId: id,
        authorId: actor.id,
        type: "ATTENDANCE",
        subtype: "ATTEND",
        data: { attendance_id: attendance.id, status: { from: lead.status, to: updated.status } },
      });
      return { lead: await presentLead(repos, actor.id, updated), attendance };
    });
  }

  /** Assigns an attendant (reassign roles, or the owner): a new Attendance row replaces any open one. */
  async assign(actor: AuthUser, id: string, body: z.output<typeof attendanceBody>) {
    const visible = await findVisibleLead(this.db.repos, actor, id);
    assertCanEdit(actor);
    if (visible.ownerId !== actor.id && !canManageLeads(actor)) throw forbidden();
    const [attendant] = await this.db.repos.leadDirectory.findUsers([body.attendant_id]);
    if (!attendant?.active) throw fieldError("attendant_id", FIELD_MSG.activeUser);
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      const now = new Date();
      emitAttendanceEnded(events, await endAttendancesInTx(repos, [id], now, attendant.id));
      const attendance: AttendanceRow = await repos.attendances.create({
        leadId: id,
        attendantId: attendant.id,
        attendantIdentifier: body.attendant_identifier ?? null,
        isTemporary: body.is_temporary,
        startedAt: now,
      });
      const updated = await repos.leads.update(id, { ...startPatch(lead, now), inAttendance: true });
      await repos.leadLogs.create({
        leadId: id,
        authorId: actor.id,
        type: "ATTENDANCE",
        subtype: "ASSIGNED",
        data: {
          attendance_id: attendance.id,
          attendant_id: attendant.id,
          attendant_identifier: attendance.attendantIdentifier,
          is_temporary: attendance.isTemporary,
          status: { from: lead.status, to: updated.status },
        },
      });
      return { lead: await presentLead(repos, actor.id, updated), attendance };
    });
  }

  async setFavorite(actor: AuthUser, id: string, favorite: boolean) {
    await findVisibleLead(this.db.repos, actor, id);
    await this.db.repos.leadFavorites.set(actor.id, id, favorite);
    return { lead_id: id, favorite };
  }
}
