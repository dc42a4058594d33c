import { type Lead, Prisma, type PrismaClient } from "@portal/db/client";

export type LeadRow = Lead;

type Status = Lead["status"];
type Stage = Lead["statusProfile"];

/** Columns a service may write. Owner, status and excluded are written only by their own use cases. */
export interface LeadPatch {
  fullName?: string;
  phone?: string;
  email?: string | null;
  source?: string;
  originType?: string | null;
  marketingSource?: string | null;
  nature?: Lead["nature"];
  enterpriseId?: string | null;
  ownerId?: string | null;
  status?: Status;
  statusProfile?: Stage;
  interestLevel?: Lead["interestLevel"];
  profile?: Lead["profile"];
  city?: string | null;
  isClient?: boolean;
  excluded?: boolean;
  salesTeamId?: string | null;
  /** Roulette the lead came through (set by the distribution). */
  rouletteId?: string | null;
  daysToGoToBase?: number | null;
  archiveReason?: string | null;
  discardReason?: string | null;
  inAttendance?: boolean;
  attendanceStartedAt?: Date | null;
  lastInterestAt?: Date;
  lastActivityAt?: Date;
  document?: string | null;
  documentType?: string | null;
  socialReason?: string | null;
  rg?: string | null;
  rne?: string | null;
  stateRegistration?: string | null;
  issuingAgency?: string | null;
  uf?: string | null;
  dob?: Date | null;
  profession?: string | null;
  sex?: string | null;
  maritalStatus?: string | null;
  marriageRegime?: string | null;
  nationality?: string | null;
  naturalness?: string | null;
  address?: unknown;
  notaryNotes?: string | null;
  /** A partner broker brought the client (their own client, or a third-party visit). */
  hasPartner?: boolean;
}

export interface NewLead extends LeadPatch {
  fullName: string;
  phone: string;
  createdById: string | null;
}

function toData(patch: LeadPatch) {
  const { address, ...rest } = patch;
  return {
    ...rest,
    ...(address !== undefined ? { address: (address ?? null) as Prisma.InputJsonValue } : {}),
  };
}

export interface SpecialistCounts {
  totalActive: number;
  totalStopped: number;
}

/** A new lead for insertNew(): its row, the ids of its CREATED log / movement, and whether it enters the roulette. */
export interface NewLeadInsert {
  id: string;
  fullName: string;
  phone: string;
  email: string | null;
  enterpriseId: string | null;
  source: string;
  nature: Lead["nature"];
  city: string | null;
  interestLevel: Lead["interestLevel"] | null;
  originType: string | null;
  marketingSource: string | null;
  ownerId: string | null;
  createdById: string;
  logId: string;
  logData: Record<string, unknown>;
  /** Id of the CREATED movement (owned leads only). */
  movementId: string | null;
  /** roulette_queue reason (cycle 1) when the lead enters the roulette; null otherwise. */
  queueReason: string | null;
}

export interface InsertedLead {
  lead: LeadRow;
  ownerName: string | null;
  enterpriseName: string | null;
}

/** Every column of leads under its Prisma name (raw statements return LeadRow-shaped rows). */
const LEAD_COLUMNS = Prisma.raw(`
  id, full_name AS "fullName", phone, email, source, origin_type AS "originType",
  marketing_source AS "marketingSource", nature::text AS "nature", enterprise_id AS "enterpriseId",
  owner_id AS "ownerId", status::text AS "status", status_profile::text AS "statusProfile",
  interest_level::text AS "interestLevel", profile::text AS "profile", city, is_client AS "isClient",
  excluded, sales_team_id AS "salesTeamId", roulette_id AS "rouletteId",
  days_to_go_to_base AS "daysToGoToBase", archive_reason AS "archiveReason",
  discard_reason AS "discardReason", in_attendance AS "inAttendance",
  attendance_started_at AS "attendanceStartedAt", last_interest_at AS "lastInterestAt",
  last_activity_at AS "lastActivityAt", has_partner AS "hasPartner", document,
  document_type AS "documentType", social_reason AS "socialReason", rg, rne,
  state_registration AS "stateRegistration", issuing_agency AS "issuingAgency", uf, dob, profession, sex,
  marital_status AS "maritalStatus", marriage_regime AS "marriageRegime", nationality, naturalness, address,
  notary_notes AS "notaryNotes", created_by_id AS "createdById", created_at AS "createdAt",
  updated_at AS "updatedAt"`);

/** Statuses that no longer count as an active lead in a wallet. */
export const INACTIVE_STATUSES = ["FILED", "STOPPED", "EXPIRED", "EXCLUDED", "SOLD", "NON_ADHERENT"] as const;

