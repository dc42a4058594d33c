import { MSG } from "@portal/contracts/messages";
import { canAttendStandVisits, canReceiveStandVisitors, hasRole } from "@portal/contracts/policy";
import type { ServiceReportInput } from "@portal/contracts/stand";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { setAvailabilityInTx } from "../availability/availability-tx";
import type { LeadRow } from "../leads/leads.repository";
import { notify } from "../notifications/notifications.service";
import {
  standAlreadyAttending,
  standForbidden,
  standNotScheduledToday,
  standReceptionElsewhere,
  standSpecialistField,
  standVisitClosed,
  standVisitInAttendance,
  standVisitNotAssigned,
  standVisitNotFound,
  standVisitNotInAttendance,
  standVisitNotYours,
} from "./stand.errors";
import { StandEvents } from "./stand-events";
import { isFree } from "./stand-routing";
import { assignInTx, routeVisitInTx } from "./stand-routing-tx";
import type { ServiceReportRecord, ServiceReportRow, StandVisitRecord, StandVisitRow } from "./stand-rows";
import { actsAt, standScopeOf } from "./stand-scope";
import { SpecialistAlreadyAttending } from "./stand-visits.repository";

/** Statuses that become TALKING when the specialist starts serving the visitor (as 'Atender' does). */
const WAITING_STATUSES: readonly string[] = ["NEW", "NEW_INTEREST"];
const CLOSED: readonly string[] = ["FINISHED", "CANCELED"];

/**
 * A visit after check-in: manual assignment, the attendance (start, finish with the service report), cancel, and the
 * routing of waiting visits when a specialist becomes available (drain). Lock order (decision 048): lead -> stand ->
 * visit -> presence -> user -> roulette agents.
 */
export class StandVisitAttendanceService {
  constructor(private readonly db: Database) {}

