import type { Database } from "../../lib/database";
import type { SettingsService } from "../settings/settings.service";
import { PreLeadImportService } from "./pre-lead-import.service";
import { PreLeadsService } from "./pre-leads.service";

/** The pre-lead base (list, acquisition, offer settings) and its CSV imports. */
export function buildPreLeadsServices(deps: { db: Database; settings: SettingsService }) {
  return {
    preLeads: new PreLeadsService(deps.db, deps.settings),
    preLeadImports: new PreLeadImportService(deps.db),
  };
}
