import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import { StandExportsService } from "./stand-exports.service";
import { StandPartialReportService } from "./stand-partial-report.service";
import { StandPresenceService } from "./stand-presence.service";
import { StandQueriesService } from "./stand-queries.service";
import { StandSettingsService } from "./stand-settings.service";
import { StandSweepService } from "./stand-sweep.service";
import { StandVisitAttendanceService } from "./stand-visit-attendance.service";
import { StandVisitCreateService } from "./stand-visit-create.service";

/**
 * The stand module's services (decision 048), built once by buildDomain. What its transactions announce are domain
 * events (stand-events.ts, decision 068); the module consumes one of them itself: `stand.drain_requested`.
 */
export function buildStandServices(deps: { db: Database; log?: WarnLog }) {
  const attendance = new StandVisitAttendanceService(deps.db);
  const presence = new StandPresenceService(deps.db);
  return {
    settings: new StandSettingsService(deps.db),
    presence,
    visits: new StandVisitCreateService(deps.db),
    attendance,
    queries: new StandQueriesService(deps.db),
    exports: new StandExportsService(deps.db),
    /** The worker's sweeps (decision 051): waiting visits with someone available, and the end of each stand's day. */
    sweep: new StandSweepService(deps.db, (enterpriseId) => attendance.drain(enterpriseId), deps.log),
    partialReport: new StandPartialReportService(deps.db),
    /** The availability module's hook (one presence model): see AvailabilityStandHooks. */
    availabilityHooks: {
      userChanged: (userId: string, status: string) => presence.userChanged(userId, status),
    },
    eventConsumers: [standDrainConsumer(attendance, deps.log)],
  };
}
export type StandServices = Omit<ReturnType<typeof buildStandServices>, "eventConsumers">;

/**
 * After COMMIT, routes the waiting visits of each stand a transaction freed someone at (once per stand per
 * transaction, in the order asked). Each drain is its own transactions under the stand's lock; the worker's sweep
 * is the safety net if this process dies first.
 */
function standDrainConsumer(attendance: StandVisitAttendanceService, log?: WarnLog): DomainEventConsumer {
  return defineConsumer({
    name: "stand.drain",
    types: ["stand.drain_requested"],
    log,
    afterCommit: async (events) => {
      for (const enterpriseId of new Set(events.map((e) => e.enterpriseId))) {
        await attendance.drain(enterpriseId).catch(logBestEffort(log, "route waiting stand visits", { enterpriseId }));
      }
    },
  });
}
