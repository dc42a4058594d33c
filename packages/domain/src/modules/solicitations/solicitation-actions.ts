/**
 * One handler per solicitation type (decision 054): what a request of the type must name when it is made, who is
 * responsible for it, and what approving it does — inside the approval's transaction, through the owning module's
 * own in-transaction path. A handler that cannot act throws (409 with the reason): the approval's transaction rolls
 * back, the request stays OPEN and nothing is written.
 */

import { formatDayMonth, SHIFT_LABELS, type Shift, shiftHasStarted } from "@portal/contracts/availability-schedules";
import { isSpecialist } from "@portal/contracts/lead-rules";
import { canOwnLeads } from "@portal/contracts/leads";
import { SOLICITATION_RESPONSIBLE_ROLES } from "@portal/contracts/policy";
import { SOLICITATION_MSG, type SolicitationCreateInput, type SolicitationType } from "@portal/contracts/solicitations";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { swapShiftsInTx } from "../availability-schedules/availability-schedules.service";
import { shiftSettings } from "../availability-schedules/schedule-duty";
import { scheduleChangedMessage } from "../availability-schedules/schedule-events";
import { assertNotExcluded } from "../leads/lead-guards";
import { reassignLockedLeadInTx } from "../leads/lead-owner.service";
import { emitRealtime, notifyInTx } from "../notifications/notifications.service";
import { extendReservationInTx } from "../units/reservation-extend";
import {
  extensionReservationField,
  extensionReservationIndefinite,
  extensionReservationNotActive,
  otherEnterprise,
  shiftSwapEnterprise,
  shiftSwapNotYours,
  shiftSwapOtherShiftGone,
  shiftSwapOtherSpecialist,
  shiftSwapRequesterShiftGone,
  shiftSwapStarted,
  transferLeadAlreadyRequester,
  transferLeadAlreadyYours,
  transferLeadField,
  transferLeadMoved,
  transferRequesterCannotOwn,
} from "./solicitations.errors";
import type { NewSolicitation, SolicitationRow } from "./solicitations.repository";

/** What a request keeps besides its type, requester and message. */
export type Prepared = Omit<NewSolicitation, "type" | "requesterId" | "message">;
export interface SolicitationAction {
  /** At creation (outside any transaction): checks the type's fields, returns what the row keeps. */
  prepare(repos: Repositories, actor: AuthUser, input: SolicitationCreateInput): Promise<Prepared>;
  /**
   * At approval, inside its transaction (the request's row is locked): performs the action or throws. What it
   * announces (notifications, a specialist back to available, open grids to refetch) goes to `events`, the
   * transaction's domain events (decision 068): delivered after its commit, never for a rollback.
   */
  approve(repos: Repositories, actor: AuthUser, s: SolicitationRow, events: EventSink): Promise<void>;
}
const none = { leadId: null, leadOwnerId: null, reservationId: null, extensionMinutes: null, shiftSwap: null };

/**
 * The responsible approvers (besides the admins, who decide every request): the holders of the type's responsible
 * roles who coordinate or belong to the sales team in question — the lead's team, else the teams serving the
 * enterprise (or the requester's teams for OTHER) — and, when there is nobody there, every active holder.
 */
async function responsible(
  repos: Repositories,
  type: SolicitationType,
  where: { teamId?: string | null; enterpriseId?: string | null; memberId?: string },
): Promise<string[]> {
  const roles = SOLICITATION_RESPONSIBLE_ROLES[type];
  // The closest team first (the lead's, or the requester's), then the enterprise's teams, then everyone with the role.
  const levels = [
    where.teamId ? { teamId: where.teamId } : null,
    where.memberId ? { memberId: where.memberId } : null,
    where.enterpriseId ? { enterpriseId: where.enterpriseId } : null,
  ].filter((w): w is NonNullable<typeof w> => w !== null);
  for (const level of levels) {
    const people = await repos.solicitations.teamPeople(roles, level);
    if (people.length) return people;
  }
  return repos.solicitations.activeWithRoles(roles);
}

