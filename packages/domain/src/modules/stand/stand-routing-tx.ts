import { MSG } from "@portal/contracts/messages";
import type { Repositories } from "../../repositories/repositories";
import type { LeadRow } from "../leads/leads.repository";
import { notify } from "../notifications/notifications.service";
import type { StandEvents } from "./stand-events";
import type { NewStandLog } from "./stand-logs.repository";
import { decideRouting, type Routing, SKIP_REASON_TEXT } from "./stand-routing";
import type { QueueMember, StandVisitRecord } from "./stand-rows";

type NewLeadLog = Parameters<Repositories["leadLogs"]["create"]>[0];

/**
 * The logs a stand transaction writes, collected and written at its end in one insert per table (decision 056):
 * lead logs (the timeline) and stand logs, each in the order they were added.
 */
export class StandLogBatch {
  readonly lead: NewLeadLog[] = [];
  readonly stand: NewStandLog[] = [];

  async write(repos: Repositories): Promise<void> {
    const lead = this.lead.splice(0);
    const stand = this.stand.splice(0);
    await repos.leadLogs.createManyInOrder(lead);
    await repos.standLogs.createMany(stand);
  }
}

/** What routing a visit did: the decision, the visit as written, and the name of its owner at arrival. */
export interface RoutedVisit {
  routing: Routing;
  visit: StandVisitRecord;
  ownerName: string | null;
}

export interface RouteArgs {
  visit: StandVisitRecord;
  /** The visit's lead, row-locked by the caller (lock order: lead -> stand -> visit). */
  lead: LeadRow;
  enterpriseName: string;
  actorId: string | null;
  at: Date;
  /** Write the WAITING decision (and its skips) to the log: at check-in yes, on a drain retry no. */
  logWaiting: boolean;
  /**
   * The caller's log batch: the routing's logs are added to it and the caller writes it (after its own logs). Without
   * one, the routing writes its logs itself before returning.
   */
  logs?: StandLogBatch;
}

/**
 * Routes one WAITING visit, inside the caller's transaction, with the stand's row locked by the caller (every
 * routing of one stand is serialised by that lock, like a roulette's: only the chosen presence row changes, "draw
 * only the next one"). Writes the decision with its reason, gives an ownerless lead to the specialist, notifies the
 * specialist (VISIT_STAND) and, once, the owner whose client went elsewhere. Events are emitted into the transaction (after COMMIT).
 */
export async function routeVisitInTx(
  repos: Repositories,
  announce: StandEvents,
  args: RouteArgs,
): Promise<RoutedVisit> {
  const { lead, at } = args;
  let visit = args.visit;
  const logs = args.logs ?? new StandLogBatch();
  const members = await repos.standPresences.queue(visit.enterpriseId);
  // The owner whose client arrived: none when the lead had no owner at arrival (an owner it got since came from this
  // visit, e.g. a specialist who then left the stand: the visit is routed afresh and the lead follows it).
  const ownerId = visit.ownerId === null ? null : lead.ownerId;
  const [ownerUser] = ownerId ? await repos.leadDirectory.findUsers([ownerId]) : [];
  const owner = ownerUser ? { id: ownerUser.id, name: ownerUser.fullName, active: ownerUser.active } : null;
  const routing = decideRouting(owner, members);
  const base = { enterpriseId: visit.enterpriseId, visitId: visit.id, actorId: args.actorId };
  if (routing.chosen) {
    visit =
      (await assignInTx(repos, announce, {
        visit,
        lead,
        member: routing.chosen,
        from: "WAITING",
        type: routing.kind === "OWNER" ? "OWNER" : "QUEUE",
        reason: routing.reason,
        enterpriseName: args.enterpriseName,
        actorId: args.actorId,
        at,
        skipLogs: routing.skipped.map((s) => ({
          ...base,
          userId: s.member.userId,
          action: "SKIPPED" as const,
          reason: `${s.member.userName}: ${SKIP_REASON_TEXT[s.reason]}`,
          data: { presence_id: s.member.presenceId, reason: s.reason },
        })),
        logs,
      })) ?? visit;
  } else if (args.logWaiting) {
    logs.stand.push(
      ...routing.skipped.map((s) => ({
        ...base,
        userId: s.member.userId,
        action: "SKIPPED" as const,
        reason: `${s.member.userName}: ${SKIP_REASON_TEXT[s.reason]}`,
        data: { presence_id: s.member.presenceId, reason: s.reason },
      })),
      { ...base, action: "WAITING" as const, reason: routing.reason },
    );
    announce.changed(visit.enterpriseId);
  }
  if (routing.notifyOwner && owner && !visit.ownerNotified) {
    const specialist = routing.chosen?.userName ?? null;
    const sent = await notify(repos, {
      receiverId: owner.id,
      title: MSG.ownerClientAtStandTitle,
      message: MSG.ownerClientAtStandMessage(visit.visitorName, args.enterpriseName, specialist),
      type: "VISIT_STAND",
      linkedContent: lead.id,
      enterpriseId: visit.enterpriseId,
    });
    announce.notification(sent.pending);
    const notifiedAt = new Date();
    await repos.standVisits.markOwnerNotified(visit.id, notifiedAt);
    visit = { ...visit, ownerNotified: true, updatedAt: notifiedAt };
    logs.stand.push({
      ...base,
      userId: owner.id,
      action: "OWNER_NOTIFIED",
      reason: `responsável ${owner.name} avisado`,
    });
  }
  if (!args.logs) await logs.write(repos);
  return { routing, visit, ownerName: ownerUser?.fullName ?? null };
}

