import { canOverrideShiftCheckIn, SCHEDULE_MSG } from "@portal/contracts/availability-schedules";
import { MSG } from "@portal/contracts/messages";
import { canManageStandQueue, standPresenceKind } from "@portal/contracts/policy";
import type { StandQueueAction } from "@portal/contracts/stand";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { checkOutInTx, setAvailabilityInTx } from "../availability/availability-tx";
import {
  notScheduledNow,
  notScheduledToday,
  overrideNotSpecialist,
} from "../availability-schedules/availability-schedules.errors";
import { dutyKeysNow } from "../availability-schedules/schedule-duty";
import {
  standCheckInRefused,
  standForbidden,
  standInactive,
  standNotCheckedIn,
  standNotFound,
  standNotYours,
  standPresenceNotFound,
  standSpecialistInAttendance,
} from "./stand.errors";
import { StandEvents } from "./stand-events";
import { isOpenAt, openingHoursOf } from "./stand-hours";
import { leaveStandInTx } from "./stand-presence-tx";
import { boardColumnOf } from "./stand-routing";
import type { PresenceView, QueueMember, StandVisitRecord } from "./stand-rows";
import { standScopeOf, worksAt } from "./stand-scope";

export interface BoardEntry extends QueueMember {
  column: "AVAILABLE" | "IN_ATTENDANCE" | "UNAVAILABLE";
  position: number | null;
  currentVisit: StandVisitRecord | null;
  assignedVisits: StandVisitRecord[];
}

export interface Board {
  enterpriseId: string;
  enterpriseName: string;
  openNow: boolean;
  available: BoardEntry[];
  inAttendance: BoardEntry[];
  unavailable: BoardEntry[];
  waitingVisits: StandVisitRecord[];
  generatedAt: Date;
}

/**
 * Presence at a stand (check-in / check-out) and the queue board ("lista da vez"), on the one presence model
 * (decisions 036, 048): a booth specialist's availability is users.availability_status, which the online roulettes
 * read too; the stand adds where they are (one open presence per user) and their place in the stand's queue.
 */
export class StandPresenceService {
  constructor(private readonly db: Database) {}

  /**
   * POST /stands/{enterpriseId}/check-in. A booth specialist joins the end of the stand's queue and becomes
   * AVAILABLE (as 'Disponível' does, in every roulette they belong to); a receptionist records the stand they work
   * at. A presence at another stand is closed first (one open presence per user); the same stand again is a no-op.
   */
  async checkIn(actor: AuthUser, enterpriseId: string): Promise<{ message: string; presence: PresenceView }> {
    const kind = standPresenceKind(actor.roles);
    if (!kind) throw standCheckInRefused();
    const stand = await this.db.repos.stands.find(enterpriseId);
    if (!stand) throw standNotFound();
    if (!stand.active) throw standInactive();
    if (kind === "SPECIALIST") await this.requireOnDuty(actor.id, enterpriseId);
    else await this.requireScheduledToday(actor, enterpriseId);
    return this.enter(actor, kind, enterpriseId, null);
  }

  /**
   * A receptionist checks in only at a stand they are scheduled at today (decision 061); being there already under an
   * override of today is no new check-in. Admins and the stand's coordinators override (checkInOverride).
   */
  private async requireScheduledToday(actor: AuthUser, enterpriseId: string): Promise<void> {
    const scope = await standScopeOf(this.db.repos, actor);
    if (scope.receptionScheduled.has(enterpriseId) || scope.reception === enterpriseId) return;
    throw notScheduledToday((await this.db.repos.availabilitySchedules.standName(enterpriseId)) ?? "");
  }

  /**
   * A booth specialist may enter a stand's queue only in a shift they are scheduled for there (decision 052), from
   * `shift_check_in_tolerance_minutes` before it starts until it ends. Being there already is no new check-in.
   */
  private async requireOnDuty(userId: string, enterpriseId: string): Promise<void> {
    const current = await this.db.repos.standPresences.openOfUser(userId);
    if (current?.enterpriseId === enterpriseId) return;
    const keys = await dutyKeysNow(this.db.repos);
    if (await this.db.repos.availabilitySchedules.onDuty(userId, enterpriseId, keys)) return;
    throw notScheduledNow((await this.db.repos.availabilitySchedules.standName(enterpriseId)) ?? "");
  }