export function buildSolicitationActions(): Record<SolicitationType, SolicitationAction> {
  return {
    LEAD_TRANSFER: {
      async prepare(repos, actor, input) {
        const lead = await repos.leads.findById(input.lead_id as string);
        if (!lead || lead.excluded) throw transferLeadField();
        if (lead.ownerId === actor.id) throw transferLeadAlreadyYours();
        // The lead's team is its sales team and, as much, the teams its owner works in: an online specialist's
        // client who came to a stand is decided by the online coordinator, not only by the stand's teams.
        const ofLead = [
          ...(lead.salesTeamId
            ? await repos.solicitations.teamPeople(SOLICITATION_RESPONSIBLE_ROLES.LEAD_TRANSFER, {
                teamId: lead.salesTeamId,
              })
            : []),
          ...(lead.ownerId
            ? await repos.solicitations.teamPeople(SOLICITATION_RESPONSIBLE_ROLES.LEAD_TRANSFER, {
                memberId: lead.ownerId,
              })
            : []),
        ];
        const approverIds = ofLead.length
          ? [...new Set(ofLead)]
          : await responsible(repos, "LEAD_TRANSFER", { enterpriseId: lead.enterpriseId });
        return {
          ...none,
          enterpriseId: lead.enterpriseId,
          leadId: lead.id,
          leadOwnerId: lead.ownerId,
          approverIds: approverIds.filter((id) => id !== actor.id),
        };
      },
      // PUT /leads/{id}/specialist's own in-transaction path: movement, OWNER log, the new owner's notification.
      async approve(repos, actor, s, events) {
        const leadId = s.leadId as string;
        await repos.leads.lockRow(leadId);
        const lead = await repos.leads.findById(leadId);
        if (!lead) throw transferLeadMoved();
        assertNotExcluded(lead);
        if (lead.ownerId === s.requesterId) throw transferLeadAlreadyRequester();
        if (lead.ownerId !== s.leadOwnerId) throw transferLeadMoved();
        const [requester] = await repos.leadDirectory.findUsers([s.requesterId]);
        if (!requester?.active || !canOwnLeads(requester.roles)) throw transferRequesterCannotOwn();
        await reassignLockedLeadInTx(repos, events, actor.id, lead, s.requesterId, {
          reason: "SOLICITATION_TRANSFER",
          notify: true,
          text: s.message,
        });
        // The previous owner did not ask: they hear that their client moved, in the same transaction.
        if (s.leadOwnerId && s.leadOwnerId !== actor.id) {
          await notifyInTx(repos, events, {
            receiverId: s.leadOwnerId,
            title: SOLICITATION_MSG.transferredAwayTitle,
            message: SOLICITATION_MSG.transferredAway(lead.fullName, requester.fullName, actor.fullName),
            type: "GENERIC",
            linkedContent: null,
            enterpriseId: lead.enterpriseId,
          });
        }
      },
    },

    RESERVE_EXTENSION: {
      async prepare(repos, actor, input) {
        const r = await repos.reservations.findById(input.reservation_id as string);
        if (!r || (r.brokerId !== actor.id && r.createdById !== actor.id)) throw extensionReservationField();
        if (r.status !== "ACTIVE") throw extensionReservationNotActive();
        if (!r.expiresAt) throw extensionReservationIndefinite();
        const desk = await responsible(repos, "RESERVE_EXTENSION", { enterpriseId: r.enterpriseId });
        const secretaries = await repos.solicitations.activeWithRoles(["SALES_SECRETARY"]);
        return {
          ...none,
          enterpriseId: r.enterpriseId,
          reservationId: r.id,
          extensionMinutes: input.extension_minutes as number,
          approverIds: [...new Set([...desk, ...secretaries])].filter((id) => id !== actor.id),
        };
      },
      // The units module's rules: ACTIVE, with an end, not yet due; one active reservation per unit is untouched.
      async approve(repos, actor, s, events) {
        await extendReservationInTx(
          { repos, events },
          actor.id,
          s.reservationId as string,
          s.extensionMinutes as number,
          s.message,
        );
      },
    },

    SHIFT_SWAP: {
      async prepare(repos, actor, input) {
        const swap = input.shift_swap as NonNullable<SolicitationCreateInput["shift_swap"]>;
        const [other] = await repos.leadDirectory.findUsers([swap.other_specialist_id]);
        if (!other?.active || other.id === actor.id || !isSpecialist(other.roles)) throw shiftSwapOtherSpecialist();
        if (!(await repos.leadDirectory.enterpriseExists(swap.enterprise_id))) throw shiftSwapEnterprise();
        // Only shifts still ahead are swapped: one that has started (or is over) is history (decision 066).
        const { hours } = await shiftSettings(repos);
        if (shiftHasStarted(swap.date, swap.shift, hours)) throw shiftSwapStarted("shift_swap.date");
        if (shiftHasStarted(swap.other_date, swap.other_shift, hours)) throw shiftSwapStarted("shift_swap.other_date");
        // The shift offered must be the requester's own, at that stand, on the schedule.
        const mine = { userId: actor.id, day: swap.date, shift: swap.shift };
        if (!(await repos.availabilitySchedules.isScheduled(swap.enterprise_id, mine))) throw shiftSwapNotYours();
        const approverIds = await responsible(repos, "SHIFT_SWAP", { enterpriseId: swap.enterprise_id });
        // Only the known keys are kept (the body's object is loose; its unknown keys were refused already).
        const shiftSwap = {
          date: swap.date,
          shift: swap.shift,
          enterprise_id: swap.enterprise_id,
          other_specialist_id: swap.other_specialist_id,
          other_date: swap.other_date,
          other_shift: swap.other_shift,
        };
        return { ...none, enterpriseId: swap.enterprise_id, shiftSwap, approverIds };
      },
      // The shifts module's swap (decision 052): both shifts at the request's stand, still on the schedule (locked
      // here, in id order), change specialists; a specialist who already works at another stand in the shift they
      // would take makes it a 409. Either way the approval rolls back, the request stays OPEN.
      async approve(repos, _actor, s, events) {
        const swap = s.shiftSwap as NonNullable<SolicitationCreateInput["shift_swap"]>;
        const [mine, theirs] = await repos.availabilitySchedules.lockSlots(swap.enterprise_id, [
          { userId: s.requesterId, day: swap.date, shift: swap.shift },
          { userId: swap.other_specialist_id, day: swap.other_date, shift: swap.other_shift },
        ]);
        if (!mine) throw shiftSwapRequesterShiftGone();
        if (!theirs) throw shiftSwapOtherShiftGone();
        const swapped = await swapShiftsInTx(repos, mine, theirs);
        // The colleague did not ask: they hear that their schedule changed, in the same transaction.
        const [requester] = await repos.leadDirectory.findUsers([s.requesterId]);
        const when = (day: string, shift: Shift) => `${formatDayMonth(day)} (${SHIFT_LABELS[shift]})`;
        await notifyInTx(repos, events, {
          receiverId: swap.other_specialist_id,
          title: SOLICITATION_MSG.swapColleagueTitle,
          message: SOLICITATION_MSG.swapColleague(
            requester?.fullName ?? "",
            when(swap.other_date, swap.other_shift),
            when(swap.date, swap.shift),
          ),
          type: "GENERIC",
          linkedContent: null,
          enterpriseId: swap.enterprise_id,
        });
        const changed = scheduleChangedMessage(swapped.a.enterpriseId, [swapped.a.day, swapped.b.day]);
        if (changed) emitRealtime(events, [changed]);
      },
    },

    OTHER: {
      async prepare(repos, actor, input) {
        if (input.enterprise_id && !(await repos.leadDirectory.enterpriseExists(input.enterprise_id)))
          throw otherEnterprise();
        const approverIds = await responsible(repos, "OTHER", {
          memberId: actor.id,
          enterpriseId: input.enterprise_id ?? null,
        });
        return {
          ...none,
          enterpriseId: input.enterprise_id ?? null,
          approverIds: approverIds.filter((id) => id !== actor.id),
        };
      },
      // No action: the reply is the answer.
      async approve() {},
    },
  };
}
