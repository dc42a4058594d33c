import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { FileStorage } from "../../lib/storage";
import { LeadFilesService } from "../lead-files/lead-files.service";
import { LeadReportsService } from "../lead-reports/lead-reports.service";
import { PreLeadImportService } from "../pre-leads/pre-lead-import.service";
import { PreLeadsService } from "../pre-leads/pre-leads.service";
import { SalesTeamsService } from "../sales-teams/sales-teams.service";
import type { SettingsService } from "../settings/settings.service";
import { EnterprisesService } from "./enterprises.service";

/** Services of the modules around leads, spread into buildServices(). */
export function buildSupportServices(db: Database, settings: SettingsService, storage: FileStorage, log?: WarnLog) {
  return {
    enterprises: new EnterprisesService(db),
    salesTeams: new SalesTeamsService(db),
    preLeads: new PreLeadsService(db, settings),
    preLeadImports: new PreLeadImportService(db),
    leadFiles: new LeadFilesService(db, storage, log),
    leadReports: new LeadReportsService(db),
  };
}
