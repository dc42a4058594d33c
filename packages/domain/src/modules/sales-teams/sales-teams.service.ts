import {
  canManageSalesTeams,
  canReadSalesTeams,
  SALES_TEAM_MSG,
  type salesTeamListQuery,
  type salesTeamUpdateBody,
} from "@portal/contracts/sales-teams";
import type { z } from "zod";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { notATeamMember, salesTeamNameTaken, salesTeamNotFound } from "./sales-teams.errors";
import type { SalesTeamDetailRow } from "./sales-teams.repository";

export const SALES_TEAM_AUDIT = {
  created: "sales_team.created",
  updated: "sales_team.updated",
  membersChanged: "sales_team.members_changed",
  masterChanged: "sales_team.master_changed",
} as const;

/** Every internal user reads teams (partners only do not); the route-access table says the same. */
function assertReader(actor: AuthUser) {
  if (!canReadSalesTeams(actor.roles)) throw forbidden();
}

function assertManager(actor: AuthUser) {
  if (!canManageSalesTeams(actor.roles)) throw forbidden();
}

/** Sales teams: members (active users) and one master. Every change is audited in its transaction. */
export class SalesTeamsService {
  constructor(private readonly db: Database) {}

  list(actor: AuthUser, q: z.output<typeof salesTeamListQuery>) {
    assertReader(actor);
    return this.db.repos.salesTeams.list(q);
  }

  async get(actor: AuthUser, id: string): Promise<SalesTeamDetailRow> {
    assertReader(actor);
    const team = await this.db.repos.salesTeams.findDetail(id);
    if (!team) throw salesTeamNotFound();
    return team;
  }

  create(actor: AuthUser, input: { name: string; master_id?: string | null }, meta: RequestMeta) {
    assertManager(actor);
    return this.guardUnique(() =>
      this.db.transaction(async (repos) => {
        if (await repos.salesTeams.findByName(input.name)) throw salesTeamNameTaken();
        if (input.master_id) await requireActiveUsers(repos, [input.master_id], "master_id");
        const id = await repos.salesTeams.create({ name: input.name, masterId: input.master_id ?? null });
        await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.created, id, { ...input });
        return detail(repos, id);
      }),
    );
  }

  update(actor: AuthUser, id: string, input: z.output<typeof salesTeamUpdateBody>, meta: RequestMeta) {
    assertManager(actor);
    return this.guardUnique(() =>
      this.db.transaction(async (repos) => {
        const before = await repos.salesTeams.findById(id);
        if (!before) throw salesTeamNotFound();
        if (input.name !== undefined && (await repos.salesTeams.findByName(input.name, id))) throw salesTeamNameTaken();
        if (input.master_id) await requireActiveUsers(repos, [input.master_id], "master_id");
        await repos.salesTeams.update(id, { name: input.name, masterId: input.master_id, active: input.active });
        await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.updated, id, {
          from: { name: before.name, master_id: before.masterId, active: before.active },
          to: input,
        });
        return detail(repos, id);
      }),
    );
  }

  replaceMembers(actor: AuthUser, id: string, userIds: string[], meta: RequestMeta) {
    assertManager(actor);
    const unique = [...new Set(userIds)];
    return this.db.transaction(async (repos) => {
      await requireTeam(repos, id);
      await requireActiveUsers(repos, unique, "user_ids");
      const before = await repos.salesTeams.memberIds(id);
      await repos.salesTeams.replaceMembers(id, unique);
      await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.membersChanged, id, { from: before, to: unique });
      return detail(repos, id);
    });
  }

  /** Idempotent: adding a current member changes nothing. */
  addMember(actor: AuthUser, id: string, userId: string, meta: RequestMeta) {
    assertManager(actor);
    return this.db.transaction(async (repos) => {
      await requireTeam(repos, id);
      await requireActiveUsers(repos, [userId], "user_id");
      if (await repos.salesTeams.addMember(id, userId)) {
        await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.membersChanged, id, { added: userId });
      }
      return detail(repos, id);
    });
  }

  removeMember(actor: AuthUser, id: string, userId: string, meta: RequestMeta) {
    assertManager(actor);
    return this.db.transaction(async (repos) => {
      await requireTeam(repos, id);
      if (!(await repos.salesTeams.removeMember(id, userId))) throw notATeamMember();
      await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.membersChanged, id, { removed: userId });
      return detail(repos, id);
    });
  }

  setMaster(actor: AuthUser, id: string, userId: string | null, meta: RequestMeta) {
    assertManager(actor);
    return this.db.transaction(async (repos) => {
      const before = await requireTeam(repos, id);
      if (userId) await requireActiveUsers(repos, [userId], "user_id");
      await repos.salesTeams.update(id, { masterId: userId });
      await this.audit(repos, actor, meta, SALES_TEAM_AUDIT.masterChanged, id, { from: before.masterId, to: userId });
      return detail(repos, id);
    });
  }

  private audit(
    repos: Repositories,
    actor: AuthUser,
    meta: RequestMeta,
    action: string,
    id: string,
    details: Record<string, unknown>,
  ) {
    return repos.audit.record({ actorId: actor.id, action, entity: "sales_team", entityId: id, ip: meta.ip, details });
  }

  private async guardUnique<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      // A concurrent create/rename with the same name hits the unique index.
      if (err instanceof UniqueViolation) throw salesTeamNameTaken();
      throw err;
    }
  }
}

async function requireTeam(repos: Repositories, id: string) {
  const team = await repos.salesTeams.findById(id);
  if (!team) throw salesTeamNotFound();
  return team;
}

async function detail(repos: Repositories, id: string): Promise<SalesTeamDetailRow> {
  const team = await repos.salesTeams.findDetail(id);
  if (!team) throw salesTeamNotFound();
  return team;
}

/** 400 naming the field (and the position, for lists) when a user is missing or inactive. */
async function requireActiveUsers(repos: Repositories, ids: string[], field: string) {
  const found = new Map((await repos.salesTeams.findUsers(ids)).map((u) => [u.id, u]));
  ids.forEach((id, i) => {
    if (!found.get(id)?.active) {
      throw fieldError(field === "user_ids" ? `user_ids.${i}` : field, SALES_TEAM_MSG.inactiveUser);
    }
  });
}