  /** PUT /stand-visits/{id}/assign: the receptionist or a coordinator routes the visit by hand, with a reason. */
  async assign(actor: AuthUser, id: string, specialistId: string, reason: string): Promise<StandVisitRow> {
    const visit = await this.receptionVisit(actor, id);
    if (visit.status === "IN_ATTENDANCE") throw standVisitInAttendance();
    if (CLOSED.includes(visit.status)) throw standVisitClosed();
    await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      const lead = await this.lockLead(repos, visit.leadId);
      await repos.stands.lock(visit.enterpriseId);
      const current = await repos.standVisits.lock(id);
      if (!current) throw standVisitNotFound();
      if (current.status === "IN_ATTENDANCE") throw standVisitInAttendance();
      if (current.status !== "WAITING" && current.status !== "ASSIGNED") throw standVisitClosed();
      if (current.status === "ASSIGNED" && current.specialistId === specialistId) return;
      const member = (await repos.standPresences.queue(visit.enterpriseId)).find((m) => m.userId === specialistId);
      if (!member?.userActive) throw standSpecialistField();
      const stand = await repos.stands.view(visit.enterpriseId);
      await assignInTx(repos, announce, {
        visit: current,
        lead,
        member,
        from: current.status,
        type: "MANUAL",
        reason,
        enterpriseName: stand?.enterpriseName ?? "",
        actorId: actor.id,
        at,
      });
    });
    return this.row(id);
  }

  /** PUT /stand-visits/{id}/cancel: the visitor left before being served. */
  async cancel(actor: AuthUser, id: string, reason: string): Promise<StandVisitRow> {
    const visit = await this.receptionVisit(actor, id);
    if (visit.status === "IN_ATTENDANCE") throw standVisitInAttendance();
    if (CLOSED.includes(visit.status)) throw standVisitClosed();
    await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      await this.lockLead(repos, visit.leadId);
      const current = await repos.standVisits.lock(id);
      if (!current) throw standVisitNotFound();
      if (current.status === "IN_ATTENDANCE") throw standVisitInAttendance();
      if (current.status !== "WAITING" && current.status !== "ASSIGNED") throw standVisitClosed();
      await repos.standVisits.cancel(id, current.status, at, reason);
      await repos.leadLogs.create({
        leadId: current.leadId,
        authorId: actor.id,
        type: "STAND_VISIT",
        subtype: "CANCELED",
        text: reason,
        data: { visit_id: id, enterprise_id: current.enterpriseId },
      });
      await repos.standLogs.createMany([
        {
          enterpriseId: current.enterpriseId,
          visitId: id,
          userId: current.specialistId,
          actorId: actor.id,
          action: "CANCELED",
          reason,
        },
      ]);
      announce.changed(current.enterpriseId);
      // The specialist it was routed to is free again: the next waiting visitor may go to them.
      if (current.status === "ASSIGNED") announce.drain(current.enterpriseId);
      // The specialist it was routed to still has its alert open: it closes ("Iniciar atendimento" would fail).
      if (current.specialistId) {
        announce.event(current.specialistId, {
          type: "stand.visit_canceled",
          visit_id: id,
          enterprise_id: current.enterpriseId,
        });
      }
    });
    return this.row(id);
  }

  /**
   * PUT /stand-visits/{id}/start: the specialist the visit was routed to starts serving the visitor and becomes
   * IN_ATTENDANCE (every roulette skips them, the online ones included). Repeating it answers the same visit.
   */
  async start(actor: AuthUser, id: string): Promise<StandVisitRow> {
    if (!canAttendStandVisits(actor.roles)) throw standForbidden();
    const visit = await this.ownVisit(actor, id);
    if (visit.status === "IN_ATTENDANCE") return this.row(id);
    if (CLOSED.includes(visit.status)) throw standVisitClosed();
    if (visit.status !== "ASSIGNED") throw standVisitNotAssigned();
    try {
      await this.db.transaction(async (repos, events) => {
        const announce = new StandEvents(events);
        const at = new Date();
        const lead = await this.lockLead(repos, visit.leadId);
        const current = await repos.standVisits.lock(id);
        if (!current || current.specialistId !== actor.id) throw standVisitNotYours();
        if (current.status === "IN_ATTENDANCE") return;
        if (current.status !== "ASSIGNED")
          throw CLOSED.includes(current.status) ? standVisitClosed() : standVisitNotAssigned();
        // Serving a visitor in person stops the clock of the roulette offers open to them (decision 063): an online
        // lead offered a moment before the visitor arrived does not expire while they serve the walk-in. The offers
        // before the user's row, as 'Atender' takes them (offer, then user): no deadlock with an accept.
        const offersPaused = await repos.leadOffers.pauseOfAgent(actor.id);
        const user = await repos.standPresences.lockUser(actor.id);
        if (await repos.standVisits.inAttendanceOf(actor.id)) throw standAlreadyAttending();
        const before = user?.availability ?? "AVAILABLE";
        if (!(await repos.standVisits.start(id, actor.id, at, before))) throw standVisitNotAssigned();
        await setAvailabilityInTx(repos, actor.id, actor.id, "IN_ATTENDANCE", "atendimento no plantão");
        const took = WAITING_STATUSES.includes(lead.status);
        await repos.leads.update(lead.id, { lastActivityAt: at, ...(took ? { status: "TALKING" } : {}) });
        await repos.leadLogs.create({
          leadId: lead.id,
          authorId: actor.id,
          type: "STAND_VISIT",
          subtype: "STARTED",
          data: {
            visit_id: id,
            enterprise_id: current.enterpriseId,
            ...(took ? { status: { from: lead.status, to: "TALKING" } } : {}),
          },
        });
        await repos.standLogs.createMany([
          {
            enterpriseId: current.enterpriseId,
            visitId: id,
            userId: actor.id,
            actorId: actor.id,
            action: "STARTED",
            reason: "atendimento iniciado",
            data: {
              availability_before: before,
              ...(offersPaused.length ? { offers_paused: offersPaused.length } : {}),
            },
          },
        ]);
        announce.event(actor.id, { type: "availability.changed", status: "IN_ATTENDANCE" });
        for (const o of offersPaused) {
          announce.event(actor.id, {
            type: "lead.offer_paused",
            lead_id: o.leadId,
            offer_id: o.id,
            remaining_ms: o.remainingMs,
          });
        }
        announce.event(actor.id, { type: "lead.updated", lead_id: lead.id });
        announce.changed(current.enterpriseId);
      });
    } catch (err) {
      // The partial unique index (one visit in attendance per specialist) decided a race the check above missed.
      throw err instanceof SpecialistAlreadyAttending ? standAlreadyAttending() : err;
    }
    return this.row(id);
  }

  /**
   * PUT /stand-visits/{id}/finish: ends the attendance with the service report (FAC). The report sets the lead's
   * interest level, goes into its history, and the booth coordinators are told (SERVICE_REPORT). The specialist goes
   * back to the status they had before the visit (AVAILABLE unless they were IN_PAUSE) and to their roulettes.
   */
  async finish(
    actor: AuthUser,
    id: string,
    input: ServiceReportInput,
  ): Promise<{ visit: StandVisitRow; report: ServiceReportRow }> {
    if (!canAttendStandVisits(actor.roles)) throw standForbidden();
    const visit = await this.ownVisit(actor, id);
    if (visit.status === "FINISHED" || visit.status === "CANCELED") throw standVisitClosed();
    if (visit.status !== "IN_ATTENDANCE") throw standVisitNotInAttendance();
    const report = await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      const lead = await this.lockLead(repos, visit.leadId);
      // The stand's lock: finishing moves the specialist in its queue (lock order lead -> stand -> visit).
      await repos.stands.lock(visit.enterpriseId);
      const current = await repos.standVisits.lock(id);
      if (!current || current.specialistId !== actor.id) throw standVisitNotYours();
      if (current.status !== "IN_ATTENDANCE") {
        throw CLOSED.includes(current.status) ? standVisitClosed() : standVisitNotInAttendance();
      }
      if (!(await repos.standVisits.finish(id, actor.id, at))) throw standVisitNotInAttendance();
      // Lista da vez: whoever finishes a visit goes to the end of the line (behind those who arrived meanwhile).
      await repos.standPresences.toEndOfLine(actor.id, current.enterpriseId);
      const report = await repos.serviceReports.create(toReport(current, lead, actor.id, input));
      await repos.leads.update(lead.id, { interestLevel: input.interest_level, lastActivityAt: at });
      await repos.leadLogs.create({
        leadId: lead.id,
        authorId: actor.id,
        type: "SERVICE_REPORT",
        text: input.observations ?? null,
        data: {
          service_report_id: report.id,
          visit_id: id,
          enterprise_id: current.enterpriseId,
          interest_level: { from: lead.interestLevel, to: input.interest_level },
          purpose_enterprise: input.purpose_enterprise,
          how_many_bedroom: input.how_many_bedroom,
        },
      });
      // The offers paused when the attendance started run again with the time they had left (decision 063); the
      // offers before the user's row, as in start.
      announce.offersResumed(await repos.leadOffers.resumeOfAgent(actor.id));
      const user = await repos.standPresences.lockUser(actor.id);
      if (user?.availability === "IN_ATTENDANCE") {
        const back = current.statusBeforeStart === "IN_PAUSE" ? "IN_PAUSE" : "AVAILABLE";
        const roulettes = await setAvailabilityInTx(
          repos,
          actor.id,
          actor.id,
          back,
          "atendimento do plantão encerrado",
        );
        announce.back({
          userId: actor.id,
          status: back,
          rouletteIds: back === "AVAILABLE" ? roulettes : [],
        });
        if (back === "AVAILABLE") announce.drain(current.enterpriseId);
      }
      const stand = await repos.stands.view(current.enterpriseId);
      for (const coordinator of await repos.stands.coordinatorsOf(current.enterpriseId)) {
        const sent = await notify(repos, {
          receiverId: coordinator.id,
          title: MSG.serviceReportTitle,
          message: MSG.serviceReportMessage(actor.fullName, current.visitorName, stand?.enterpriseName ?? ""),
          type: "SERVICE_REPORT",
          linkedContent: lead.id,
          enterpriseId: current.enterpriseId,
        });
        announce.notification(sent.pending);
      }
      await repos.standLogs.createMany([
        {
          enterpriseId: current.enterpriseId,
          visitId: id,
          userId: actor.id,
          actorId: actor.id,
          action: "FINISHED",
          reason: "atendimento finalizado com ficha de atendimento",
          data: { service_report_id: report.id, interest_level: input.interest_level },
        },
      ]);
      announce.event(actor.id, { type: "lead.updated", lead_id: lead.id });
      announce.changed(current.enterpriseId);
      return report;
    });
    const row = await this.db.repos.serviceReports.findRow(report.id);
    if (!row) throw standVisitNotFound();
    return { visit: await this.row(id), report: row };
  }

  /**
   * Routes the stand's waiting visits, oldest first, while specialists are free (after a check-in, a finished or
   * canceled visit, a resume...): one visitor per specialist, so with one free specialist one visit is routed and the
   * rest keep waiting (decision 063). Each visit in its own short transaction, locks in the usual order; a visit someone else
   * routed meanwhile is skipped. Idempotent and safe to run concurrently.
   */
  async drain(enterpriseId: string): Promise<number> {
    let routed = 0;
    for (let round = 0; round < 200; round++) {
      const waiting = await this.db.repos.standVisits.oldestWaiting(enterpriseId);
      if (!waiting) return routed;
      const queue = await this.db.repos.standPresences.queue(enterpriseId);
      if (!queue.some(isFree)) return routed;
      const outcome = await this.db.transaction(async (repos, events) => {
        const announce = new StandEvents(events);
        const lead = await this.lockLead(repos, waiting.leadId);
        await repos.stands.lock(enterpriseId);
        const visit = await repos.standVisits.lock(waiting.id);
        if (visit?.status !== "WAITING") return "again";
        const stand = await repos.stands.view(enterpriseId);
        const { routing } = await routeVisitInTx(repos, announce, {
          visit,
          lead,
          enterpriseName: stand?.enterpriseName ?? "",
          actorId: null,
          at: new Date(),
          logWaiting: false,
        });
        return routing.chosen ? "routed" : "stop";
      });
      if (outcome === "stop") return routed;
      if (outcome === "routed") routed++;
    }
    return routed;
  }

  private async row(id: string): Promise<StandVisitRow> {
    const row = await this.db.repos.standVisits.findRow(id);
    if (!row) throw standVisitNotFound();
    return row;
  }

  private async lockLead(repos: Repositories, leadId: string): Promise<LeadRow> {
    const [lead] = await repos.leads.lockAndFind([leadId]);
    if (!lead) throw standVisitNotFound();
    return lead;
  }

  /**
   * A visit the caller may act on (the stand scope, decision 061): admins any; a booth coordinator those of their
   * teams' stands; the receptionist those of the stand they work at today. A visit elsewhere is a 404 (as reading it);
   * a receptionist with no stand now is told to choose one, or that the schedule no longer covers theirs (403).
   */
  private async receptionVisit(actor: AuthUser, id: string): Promise<StandVisitRecord> {
    if (!canReceiveStandVisitors(actor.roles)) throw standForbidden();
    const visit = await this.db.repos.standVisits.findRecord(id);
    if (!visit) throw standVisitNotFound();
    const scope = await standScopeOf(this.db.repos, actor);
    if (actsAt(scope, visit.enterpriseId)) return visit;
    if (scope.receptionLapsed === visit.enterpriseId) {
      throw standNotScheduledToday((await this.db.repos.availabilitySchedules.standName(visit.enterpriseId)) ?? "");
    }
    // A receptionist who works at no stand now: choose one first (a state to fix, not someone else's visit).
    if (!scope.reception && !scope.receptionLapsed && !hasRole(actor.roles, ["BOOTH_COORDINATOR"])) {
      throw standReceptionElsewhere();
    }
    throw standVisitNotFound();
  }

  /** A visit routed to the calling specialist (403 when it went to someone else). */
  private async ownVisit(actor: AuthUser, id: string): Promise<StandVisitRecord> {
    const visit = await this.db.repos.standVisits.findRecord(id);
    if (!visit) throw standVisitNotFound();
    if (visit.specialistId !== actor.id) throw standVisitNotYours();
    return visit;
  }
}

