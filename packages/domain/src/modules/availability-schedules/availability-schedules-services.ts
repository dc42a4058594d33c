import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { RealtimePublisher } from "../../lib/ports";
import { AvailabilityScheduleFilesService } from "./availability-schedule-files.service";
import { AvailabilitySchedulesService } from "./availability-schedules.service";
import { ScheduleChanges } from "./schedule-events";

/** The availability schedules' services (decision 052), built once by buildDomain. */
export function buildAvailabilitySchedulesServices(deps: { db: Database; realtime: RealtimePublisher; log?: WarnLog }) {
  const changes = new ScheduleChanges(deps.realtime, deps.log);
  const schedules = new AvailabilitySchedulesService(deps.db, changes);
  return { schedules, files: new AvailabilityScheduleFilesService(deps.db, schedules), changes };
}
export type AvailabilitySchedulesServices = ReturnType<typeof buildAvailabilitySchedulesServices>;
