import type { PrismaClient } from "@portal/db/client";
import { LeadFilesRepository } from "../lead-files/lead-files.repository";
import { LeadReportsRepository } from "../lead-reports/lead-reports.repository";
import { PreLeadImportsRepository } from "../pre-leads/pre-lead-imports.repository";
import { PreLeadsRepository } from "../pre-leads/pre-leads.repository";
import { SalesTeamsRepository } from "../sales-teams/sales-teams.repository";
import { EnterpriseLeadsRepository } from "./enterprise-leads.repository";
import { EnterprisesRepository } from "./enterprises.repository";

/**
 * Repositories of the modules around leads (enterprises, sales teams, pre-leads, lead files, lead reports),
 * spread into createRepositories().
 */
export function createSupportRepositories(db: PrismaClient) {
  return {
    enterprises: new EnterprisesRepository(db),
    enterpriseLeads: new EnterpriseLeadsRepository(db),
    salesTeams: new SalesTeamsRepository(db),
    preLeads: new PreLeadsRepository(db),
    preLeadImports: new PreLeadImportsRepository(db),
    leadFiles: new LeadFilesRepository(db),
    leadReports: new LeadReportsRepository(db),
  };
}
