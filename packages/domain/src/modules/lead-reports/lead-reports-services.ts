import type { Database } from "../../lib/database";
import { LeadReportsService } from "./lead-reports.service";

/** A lead's PDFs (registration form, history). */
export function buildLeadReportsServices(deps: { db: Database }) {
  return { leadReports: new LeadReportsService(deps.db) };
}
