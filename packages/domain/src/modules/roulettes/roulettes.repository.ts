import type { Prisma, PrismaClient, Roulette, RouletteAgent } from "@portal/db/client";
import { UniqueViolation, uniqueGuard } from "../../lib/db-errors";
import type { RotationAgent } from "../distribution/rotation";

export type RouletteRow = Roulette;
export type AgentRow = RouletteAgent;
export type AgentWithUser = RouletteAgent & {
  user: { id: string; fullName: string; active: boolean; availabilityStatus: Availability };
  /** The membership's type is its roulette's (spec section 3: a roulette agent is ONLINE or BOOTH). */
  type: Roulette["type"];
};
type Availability = "AVAILABLE" | "IN_PAUSE" | "IN_ATTENDANCE" | "OFFLINE";
export type AgentStatus = RouletteAgent["status"];

export interface RoulettePatch {
  name?: string;
  type?: Roulette["type"];
  enterpriseIds?: string[];
  temporaryAgentMode?: boolean;
  active?: boolean;
  weekdays?: number[];
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface RouletteFilter {
  type?: Roulette["type"];
  enterpriseId?: string;
  temporaryAgentMode?: boolean;
}

/** Roulettes and their agents. Locks are taken with raw SQL (Prisma has no FOR UPDATE). */
export class RoulettesRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<RouletteRow | null> {
    return this.db.roulette.findUnique({ where: { id } });
  }

