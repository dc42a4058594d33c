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

  async list(f: ServiceReportFilter, page: { skip: number; limit: number }) {
    const where: Prisma.ServiceReportWhereInput = {
      ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
      ...(f.specialistId ? { specialistId: f.specialistId } : {}),
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.interestLevels?.length ? { interestLevel: { in: f.interestLevels } } : {}),
      ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } } : {}),
    };
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

  private async withNames(rows: WithIncludes[]): Promise<ServiceReportRow[]> {
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
