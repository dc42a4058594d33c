import type { Prisma, PrismaClient, Unit, UnitLog } from "@portal/db/client";

/** One unit movement row as the mapper sees it. */
export type UnitLogRow = UnitLog;

export type UnitStatusValue = Unit["status"];
export type UnitRow = Unit & { tower: { name: string }; enterprise: { name: string } };

export interface UnitLogData {
  unitId: string;
  enterpriseId: string;
  actorId: string | null;
  action: string;
  fromStatus: UnitStatusValue | null;
  toStatus: UnitStatusValue | null;
  reason?: string | null;
  data?: Prisma.InputJsonValue;
}

const withNames = { tower: { select: { name: true } }, enterprise: { select: { name: true } } } as const;

/** Data access for units and their log; only this file knows Prisma for units. */
export class UnitsRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<UnitRow | null> {
    return this.db.unit.findUnique({ where: { id }, include: withNames });
  }

  /** Row lock: every path that changes a unit or its reservations takes it first (one lock order). */
  async lockRow(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM units WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /**
   * Conditional update (UPDATE ... WHERE status = from AND suspended = from): false when another action
   * changed the unit first, so two concurrent actions can never both win.
   */
  async transition(
    id: string,
    from: { status: UnitStatusValue; suspended: boolean },
    to: { status: UnitStatusValue; suspended: boolean },
  ): Promise<boolean> {
    const { count } = await this.db.unit.updateMany({
      where: { id, status: from.status, suspended: from.suspended },
      data: { status: to.status, suspended: to.suspended },
    });
    return count === 1;
  }

  async setFakeStatus(id: string, fakeStatus: UnitStatusValue | null): Promise<void> {
    await this.db.unit.update({ where: { id }, data: { fakeStatus } });
  }

  log(data: UnitLogData): Promise<UnitLog> {
    return this.db.unitLog.create({ data: { ...data, reason: data.reason ?? null } });
  }

  /** Units of an enterprise with the mirror's filters; `visibleStatus` filters on what partner brokers see. */
  async list(
    enterpriseId: string,
    f: {
      towerId?: string;
      status?: UnitStatusValue;
      visibleStatus?: boolean;
      bedrooms?: number;
      minArea?: number;
      maxArea?: number;
      minPrice?: number;
      maxPrice?: number;
      skip: number;
      limit: number;
    },
  ): Promise<{ rows: UnitRow[]; total: number }> {
    const status: Prisma.UnitWhereInput = !f.status
      ? {}
      : f.visibleStatus
        ? { OR: [{ fakeStatus: f.status }, { fakeStatus: null, status: f.status }] }
        : { status: f.status };
    const where: Prisma.UnitWhereInput = {
      enterpriseId,
      ...(f.towerId ? { towerId: f.towerId } : {}),
      ...status,
      ...(f.bedrooms !== undefined ? { bedrooms: f.bedrooms } : {}),
      ...(f.minArea !== undefined || f.maxArea !== undefined
        ? {
            privateArea: {
              ...(f.minArea !== undefined ? { gte: f.minArea } : {}),
              ...(f.maxArea !== undefined ? { lte: f.maxArea } : {}),
            },
          }
        : {}),
      ...(f.minPrice !== undefined || f.maxPrice !== undefined
        ? {
            price: {
              ...(f.minPrice !== undefined ? { gte: BigInt(f.minPrice) } : {}),
              ...(f.maxPrice !== undefined ? { lte: BigInt(f.maxPrice) } : {}),
            },
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.unit.findMany({
        where,
        include: withNames,
        orderBy: [{ tower: { position: "asc" } }, { floor: "asc" }, { number: "asc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.unit.count({ where }),
    ]);
    return { rows, total };
  }

  logs(unitId: string, limit = 200): Promise<UnitLog[]> {
    return this.db.unitLog.findMany({
      where: { unitId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
  }
}
