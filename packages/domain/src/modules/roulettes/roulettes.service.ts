import { randomInt } from "node:crypto";
import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { canManageRoulettes } from "@portal/contracts/policy";
import type { RouletteCreateInput, RouletteUpdateInput } from "@portal/contracts/roulettes";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { OfferExpiryService } from "../distribution/offer-expiry.service";
import { agentAlreadyMember, agentNotFound, managersOnly, rouletteNotFound } from "./roulettes.errors";
import type { RoulettePatch, RouletteRow } from "./roulettes.repository";

const SPECIALIST_OF_TYPE = { ONLINE: "ONLINE_SPECIALIST", BOOTH: "BOOTH_SPECIALIST" } as const;

function assertManager(actor: AuthUser) {
  if (actor.readOnly || !canManageRoulettes(actor.roles)) throw managersOnly();
}

function patchOf(input: RouletteUpdateInput): RoulettePatch {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.enterprise_ids !== undefined ? { enterpriseIds: [...new Set(input.enterprise_ids)] } : {}),
    ...(input.temporary_agent_mode !== undefined ? { temporaryAgentMode: input.temporary_agent_mode } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.weekdays !== undefined ? { weekdays: [...new Set(input.weekdays)].sort() } : {}),
    ...(input.starts_at !== undefined ? { startsAt: input.starts_at } : {}),
    ...(input.ends_at !== undefined ? { endsAt: input.ends_at } : {}),
  };
}

/** Roulette administration: CRUD, agents, rotation order (shuffle, to first), manual shoot. */
export class RoulettesService {
  constructor(
    private readonly db: Database,
    private readonly expiry: OfferExpiryService,
  ) {}

  private async get(id: string): Promise<RouletteRow> {
    const r = await this.db.repos.roulettes.findById(id);
    if (!r) throw rouletteNotFound();
    return r;
  }

  async create(actor: AuthUser, input: RouletteCreateInput): Promise<RouletteRow> {
    assertManager(actor);
    await this.assertWindow(input.starts_at ?? null, input.ends_at ?? null);
    return this.db.transaction(async (repos) => {
      const r = await repos.roulettes.create({ ...patchOf(input), name: input.name, type: input.type });
      await repos.rouletteLogs.create({
        rouletteId: r.id,
        actorId: actor.id,
        action: "CREATED",
        reason: "roleta criada",
      });
      return r;
    });
  }

  async update(actor: AuthUser, id: string, input: RouletteUpdateInput): Promise<RouletteRow> {
    assertManager(actor);
    const current = await this.get(id);
    const patch = patchOf(input);
    await this.assertWindow(
      patch.startsAt !== undefined ? patch.startsAt : current.startsAt,
      patch.endsAt !== undefined ? patch.endsAt : current.endsAt,
    );
    return this.db.transaction(async (repos) => {
      await repos.roulettes.lock(id);
      const r = await repos.roulettes.update(id, patch);
      await repos.rouletteLogs.create({
        rouletteId: id,
        actorId: actor.id,
        action: "UPDATED",
        reason: "roleta alterada",
        data: { fields: Object.keys(input) },
      });
      return r;
    });
  }

  async remove(actor: AuthUser, id: string) {
    assertManager(actor);
    await this.get(id);
    // Offers keep their history (roulette_id set null); waiting leads stay queued for other roulettes.
    await this.db.repos.roulettes.delete(id);
    return { message: MSG.rouletteDeleted };
  }

  private async assertWindow(startsAt: string | null, endsAt: string | null) {
    if ((startsAt === null) !== (endsAt === null)) {
      throw fieldError(startsAt === null ? "starts_at" : "ends_at", FIELD_MSG.windowNeedsBothTimes);
    }
  }

  /**
   * Adds a member (a specialist of the roulette's type) at the end of the rotation (036). Membership only: the
   * specialist's presence is theirs and is not changed. The member's status here is `status`, or follows the
   * presence when omitted (AVAILABLE or IN_ATTENDANCE as is, anything else IN_PAUSE).
   */
  async addAgent(actor: AuthUser, rouletteId: string, userId: string, status?: "AVAILABLE" | "IN_PAUSE") {
    assertManager(actor);
    const roulette = await this.get(rouletteId);
    const user = await this.db.repos.availability.findUser(userId);
    if (!user?.active || !user.roles.includes(SPECIALIST_OF_TYPE[roulette.type])) {
      throw fieldError("user_id", FIELD_MSG.activeSpecialistOfRole(SPECIALIST_OF_TYPE[roulette.type]));
    }
    let presence: string | null = null;
    const agent = await this.db.transaction(async (repos) => {
      presence = (await repos.availability.lockUser(userId))?.availabilityStatus ?? null;
      await repos.roulettes.lock(rouletteId);
      if (await repos.rouletteAgents.find(rouletteId, userId)) {
        throw agentAlreadyMember();
      }
      const rowStatus =
        status ?? (presence === "AVAILABLE" || presence === "IN_ATTENDANCE" ? presence : ("IN_PAUSE" as const));
      const position = (await repos.rouletteAgents.maxPosition(rouletteId)) + 1;
      // The unique (roulette_id, user_id) index is the invariant; the locks above make a duplicate rare.
      const row = await repos.rouletteAgents.createMember({
        rouletteId,
        userId,
        status: rowStatus,
        position,
        addedById: actor.id,
      });
      if (!row) throw agentAlreadyMember();
      await repos.rouletteLogs.create({
        rouletteId,
        userId,
        actorId: actor.id,
        action: "AGENT_ADDED",
        reason: `${user.fullName} entrou na roleta na posição ${position} (${rowStatus}; presença ${presence})`,
        data: { status: rowStatus, presence },
      });
      return row;
    });
    if (agent.status === "AVAILABLE" && presence !== "OFFLINE") await this.expiry.drainRoulette(rouletteId);
    return agent;
  }

