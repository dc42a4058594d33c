import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { FileStorage } from "../../lib/storage";
import type { LeadQueryService } from "../leads/lead-query.service";
import { EnterpriseCatalogService } from "./enterprise-catalog.service";
import { EnterpriseFilesService } from "./enterprise-files.service";
import { EnterpriseLeadsService } from "./enterprise-leads.service";
import { EnterprisePlansService } from "./enterprise-plans.service";
import { EnterpriseStepsService } from "./enterprise-steps.service";
import { EnterprisesService } from "./enterprises.service";

/** The enterprise, its wizard, catalog, files, plans and lead counts; built once by the composition root. */
export function buildEnterprisesServices(deps: {
  db: Database;
  storage: FileStorage;
  /** The lead list's filter builder: lead counts per enterprise use the caller's GET /leads scope. */
  leadQuery: Pick<LeadQueryService, "searchFilter">;
  log?: WarnLog;
}) {
  return {
    enterprises: new EnterprisesService(deps.db),
    enterpriseLeads: new EnterpriseLeadsService(deps.db, deps.leadQuery),
    enterpriseSteps: new EnterpriseStepsService(deps.db),
    enterpriseCatalog: new EnterpriseCatalogService(deps.db),
    enterpriseFiles: new EnterpriseFilesService(deps.db, deps.storage, deps.log),
    enterprisePlans: new EnterprisePlansService(deps.db, deps.storage, deps.log),
  };
}
export type EnterprisesServices = ReturnType<typeof buildEnterprisesServices>;
