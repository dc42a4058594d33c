import type { InterestLevel, Prisma, PrismaClient } from "@portal/db/client";
import { reportInclude, type ServiceReportRecord, type ServiceReportRow } from "./stand-rows";

export type NewServiceReport = Omit<ServiceReportRecord, "id" | "createdAt">;

export interface ServiceReportFilter {
  enterpriseId?: string;
  specialistId?: string;
  leadId?: string;
  interestLevels?: InterestLevel[];
  from?: Date;
  to?: Date;
}

type WithIncludes = Prisma.ServiceReportGetPayload<{ include: typeof reportInclude }>;

/** Service reports (FAC): one per finished visit (unique stand_visit_id). */
export class ServiceReportsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(r: NewServiceReport): Promise<ServiceReportRecord> {
    return this.db.serviceReport.create({ data: r });
  }

  async findRow(id: string): Promise<ServiceReportRow | null> {
    const row = await this.db.serviceReport.findUnique({ where: { id }, include: reportInclude });
    return row ? ((await this.withNames([row]))[0] ?? null) : null;
  }

  async findRowByVisit(standVisitId: string): Promise<ServiceReportRow | null> {
    const row = await this.db.serviceReport.findUnique({ where: { standVisitId }, include: reportInclude });
    return row ? ((await this.withNames([row]))[0] ?? null) : null;
  }

  count(f: ServiceReportFilter): Promise<number> {
    return this.db.serviceReport.count({ where: toWhere(f) });
  }

  /** Every report of the filter with its visit, newest first, in chunks (the site-surveys export; count capped). */
  async listForExport(f: ServiceReportFilter, max: number): Promise<ServiceReportExportRow[]> {
    const where = toWhere(f);
    const out: ServiceReportExportRow[] = [];
    for (let skip = 0; skip < max; skip += EXPORT_CHUNK) {
      const rows = await this.db.serviceReport.findMany({
        where,
        include: exportInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take: Math.min(EXPORT_CHUNK, max - skip),
      });
      const named = await this.withNames(rows);
      out.push(...named.map((r, i) => ({ ...r, visit: (rows[i] as (typeof rows)[number]).standVisit })));
      if (rows.length < EXPORT_CHUNK) break;
    }
    return out;
  }

  async list(f: ServiceReportFilter, page: { skip: number; limit: number }) {
    const where = toWhere(f);
    const [rows, total] = await Promise.all([
      this.db.serviceReport.findMany({
        where,
        include: reportInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.serviceReport.count({ where }),
    ]);
    return { rows: await this.withNames(rows), total };
  }

  private async withNames(rows: readonly WithIncludes[]): Promise<ServiceReportRow[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.specialistId ? [r.specialistId] : [])))];
    const users = ids.length
      ? await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const name = new Map(users.map((u) => [u.id, u.fullName]));
    return rows.map(({ standVisit, ...r }) => ({
      ...r,
      enterpriseName: standVisit.stand.enterprise.name,
      visitorName: standVisit.visitorName,
      specialistName: r.specialistId ? (name.get(r.specialistId) ?? null) : null,
    }));
  }
}

const EXPORT_CHUNK = 1000;

const exportInclude = {
  standVisit: {
    select: {
      visitorName: true,
      visitorPhone: true,
      arrivedAt: true,
      startedAt: true,
      finishedAt: true,
      stand: { select: { enterprise: { select: { name: true } } } },
    },
  },
} satisfies Prisma.ServiceReportInclude;

/** A report with its visit's identification and times (the site-surveys export). */
export interface ServiceReportExportRow extends ServiceReportRow {
  visit: { visitorPhone: string; arrivedAt: Date; startedAt: Date | null; finishedAt: Date | null };
}

function toWhere(f: ServiceReportFilter): Prisma.ServiceReportWhereInput {
  return {
    ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
    ...(f.specialistId ? { specialistId: f.specialistId } : {}),
    ...(f.leadId ? { leadId: f.leadId } : {}),
    ...(f.interestLevels?.length ? { interestLevel: { in: f.interestLevels } } : {}),
    ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } } : {}),
  };
}
