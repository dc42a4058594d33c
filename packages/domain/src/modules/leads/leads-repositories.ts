import type { PrismaClient } from "@portal/db/client";
import { AttendancesRepository, LeadFavoritesRepository, LeadLinksRepository } from "./lead-attendance.repository";
import { LeadDirectoryRepository } from "./lead-directory.repository";
import { LeadExportRepository } from "./lead-export.repository";
import { LeadLogsRepository, LeadMovementsRepository } from "./lead-history.repository";
import { LeadSearchRepository } from "./lead-search.repository";
import { LeadsRepository } from "./leads.repository";

/** The leads module's repositories, spread into createRepositories(). */
export function createLeadsRepositories(db: PrismaClient) {
  return {
    leads: new LeadsRepository(db),
    leadSearch: new LeadSearchRepository(db),
    leadExport: new LeadExportRepository(db),
    leadLogs: new LeadLogsRepository(db),
    leadMovements: new LeadMovementsRepository(db),
    attendances: new AttendancesRepository(db),
    leadFavorites: new LeadFavoritesRepository(db),
    leadLinks: new LeadLinksRepository(db),
    leadDirectory: new LeadDirectoryRepository(db),
  };
}
