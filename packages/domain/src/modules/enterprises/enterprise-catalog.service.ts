import { canManageEnterprises, canReadInventory, hasRole, SALE_PROCESS_ROLES } from "@portal/contracts/policy";
import { PROPOSAL_ROLES } from "@portal/contracts/proposals";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertEnterpriseVisible } from "./enterprise-access";
import type { EnterpriseStepsService } from "./enterprise-steps.service";
import { forbidden } from "./enterprises.errors";

type Step4 = {
  commission_info: unknown;
  serie_templates: unknown[];
  sale_campaigns: { starts_at: string; ends_at: string }[];
  approval_rules: unknown[];
};

/** Read views of an enterprise's commercial rules and history (serie-templates, sale-campaign, commission-info, logs). */
export class EnterpriseCatalogService {
  constructor(
    private readonly db: Database,
    private readonly steps: EnterpriseStepsService,
  ) {}

  private async visible(actor: AuthUser, id: string, can: (roles: readonly string[]) => boolean) {
    await assertEnterpriseVisible(this.db.repos, actor, id, can);
  }

  private async step4(id: string): Promise<Step4> {
    // The step-4 view, read without the manager check (the caller checked its own rule).
    return (await this.steps.read(id, 4)) as Step4;
  }

  async serieTemplates(actor: AuthUser, id: string) {
    await this.visible(actor, id, canReadInventory);
    return (await this.step4(id)).serie_templates;
  }

  /** Campaigns running now. */
  async saleCampaigns(actor: AuthUser, id: string) {
    await this.visible(actor, id, canReadInventory);
    const now = Date.now();
    return (await this.step4(id)).sale_campaigns.filter(
      (c) => Date.parse(c.starts_at) <= now && now < Date.parse(c.ends_at),
    );
  }

  /** Templates, approval rules and running campaigns, for whoever may create proposals (decision 013). */
  async commercialRules(actor: AuthUser, id: string) {
    await this.visible(actor, id, (roles) => hasRole(roles, PROPOSAL_ROLES));
    const s = await this.step4(id);
    const now = Date.now();
    return {
      serie_templates: s.serie_templates,
      sale_campaigns: s.sale_campaigns.filter((c) => Date.parse(c.starts_at) <= now && now < Date.parse(c.ends_at)),
      approval_rules: s.approval_rules,
    };
  }

  async commissionInfo(actor: AuthUser, id: string) {
    await this.visible(actor, id, (roles) => canManageEnterprises(roles) || hasRole(roles, SALE_PROCESS_ROLES));
    return (await this.step4(id)).commission_info;
  }

  async logs(actor: AuthUser, id: string) {
    await this.visible(actor, id, canManageEnterprises);
    return (await this.db.repos.enterpriseSteps.logs(id)).map((l) => ({
      _id: l.id,
      actor_id: l.actorId,
      action: l.action,
      data: l.data,
      createdAt: l.createdAt.toISOString(),
    }));
  }

  async withoutSalesTeams(actor: AuthUser) {
    if (!canManageEnterprises(actor.roles)) throw forbidden();
    return (await this.db.repos.enterpriseSteps.withoutSalesTeams()).map((e) => ({
      _id: e.id,
      name: e.name,
      city: e.city,
    }));
  }
}