export interface AssignArgs {
  visit: StandVisitRecord;
  lead: LeadRow;
  member: QueueMember;
  from: "WAITING" | "ASSIGNED";
  type: "OWNER" | "QUEUE" | "MANUAL";
  reason: string;
  enterpriseName: string;
  actorId: string | null;
  at: Date;
  /** Stand logs written before the assignment's own (the skips). */
  skipLogs?: NewStandLog[];
  /** As RouteArgs.logs: the caller's batch, else the assignment writes its logs itself. */
  logs?: StandLogBatch;
}

/**
 * Gives the visit to this specialist: the visit row (conditional on its status), the specialist's turn (end of the
 * line), the lead's owner when the lead had none, the logs and the VISIT_STAND notification. A lead whose owner came
 * from this very visit (its owner at arrival was none) follows a reassignment.
 */
export async function assignInTx(
  repos: Repositories,
  announce: StandEvents,
  a: AssignArgs,
): Promise<StandVisitRecord | null> {
  const { visit, lead, member, at } = a;
  const logs = a.logs ?? new StandLogBatch();
  const updatedAt = new Date();
  const assigned = await repos.standVisits.assignWithTurn(visit.id, a.from, member.presenceId, {
    specialistId: member.userId,
    type: a.type,
    reason: a.reason,
    at,
    updatedAt,
  });
  if (!assigned) return null;
  const previous = a.from === "ASSIGNED" ? visit.specialistId : null;
  // An ownerless lead goes to the specialist; a lead that had no owner when the visitor arrived follows the visit.
  const takesLead = !lead.ownerId || visit.ownerId === null;
  if (takesLead && lead.ownerId !== member.userId) {
    await repos.leads.update(lead.id, { ownerId: member.userId, lastActivityAt: at });
    await repos.leadMovements.create({
      leadId: lead.id,
      originUserId: lead.ownerId,
      destinationUserId: member.userId,
      enterpriseId: lead.enterpriseId,
      actorId: a.actorId,
      reason: "STAND_VISIT",
    });
    logs.lead.push({
      leadId: lead.id,
      authorId: a.actorId,
      type: "OWNER",
      subtype: "STAND_VISIT",
      data: { from: lead.ownerId, to: member.userId, visit_id: visit.id },
    });
  }
  logs.lead.push({
    leadId: lead.id,
    authorId: a.actorId,
    type: "STAND_VISIT",
    subtype: "ASSIGNED",
    text: a.reason,
    data: {
      visit_id: visit.id,
      enterprise_id: visit.enterpriseId,
      specialist_id: member.userId,
      specialist_name: member.userName,
      assignment_type: a.type,
      ...(previous ? { previous_specialist_id: previous } : {}),
    },
  });
  logs.stand.push(...(a.skipLogs ?? []), {
    enterpriseId: visit.enterpriseId,
    visitId: visit.id,
    userId: member.userId,
    actorId: a.actorId,
    action: previous ? "REASSIGNED" : "ASSIGNED",
    reason: `${member.userName}: ${a.reason}`,
    data: { presence_id: member.presenceId, type: a.type, ...(previous ? { from: previous } : {}) },
  });
  const sent = await notify(repos, {
    receiverId: member.userId,
    title: MSG.visitStandTitle,
    message: MSG.visitStandMessage(visit.visitorName, a.enterpriseName),
    type: "VISIT_STAND",
    linkedContent: lead.id,
    enterpriseId: visit.enterpriseId,
  });
  announce.notification(sent.pending);
  announce.event(member.userId, {
    type: "stand.visit_assigned",
    visit_id: visit.id,
    enterprise_id: visit.enterpriseId,
    visitor_name: visit.visitorName,
  });
  announce.changed(visit.enterpriseId);
  if (!a.logs) await logs.write(repos);
  return {
    ...visit,
    status: "ASSIGNED",
    specialistId: member.userId,
    assignmentType: a.type,
    assignmentReason: a.reason,
    assignedAt: at,
    updatedAt,
  };
}
