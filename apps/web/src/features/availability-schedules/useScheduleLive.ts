import type { Query } from "@tanstack/react-query";
import { useLiveQueries } from "../realtime/useLiveQueries";
import { scheduleKeys } from "./availability-schedules.queries";

/**
 * The availability schedule's live updates (decision 057; the one live hook, useLiveQueries): on
 * `availability_schedule.changed` (a grid edit, copy, clear, import or an approved SHIFT_SWAP, by anyone) the open
 * months the event names refetch — the editor's grid, "Minha escala" and the stand's read-only grid alike (their
 * queries are all under `scheduleKeys.months()`). After a reconnection the open months refetch too.
 */
export function useScheduleLive(): void {
  useLiveQueries({
    match: (event) => {
      if (event.type !== "availability_schedule.changed") return null;
      const months = new Set(event.months);
      const predicate = (q: Query) => {
        const key = q.queryKey[2] as { month?: string; enterprise_id?: string } | undefined;
        if (!key?.month) return true;
        if (!months.has(key.month)) return false;
        // Without enterprise_id: a specialist's own month at every stand, so any stand's change may be theirs.
        return !key.enterprise_id || key.enterprise_id === event.enterprise_id;
      };
      return [{ queryKey: scheduleKeys.months(), predicate }];
    },
    onReconnect: [scheduleKeys.months()],
  });
}
