import { AppError } from "../../lib/app-error";
import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { checkOutInTx } from "../availability/availability-tx";
import { StandEvents } from "./stand-events";
import { isOpenAt, lastDayEnd, openingHoursOf } from "./stand-hours";
import { leaveStandInTx } from "./stand-presence-tx";

/** How long after the end of a stand's day the day-end sweep waits before closing what was left open. */
export const DAY_END_GRACE_MS = 30 * 60_000;

export interface RouteWaitingResult {
  /** Stands that had a waiting visit and an available specialist. */
  stands: number;
  routed: number;
}

export interface DayEndResult {
  /** Presences closed (specialists checked out and OFFLINE, receptionists' stand closed). */
  closed: { enterpriseId: string; userId: string; kind: string }[];
  /** Specialists still serving a visit: left checked in (a later sweep closes them once they finish). */
  serving: number;
  /** Visits still waiting at the end of the day, canceled. */
  canceled: number;
}

/**
 * What the worker sweeps at the stands (decision 051), on the same services and locks as the API:
 * - `routeWaiting`: a visit can stay WAITING while someone is AVAILABLE if the process died between the change that
 *   freed the specialist and its drain (the drain runs after commit). The sweep runs the same drain for each such
 *   stand: one visit per transaction under the stand's lock, conditional on the visit still WAITING, so it is
 *   idempotent and never assigns a visit twice, whatever runs at the same time.
 * - `closeDay`: after the end of a stand's day (its opening hours, plus DAY_END_GRACE_MS) the presences checked in
 *   before it are closed as a check-out (specialists OFFLINE, as POST /stands/check-out does), and the visits still
 *   waiting from that day are canceled: the next morning starts with an empty queue.
 */
export class StandSweepService {
  constructor(
    private readonly db: Database,
    private readonly drain: (enterpriseId: string) => Promise<number>,
    private readonly log?: WarnLog,
  ) {}

  async routeWaiting(): Promise<RouteWaitingResult> {
    const stands = await this.db.repos.stands.withWaitingAndAvailable();
    let routed = 0;
    for (const enterpriseId of stands) {
      // One stand failing (a deadlock victim, a lost connection) does not stop the others; the next sweep retries it.
      try {
        routed += await this.drain(enterpriseId);
      } catch (err) {
        this.log?.warn({ err, enterpriseId }, "stand sweep: drain failed");
      }
    }
    return { stands: stands.length, routed };
  }

  async closeDay(at = new Date()): Promise<DayEndResult> {
    const result: DayEndResult = { closed: [], serving: 0, canceled: 0 };
    for (const stand of await this.db.repos.stands.withOpenDay()) {
      const hours = openingHoursOf(stand.openingHours);
      // A stand without hours has no end of day; an open stand is mid-day (or already in its next day).
      if (hours.length === 0 || isOpenAt(hours, at)) continue;
      const dayEnd = lastDayEnd(hours, at);
      if (!dayEnd || at.getTime() - dayEnd.getTime() < DAY_END_GRACE_MS) continue;
      await this.closePresences(stand.enterpriseId, dayEnd, at, result);
      result.canceled += await this.cancelWaiting(stand.enterpriseId, dayEnd, at);
    }
    return result;
  }

  private async closePresences(enterpriseId: string, dayEnd: Date, at: Date, result: DayEndResult): Promise<void> {
    const reason = `check-out automático: plantão encerrado às ${hhmm(dayEnd)}`;
    for (const presence of await this.db.repos.standPresences.openBefore(enterpriseId, dayEnd)) {
      try {
        const left = await this.db.transaction(async (repos, events) => {
          const announce = new StandEvents(events);
          const left = await leaveStandInTx(repos, announce, presence.userId, null, at, {
            action: "CHECK_OUT",
            reason,
            presenceId: presence.id,
          });
          if (left && presence.kind === "SPECIALIST") {
            const user = await repos.standPresences.lockUser(presence.userId);
            await checkOutInTx(repos, presence.userId, null, user?.availability ?? null, reason);
            announce.event(presence.userId, { type: "availability.changed", status: "OFFLINE" });
          }
          return left;
        });
        if (left) result.closed.push({ enterpriseId, userId: presence.userId, kind: presence.kind });
      } catch (err) {
        // Serving a visit (409 from leaveStandInTx): they stay until they finish it.
        if (err instanceof AppError && err.code === "CONFLICT") result.serving++;
        else this.log?.warn({ err, enterpriseId, presenceId: presence.id }, "stand day-end: check-out failed");
      }
    }
  }

  /** Cancels the visits still waiting from before the end of the day (the visitor has long gone). */
  private async cancelWaiting(enterpriseId: string, dayEnd: Date, at: Date): Promise<number> {
    const reason = `visita não atendida até o encerramento do plantão (${hhmm(dayEnd)})`;
    let canceled = 0;
    for (const visit of await this.db.repos.standVisits.waitingBefore(enterpriseId, dayEnd)) {
      const done = await this.db.transaction(async (repos) => {
        // Lock order (decision 048): lead -> visit, as the receptionist's cancel.
        await repos.leads.lockAndFind([visit.leadId]);
        const current = await repos.standVisits.lock(visit.id);
        if (current?.status !== "WAITING") return false;
        if (!(await repos.standVisits.cancel(visit.id, "WAITING", at, reason))) return false;
        await repos.leadLogs.create({
          leadId: visit.leadId,
          authorId: null,
          type: "STAND_VISIT",
          subtype: "CANCELED",
          text: reason,
          data: { visit_id: visit.id, enterprise_id: enterpriseId },
        });
        await repos.standLogs.createMany([
          { enterpriseId, visitId: visit.id, userId: null, actorId: null, action: "CANCELED", reason },
        ]);
        return true;
      });
      if (done) canceled++;
    }
    if (canceled > 0) await this.db.announce((events) => new StandEvents(events).changed(enterpriseId));
    return canceled;
  }
}

const HHMM = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit" });
const hhmm = (at: Date) => HHMM.format(at);
