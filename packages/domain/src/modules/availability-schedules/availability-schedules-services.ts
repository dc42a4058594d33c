import type { Database } from "../../lib/database";
import { AvailabilityScheduleFilesService } from "./availability-schedule-files.service";
import { AvailabilitySchedulesService } from "./availability-schedules.service";

/** The availability schedules' services (decision 052), built once by the composition root. */
export function buildAvailabilitySchedulesServices(deps: { db: Database }) {
  const schedules = new AvailabilitySchedulesService(deps.db);
  return { schedules, files: new AvailabilityScheduleFilesService(deps.db, schedules) };
}
export type AvailabilitySchedulesServices = ReturnType<typeof buildAvailabilitySchedulesServices>;
