import { idSchema } from "@portal/contracts/common";
import { FIELD_MSG } from "@portal/contracts/messages";
import { canManageRoulettes, canReadRoulettes } from "@portal/contracts/policy";
import {
  type AgentListQuery,
  type LeadRouletteLogQuery,
  ROULETTE_TYPES,
  type RouletteListQuery,
  type RouletteLogQuery,
  type RouletteType,
} from "@portal/contracts/roulettes";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { agentNotFound, logsManagersOnly, readForbidden, rouletteNotFound } from "./roulettes.errors";
import type { AgentWithUser } from "./roulettes.repository";

/** How many waiting leads the detail counts at most. */
const WAITING_COUNT_CAP = 1000;

const splitList = (v?: string) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
const isRouletteType = (t: string): t is RouletteType => (ROULETTE_TYPES as readonly string[]).includes(t);
const isId = (id: string) => idSchema.safeParse(id).success;

function assertReader(actor: AuthUser) {
  if (!canReadRoulettes(actor.roles)) throw readForbidden();
}

/** What the roulette screens read: roulettes, their members, waiting leads and logs (readers: canReadRoulettes). */
export class RouletteQueriesService {
  constructor(private readonly db: Database) {}

  list(actor: AuthUser, q: RouletteListQuery) {
    assertReader(actor);
    return this.db.repos.roulettes.list({
      type: q.type,
      enterpriseId: q.enterprise_id,
      temporaryAgentMode: q.temporary_agent_mode,
    });
  }

  /** One roulette with its members in rotation order and how many leads wait for it. */
  async detail(actor: AuthUser, id: string) {
    assertReader(actor);
    const roulette = await this.db.repos.roulettes.findById(id);
    if (!roulette) throw rouletteNotFound();
    const [agents, waiting] = await Promise.all([
      this.db.repos.rouletteAgents.ofRoulette(id),
      this.db.repos.rouletteQueue.waitingFor(id, WAITING_COUNT_CAP),
    ]);
    return { roulette, agents, waitingLeads: waiting.length };
  }

  /** A member with their user, as the screens show it after a change (the caller was authorised by the change). */
  async agent(agentId: string): Promise<AgentWithUser> {
    const agent = await this.db.repos.rouletteAgents.findById(agentId);
    if (!agent) throw agentNotFound();
    return agent;
  }

  /** GET /roulettes/agents: memberships across roulettes; `type` and `enterprise_ids` are comma-joined lists. */
  async agents(actor: AuthUser, q: AgentListQuery) {
    assertReader(actor);
    const types = splitList(q.type);
    if (types?.some((t) => !isRouletteType(t))) throw fieldError("type", FIELD_MSG.rouletteTypeList);
    const enterpriseIds = splitList(q.enterprise_ids);
    if (enterpriseIds?.some((id) => !isId(id))) throw fieldError("enterprise_ids", FIELD_MSG.commaSeparatedIds);
    return this.db.repos.rouletteAgents.list({
      userId: q.agent_id,
      types: types?.filter(isRouletteType),
      enterpriseIds,
      skip: q.skip,
      limit: q.limit,
    });
  }

  /** GET /roulettes/{id}/logs: one roulette's decisions, newest first. */
  async logs(actor: AuthUser, rouletteId: string, q: RouletteLogQuery) {
    assertReader(actor);
    if (!(await this.db.repos.roulettes.findById(rouletteId))) throw rouletteNotFound();
    return this.db.repos.rouletteLogs.list({
      rouletteId,
      leadId: q.lead_id,
      userId: q.user_id,
      skip: q.skip,
      limit: q.limit,
    });
  }

  /** GET /roulettes/logs?lead_id: every decision about one lead, across roulettes (managers only). */
  leadLogs(actor: AuthUser, q: LeadRouletteLogQuery) {
    if (!canManageRoulettes(actor.roles)) throw logsManagersOnly();
    return this.db.repos.rouletteLogs.ofLead({ leadId: q.lead_id, skip: q.skip, limit: q.limit });
  }
}