function toReport(
  visit: StandVisitRecord,
  lead: LeadRow,
  specialistId: string,
  r: ServiceReportInput,
): Omit<ServiceReportRecord, "id" | "createdAt"> {
  return {
    standVisitId: visit.id,
    leadId: lead.id,
    enterpriseId: visit.enterpriseId,
    specialistId,
    interestLevel: r.interest_level,
    purposeEnterprise: r.purpose_enterprise,
    howManyBedroom: r.how_many_bedroom,
    quantityChildren: r.quantity_children,
    howKnow: r.how_know,
    knowCompany: r.know_company,
    ownProperty: r.own_property,
    realEstate: r.real_estate ?? null,
    sizeWant: r.size_want ?? null,
    whatDidLike: r.what_did_like ?? null,
    whatDidnotLike: r.what_didnot_like ?? null,
    bookedUnit: r.booked_unit ?? null,
    age: r.age ?? null,
    serviceFeedback: r.service_feedback ?? null,
    quantityPets: r.quantity_pets ?? null,
    whichNeighborhood: r.which_neighborhood ?? null,
    cityOfInterest: r.city_of_interest ?? null,
    childrensAge: r.childrens_age ?? null,
    whyCantBuy: r.why_cant_buy ?? null,
    observations: r.observations ?? null,
  };
}
