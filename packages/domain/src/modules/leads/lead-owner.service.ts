import type { distributeBody, reassignBody, removeFromWalletBody } from "@portal/contracts/leads";
import { canManageLeads } from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { NEW_LEAD_NOTIFICATION_TITLE } from "@portal/contracts/notifications";
import type { z } from "zod";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { emitAttendanceEnded, endAttendancesInTx } from "../distribution/lead-roulette";
import type { NewNotification } from "../notifications/notifications.repository";
import { emitRealtime, notify } from "../notifications/notifications.service";
import { findVisibleLead } from "./lead-access";
import { LEAD_AUDIT } from "./lead-audit";
import { assertCanDelete, assertCanManage, assertNotExcluded, loadAssignee, loadAssignees } from "./lead-guards";
import type { NewLeadLog, NewMovement } from "./lead-history.repository";
import { presentLead } from "./lead-presenter";
import { leadAlreadyInBase, leadAlreadyOwnedByTarget } from "./leads.errors";
import type { LeadRow } from "./leads.repository";

/** Loads every id (deduplicated, in order) or fails naming the first missing one (`leads.3`). */
async function loadAll(repos: Repositories, ids: readonly string[], field: string): Promise<LeadRow[]> {
  const rows = await repos.leads.findByIds(ids);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.findIndex((id) => !found.has(id));
    throw fieldError(`${field}.${missing}`, FIELD_MSG.leadNotFound);
  }
  return rows;
}

/** Title of the notification a reassignment sends when `notify_specialist` is true (lead not new). */
export const LEAD_TRANSFERRED_TITLE = "Lead transferido para sua carteira";
/** Spec 4: the new-lead alert lasts 10 minutes. */
export const NEW_LEAD_ALERT_MS = 10 * 60_000;

/**
 * The notification a manual owner change sends (`notify_specialist`). A lead that is NEW after the change gets
 * the new-lead alert: the title the web's modal reacts to and a deadline 10 minutes ahead (spec 4), like an
 * offer; any other lead gets the plain 'transferido' notice.
 */
export function ownerChangeNotification(
  lead: { id: string; fullName: string; enterpriseId: string | null },
  status: string,
  receiverId: string,
  now: Date,
): NewNotification {
  const isNew = status === "NEW";
  return {
    receiverId,
    title: isNew ? NEW_LEAD_NOTIFICATION_TITLE : LEAD_TRANSFERRED_TITLE,
    message: `O lead ${lead.fullName} foi transferido para você.`,
    type: "NEW_LEAD",
    linkedContent: lead.id,
    enterpriseId: lead.enterpriseId,
    deadline: isNew ? new Date(now.getTime() + NEW_LEAD_ALERT_MS) : null,
  };
}

/**
 * The owner change of `PUT /leads/{id}/specialist`, inside the caller's transaction: the lead must already be locked
 * (`repos.leads.lockRow`) and checked by the caller (visible, not excluded, another owner). Ends its attendances,
 * moves it, writes the movement and the OWNER log, and notifies the new owner when asked (NOTIFICATION log). What it
 * announces (the notification, the previous attendant back) goes to `events`, published after COMMIT (decision 068).
 * Also used by an approved LEAD_TRANSFER solicitation (decision 054).
 */
export async function reassignLockedLeadInTx(
  repos: Repositories,
  events: EventSink,
  actorId: string,
  lead: LeadRow,
  targetId: string,
  opts: { reason: string; notify: boolean; text?: string | null },
): Promise<LeadRow> {
  const now = new Date();
  emitAttendanceEnded(events, await endAttendancesInTx(repos, [lead.id], now));
  const updated = await repos.leads.update(lead.id, { ownerId: targetId, inAttendance: false, lastActivityAt: now });
  await repos.leadMovements.create({
    leadId: lead.id,
    originUserId: lead.ownerId,
    destinationUserId: targetId,
    enterpriseId: lead.enterpriseId,
    actorId,
    reason: opts.reason,
  });
  await repos.leadLogs.create({
    leadId: lead.id,
    authorId: actorId,
    type: "OWNER",
    subtype: opts.reason,
    text: opts.text ?? null,
    data: { from: lead.ownerId, to: targetId },
  });
  if (opts.notify) {
    const sent = await notify(repos, ownerChangeNotification(lead, updated.status, targetId, now));
    emitRealtime(events, [sent.pending]);
    await repos.leadLogs.create({
      leadId: lead.id,
      authorId: actorId,
      type: "NOTIFICATION",
      subtype: "NOTIFIED",
      data: { receiver_id: targetId, reason: opts.reason, notification_id: sent.notification.id },
    });
  }
  return updated;
}

/** Who owns a lead: reassign, distribute, remove from the wallet, bulk delete. */
export class LeadOwnerService {
  constructor(private readonly db: Database) {}