  list(f: RouletteFilter): Promise<RouletteRow[]> {
    return this.db.roulette.findMany({
      where: {
        ...(f.type ? { type: f.type } : {}),
        ...(f.enterpriseId ? { enterpriseIds: { has: f.enterpriseId } } : {}),
        ...(f.temporaryAgentMode !== undefined ? { temporaryAgentMode: f.temporaryAgentMode } : {}),
      },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
  }

  create(data: RoulettePatch & { name: string; type: Roulette["type"] }): Promise<RouletteRow> {
    return this.db.roulette.create({ data });
  }

  update(id: string, patch: RoulettePatch): Promise<RouletteRow> {
    return this.db.roulette.update({ where: { id }, data: patch });
  }

  async delete(id: string): Promise<void> {
    await this.db.roulette.delete({ where: { id } });
  }

  /** Serialises every change of this roulette's rotation until the transaction ends. */
  async lock(id: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`SELECT id FROM roulettes WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length === 1;
  }

  /** Row locks on several roulettes, taken in id order (the lock order everywhere). */
  async lockMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.$queryRaw`SELECT id FROM roulettes WHERE id = ANY(${[...ids]}::uuid[]) ORDER BY id FOR UPDATE`;
  }

  /** Active roulettes (any type) serving any of these enterprises, in id order: one read for a whole batch. */
  candidatesOfEnterprises(enterpriseIds: readonly string[]): Promise<RouletteRow[]> {
    if (enterpriseIds.length === 0) return Promise.resolve([]);
    return this.db.roulette.findMany({
      where: { active: true, enterpriseIds: { hasSome: [...enterpriseIds] } },
      orderBy: { id: "asc" },
    });
  }

  /** Active roulettes of this type serving the enterprise, in id order (the lock order). */
  candidates(enterpriseId: string, type: Roulette["type"]): Promise<RouletteRow[]> {
    return this.db.roulette.findMany({
      where: { active: true, type, enterpriseIds: { has: enterpriseId } },
      orderBy: { id: "asc" },
    });
  }

  /** Roulettes with waiting leads (queued on them or serving their enterprise). */
  async withWaitingLeads(): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT r.id FROM roulettes r
      JOIN roulette_queue q ON true
      JOIN leads l ON l.id = q.lead_id
      WHERE r.active AND (q.roulette_id = r.id OR l.enterprise_id = ANY(r.enterprise_ids))`;
    return rows.map((r) => r.id);
  }
}

export class RouletteAgentsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Users (name, active, presence) and the roulettes' types joined in two parallel reads. */
  private async withUsers<T extends RouletteAgent>(rows: T[]): Promise<(T & AgentWithUser)[]> {
    if (rows.length === 0) return [];
    const [users, roulettes] = await Promise.all([
      this.db.user.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.userId))] } },
        select: { id: true, fullName: true, active: true, availabilityStatus: true },
      }),
      this.db.roulette.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.rouletteId))] } },
        select: { id: true, type: true },
      }),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const typeOf = new Map(roulettes.map((r) => [r.id, r.type]));
    return rows.map((r) => ({
      ...r,
      user: byId.get(r.userId) ?? { id: r.userId, fullName: "", active: false, availabilityStatus: "OFFLINE" as const },
      // A membership cannot outlive its roulette (foreign key); ONLINE only types a row deleted meanwhile.
      type: typeOf.get(r.rouletteId) ?? "ONLINE",
    }));
  }

  async findById(id: string): Promise<AgentWithUser | null> {
    const row = await this.db.rouletteAgent.findUnique({ where: { id } });
    return row ? ((await this.withUsers([row]))[0] ?? null) : null;
  }

  find(rouletteId: string, userId: string): Promise<AgentRow | null> {
    return this.db.rouletteAgent.findUnique({ where: { rouletteId_userId: { rouletteId, userId } } });
  }

  async ofRoulette(rouletteId: string): Promise<AgentWithUser[]> {
    const rows = await this.db.rouletteAgent.findMany({
      where: { rouletteId },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    return this.withUsers(rows);
  }

  ofUser(userId: string): Promise<AgentRow[]> {
    return this.db.rouletteAgent.findMany({ where: { userId }, orderBy: { rouletteId: "asc" } });
  }

  /**
   * Agents of several roulettes as the rotation sees them, in one statement (agents joined with their users).
   * Membership is not presence (036): a member whose presence is OFFLINE (checked out) is not in the rotation
   * at all until their next 'Disponível', exactly as if they were not a member.
   * A BOOTH roulette's member is in its rotation only while on duty (decision 052): scheduled at one of the
   * roulette's stands in one of `dutyKeys` ("YYYY-MM-DD|M", the shifts running now); off shift is like offline.
   */
  async rotations(
    rouletteIds: readonly string[],
    dutyKeys: readonly string[] = [],
  ): Promise<Map<string, RotationAgent[]>> {
    const out = new Map<string, RotationAgent[]>(rouletteIds.map((id) => [id, []]));
    if (rouletteIds.length === 0) return out;
    const rows = await this.db.$queryRaw<(RotationAgent & { rouletteId: string })[]>`
      SELECT a.id, a.roulette_id AS "rouletteId", a.user_id AS "userId", coalesce(u.full_name, '') AS "userName",
        a.status::text AS status, a.position, coalesce(u.active, false) AS "userActive"
      FROM roulette_agents a JOIN roulettes r ON r.id = a.roulette_id LEFT JOIN users u ON u.id = a.user_id
      WHERE a.roulette_id = ANY(${[...rouletteIds]}::uuid[]) AND u.availability_status <> 'OFFLINE'
        AND (r.type <> 'BOOTH' OR EXISTS (
          SELECT 1 FROM availability_schedules s
          WHERE s.user_id = a.user_id AND s.enterprise_id = ANY(r.enterprise_ids)
            AND (s.day::text || '|' || s.shift::text) = ANY(${[...dutyKeys]}::text[])))
      ORDER BY a.roulette_id, a.position, a.id`;
    for (const { rouletteId, ...agent } of rows) out.get(rouletteId)?.push(agent);
    return out;
  }

  async list(f: {
    userId?: string;
    types?: Roulette["type"][];
    enterpriseIds?: string[];
    skip: number;
    limit: number;
  }) {
    const where: Prisma.RouletteAgentWhereInput = {
      ...(f.userId ? { userId: f.userId } : {}),
      ...(f.types?.length || f.enterpriseIds?.length
        ? {
            roulette: {
              ...(f.types?.length ? { type: { in: f.types } } : {}),
              ...(f.enterpriseIds?.length ? { enterpriseIds: { hasSome: f.enterpriseIds } } : {}),
            },
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.rouletteAgent.findMany({
        where,
        include: { roulette: { select: { id: true, name: true, type: true } } },
        orderBy: [{ rouletteId: "asc" }, { position: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.rouletteAgent.count({ where }),
    ]);
    return { rows: await this.withUsers(rows), total };
  }

  create(a: {
    rouletteId: string;
    userId: string;
    status: AgentStatus;
    position: number;
    addedById?: string | null;
  }): Promise<AgentRow> {
    return this.db.rouletteAgent.create({ data: a });
  }

  /** A new membership, or null when the user already is a member (the unique (roulette_id, user_id) index). */
  createMember(a: Parameters<RouletteAgentsRepository["create"]>[0]): Promise<AgentRow | null> {
    return uniqueGuard(() => this.create(a)).catch((e: unknown) => {
      if (e instanceof UniqueViolation) return null;
      throw e;
    });
  }

  update(id: string, patch: Prisma.RouletteAgentUncheckedUpdateInput): Promise<AgentRow> {
    return this.db.rouletteAgent.update({ where: { id }, data: patch });
  }

  async setStatusOfUser(userId: string, status: AgentStatus): Promise<number> {
    const r = await this.db.rouletteAgent.updateMany({ where: { userId }, data: { status } });
    return r.count;
  }

  async maxPosition(rouletteId: string): Promise<number> {
    const r = await this.db.rouletteAgent.aggregate({ where: { rouletteId }, _max: { position: true } });
    return r._max.position ?? 0;
  }

  async minPosition(rouletteId: string): Promise<number> {
    const r = await this.db.rouletteAgent.aggregate({ where: { rouletteId }, _min: { position: true } });
    return r._min.position ?? 1;
  }

  async delete(id: string): Promise<void> {
    await this.db.rouletteAgent.delete({ where: { id } });
  }

  async deleteOfUser(userId: string, rouletteId?: string): Promise<AgentRow[]> {
    const rows = await this.db.rouletteAgent.findMany({ where: { userId, ...(rouletteId ? { rouletteId } : {}) } });
    if (rows.length) await this.db.rouletteAgent.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    return rows;
  }
}
