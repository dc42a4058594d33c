import {
  ENTERPRISE_ADMIN_ROLES,
  type EnterpriseCreateInput,
  type EnterpriseUpdateInput,
  type enterpriseListQuery,
  seesOnlyActiveEnterprises,
} from "@portal/contracts/enterprises";
import { hasRole, seesFakeUnitStatus } from "@portal/contracts/policy";
import type { z } from "zod";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { checkTeams } from "./enterprise-steps-teams";
import { enterpriseNameTaken, enterpriseNotFound, forbidden } from "./enterprises.errors";
import type { EnterpriseData, EnterpriseRow } from "./enterprises.repository";

export const ENTERPRISE_AUDIT = { created: "enterprise.created", updated: "enterprise.updated" } as const;

type ListQuery = z.output<typeof enterpriseListQuery>;

/** Minimal enterprise management (list, simplified list, create, update); full management is a later issue. */
export class EnterprisesService {
  constructor(private readonly db: Database) {}

  async list(actor: AuthUser, q: ListQuery) {
    const active = seesOnlyActiveEnterprises(actor.roles) ? true : q.active;
    const page = await this.db.repos.enterprises.list({ ...q, active });
    const counts = await this.db.repos.enterprises.unitCounts(
      page.rows.map((r) => r.id),
      seesFakeUnitStatus(actor.roles),
    );
    return { ...page, counts };
  }

  simplified() {
    return this.db.repos.enterprises.simplified();
  }

  async get(actor: AuthUser, id: string): Promise<EnterpriseRow> {
    const row = await this.db.repos.enterprises.findById(id);
    if (!row || (!row.active && seesOnlyActiveEnterprises(actor.roles))) throw enterpriseNotFound();
    return row;
  }

  async create(actor: AuthUser, input: EnterpriseCreateInput, meta: RequestMeta): Promise<EnterpriseRow> {
    assertAdmin(actor);
    return this.db.transaction(async (repos) => {
      await this.checkName(repos, input.name);
      const teamIds = await checkTeams(repos, input.sales_team_ids);
      const created = await repos.enterprises.create(toData(input));
      await repos.enterpriseSteps.replaceSalesTeams(created.id, teamIds);
      const row = (await repos.enterprises.findById(created.id)) ?? created;
      await repos.audit.record({
        actorId: actor.id,
        action: ENTERPRISE_AUDIT.created,
        entity: "enterprise",
        entityId: row.id,
        ip: meta.ip,
        details: { ...input },
      });
      return row;
    });
  }

  async update(actor: AuthUser, id: string, input: EnterpriseUpdateInput, meta: RequestMeta): Promise<EnterpriseRow> {
    assertAdmin(actor);
    return this.db.transaction(async (repos) => {
      const before = await repos.enterprises.findById(id);
      if (!before) throw enterpriseNotFound();
      if (input.name !== undefined) await this.checkName(repos, input.name, id);
      const teamIds = input.sales_team_ids === undefined ? undefined : await checkTeams(repos, input.sales_team_ids);
      const patch = toPatch(input);
      let row = await repos.enterprises.update(id, patch);
      if (teamIds) {
        await repos.enterpriseSteps.replaceSalesTeams(id, teamIds);
        row = (await repos.enterprises.findById(id)) ?? row;
      }
      const changes = changedFields(before, row, Object.keys(patch) as (keyof EnterpriseData)[]);
      const teamsBefore = teamIdsOf(before);
      const teamsAfter = teamIdsOf(row);
      if (teamIds && teamsBefore.join() !== teamsAfter.join()) {
        changes.sales_team_ids = { from: teamsBefore, to: teamsAfter };
      }
      await repos.audit.record({
        actorId: actor.id,
        action: ENTERPRISE_AUDIT.updated,
        entity: "enterprise",
        entityId: id,
        ip: meta.ip,
        details: { changes },
      });
      return row;
    });
  }

  private async checkName(repos: Repositories, name: string, exceptId?: string) {
    if (await repos.enterprises.findByName(name, exceptId)) throw enterpriseNameTaken();
  }
}

/** Creating and editing enterprises: ENTERPRISE_ADMIN_ROLES (the route-access table says the same). */
function assertAdmin(actor: AuthUser): void {
  if (!hasRole(actor.roles, ENTERPRISE_ADMIN_ROLES)) throw forbidden();
}

/** The input's fields as stored (an update leaves out what it does not send: undefined). */
function fields(i: EnterpriseUpdateInput): Partial<EnterpriseData> {
  return {
    name: i.name,
    city: i.city,
    group: i.group,
    phase: i.phase,
    propertyType: i.property_type,
    active: i.active,
    daysToGoToBase: i.days_to_go_to_base,
  };
}

function toData(i: EnterpriseCreateInput): EnterpriseData {
  return fields(i) as EnterpriseData;
}

function toPatch(i: EnterpriseUpdateInput): Partial<EnterpriseData> {
  return Object.fromEntries(Object.entries(fields(i)).filter(([, v]) => v !== undefined));
}

const teamIdsOf = (e: EnterpriseRow) => e.salesTeams.map((t) => t.salesTeam.id).sort();

function changedFields(before: EnterpriseRow, after: EnterpriseRow, keys: (keyof EnterpriseData)[]) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) if (before[k] !== after[k]) out[k] = { from: before[k], to: after[k] };
  return out;
}
