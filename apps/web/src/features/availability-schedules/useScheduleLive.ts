import { type Query, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { clock, PortalQueryClient } from "../../lib/query-client";
import { realtimeClient } from "../../lib/realtime-client";
import { scheduleKeys } from "./availability-schedules.queries";

/** Events arriving within this window cause one refetch (an import touches a whole month at once). */
const COALESCE_MS = 150;

/**
 * The availability schedule's live updates (decision 057), through the app's one realtime connection: on
 * `availability_schedule.changed` (a grid edit, copy, clear, import or an approved SHIFT_SWAP, by anyone) the open
 * months refetch — the editor's grid, "Minha escala" and the stand's read-only grid alike (their queries are all
 * under `scheduleKeys.months()`; a month or stand the event does not name is left alone). After a reconnection the
 * open months refetch too (whatever changed while the socket was down).
 */
export function useScheduleLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let flush: number | undefined;
    let firstEventAt = 0;
    const touched = new Map<string, Set<string>>();
    const refetch = () => {
      flush = undefined;
      const since = firstEventAt;
      const changes = new Map(touched);
      touched.clear();
      void queryClient.invalidateQueries({
        queryKey: scheduleKeys.months(),
        predicate: (q: Query) => {
          // This tab's own write already refetched after the event arrived.
          if (queryClient instanceof PortalQueryClient && queryClient.fetchedSince(q, since)) return false;
          const key = q.queryKey[2] as { month?: string; enterprise_id?: string } | undefined;
          if (!key?.month) return true;
          // Without enterprise_id: a specialist's own month at every stand, so any stand's change may be theirs.
          if (!key.enterprise_id) return [...changes.values()].some((months) => months.has(key.month as string));
          return changes.get(key.enterprise_id)?.has(key.month) ?? false;
        },
      });
    };
    const unsubscribe = realtimeClient.subscribe({
      onStatus: (open) => {
        if (open) void queryClient.invalidateQueries({ queryKey: scheduleKeys.months() });
      },
      onEvent: (event) => {
        if (event.type !== "availability_schedule.changed") return;
        const months = touched.get(event.enterprise_id) ?? new Set<string>();
        for (const m of event.months) months.add(m);
        touched.set(event.enterprise_id, months);
        if (flush === undefined) {
          firstEventAt = clock();
          flush = window.setTimeout(refetch, COALESCE_MS);
        }
      },
    });
    return () => {
      unsubscribe();
      window.clearTimeout(flush);
    };
  }, [queryClient]);
}