/** Data access for leads. Only this module's repositories know Prisma. */
export class LeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<LeadRow | null> {
    return this.db.lead.findUnique({ where: { id } });
  }

  /** Rows in the order of `ids` (missing ids skipped). */
  async findByIds(ids: readonly string[]): Promise<LeadRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.lead.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  create(lead: NewLead): Promise<LeadRow> {
    return this.db.lead.create({ data: toData(lead) as Prisma.LeadUncheckedCreateInput });
  }

  update(id: string, patch: LeadPatch): Promise<LeadRow> {
    return this.db.lead.update({ where: { id }, data: toData(patch) as Prisma.LeadUncheckedUpdateInput });
  }

  async updateMany(ids: readonly string[], patch: LeadPatch): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.db.lead.updateMany({
      where: { id: { in: [...ids] } },
      data: toData(patch) as Prisma.LeadUncheckedUpdateManyInput,
    });
    return r.count;
  }

  /**
   * Serialises creates of the same phone + enterprise until the transaction ends, so two concurrent creates
   * cannot both miss the duplicate check. Call inside a transaction.
   */
  async lockPhoneKey(phone: string, enterpriseId: string | null): Promise<void> {
    await this.db
      .$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${phone} || ':' || coalesce(${enterpriseId}::text, '')))`;
  }

  /**
   * lockPhoneKey() for several keys, in key order (two batches never wait on each other in a cycle). The
   * duplicate check that follows (insertNew) reads leads_phone_idx: the trigram GIN indexes on leads have no
   * fast-update pending list (migration 20261123192000, docs/decisions/021), which is what made the planner pick
   * leads_phone_trgm_idx for "phone = x" on stale statistics.
   */
  async lockPhoneKeys(keys: readonly { phone: string; enterpriseId: string | null }[]): Promise<void> {
    if (keys.length === 0) return;
    const texts = keys.map((k) => `${k.phone}:${k.enterpriseId ?? ""}`);
    await this.db.$queryRaw`
      SELECT count(pg_advisory_xact_lock(h))::int AS n
      FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest(${texts}::text[]) AS k ORDER BY h) AS keys`;
  }

  /**
   * The create of many leads in one statement: each lead with its CREATED log, its CREATED movement (owned) and
   * its roulette_queue row (queued). A lead is skipped when a live lead with its phone and enterprise exists
   * or its enterprise does not: the caller takes its one-by-one path (duplicate -> NEW_INTEREST, 400) for
   * those. Call inside a transaction, after lockPhoneKeys() of every lead (the duplicate check then sees any
   * concurrent create that committed first). Keys must be distinct within the call. Returns the inserted rows
   * with their owner and enterprise names, by lead id.
   */
  async insertNew(leads: readonly NewLeadInsert[], at: Date): Promise<Map<string, InsertedLead>> {
    if (leads.length === 0) return new Map();
    const col = <T>(f: (l: NewLeadInsert) => T) => leads.map(f);
    const rows = await this.db.$queryRaw<(LeadRow & { ownerName: string | null; enterpriseName: string | null })[]>`
      WITH input AS (
        SELECT * FROM unnest(
          ${col((l) => l.id)}::uuid[], ${col((l) => l.fullName)}::text[], ${col((l) => l.phone)}::text[],
          ${col((l) => l.email)}::text[], ${col((l) => l.enterpriseId)}::uuid[], ${col((l) => l.source)}::text[],
          ${col((l) => l.nature)}::text[], ${col((l) => l.city)}::text[], ${col((l) => l.interestLevel)}::text[],
          ${col((l) => l.originType)}::text[], ${col((l) => l.marketingSource)}::text[],
          ${col((l) => l.ownerId)}::uuid[], ${col((l) => l.createdById)}::uuid[], ${col((l) => l.logId)}::uuid[],
          ${col((l) => JSON.stringify(l.logData))}::text[], ${col((l) => l.movementId)}::uuid[],
          ${col((l) => l.queueReason)}::text[]
        ) AS i(id, full_name, phone, email, enterprise_id, source, nature, city, interest_level, origin_type,
               marketing_source, owner_id, created_by_id, log_id, log_data, movement_id, queue_reason)
      ), fresh AS (
        SELECT i.* FROM input i
        WHERE (i.enterprise_id IS NULL OR EXISTS (SELECT 1 FROM enterprises e WHERE e.id = i.enterprise_id))
          AND NOT EXISTS (
            SELECT 1 FROM leads l
            WHERE l.phone = i.phone AND l.enterprise_id IS NOT DISTINCT FROM i.enterprise_id AND NOT l.excluded)
      ), ins AS (
        INSERT INTO leads (id, full_name, phone, email, enterprise_id, source, nature, city, interest_level,
          origin_type, marketing_source, owner_id, created_by_id, last_interest_at, last_activity_at, updated_at)
        SELECT id, full_name, phone, email, enterprise_id, source, nature::"LeadNature", city,
          coalesce(interest_level, 'NO_CLASSIFICATION')::"InterestLevel", origin_type, marketing_source, owner_id,
          created_by_id, ${at}, ${at}, ${at}
        FROM fresh
        RETURNING ${LEAD_COLUMNS}
      ), logs AS (
        INSERT INTO lead_logs (id, lead_id, author_id, type, data)
        SELECT log_id, id, created_by_id, 'CREATED', log_data::jsonb FROM fresh
      ), movements AS (
        INSERT INTO lead_movements (id, lead_id, origin_user_id, destination_user_id, enterprise_id, actor_id, reason)
        SELECT movement_id, id, NULL, owner_id, enterprise_id, created_by_id, 'CREATED' FROM fresh
        WHERE owner_id IS NOT NULL
      ), queued AS (
        INSERT INTO roulette_queue (lead_id, roulette_id, cycle, reason)
        SELECT id, NULL, 1, queue_reason FROM fresh WHERE queue_reason IS NOT NULL
      )
      SELECT ins.*, u.full_name AS "ownerName", e.name AS "enterpriseName"
      FROM ins
      LEFT JOIN users u ON u.id = ins."ownerId"
      LEFT JOIN enterprises e ON e.id = ins."enterpriseId"`;
    return new Map(
      rows.map(({ ownerName, enterpriseName, ...lead }) => [
        lead.id,
        { lead: lead as LeadRow, ownerName, enterpriseName },
      ]),
    );
  }

  /** The live (non-excluded) lead with this phone and enterprise (null matches null), most recent interest first. */
  findActiveDuplicate(phone: string, enterpriseId: string | null, exceptId?: string): Promise<LeadRow | null> {
    return this.db.lead.findFirst({
      where: { phone, enterpriseId, excluded: false, ...(exceptId ? { id: { not: exceptId } } : {}) },
      orderBy: [{ lastInterestAt: "desc" }, { id: "desc" }],
    });
  }

  /** The live lead of the enterprise whose contract document (CPF) is this one, if any (partner clients). */
  findActiveByDocument(document: string, enterpriseId: string): Promise<LeadRow | null> {
    return this.db.lead.findFirst({
      where: { document, enterpriseId, excluded: false },
      orderBy: [{ lastInterestAt: "desc" }, { id: "desc" }],
    });
  }

  /** Row lock on the lead until the transaction ends (attendance, concurrent status changes). */
  async lockRow(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM leads WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** Row locks on many leads, in id order (no deadlock between two bulk operations). */
  async lockRows(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.$queryRaw`SELECT id FROM leads WHERE id = ANY(${[...ids]}::uuid[]) ORDER BY id FOR UPDATE`;
  }

  /** lockRows() and findByIds() in one statement: the rows, locked in id order (missing ids skipped). */
  async lockAndFind(ids: readonly string[]): Promise<LeadRow[]> {
    if (ids.length === 0) return [];
    return this.db.$queryRaw<LeadRow[]>`
      SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY(${[...ids]}::uuid[]) ORDER BY id FOR UPDATE`;
  }

  /** Conditional update: takes the lead into attendance only if it is not already; returns whether it did. */
  async markAttending(id: string, patch: LeadPatch): Promise<boolean> {
    const r = await this.db.lead.updateMany({
      where: { id, inAttendance: false },
      data: { ...toData(patch), inAttendance: true } as Prisma.LeadUncheckedUpdateManyInput,
    });
    return r.count === 1;
  }

  /** Leads with this normalised phone (exact, index leads_phone_idx); optionally only one owner's. */
  findByPhone(phone: string, ownerId?: string, take = 50): Promise<LeadRow[]> {
    return this.db.lead.findMany({
      where: { phone, excluded: false, ...(ownerId ? { ownerId } : {}) },
      orderBy: [{ lastInterestAt: "desc" }, { id: "desc" }],
      take,
    });
  }

  async specialistCounts(ownerId: string): Promise<SpecialistCounts> {
    const [row] = await this.db.$queryRaw<{ active: number; stopped: number }[]>`
      SELECT
        count(*) FILTER (WHERE status::text <> ALL (${[...INACTIVE_STATUSES]}::text[]))::int AS active,
        count(*) FILTER (WHERE status = 'STOPPED')::int AS stopped
      FROM leads
      WHERE owner_id = ${ownerId}::uuid AND excluded = false`;
    return { totalActive: row?.active ?? 0, totalStopped: row?.stopped ?? 0 };
  }
}
