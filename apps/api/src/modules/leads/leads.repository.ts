import type { Lead, PrismaClient } from "@portal/db/client";

export type LeadRow = Lead;

/** Data access for leads. Extend with the queries the leads module needs; only this file knows Prisma. */
export class LeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<LeadRow | null> {
    return this.db.lead.findUnique({ where: { id } });
  }
}
