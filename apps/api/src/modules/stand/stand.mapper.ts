import type {
  BoardVisitDto,
  MarketingOrigin,
  ServiceReportDto,
  StandBoardDto,
  StandDto,
  StandLogAction,
  StandLogDto,
  StandPhoneLookupItemDto,
  StandPresenceDto,
  StandQueueEntryDto,
  StandVisitDto,
  ThirdPartyVisitDto,
  VisitPurpose,
} from "@portal/contracts/stand";
import type {
  Board,
  BoardEntry,
  PresenceView,
  ServiceReportRow,
  StandInfo,
  StandLogRow,
  StandVisitRecord,
  StandVisitRow,
  ThirdPartyVisitRow,
  VisitorLookupItem,
} from "@portal/domain/stand";

/** Wire DTOs of the stand (snake_case, `_id`): contracts/stand.ts. */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const user = (id: string | null, name: string | null) => (id ? { _id: id, full_name: name ?? "" } : null);

export function toStandDto(s: StandInfo): StandDto {
  return {
    enterprise_id: s.enterpriseId,
    enterprise: { _id: s.enterpriseId, name: s.enterpriseName, city: s.enterpriseCity },
    active: !!s.stand?.active,
    opening_hours: s.openingHours.map((h) => ({ weekday: h.weekday, opens_at: h.opens_at, closes_at: h.closes_at })),
    open_now: s.openNow,
    specialists_present: s.specialistsPresent,
    waiting_visits: s.waitingVisits,
    updatedAt: iso(s.stand?.updatedAt),
  };
}

export function toPresenceDto(p: PresenceView): StandPresenceDto {
  return {
    _id: p.id,
    enterprise: { _id: p.enterpriseId, name: p.enterpriseName },
    user: { _id: p.userId, full_name: p.userName },
    kind: p.kind,
    checked_in_at: p.checkedInAt.toISOString(),
    checked_out_at: iso(p.checkedOutAt),
  };
}

function toBoardVisit(v: StandVisitRecord): BoardVisitDto {
  return {
    _id: v.id,
    visitor_name: v.visitorName,
    status: v.status,
    arrived_at: v.arrivedAt.toISOString(),
    assigned_at: iso(v.assignedAt),
    started_at: iso(v.startedAt),
  };
}

function toQueueEntry(e: BoardEntry): StandQueueEntryDto {
  return {
    presence_id: e.presenceId,
    user: { _id: e.userId, full_name: e.userName },
    availability_status: e.availability,
    column: e.column,
    position: e.position,
    checked_in_at: e.checkedInAt.toISOString(),
    last_assigned_at: iso(e.lastAssignedAt),
    visits_count: e.visitsCount,
    current_visit: e.currentVisit ? toBoardVisit(e.currentVisit) : null,
    assigned_visits: e.assignedVisits.map(toBoardVisit),
  };
}

export function toBoardDto(b: Board): StandBoardDto {
  return {
    enterprise: { _id: b.enterpriseId, name: b.enterpriseName },
    open_now: b.openNow,
    available: b.available.map(toQueueEntry),
    in_attendance: b.inAttendance.map(toQueueEntry),
    unavailable: b.unavailable.map(toQueueEntry),
    waiting_visits: b.waitingVisits.map(toBoardVisit),
    generated_at: b.generatedAt.toISOString(),
  };
}

export function toThirdPartyVisitDto(t: ThirdPartyVisitRow): ThirdPartyVisitDto {
  return {
    _id: t.id,
    stand_visit_id: t.standVisitId,
    enterprise: { _id: t.enterpriseId, name: t.enterpriseName },
    lead_id: t.leadId,
    visitor_name: t.visitorName,
    broker_name: t.brokerName,
    broker_creci: t.brokerCreci,
    agency_name: t.agencyName,
    broker_user: user(t.brokerUserId, t.brokerUserName),
    co_partner_added: t.coPartnerAdded,
    createdAt: t.createdAt.toISOString(),
  };
}

