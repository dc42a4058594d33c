import type { EnterprisePlan, PrismaClient } from "@portal/db/client";

export type EnterprisePlanRow = EnterprisePlan & { tower: { name: string } | null };

const withTower = { tower: { select: { name: true } } } as const;

/** enterprise_plans: tower plans (tower_id set) and common-area plans of one enterprise. */
export class EnterprisePlansRepository {
  constructor(private readonly db: PrismaClient) {}

  create(data: Omit<EnterprisePlan, "createdAt" | "updatedAt">): Promise<EnterprisePlanRow> {
    return this.db.enterprisePlan.create({ data, include: withTower });
  }

  /** One page in gallery order: tower (its position, then name), order, upload time. */
  async list(
    enterpriseId: string,
    kind: string,
    page: { skip: number; limit: number; towerId?: string },
  ): Promise<{ rows: EnterprisePlanRow[]; total: number }> {
    const where = { enterpriseId, kind, ...(page.towerId ? { towerId: page.towerId } : {}) };
    const [rows, total] = await Promise.all([
      this.db.enterprisePlan.findMany({
        where,
        include: withTower,
        orderBy: [
          { tower: { position: "asc" } },
          { tower: { name: "asc" } },
          { sortOrder: "asc" },
          { createdAt: "asc" },
          { id: "asc" },
        ],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.enterprisePlan.count({ where }),
    ]);
    return { rows, total };
  }

  find(enterpriseId: string, kind: string, id: string): Promise<EnterprisePlanRow | null> {
    return this.db.enterprisePlan.findFirst({ where: { id, enterpriseId, kind }, include: withTower });
  }

  /** The order after the last plan of the same gallery (0 for the first). */
  async nextOrder(enterpriseId: string, kind: string, towerId: string | null): Promise<number> {
    const agg = await this.db.enterprisePlan.aggregate({
      where: { enterpriseId, kind, towerId },
      _max: { sortOrder: true },
    });
    return agg._max.sortOrder === null ? 0 : agg._max.sortOrder + 1;
  }

  update(
    id: string,
    data: { title?: string | null; sortOrder?: number; towerId?: string },
  ): Promise<EnterprisePlanRow> {
    return this.db.enterprisePlan.update({ where: { id }, data, include: withTower });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.db.enterprisePlan.deleteMany({ where: { id } });
    return count === 1;
  }

  async towerBelongs(enterpriseId: string, towerId: string): Promise<boolean> {
    return (await this.db.tower.count({ where: { id: towerId, enterpriseId } })) === 1;
  }
}
