import type { PrismaClient } from "@portal/db/client";
import { EnterpriseFilesRepository } from "./enterprise-files.repository";
import { EnterpriseLeadsRepository } from "./enterprise-leads.repository";
import { EnterprisePlansRepository } from "./enterprise-plans.repository";
import { EnterpriseStepsRepository } from "./enterprise-steps.repository";
import { EnterprisesRepository } from "./enterprises.repository";

/** The enterprises module's repositories, spread into createRepositories(). */
export function createEnterprisesRepositories(db: PrismaClient) {
  return {
    enterprises: new EnterprisesRepository(db),
    enterpriseLeads: new EnterpriseLeadsRepository(db),
    enterpriseSteps: new EnterpriseStepsRepository(db),
    enterpriseFiles: new EnterpriseFilesRepository(db),
    enterprisePlans: new EnterprisePlansRepository(db),
  };
}
