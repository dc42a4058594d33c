import type { MirrorDto, ReservationDto, UnitDto } from "@portal/contracts/inventory";
import { seesFakeUnitStatus } from "@portal/contracts/policy";
import { brokerVisibleStatus } from "@portal/contracts/unit-state";
import type { MirrorUnit, MirrorView, ReservationRow, UnitLogRow, UnitRow } from "@portal/domain/units";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Units as the caller may see them: partner brokers get the fake status and never the real one. */
export function toUnitDto(u: UnitRow, roles: readonly string[]): UnitDto {
  const fake = seesFakeUnitStatus(roles);
  return {
    _id: u.id,
    enterprise_id: u.enterpriseId,
    tower_id: u.towerId,
    tower_name: u.tower.name,
    floor: u.floor,
    number: u.number,
    type: u.type as UnitDto["type"],
    bedrooms: u.bedrooms,
    suites: u.suites,
    private_area: Number(u.privateArea),
    position: u.position as UnitDto["position"],
    garage_spots: u.garageSpots,
    status: fake ? brokerVisibleStatus(u) : u.status,
    suspended: u.suspended,
    fake_status: fake ? null : u.fakeStatus,
    price: u.price === null ? null : Number(u.price),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export function toReservationDto(r: ReservationRow): ReservationDto {
  return {
    _id: r.id,
    unit_id: r.unitId,
    enterprise_id: r.enterpriseId,
    lead_id: r.leadId,
    broker_id: r.brokerId,
    type: r.type,
    duration_minutes: r.durationMinutes,
    status: r.status,
    queue_position: r.queuePosition,
    expires_at: iso(r.expiresAt),
    activated_at: iso(r.activatedAt),
    ended_at: iso(r.endedAt),
    end_reason: r.endReason,
    observations: r.observations,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toUnitLogDto(l: UnitLogRow) {
  return {
    _id: l.id,
    unit_id: l.unitId,
    actor_id: l.actorId,
    action: l.action,
    from_status: l.fromStatus,
    to_status: l.toStatus,
    reason: l.reason,
    createdAt: l.createdAt.toISOString(),
  };
}

type MirrorUnitDto = MirrorDto["towers"][number]["floors"][number]["units"][number];

function toMirrorUnitDto(u: MirrorUnit): MirrorUnitDto {
  return {
    _id: u.id,
    number: u.number,
    floor: u.floor,
    type: u.type as MirrorUnitDto["type"],
    bedrooms: u.bedrooms,
    private_area: u.privateArea,
    position: u.position as MirrorUnitDto["position"],
    garage_spots: u.garageSpots,
    status: u.status,
    suspended: u.suspended,
    price: u.price,
    reserved_until: iso(u.reservedUntil),
  };
}

/** The sales mirror (GET /enterprises/{id}/mirror), built field by field: the route skips zod re-validation. */
export function toMirrorDto(m: MirrorView): MirrorDto {
  return {
    enterprise: { _id: m.enterprise.id, name: m.enterprise.name, index_type: m.enterprise.indexType },
    towers: m.towers.map((t) => ({
      _id: t.id,
      name: t.name,
      floors: t.floors.map((f) => ({ floor: f.floor, units: f.units.map(toMirrorUnitDto) })),
    })),
    summary: m.summary,
    generatedAt: m.generatedAt.toISOString(),
  };
}
