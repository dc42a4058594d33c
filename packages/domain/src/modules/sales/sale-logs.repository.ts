import type { SaleStatus } from "@portal/contracts/sale-state";
import type { Prisma, PrismaClient } from "@portal/db/client";

/** A sale's history: one entry per action, with the status move and reason when there is one. */
export class SaleLogsRepository {
  constructor(private readonly db: PrismaClient) {}

  async add(entry: {
    saleId: string;
    actorId: string | null;
    action: string;
    fromStatus: SaleStatus | null;
    toStatus: SaleStatus | null;
    reason?: string | null;
    data?: Record<string, unknown>;
  }): Promise<void> {
    await this.db.saleLog.create({
      data: {
        ...entry,
        reason: entry.reason ?? null,
        data: (entry.data ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
  }

  list(saleId: string) {
    return this.db.saleLog.findMany({ where: { saleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }
}