  /**
   * POST /stands/{enterpriseId}/check-in/{userId}: an admin (any stand) or the stand's booth coordinator (the stand
   * scope) checks a booth specialist or a receptionist in outside their schedule. The presence keeps who allowed it
   * (a receptionist works there for the rest of that day); the stand log's CHECK_IN says who and why, and the audit
   * log keeps it too (decisions 052, 061).
   */
  async checkInOverride(
    actor: AuthUser,
    enterpriseId: string,
    userId: string,
    reason: string,
  ): Promise<{ message: string; presence: PresenceView }> {
    if (!canOverrideShiftCheckIn(actor.roles)) throw standForbidden();
    const stand = await this.db.repos.stands.find(enterpriseId);
    if (!stand) throw standNotFound();
    const scope = await standScopeOf(this.db.repos, actor);
    if (!scope.every && !scope.coordinated.has(enterpriseId)) throw standNotYours();
    const target = await this.db.repos.users.findById(userId);
    const kind = target?.active ? standPresenceKind(target.roles) : null;
    if (!target || !kind) throw overrideNotSpecialist();
    if (!stand.active) throw standInactive();
    const done = await this.enter({ id: target.id }, kind, enterpriseId, { actorId: actor.id, reason });
    return { ...done, message: SCHEDULE_MSG.overrideCheckedIn };
  }

