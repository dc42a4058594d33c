import { type Query, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { clock, PortalQueryClient } from "../../lib/query-client";
import { realtimeClient } from "../../lib/realtime-client";
import { mirrorKeys } from "./mirror.queries";

/** Events of one enterprise arriving within this window cause one refetch (a bulk action moves many units). */
const COALESCE_MS = 150;

/**
 * The mirror's live updates, through the app's one realtime connection (lib/realtime-client.ts). On
 * `unit.changed` for this enterprise it refetches the mirror (one call, coalesced) and the changed unit's drawer
 * data. Returns whether the connection is open; while it is not, the mirror query polls every few seconds
 * instead (mirror.queries.ts).
 */
export function useMirrorLive(enterpriseId: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let flush: number | undefined;
    let firstEventAt = 0;
    const changedUnits = new Set<string>();

    const refetch = () => {
      flush = undefined;
      // A query asked again after the event arrived (this tab's own change refreshing itself) already has it.
      const since = firstEventAt;
      const predicate = (q: Query) => !(queryClient instanceof PortalQueryClient && queryClient.fetchedSince(q, since));
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId), predicate });
      for (const id of changedUnits) void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(id), predicate });
      changedUnits.clear();
    };
    const unsubscribe = realtimeClient.subscribe({
      onStatus: (open) => {
        setConnected(open);
        // Whatever changed while the connection was down.
        if (open) void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
      },
      onEvent: (event) => {
        if (event.type !== "unit.changed" || event.enterprise_id !== enterpriseId) return;
        changedUnits.add(event.unit_id);
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
  }, [enterpriseId, queryClient]);

  return connected;
}
