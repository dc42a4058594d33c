import type { StandLogAction } from "@portal/contracts/stand";
import type { Prisma, PrismaClient } from "@portal/db/client";
import type { StandLogRow } from "./stand-rows";

export interface NewStandLog {
  enterpriseId: string;
  visitId?: string | null;
  userId?: string | null;
  actorId?: string | null;
  action: StandLogAction;
  reason: string;
  data?: Record<string, unknown> | null;
}

/** One row per routing decision, presence change and attendance step, with its reason (like roulette_logs). */
export class StandLogsRepository {
  constructor(private readonly db: PrismaClient) {}

  async createMany(entries: readonly NewStandLog[]): Promise<void> {
    if (entries.length === 0) return;
    // Strictly increasing times keep the decision order readable when a list is read back by created_at.
    const base = Date.now();
    await this.db.standLog.createMany({
      data: entries.map((e, i) => ({
        ...e,
        createdAt: new Date(base + i),
        data: (e.data ?? undefined) as Prisma.InputJsonValue | undefined,
      })),
    });
  }

  ofVisit(visitId: string): Promise<StandLogRow[]> {
    return this.db.standLog.findMany({ where: { visitId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }
}
