import type { Lead, Prisma, PrismaClient } from "@portal/db/client";

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

/** Statuses that no longer count as an active lead in a wallet. */
export const INACTIVE_STATUSES = ["FILED", "STOPPED", "EXPIRED", "EXCLUDED", "SOLD", "NON_ADHERENT"] as const;

/** Data access for leads. Only this module's repositories know Prisma. */
export class LeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<LeadRow | null> {
    return this.db.lead.findUnique({ where: { id } });
  }

  /** Rows in the order of `ids` (missing ids skipped). */
  /** The roulette's offers: owner, roulette and the wallet clock of many leads in one statement. */
  async assignOffered(rows: readonly { id: string; ownerId: string; rouletteId: string }[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db.$executeRaw`
      UPDATE leads l SET owner_id = v.owner_id, roulette_id = v.roulette_id, last_activity_at = ${at}, updated_at = ${at}
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.ownerId)}::uuid[], ${rows.map((r) => r.rouletteId)}::uuid[])
        AS v(id, owner_id, roulette_id)
      WHERE l.id = v.id`;
  }

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

  /** The live (non-excluded) lead with this phone and enterprise (null matches null), most recent interest first. */
  findActiveDuplicate(phone: string, enterpriseId: string | null, exceptId?: string): Promise<LeadRow | null> {
    return this.db.lead.findFirst({
      where: { phone, enterpriseId, excluded: false, ...(exceptId ? { id: { not: exceptId } } : {}) },
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