  async reassign(actor: AuthUser, id: string, body: z.output<typeof reassignBody>) {
    assertCanManage(actor);
    await findVisibleLead(this.db.repos, actor, id);
    const target = await loadAssignee(this.db.repos, body.specialist_id, "specialist_id");
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      if (lead.ownerId === target.id) throw leadAlreadyOwnedByTarget();
      const updated = await reassignLockedLeadInTx(repos, events, actor.id, lead, target.id, {
        reason: body.type,
        notify: body.notify_specialist,
      });
      return { lead: await presentLead(repos, actor.id, updated), notified: body.notify_specialist };
    });
  }

  async removeFromWallet(actor: AuthUser, id: string, body: z.output<typeof removeFromWalletBody>) {
    const visible = await findVisibleLead(this.db.repos, actor, id);
    if (actor.readOnly || (visible.ownerId !== actor.id && !canManageLeads(actor))) throw forbidden();
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      if (!lead.ownerId) throw leadAlreadyInBase();
      const now = new Date();
      emitAttendanceEnded(events, await endAttendancesInTx(repos, [id], now));
      const updated = await repos.leads.update(id, { ownerId: null, inAttendance: false, lastActivityAt: now });
      await repos.leadMovements.create(this.movement(actor, lead, null, "REMOVED_FROM_WALLET"));
      await repos.leadLogs.create({
        leadId: id,
        authorId: actor.id,
        type: "OWNER",
        subtype: "REMOVED_FROM_WALLET",
        text: body.reason ?? null,
        data: { from: lead.ownerId, to: null },
      });
      return presentLead(repos, actor.id, updated);
    });
  }

  /** All or nothing: any unknown id fails the whole request; already excluded leads are left as they are. */
  async bulkDelete(actor: AuthUser, ids: string[], meta: RequestMeta) {
    assertCanDelete(actor);
    const unique = [...new Set(ids)];
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRows(unique);
      const rows = await loadAll(repos, unique, "leads");
      const targets = rows.filter((r) => !r.excluded);
      const targetIds = targets.map((r) => r.id);
      const now = new Date();
      await repos.leads.updateMany(targetIds, { status: "EXCLUDED", excluded: true, inAttendance: false });
      emitAttendanceEnded(events, await endAttendancesInTx(repos, targetIds, now));
      await repos.leadLogs.createMany(
        targets.map((r) => ({
          leadId: r.id,
          authorId: actor.id,
          type: "EXCLUDED",
          subtype: "EXCLUDED",
          data: { status: { from: r.status, to: "EXCLUDED" } },
        })),
      );
      await repos.audit.record({
        actorId: actor.id,
        action: LEAD_AUDIT.bulkDeleted,
        entity: "lead",
        ip: meta.ip,
        details: { leads: targetIds, count: targetIds.length },
      });
      return { deleted: targetIds.length, leads: targetIds };
    });
  }

  /**
   * Manual even split: lead i goes to users[i % n] in the given order, so counts differ by at most one. A batch for
   * one person is a transfer (the list's "Transferir"): its movements and logs say TRANSFER, not DISTRIBUTION.
   */
  async distribute(actor: AuthUser, body: z.output<typeof distributeBody>) {
    assertCanManage(actor);
    const leadIds = [...new Set(body.leads)];
    const userIds = [...new Set(body.users)];
    const kind = userIds.length === 1 ? "TRANSFER" : "DISTRIBUTION";
    await loadAssignees(this.db.repos, body.users, "users");
    return this.db.transaction(async (repos, events) => {
      await repos.leads.lockRows(leadIds);
      const rows = await loadAll(repos, leadIds, "leads");
      const excludedAt = rows.findIndex((r) => r.excluded);
      if (excludedAt >= 0) throw fieldError(`leads.${excludedAt}`, FIELD_MSG.excludedLeadNotDistributable);
      const now = new Date();
      const byUser = new Map<string, LeadRow[]>(userIds.map((u) => [u, []]));
      for (const [i, r] of rows.entries()) byUser.get(userIds[i % userIds.length] as string)?.push(r);
      const reset = body.reset_fields
        ? { status: "NEW" as const, statusProfile: null, archiveReason: null, discardReason: null }
        : {};
      const movements: NewMovement[] = [];
      const logs: NewLeadLog[] = [];
      for (const [userId, leads] of byUser) {
        await repos.leads.updateMany(
          leads.map((l) => l.id),
          { ownerId: userId, inAttendance: false, lastActivityAt: now, ...reset },
        );
        for (const lead of leads) {
          if (lead.ownerId !== userId) movements.push(this.movement(actor, lead, userId, kind));
          logs.push({
            leadId: lead.id,
            authorId: actor.id,
            type: "OWNER",
            subtype: kind,
            text: body.distribution_info ?? null,
            data: {
              from: lead.ownerId,
              to: userId,
              ...(body.reset_fields
                ? { status: { from: lead.status, to: "NEW" }, status_profile: { from: lead.statusProfile, to: null } }
                : {}),
            },
          });
        }
      }
      emitAttendanceEnded(events, await endAttendancesInTx(repos, leadIds, now));
      if (body.notify_specialist) {
        for (const [userId, leads] of byUser) {
          for (const lead of leads) {
            const status = body.reset_fields ? "NEW" : lead.status;
            const sent = await notify(repos, ownerChangeNotification(lead, status, userId, now));
            emitRealtime(events, [sent.pending]);
            logs.push({
              leadId: lead.id,
              authorId: actor.id,
              type: "NOTIFICATION",
              subtype: "NOTIFIED",
              data: { receiver_id: userId, reason: kind, notification_id: sent.notification.id },
            });
          }
        }
      }
      await repos.leadMovements.createMany(movements);
      await repos.leadLogs.createMany(logs);
      return {
        distributed: rows.length,
        notified: body.notify_specialist,
        assignments: [...byUser].map(([user_id, leads]) => ({ user_id, leads: leads.map((l) => l.id) })),
      };
    });
  }

  private movement(actor: AuthUser, lead: LeadRow, to: string | null, reason: string): NewMovement {
    return {
      leadId: lead.id,
      originUserId: lead.ownerId,
      destinationUserId: to,
      enterpriseId: lead.enterpriseId,
      actorId: actor.id,
      reason,
    };
  }
}
