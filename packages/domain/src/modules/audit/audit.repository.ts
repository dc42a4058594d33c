import type { PrismaClient } from "@portal/db/client";

export interface AuditEntry {
  actorId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export class AuditRepository {
  constructor(private readonly db: PrismaClient) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.auditLog.create({
      data: {
        actorId: entry.actorId ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        ip: entry.ip ?? null,
        details: (entry.details ?? undefined) as never,
      },
    });
  }

  list(filter: { entity?: string; entityId?: string; action?: string }, take = 50) {
    return this.db.auditLog.findMany({
      where: { entity: filter.entity, entityId: filter.entityId, action: filter.action },
      orderBy: { createdAt: "desc" },
      take,
    });
  }
}
