import type { PrismaClient } from "@portal/db/client";
import { ServiceReportsRepository } from "./service-reports.repository";
import { StandLogsRepository } from "./stand-logs.repository";
import { StandPartialReportRepository } from "./stand-partial-report.repository";
import { StandPresencesRepository } from "./stand-presences.repository";
import { StandVisitsRepository } from "./stand-visits.repository";
import { StandsRepository } from "./stands.repository";
import { ThirdPartyVisitsRepository } from "./third-party-visits.repository";

/** The stand module's repositories, spread into createRepositories(). */
export function createStandRepositories(db: PrismaClient) {
  return {
    stands: new StandsRepository(db),
    standPresences: new StandPresencesRepository(db),
    standVisits: new StandVisitsRepository(db),
    serviceReports: new ServiceReportsRepository(db),
    thirdPartyVisits: new ThirdPartyVisitsRepository(db),
    standLogs: new StandLogsRepository(db),
    standPartialReport: new StandPartialReportRepository(db),
  };
}
