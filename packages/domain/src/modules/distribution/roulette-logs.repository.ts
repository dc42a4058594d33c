/** Roulette logs: one row per distribution decision, and the lists that read them. */
import type { Prisma, PrismaClient, RouletteLog } from "@portal/db/client";

/** A log row with the name of the lead it is about (the log names the lead; the reason text does not). */
export type RouletteLogRow = RouletteLog & { leadName: string | null };

export interface NewRouletteLog {
  rouletteId: string | null;
  leadId?: string | null;
  userId?: string | null;
  actorId?: string | null;
  action: string;
  reason: string;
  data?: Record<string, unknown> | null;
}

const logData = (l: NewRouletteLog) => ({ ...l, data: (l.data ?? undefined) as Prisma.InputJsonValue | undefined });

/** One row per distribution decision, with its reason. */
export class RouletteLogsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(entry: NewRouletteLog): Promise<void> {
    await this.db.rouletteLog.create({ data: logData(entry) });
  }

  /** Entries may carry their id and createdAt (the batch distribution keeps their order with time-ordered ids). */
  async createMany(entries: (NewRouletteLog & { id?: string; createdAt?: Date })[]): Promise<void> {
    if (entries.length) await this.db.rouletteLog.createMany({ data: entries.map(logData) });
  }

  async list(f: { rouletteId: string; leadId?: string; userId?: string; skip: number; limit: number }) {
    const where: Prisma.RouletteLogWhereInput = {
      rouletteId: f.rouletteId,
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.userId ? { userId: f.userId } : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.rouletteLog.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.rouletteLog.count({ where }),
    ]);
    return { rows: await this.withLeadNames(rows), total };
  }

  /** The status the user had when they last went IN_ATTENDANCE (the STATUS log's data.from), if logged. */
  async statusBeforeAttendance(userId: string): Promise<string | null> {
    const row = await this.db.rouletteLog.findFirst({
      where: { userId, action: "STATUS", data: { path: ["to"], equals: "IN_ATTENDANCE" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { data: true },
    });
    const from = (row?.data as { from?: unknown } | null)?.from;
    return typeof from === "string" ? from : null;
  }

  /** Every decision about one lead, across roulettes, in the order they were taken. */
  async ofLead(f: { leadId: string; skip: number; limit: number }) {
    const where: Prisma.RouletteLogWhereInput = { leadId: f.leadId };
    const [rows, total] = await Promise.all([
      this.db.rouletteLog.findMany({
        where,
        include: { roulette: { select: { name: true } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.rouletteLog.count({ where }),
    ]);
    return { rows: await this.withLeadNames(rows), total };
  }

  /** The names of the leads a page of logs is about, in one read (roulette_logs keeps only the id). */
  private async withLeadNames<T extends RouletteLog>(rows: T[]): Promise<(T & { leadName: string | null })[]> {
    const ids = [...new Set(rows.map((r) => r.leadId).filter((id): id is string => !!id))];
    const leads = ids.length
      ? await this.db.lead.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const names = new Map(leads.map((l) => [l.id, l.fullName]));
    return rows.map((r) => ({ ...r, leadName: r.leadId ? (names.get(r.leadId) ?? null) : null }));
  }
}