  /**
   * DELETE /roulettes/agents {user_id, roulette_id?}: ends memberships (one roulette or all). The specialist's
   * presence is left as it is (036); their pending offers still run to their deadline.
   */
  async removeAgent(actor: AuthUser, userId: string, rouletteId?: string) {
    assertManager(actor);
    const removed = await this.db.transaction(async (repos) => {
      await repos.availability.lockUser(userId);
      const rows = await repos.rouletteAgents.deleteOfUser(userId, rouletteId);
      if (rows.length === 0) throw agentNotFound();
      await repos.rouletteLogs.createMany(
        rows.map((a) => ({
          rouletteId: a.rouletteId,
          userId,
          actorId: actor.id,
          action: "AGENT_REMOVED",
          reason: "removido da roleta",
        })),
      );
      return rows.length;
    });
    return { message: MSG.rouletteAgentRemoved, removed };
  }

  /** Coordinator actions on one agent: PAUSE, RESUME (drains the queue) or REMOVE. */
  async agentAction(actor: AuthUser, agentId: string, action: "PAUSE" | "RESUME" | "REMOVE") {
    assertManager(actor);
    const agent = await this.db.repos.rouletteAgents.findById(agentId);
    if (!agent) throw agentNotFound();
    if (action === "REMOVE") return this.removeAgent(actor, agent.userId, agent.rouletteId);
    const status = action === "PAUSE" ? "IN_PAUSE" : "AVAILABLE";
    await this.db.transaction(async (repos) => {
      await repos.availability.lockUser(agent.userId);
      await repos.rouletteAgents.update(agentId, { status });
      if (agent.status !== status) {
        await repos.rouletteLogs.create({
          rouletteId: agent.rouletteId,
          userId: agent.userId,
          actorId: actor.id,
          action: "STATUS",
          reason: `${agent.status} -> ${status} (${action} por ${actor.fullName})`,
          data: { from: agent.status, to: status, action },
        });
      }
    });
    if (status === "AVAILABLE") await this.expiry.drainRoulette(agent.rouletteId);
    return { message: MSG.rouletteAgentActionDone };
  }

  /** Random order of positions (Fisher-Yates with a CSPRNG), logged with the new order. */
  async shuffle(actor: AuthUser, rouletteId: string) {
    assertManager(actor);
    await this.get(rouletteId);
    await this.db.transaction(async (repos) => {
      await repos.roulettes.lock(rouletteId);
      const agents = await repos.rouletteAgents.ofRoulette(rouletteId);
      const order = [...agents];
      for (let i = order.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
      }
      for (const [i, a] of order.entries()) await repos.rouletteAgents.update(a.id, { position: i + 1 });
      await repos.rouletteLogs.create({
        rouletteId,
        actorId: actor.id,
        action: "SHUFFLED",
        reason: `ordem sorteada: ${order.map((a) => a.user.fullName).join(", ")}`,
        data: { order: order.map((a) => a.userId) },
      });
    });
    return { message: MSG.rouletteShuffled };
  }

  async toFirstPosition(actor: AuthUser, rouletteId: string, agentId: string) {
    assertManager(actor);
    await this.db.transaction(async (repos) => {
      await repos.roulettes.lock(rouletteId);
      const agent = await repos.rouletteAgents.findById(agentId);
      if (!agent || agent.rouletteId !== rouletteId) throw agentNotFound();
      const first = (await repos.rouletteAgents.minPosition(rouletteId)) - 1;
      await repos.rouletteAgents.update(agentId, { position: first });
      await repos.rouletteLogs.create({
        rouletteId,
        userId: agent.userId,
        actorId: actor.id,
        action: "TO_FIRST_POSITION",
        reason: `${agent.user.fullName} movido para a primeira posição`,
      });
    });
    return { message: MSG.rouletteAgentToFirst };
  }

  /** shoot-roulette: offers the waiting leads now. */
  async shoot(actor: AuthUser, rouletteId: string) {
    assertManager(actor);
    await this.get(rouletteId);
    const offered = await this.expiry.drainRoulette(rouletteId);
    return { message: MSG.rouletteShot(offered), offered };
  }
}
