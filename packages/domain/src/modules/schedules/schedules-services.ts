import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { ScheduleEvents } from "./schedule-events";
import { ScheduleQueriesService } from "./schedule-queries.service";
import { ScheduleRemindersService } from "./schedule-reminders.service";
import { ScheduleWriteService } from "./schedule-write.service";

/** The agenda's services (decision 053), built once by buildDomain (the API's routes and the worker's jobs). */
export function buildSchedulesServices(deps: {
  db: Database;
  jobs: JobQueue;
  /** `schedule.changed` to whoever's agenda shows a changed appointment. */
  realtime: RealtimePublisher;
  log?: WarnLog;
  now?: () => Date;
}) {
  const reminders = new ScheduleRemindersService(deps.db, deps);
  const events = new ScheduleEvents(deps.db, deps.realtime, deps.log);
  return {
    writes: new ScheduleWriteService(deps.db, reminders, events),
    events,
    queries: new ScheduleQueriesService(deps.db),
    reminders,
  };
}
export type SchedulesServices = ReturnType<typeof buildSchedulesServices>;
