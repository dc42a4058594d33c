import type {
  attendanceSchema,
  LeadDto,
  LeadListItemDto,
  LeadLogDto,
  LeadSummaryDto,
  movementSchema,
} from "@portal/contracts/leads";
import type { z } from "zod";
import type { AttendanceRow } from "./lead-attendance.repository";
import type { LeadLogRow, LeadMovementRow } from "./lead-history.repository";
import type { LeadListRow, LeadPageRow } from "./lead-search-sql";
import type { LeadRow } from "./leads.repository";

type Adherence = LeadDto["profile"];
type DbAdherence = LeadRow["profile"];

/** The database enum spells NON_ADHERENT; the wire keeps the spec's "NON-ADHERENT". */
export const profileToWire = (p: DbAdherence): Adherence => (p === "NON_ADHERENT" ? "NON-ADHERENT" : p);
export const profileToDb = (p: Adherence): DbAdherence => (p === "NON-ADHERENT" ? "NON_ADHERENT" : p);

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const ref = (id: string | null | undefined, names: Map<string, string>) =>
  id ? { _id: id, full_name: names.get(id) ?? "" } : null;
const entRef = (id: string | null | undefined, names: Map<string, string>) =>
  id ? { _id: id, name: names.get(id) ?? "" } : null;

export interface LeadViewContext {
  userNames: Map<string, string>;
  enterpriseNames: Map<string, string>;
  favorites: Set<string>;
  temporaryToken?: string | null;
}

/** The view context of list rows that carry their owner's and enterprise's names and the favourite flag. */
export function pageViewContext(rows: readonly LeadPageRow[]): LeadViewContext {
  const view: LeadViewContext = { userNames: new Map(), enterpriseNames: new Map(), favorites: new Set() };
  for (const r of rows) {
    if (r.ownerId && r.ownerName !== null) view.userNames.set(r.ownerId, r.ownerName);
    if (r.enterpriseId && r.enterpriseName !== null) view.enterpriseNames.set(r.enterpriseId, r.enterpriseName);
    if (r.favorite) view.favorites.add(r.id);
  }
  return view;
}

/** A lead in a list: everything but its contract data (leadListItemSchema). */
export function toLeadListItem(l: LeadListRow, ctx: LeadViewContext): LeadListItemDto {
  return {
    _id: l.id,
    full_name: l.fullName,
    phone: l.phone,
    email: l.email,
    source: l.source,
    origin_type: l.originType,
    marketing_source: l.marketingSource,
    nature: l.nature,
    enterprise_id: l.enterpriseId,
    enterprise: entRef(l.enterpriseId, ctx.enterpriseNames),
    owner_id: l.ownerId,
    owner: ref(l.ownerId, ctx.userNames),
    status: l.status,
    status_profile: l.statusProfile,
    interest_level: l.interestLevel,
    city: l.city,
    profile: profileToWire(l.profile),
    is_client: l.isClient,
    favorite: ctx.favorites.has(l.id),
    excluded: l.excluded,
    sales_team_id: l.salesTeamId,
    roulette_id: l.rouletteId,
    days_to_go_to_base: l.daysToGoToBase,
    archive_reason: l.archiveReason,
    discard_reason: l.discardReason,
    in_attendance: l.inAttendance,
    attendance_started_at: iso(l.attendanceStartedAt),
    last_interest_at: l.lastInterestAt.toISOString(),
    last_activity_at: l.lastActivityAt.toISOString(),
    has_partner: l.hasPartner,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The whole lead (GET /leads/{id} and every write's answer): the list item plus its contract data. */
export function toLeadDto(l: LeadRow, ctx: LeadViewContext): LeadDto {
  return {
    ...toLeadListItem(l, ctx),
    document: l.document,
    document_type: l.documentType,
    social_reason: l.socialReason,
    rg: l.rg,
    rne: l.rne,
    state_registration: l.stateRegistration,
    issuing_agency: l.issuingAgency,
    uf: l.uf,
    dob: l.dob ? l.dob.toISOString().slice(0, 10) : null,
    profession: l.profession,
    sex: l.sex,
    marital_status: l.maritalStatus,
    marriage_regime: l.marriageRegime,
    nationality: l.nationality,
    naturalness: l.naturalness,
    address: (l.address as LeadDto["address"]) ?? null,
    notary_notes: l.notaryNotes,
    temporary_token: ctx.temporaryToken ?? null,
  };
}

export function toLeadSummary(l: LeadRow, ctx: Pick<LeadViewContext, "userNames" | "enterpriseNames">): LeadSummaryDto {
  return {
    _id: l.id,
    full_name: l.fullName,
    phone: l.phone,
    enterprise: entRef(l.enterpriseId, ctx.enterpriseNames),
    owner: ref(l.ownerId, ctx.userNames),
    status: l.status,
  };
}

export function toLogDto(log: LeadLogRow, userNames: Map<string, string>): LeadLogDto {
  return {
    _id: log.id,
    lead_id: log.leadId,
    type: log.type,
    subtype: log.subtype,
    text: log.text,
    message: log.message,
    status_profile: log.statusProfile,
    data: (log.data as Record<string, unknown> | null) ?? null,
    author: ref(log.authorId, userNames),
    createdAt: log.createdAt.toISOString(),
  };
}

export function toMovementDto(
  m: LeadMovementRow,
  userNames: Map<string, string>,
  enterpriseNames: Map<string, string>,
): z.infer<typeof movementSchema> {
  return {
    _id: m.id,
    lead: { _id: m.lead.id, full_name: m.lead.fullName },
    origin_user: ref(m.originUserId, userNames),
    destination_user: ref(m.destinationUserId, userNames),
    actor: ref(m.actorId, userNames),
    enterprise: entRef(m.enterpriseId, enterpriseNames),
    reason: m.reason,
    date_movimentation: m.createdAt.toISOString(),
  };
}

export function toAttendanceDto(a: AttendanceRow): z.infer<typeof attendanceSchema> {
  return {
    _id: a.id,
    lead_id: a.leadId,
    attendant_id: a.attendantId,
    attendant_identifier: a.attendantIdentifier,
    is_temporary: a.isTemporary,
    started_at: a.startedAt.toISOString(),
    ended_at: iso(a.endedAt),
  };
}
