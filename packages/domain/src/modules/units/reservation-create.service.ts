/** Reserving a unit: the active reservation when it is available, or a place in its queue. */
import { RESERVATION_MSG, type ReservationCreateInput } from "@portal/contracts/inventory";
import { hasRole, RESERVE_ROLES, TECHNICAL_RESERVE_ROLES } from "@portal/contracts/policy";
import { nextUnitState } from "@portal/contracts/unit-state";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { AuthUser } from "../../lib/ports";
import type { ReservationHandOver } from "./reservation-handover";
import type { ReservationRow } from "./reservations.repository";
import {
  alreadyQueued,
  forbidden,
  indefiniteOnlyStaff,
  otherBrokerOnlyStaff,
  technicalReserveOnlyStaff,
  unitAlreadyReserved,
  unitNotFound,
  unitNotReservable,
  unitTransitionRefused,
} from "./units.errors";

/**
 * The conditional UPDATE of the unit (AVAILABLE -> RESERVED) decides the race; a unit already RESERVED takes
 * the reservation into its queue when asked to. The expiry job is scheduled after commit.
 */
export class ReservationCreateService {
  constructor(
    private readonly db: Database,
    private readonly handOver: ReservationHandOver,
  ) {}

  async create(actor: AuthUser, unitId: string, input: ReservationCreateInput): Promise<ReservationRow> {
    if (!hasRole(actor.roles, RESERVE_ROLES)) throw forbidden();
    const staff = hasRole(actor.roles, TECHNICAL_RESERVE_ROLES);
    if (input.type === "TECHNICAL_RESERVE" && !staff) throw technicalReserveOnlyStaff();
    // A reservation without an end holds the unit until someone releases it: the sales desk's call (decision 067).
    if (input.duration_minutes === 0 && !staff) throw indefiniteOnlyStaff();
    const brokerId = input.broker_id ?? actor.id;
    if (brokerId !== actor.id && !staff) throw otherBrokerOnlyStaff();
    await this.checkRefs(actor, input, brokerId, staff);

    const result = await this.db
      .transaction(async (repos, events) => {
        const unit = await repos.units.findById(unitId);
        if (!unit) throw unitNotFound();
        const data = {
          unitId,
          enterpriseId: unit.enterpriseId,
          leadId: input.lead_id,
          brokerId,
          type: input.type,
          durationMinutes: input.duration_minutes,
          observations: input.observations ?? null,
          createdById: actor.id,
        };
        // The conditional UPDATE is the race's referee: concurrent attempts wait on the row and find it RESERVED.
        if (
          await repos.units.transition(
            unitId,
            { status: "AVAILABLE", suspended: false },
            { status: "RESERVED", suspended: false },
          )
        ) {
          const row = await repos.reservations.create({ ...data, status: "ACTIVE", queuePosition: null });
          await repos.units.log({
            unitId,
            enterpriseId: unit.enterpriseId,
            actorId: actor.id,
            action: "RESERVE",
            fromStatus: "AVAILABLE",
            toStatus: "RESERVED",
            reason: input.observations ?? null,
            data: {
              reservation_id: row.id,
              type: row.type,
              duration_minutes: row.durationMinutes,
              broker_id: brokerId,
            },
          });
          this.handOver.statusChanged(events, unit, "AVAILABLE", "RESERVED", row.id);
          this.handOver.activated(events, row, unit);
          return { row, unit, queued: false };
        }
        await repos.units.lockRow(unitId);
        const current = await repos.units.findById(unitId);
        if (!current) throw unitNotFound();
        if (current.status !== "RESERVED" || current.suspended) {
          const t = nextUnitState({ status: current.status, suspended: current.suspended }, "reserve");
          throw t.ok ? unitNotReservable() : unitTransitionRefused(t.message);
        }
        if (!input.queue) throw unitAlreadyReserved();
        if (input.lead_id && (await repos.reservations.findOpenForLead(unitId, input.lead_id))) {
          throw alreadyQueued();
        }
        const position = await repos.reservations.nextQueuePosition(unitId);
        const row = await repos.reservations.create({ ...data, status: "QUEUED", queuePosition: position });
        await repos.units.log({
          unitId,
          enterpriseId: unit.enterpriseId,
          actorId: actor.id,
          action: "RESERVE_QUEUED",
          fromStatus: "RESERVED",
          toStatus: "RESERVED",
          reason: input.observations ?? null,
          data: { reservation_id: row.id, queue_position: position, broker_id: brokerId },
        });
        return { row, unit, queued: true };
      })
      .catch((err) => {
        // Second line of defence: the partial unique indexes.
        if (err instanceof UniqueViolation) throw unitAlreadyReserved();
        throw err;
      });
    return result.row;
  }

  private async checkRefs(actor: AuthUser, input: ReservationCreateInput, brokerId: string, staff: boolean) {
    if (input.lead_id) {
      const lead = await this.db.repos.leads.findById(input.lead_id);
      if (!lead || lead.excluded) throw fieldError("lead_id", RESERVATION_MSG.leadNotFound);
      // A broker reserves only for clients in their own wallet; the sales desk for anyone's.
      if (!staff && lead.ownerId !== actor.id) throw fieldError("lead_id", RESERVATION_MSG.leadNotInPortfolio);
    }
    if (brokerId !== actor.id) {
      const broker = await this.db.repos.users.findById(brokerId);
      if (!broker?.active || !hasRole(broker.roles, RESERVE_ROLES, { excludeMaster: true })) {
        throw fieldError("broker_id", RESERVATION_MSG.brokerNotFound);
      }
    }
  }
}
