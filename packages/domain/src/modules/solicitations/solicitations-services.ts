import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { ScheduleChanges } from "../availability-schedules/schedule-events";
import type { AttendanceEndedHook } from "../distribution/lead-roulette";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";
import { buildSolicitationActions } from "./solicitation-actions";
import { SolicitationsService } from "./solicitations.service";

/** The solicitations module (decision 054), built once by buildDomain as `solicitations`. */
export function buildSolicitationsServices(deps: {
  db: Database;
  /** NotificationsService.publish: notification events after commit. */
  publish: (events: PendingRealtimeEvent[]) => Promise<void>;
  onAttendanceEnded: AttendanceEndedHook;
  /** The availability schedule's broadcast after an approved SHIFT_SWAP (decision 057). */
  scheduleChanges: ScheduleChanges;
  log?: WarnLog;
}) {
  const actions = buildSolicitationActions(deps);
  return new SolicitationsService(deps.db, actions, deps.publish, deps.log);
}
export type SolicitationsServices = ReturnType<typeof buildSolicitationsServices>;
