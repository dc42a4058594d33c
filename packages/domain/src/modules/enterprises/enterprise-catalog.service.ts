import { canManageEnterprises, canReadInventory, hasRole, SALE_PROCESS_ROLES } from "@portal/contracts/policy";
import { PROPOSAL_ROLES } from "@portal/contracts/proposals";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertEnterpriseVisible } from "./enterprise-access";
import type { CommercialRulesRows, EnterpriseLogRow, EnterpriseWithoutTeamsRow } from "./enterprise-steps.repository";
import { forbidden } from "./enterprises.errors";

type SaleCampaignRow = CommercialRulesRows["campaigns"][number];

/** Campaigns running now: started, not yet ended. */
function running(campaigns: SaleCampaignRow[]): SaleCampaignRow[] {
  const now = Date.now();
  return campaigns.filter((c) => c.startsAt.getTime() <= now && now < c.endsAt.getTime());
}

/** Read views of an enterprise's commercial rules and history (serie-templates, sale-campaign, commission-info, logs). */
export class EnterpriseCatalogService {
  constructor(private readonly db: Database) {}

  private async visible(actor: AuthUser, id: string, can: (roles: readonly string[]) => boolean) {
    await assertEnterpriseVisible(this.db.repos, actor, id, can);
  }

  /** The step-4 rows, read without the manager check (the caller checked its own rule). */
  private rules(id: string): Promise<CommercialRulesRows> {
    return this.db.repos.enterpriseSteps.commercialRules(id);
  }

  async serieTemplates(actor: AuthUser, id: string): Promise<CommercialRulesRows["templates"]> {
    await this.visible(actor, id, canReadInventory);
    return (await this.rules(id)).templates;
  }

  /** Campaigns running now. */
  async saleCampaigns(actor: AuthUser, id: string): Promise<SaleCampaignRow[]> {
    await this.visible(actor, id, canReadInventory);
    return running((await this.rules(id)).campaigns);
  }

  /** Templates, approval rules and running campaigns, for whoever may create proposals (decision 013). */
  async commercialRules(actor: AuthUser, id: string): Promise<Omit<CommercialRulesRows, "commission">> {
    await this.visible(actor, id, (roles) => hasRole(roles, PROPOSAL_ROLES));
    const r = await this.rules(id);
    return { templates: r.templates, campaigns: running(r.campaigns), rules: r.rules };
  }

  async commissionInfo(actor: AuthUser, id: string): Promise<CommercialRulesRows["commission"]> {
    await this.visible(actor, id, (roles) => canManageEnterprises(roles) || hasRole(roles, SALE_PROCESS_ROLES));
    return (await this.rules(id)).commission;
  }

  async logs(actor: AuthUser, id: string): Promise<EnterpriseLogRow[]> {
    await this.visible(actor, id, canManageEnterprises);
    return this.db.repos.enterpriseSteps.logs(id);
  }

  async withoutSalesTeams(actor: AuthUser): Promise<EnterpriseWithoutTeamsRow[]> {
    if (!canManageEnterprises(actor.roles)) throw forbidden();
    return this.db.repos.enterpriseSteps.withoutSalesTeams();
  }
}
