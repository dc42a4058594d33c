import {
  ENTERPRISE_MSG,
  type EnterpriseCreateInput,
  type EnterpriseUpdateInput,
  type enterpriseListQuery,
  seesOnlyActiveEnterprises,
} from "@portal/contracts/enterprises";
import { seesFakeUnitStatus } from "@portal/contracts/policy";
import type { z } from "zod";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { EnterpriseData, EnterpriseRow } from "./enterprises.repository";

export const ENTERPRISE_AUDIT = { created: "enterprise.created", updated: "enterprise.updated" } as const;

const notFound = () => new AppError("NOT_FOUND", ENTERPRISE_MSG.notFound);
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
    if (!row || (!row.active && seesOnlyActiveEnterprises(actor.roles))) throw notFound();
    return row;
  }

  create(actor: AuthUser, input: EnterpriseCreateInput, meta: RequestMeta): Promise<EnterpriseRow> {
    return this.db.transaction(async (repos) => {
      await this.checkName(repos, input.name);
      await this.checkSalesTeam(repos, input.sales_team_id);
      const row = await repos.enterprises.create(toData(input));
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

  update(actor: AuthUser, id: string, input: EnterpriseUpdateInput, meta: RequestMeta): Promise<EnterpriseRow> {
    return this.db.transaction(async (repos) => {
      const before = await repos.enterprises.findById(id);
      if (!before) throw notFound();
      if (input.name !== undefined) await this.checkName(repos, input.name, id);
      if (input.sales_team_id !== undefined) await this.checkSalesTeam(repos, input.sales_team_id);
      const patch = toPatch(input);
      const row = await repos.enterprises.update(id, patch);
      const changes = changedFields(before, row, Object.keys(patch) as (keyof EnterpriseData)[]);
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
    if (await repos.enterprises.findByName(name, exceptId)) throw new AppError("CONFLICT", ENTERPRISE_MSG.nameTaken);
  }

  private async checkSalesTeam(repos: Repositories, salesTeamId: string | null) {
    if (salesTeamId && !(await repos.salesTeams.findById(salesTeamId))) {
      throw fieldError("sales_team_id", "deve ser um time de vendas existente");
    }
  }
}

function toData(i: EnterpriseCreateInput): EnterpriseData {
  return {
    name: i.name,
    city: i.city,
    group: i.group,
    phase: i.phase,
    propertyType: i.property_type,
    active: i.active,
    daysToGoToBase: i.days_to_go_to_base,
    salesTeamId: i.sales_team_id,
  };
}

function toPatch(i: EnterpriseUpdateInput): Partial<EnterpriseData> {
  const patch: Partial<EnterpriseData> = {
    name: i.name,
    city: i.city,
    group: i.group,
    phase: i.phase,
    propertyType: i.property_type,
    active: i.active,
    daysToGoToBase: i.days_to_go_to_base,
    salesTeamId: i.sales_team_id,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

function changedFields(before: EnterpriseRow, after: EnterpriseRow, keys: (keyof EnterpriseData)[]) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) if (before[k] !== after[k]) out[k] = { from: before[k], to: after[k] };
  return out;
}
