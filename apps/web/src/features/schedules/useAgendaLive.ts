import { useLiveQueries } from "../realtime/useLiveQueries";
import { scheduleKeys } from "./schedules.queries";

const countsKey = [...scheduleKeys.all, "count-by-date"] as const;

/**
 * The agenda's live updates (decision 065; the one live hook, useLiveQueries): `schedule.changed` reaches whoever's
 * agenda shows the appointment (the API picks them), so on it the open windows (week, day, the lead's, the stand's
 * "Visitas agendadas hoje"), the month's counts and that appointment's detail refetch.
 */
export function useAgendaLive(enabled = true): void {
  useLiveQueries({
    enabled,
    match: (event) =>
      event.type === "schedule.changed"
        ? [
            { queryKey: scheduleKeys.lists() },
            { queryKey: countsKey },
            { queryKey: scheduleKeys.detail(event.schedule_id) },
          ]
        : null,
    onReconnect: [scheduleKeys.lists(), countsKey],
  });
}
