import { MSG } from "@portal/contracts/messages";
import type { Repositories } from "../../repositories/repositories";
import type { LeadRow } from "../leads/leads.repository";
import { notify } from "../notifications/notifications.service";
import type { StandOutbox } from "./stand-outbox";
import { decideRouting, type Routing, SKIP_REASON_TEXT } from "./stand-routing";
import type { QueueMember, StandVisitRecord } from "./stand-rows";

export interface RouteArgs {
  visit: StandVisitRecord;
  /** The visit's lead, row-locked by the caller (lock order: lead -> stand -> visit). */
  lead: LeadRow;
  enterpriseName: string;
  actorId: string | null;
  at: Date;
  /** Write the WAITING decision (and its skips) to the log: at check-in yes, on a drain retry no. */
  logWaiting: boolean;
}

/**
 * Routes one WAITING visit, inside the caller's transaction, with the stand's row locked by the caller (every
 * routing of one stand is serialised by that lock, like a roulette's: only the chosen presence row changes, "draw
 * only the next one"). Writes the decision with its reason, gives an ownerless lead to the specialist, notifies the
 * specialist (VISIT_STAND) and, once, the owner whose client went elsewhere. Events go to the outbox.
 */
export async function routeVisitInTx(repos: Repositories, outbox: StandOutbox, args: RouteArgs): Promise<Routing> {
  const { visit, lead, at } = args;
  const members = await repos.standPresences.queue(visit.enterpriseId);
  const [ownerUser] = lead.ownerId ? await repos.leadDirectory.findUsers([lead.ownerId]) : [];
  const owner = ownerUser ? { id: ownerUser.id, name: ownerUser.fullName, active: ownerUser.active } : null;
  const routing = decideRouting(owner, members);
  const base = { enterpriseId: visit.enterpriseId, visitId: visit.id, actorId: args.actorId };
  if (routing.chosen) {
    await assignInTx(repos, outbox, {
      visit,
      lead,
      member: routing.chosen,
      from: "WAITING",
      type: routing.kind === "OWNER" ? "OWNER" : "QUEUE",
      reason: routing.reason,
      enterpriseName: args.enterpriseName,
      actorId: args.actorId,
      at,
      logs: routing.skipped.map((s) => ({
        ...base,
        userId: s.member.userId,
        action: "SKIPPED" as const,
        reason: `${s.member.userName}: ${SKIP_REASON_TEXT[s.reason]}`,
        data: { presence_id: s.member.presenceId, reason: s.reason },
      })),
    });
  } else if (args.logWaiting) {
    await repos.standLogs.createMany([
      ...routing.skipped.map((s) => ({
        ...base,
        userId: s.member.userId,
        action: "SKIPPED" as const,
        reason: `${s.member.userName}: ${SKIP_REASON_TEXT[s.reason]}`,
        data: { presence_id: s.member.presenceId, reason: s.reason },
      })),
      { ...base, action: "WAITING", reason: routing.reason },
    ]);
    outbox.changedStands.add(visit.enterpriseId);
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
    outbox.notifications.push(sent.pending);
    await repos.standVisits.markOwnerNotified(visit.id);
    await repos.standLogs.createMany([
      { ...base, userId: owner.id, action: "OWNER_NOTIFIED", reason: `responsável ${owner.name} avisado` },
    ]);
  }
  return routing;
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
  logs?: Parameters<Repositories["standLogs"]["createMany"]>[0];
}

/**
 * Gives the visit to this specialist: the visit row (conditional on its status), the specialist's turn (end of the
 * line), the lead's owner when the lead had none, the logs and the VISIT_STAND notification. A lead whose owner came
 * from this very visit follows a manual reassignment (its owner at arrival was none).
 */
export async function assignInTx(repos: Repositories, outbox: StandOutbox, a: AssignArgs): Promise<boolean> {
  const { visit, lead, member, at } = a;
  const assigned = await repos.standVisits.assign(visit.id, a.from, {
    specialistId: member.userId,
    type: a.type,
    reason: a.reason,
    at,
  });
  if (!assigned) return false;
  await repos.standPresences.markAssigned(member.presenceId);
  const previous = a.from === "ASSIGNED" ? visit.specialistId : null;
  const takesLead = !lead.ownerId || (visit.ownerId === null && previous !== null && lead.ownerId === previous);
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
    await repos.leadLogs.create({
      leadId: lead.id,
      authorId: a.actorId,
      type: "OWNER",
      subtype: "STAND_VISIT",
      data: { from: lead.ownerId, to: member.userId, visit_id: visit.id },
    });
  }
  await repos.leadLogs.create({
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
  await repos.standLogs.createMany([
    ...(a.logs ?? []),
    {
      enterpriseId: visit.enterpriseId,
      visitId: visit.id,
      userId: member.userId,
      actorId: a.actorId,
      action: previous ? "REASSIGNED" : "ASSIGNED",
      reason: `${member.userName}: ${a.reason}`,
      data: { presence_id: member.presenceId, type: a.type, ...(previous ? { from: previous } : {}) },
    },
  ]);
  const sent = await notify(repos, {
    receiverId: member.userId,
    title: MSG.visitStandTitle,
    message: MSG.visitStandMessage(visit.visitorName, a.enterpriseName),
    type: "VISIT_STAND",
    linkedContent: lead.id,
    enterpriseId: visit.enterpriseId,
  });
  outbox.notifications.push(sent.pending);
  outbox.event(member.userId, {
    type: "stand.visit_assigned",
    visit_id: visit.id,
    enterprise_id: visit.enterpriseId,
    visitor_name: visit.visitorName,
  });
  outbox.changedStands.add(visit.enterpriseId);
  return true;
}