export function toVisitDto(v: StandVisitRow): StandVisitDto {
  return {
    _id: v.id,
    enterprise: { _id: v.enterpriseId, name: v.enterpriseName },
    lead_id: v.leadId,
    returning_visitor: v.returningVisitor,
    visitor: { full_name: v.visitorName, phone: v.visitorPhone, email: v.visitorEmail },
    status: v.status,
    specialist: user(v.specialistId, v.specialistName),
    receptionist: user(v.receptionistId, v.receptionistName),
    owner: user(v.ownerId, v.ownerName),
    owner_notified: v.ownerNotified,
    assignment_type: v.assignmentType,
    assignment_reason: v.assignmentReason,
    how_know: v.howKnow as MarketingOrigin | null,
    purpose: v.purpose as VisitPurpose | null,
    lgpd_consent: v.lgpdConsent,
    third_party_visit: v.thirdPartyVisit ? toThirdPartyVisitDto(v.thirdPartyVisit) : null,
    service_report_id: v.serviceReportId,
    arrived_at: v.arrivedAt.toISOString(),
    assigned_at: iso(v.assignedAt),
    started_at: iso(v.startedAt),
    finished_at: iso(v.finishedAt),
    canceled_at: iso(v.canceledAt),
    cancel_reason: v.cancelReason,
    updatedAt: v.updatedAt.toISOString(),
  };
}

export function toServiceReportDto(r: ServiceReportRow): ServiceReportDto {
  return {
    _id: r.id,
    stand_visit_id: r.standVisitId,
    lead_id: r.leadId,
    enterprise: { _id: r.enterpriseId, name: r.enterpriseName },
    specialist: user(r.specialistId, r.specialistName),
    visitor_name: r.visitorName,
    interest_level: r.interestLevel as ServiceReportDto["interest_level"],
    purpose_enterprise: r.purposeEnterprise as ServiceReportDto["purpose_enterprise"],
    how_many_bedroom: r.howManyBedroom as ServiceReportDto["how_many_bedroom"],
    quantity_children: r.quantityChildren as ServiceReportDto["quantity_children"],
    how_know: r.howKnow as ServiceReportDto["how_know"],
    know_company: r.knowCompany,
    own_property: r.ownProperty,
    real_estate: r.realEstate,
    size_want: r.sizeWant,
    what_did_like: r.whatDidLike,
    what_didnot_like: r.whatDidnotLike,
    booked_unit: r.bookedUnit,
    age: r.age,
    service_feedback: r.serviceFeedback,
    quantity_pets: r.quantityPets,
    which_neighborhood: r.whichNeighborhood,
    city_of_interest: r.cityOfInterest,
    childrens_age: r.childrensAge,
    why_cant_buy: r.whyCantBuy,
    observations: r.observations,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toStandLogDto(l: StandLogRow): StandLogDto {
  return {
    _id: l.id,
    enterprise_id: l.enterpriseId,
    visit_id: l.visitId,
    user_id: l.userId,
    actor_id: l.actorId,
    action: l.action as StandLogAction,
    reason: l.reason,
    data: (l.data as Record<string, unknown> | null) ?? null,
    createdAt: l.createdAt.toISOString(),
  };
}

export function toLookupItemDto(i: VisitorLookupItem): StandPhoneLookupItemDto {
  return {
    full_name: i.fullName,
    owner_name: i.ownerName,
    status: i.status,
    this_enterprise: i.thisEnterprise,
    last_visit_at: iso(i.lastVisitAt),
  };
}

/** `{ payload, pagination }` of a page. */
export function page<R, D>(p: { rows: R[]; total: number; skip: number; limit: number }, map: (r: R) => D) {
  return { payload: p.rows.map(map), pagination: { total: p.total, skip: p.skip, limit: p.limit } };
}