  private async enter(
    actor: { id: string },
    kind: "SPECIALIST" | "RECEPTION",
    enterpriseId: string,
    override: { actorId: string; reason: string } | null,
  ): Promise<{ message: string; presence: PresenceView }> {
    const presence = await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      const current = await repos.standPresences.openOfUser(actor.id);
      // A receptionist's override makes a fresh presence that carries it (the day of the check-in counts).
      const reopen = !!override && kind === "RECEPTION" && current?.enterpriseId === enterpriseId;
      if (current && (current.enterpriseId !== enterpriseId || reopen)) {
        // Both stands locked in id order (two people moving in opposite directions never wait on each other).
        for (const id of [current.enterpriseId, enterpriseId].sort()) await repos.stands.lock(id);
        await leaveStandInTx(repos, announce, actor.id, override?.actorId ?? actor.id, at, {
          action: "CHECK_OUT",
          reason: reopen ? "novo check-in fora da escala" : "check-in em outro plantão",
        });
      }
      const locked = await repos.stands.lock(enterpriseId);
      if (!locked?.active) throw standInactive();
      const user = await repos.standPresences.lockUser(actor.id);
      const again = await repos.standPresences.openOfUser(actor.id);
      const opened = again ?? (await this.open(repos, enterpriseId, actor.id, kind, at, override));
      if (kind === "SPECIALIST" && user && user.availability !== "AVAILABLE" && user.availability !== "IN_ATTENDANCE") {
        const roulettes = await setAvailabilityInTx(repos, actor.id, actor.id, "AVAILABLE", "check-in no plantão");
        announce.back({ userId: actor.id, status: "AVAILABLE", rouletteIds: roulettes });
      }
      announce.changed(enterpriseId);
      if (kind === "SPECIALIST") announce.drain(enterpriseId);
      return opened;
    });
    return { message: MSG.standCheckedIn, presence };
  }

  private async open(
    repos: Repositories,
    enterpriseId: string,
    userId: string,
    kind: "SPECIALIST" | "RECEPTION",
    at: Date,
    override: { actorId: string; reason: string } | null = null,
  ): Promise<PresenceView> {
    const created = await repos.standPresences.open({
      enterpriseId,
      userId,
      kind,
      at,
      scheduleOverrideById: override?.actorId ?? null,
    });
    // Under the user's row lock nobody else opens one for this user; the index is the referee all the same.
    if (!created) throw standNotCheckedIn();
    const base = kind === "SPECIALIST" ? "entrou na fila da vez (fim da fila)" : "recepção no plantão";
    await repos.standLogs.createMany([
      {
        enterpriseId,
        userId,
        actorId: override?.actorId ?? userId,
        action: "CHECK_IN",
        reason: override ? `${base}; fora da escala, liberado pela administração: ${override.reason}` : base,
        data: {
          presence_id: created.id,
          kind,
          ...(override ? { schedule_override: true, reason: override.reason } : {}),
        },
      },
    ]);
    if (override) {
      await repos.audit.record({
        actorId: override.actorId,
        action: "STAND_CHECK_IN_OVERRIDE",
        entity: "user",
        entityId: userId,
        details: { enterprise_id: enterpriseId, presence_id: created.id, reason: override.reason },
      });
    }
    return (await repos.standPresences.findById(created.id)) as PresenceView;
  }

  /**
   * POST /stands/check-out: leaves the stand. A specialist's routed visits that did not start go back to the queue,
   * and they go OFFLINE (as POST /roulettes/check-out: memberships stay). Refused while serving a visit.
   */
  async checkOut(actor: AuthUser): Promise<{ message: string }> {
    await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      const left = await leaveStandInTx(repos, announce, actor.id, actor.id, at, {
        action: "CHECK_OUT",
        reason: "check-out do plantão",
      });
      if (!left) throw standNotCheckedIn();
      if (standPresenceKind(actor.roles) === "SPECIALIST") {
        const user = await repos.standPresences.lockUser(actor.id);
        await checkOutInTx(repos, actor.id, actor.id, user?.availability ?? null, "check-out do plantão");
        announce.event(actor.id, { type: "availability.changed", status: "OFFLINE" });
      }
    });
    return { message: MSG.standCheckedOut };
  }

  /** GET /stands/my-presence. */
  myPresence(actor: AuthUser): Promise<PresenceView | null> {
    return this.db.repos.standPresences.openOfUser(actor.id);
  }

  /**
   * GET /stands/{enterpriseId}/board: the three columns, the waiting visits, each specialist's visits. Only for those
   * who work at the stand (the stand scope, decision 061), else 403: the board names the stand's visitors.
   */
  async board(actor: AuthUser, enterpriseId: string): Promise<Board> {
    const scope = await standScopeOf(this.db.repos, actor);
    if (!worksAt(scope, enterpriseId)) {
      if (!(await this.db.repos.stands.find(enterpriseId))) throw standNotFound();
      throw standNotYours();
    }
    return this.readBoard(enterpriseId);
  }

  private async readBoard(enterpriseId: string): Promise<Board> {
    const view = await this.db.repos.stands.view(enterpriseId);
    if (!view?.stand) throw standNotFound();
    const [members, visits] = await Promise.all([
      this.db.repos.standPresences.queue(enterpriseId),
      this.db.repos.standVisits.openAt(enterpriseId),
    ]);
    const at = new Date();
    let position = 0;
    const entries = members.map((m): BoardEntry => {
      const column = boardColumnOf(m);
      return {
        ...m,
        column,
        position: column === "AVAILABLE" ? ++position : null,
        currentVisit: visits.find((v) => v.specialistId === m.userId && v.status === "IN_ATTENDANCE") ?? null,
        assignedVisits: visits.filter((v) => v.specialistId === m.userId && v.status === "ASSIGNED"),
      };
    });
    return {
      enterpriseId,
      enterpriseName: view.enterpriseName,
      openNow: view.stand.active && isOpenAt(openingHoursOf(view.stand.openingHours), at),
      available: entries.filter((e) => e.column === "AVAILABLE"),
      inAttendance: entries.filter((e) => e.column === "IN_ATTENDANCE"),
      unavailable: entries.filter((e) => e.column === "UNAVAILABLE"),
      waitingVisits: visits.filter((v) => v.status === "WAITING"),
      generatedAt: at,
    };
  }

  /** PUT /stands/presences/{id}/to-first-position (coordinators): the next visit goes to them. */
  async toFirst(actor: AuthUser, presenceId: string): Promise<Board> {
    if (!canManageStandQueue(actor.roles)) throw standForbidden();
    await this.requireManagedPresence(actor, presenceId);
    const enterpriseId = await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const presence = await this.lockOpenSpecialist(repos, presenceId);
      await repos.standPresences.moveToFirst(presence.id, presence.enterpriseId);
      await repos.standLogs.createMany([
        {
          enterpriseId: presence.enterpriseId,
          userId: presence.userId,
          actorId: actor.id,
          action: "TO_FIRST",
          reason: `${presence.userName} movido(a) para o primeiro da fila`,
          data: { presence_id: presence.id },
        },
      ]);
      announce.changed(presence.enterpriseId);
      announce.drain(presence.enterpriseId);
      return presence.enterpriseId;
    });
    return this.readBoard(enterpriseId);
  }

  /** PUT /stands/presences/{id}/action (coordinators): PAUSE, RESUME or REMOVE (check-out) a specialist. */
  async act(actor: AuthUser, presenceId: string, action: StandQueueAction): Promise<Board> {
    if (!canManageStandQueue(actor.roles)) throw standForbidden();
    await this.requireManagedPresence(actor, presenceId);
    const enterpriseId = await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      const presence = await this.lockOpenSpecialist(repos, presenceId);
      const { enterpriseId, userId, userName } = presence;
      const log = { enterpriseId, userId, actorId: actor.id, data: { presence_id: presence.id } };
      if (action === "REMOVE") {
        if (await repos.standVisits.inAttendanceOf(userId)) throw standSpecialistInAttendance();
        await leaveStandInTx(repos, announce, userId, actor.id, at, {
          action: "REMOVED",
          reason: `${userName} removido(a) da fila pela coordenação`,
        });
        const user = await repos.standPresences.lockUser(userId);
        await checkOutInTx(repos, userId, actor.id, user?.availability ?? null, "removido da fila do plantão");
        announce.event(userId, { type: "availability.changed", status: "OFFLINE" });
        return enterpriseId;
      }
      const user = await repos.standPresences.lockUser(userId);
      if (action === "PAUSE") {
        if (await repos.standVisits.inAttendanceOf(userId)) throw standSpecialistInAttendance();
        if (user?.availability !== "IN_PAUSE") {
          await setAvailabilityInTx(repos, userId, actor.id, "IN_PAUSE", "pausado pela coordenação do plantão");
          announce.event(userId, { type: "availability.changed", status: "IN_PAUSE" });
        }
        await repos.standLogs.createMany([{ ...log, action: "PAUSE", reason: `${userName} pausado(a)` }]);
      } else {
        if (user?.availability === "IN_ATTENDANCE" && (await repos.standVisits.inAttendanceOf(userId))) {
          throw standSpecialistInAttendance();
        }
        if (user?.availability !== "AVAILABLE") {
          const roulettes = await setAvailabilityInTx(repos, userId, actor.id, "AVAILABLE", "retomado no plantão");
          announce.back({ userId, status: "AVAILABLE", rouletteIds: roulettes });
        }
        await repos.standLogs.createMany([{ ...log, action: "RESUME", reason: `${userName} retomado(a)` }]);
        announce.drain(enterpriseId);
      }
      announce.changed(enterpriseId);
      return enterpriseId;
    });
    return this.readBoard(enterpriseId);
  }

  /**
   * After commit of an availability change made elsewhere (the header toggle, an attendance that ended): the board
   * of the user's stand changed, and an AVAILABLE specialist may take a waiting visit.
   */
  async userChanged(userId: string, status: string): Promise<void> {
    const presence = await this.db.repos.standPresences.openOfUser(userId);
    if (presence?.kind !== "SPECIALIST") return;
    await this.db.announce((events) => {
      const announce = new StandEvents(events);
      announce.changed(presence.enterpriseId);
      if (status === "AVAILABLE") announce.drain(presence.enterpriseId);
    });
  }

  /**
   * The queue is managed by admins (every stand) and the booth coordinators of the stand's sales teams (the stand
   * scope, decision 061): a presence at another stand is a 404, as the visits by id.
   */
  private async requireManagedPresence(actor: AuthUser, presenceId: string): Promise<void> {
    const found = await this.db.repos.standPresences.findById(presenceId);
    if (found?.kind !== "SPECIALIST") throw standPresenceNotFound();
    const scope = await standScopeOf(this.db.repos, actor);
    if (!scope.every && !scope.coordinated.has(found.enterpriseId)) throw standPresenceNotFound();
  }

  /** The open specialist presence, with its stand locked first (then re-read under the lock). */
  private async lockOpenSpecialist(repos: Repositories, presenceId: string): Promise<PresenceView> {
    const found = await repos.standPresences.findById(presenceId);
    if (found?.kind !== "SPECIALIST") throw standPresenceNotFound();
    await repos.stands.lock(found.enterpriseId);
    const presence = await repos.standPresences.findById(presenceId);
    if (!presence || presence.checkedOutAt) throw standPresenceNotFound();
    return presence;
  }
}
