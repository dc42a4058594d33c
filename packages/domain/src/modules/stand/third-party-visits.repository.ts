import { sameCreci } from "@portal/contracts/partner-status";
import type { Prisma, PrismaClient } from "@portal/db/client";
import { escapeLike } from "../../lib/like";
import { type ThirdPartyVisitRecord, type ThirdPartyVisitRow, thirdPartyInclude } from "./stand-rows";

export type NewThirdPartyVisit = Omit<ThirdPartyVisitRecord, "id" | "createdAt">;

export interface ThirdPartyVisitFilter {
  /** Visits of these stands only (receptionist scope); undefined = every stand. */
  enterpriseId?: string;
  /** The visits of these stands only (the caller's stand scope, decision 061). */
  enterpriseIds?: readonly string[];
  /** Only the visits served by this specialist (specialist scope). */
  specialistId?: string;
  from?: Date;
  to?: Date;
  search?: string;
}

type WithIncludes = Prisma.ThirdPartyVisitGetPayload<{ include: typeof thirdPartyInclude }>;

/** Third-party visits (a partner broker came with the visitor) and the broker's co-partnership of the lead. */
export class ThirdPartyVisitsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(v: NewThirdPartyVisit): Promise<ThirdPartyVisitRecord> {
    return this.db.thirdPartyVisit.create({ data: v });
  }

  /**
   * The active partner broker (AGENT_PARTNER / AGENT_PATRIANI) with this CRECI: the same number and the same UF
   * (sameCreci; "123.456-F/SC" = "CRECI-SC 123456-F", but not "123456-F/PR"); null when none or more than one match.
   * The digits narrow the candidates in SQL, the registration's own rule decides.
   */
  async findPartnerByCreci(creci: string) {
    const digits = creci.replace(/\D/g, "").replace(/^0+/, "");
    const rows = await this.db.$queryRaw<
      { id: string; fullName: string; email: string; phone: string | null; creci: string }[]
    >`
      SELECT id, full_name AS "fullName", email, phone, creci FROM users
      WHERE active AND roles && ARRAY['AGENT_PARTNER', 'AGENT_PATRIANI']::text[]
        AND ltrim(regexp_replace(coalesce(creci, ''), '[^0-9]', '', 'g'), '0') = ${digits}`;
    const matches = rows.filter((r) => sameCreci(r.creci, creci));
    if (matches.length !== 1) return null;
    const [{ creci: _stored, ...broker }] = matches as [(typeof matches)[number]];
    return broker;
  }

  /** The broker as a co-partner of the lead (once: lead_copartners_one_per_user), and the lead's has_partner flag. */
  async addCoPartner(
    leadId: string,
    broker: { id: string; fullName: string; email: string; phone: string | null },
  ): Promise<void> {
    await this.db.$executeRaw`
      INSERT INTO lead_copartners (id, lead_id, full_name, email, phone, relationship, user_id)
      VALUES (gen_random_uuid(), ${leadId}::uuid, ${broker.fullName}, ${broker.email}, ${broker.phone},
        'CORRETOR_PARCEIRO', ${broker.id}::uuid)
      ON CONFLICT (lead_id, user_id) WHERE user_id IS NOT NULL DO NOTHING`;
    await this.db.lead.update({ where: { id: leadId }, data: { hasPartner: true } });
  }

  async findRow(id: string): Promise<(ThirdPartyVisitRow & { specialistId: string | null }) | null> {
    const row = await this.db.thirdPartyVisit.findUnique({ where: { id }, include: thirdPartyInclude });
    return row ? ((await this.withNames([row]))[0] ?? null) : null;
  }

  async list(f: ThirdPartyVisitFilter, page: { skip: number; limit: number }) {
    const and: Prisma.ThirdPartyVisitWhereInput[] = [];
    if (f.enterpriseId) and.push({ enterpriseId: f.enterpriseId });
    if (f.enterpriseIds) and.push({ enterpriseId: { in: [...f.enterpriseIds] } });
    if (f.specialistId) and.push({ standVisit: { specialistId: f.specialistId } });
    if (f.from) and.push({ createdAt: { gte: f.from } });
    if (f.to) and.push({ createdAt: { lt: f.to } });
    if (f.search) {
      and.push({
        OR: [
          { brokerName: { contains: escapeLike(f.search), mode: "insensitive" } },
          { brokerCreci: { contains: escapeLike(f.search), mode: "insensitive" } },
        ],
      });
    }
    const where: Prisma.ThirdPartyVisitWhereInput = and.length ? { AND: and } : {};
    const [rows, total] = await Promise.all([
      this.db.thirdPartyVisit.findMany({
        where,
        include: thirdPartyInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.thirdPartyVisit.count({ where }),
    ]);
    return { rows: await this.withNames(rows), total };
  }

  private async withNames(rows: WithIncludes[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.brokerUserId ? [r.brokerUserId] : [])))];
    const users = ids.length
      ? await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const name = new Map(users.map((u) => [u.id, u.fullName]));
    return rows.map(({ standVisit, ...r }) => ({
      ...r,
      enterpriseName: standVisit.stand.enterprise.name,
      visitorName: standVisit.visitorName,
      specialistId: standVisit.specialistId,
      brokerUserName: r.brokerUserId ? (name.get(r.brokerUserId) ?? null) : null,
    }));
  }
}
