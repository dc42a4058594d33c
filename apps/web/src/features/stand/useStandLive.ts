import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { realtimeClient } from "../../lib/realtime-client";
import { refreshStand } from "./stand.queries";

/**
 * A stand's live updates through the app's one realtime connection: on `stand.changed` for this enterprise (and
 * on `stand.visit_assigned`, which the specialist receives) the board and the visit lists refetch (once per burst: refreshStand).
 * No polling: when the connection comes back, whatever changed meanwhile is fetched. Returns whether it is open.
 */
export function useStandLive(enterpriseId: string | null): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enterpriseId || typeof WebSocket === "undefined") return;
    // The first open needs no refetch: the screen's own queries are loading or answered already. Only a
    // connection that was open, dropped and came back refetches (whatever changed while it was down).
    let opened = false;
    let lost = false;
    const unsubscribe = realtimeClient.subscribe({
      onStatus: (open) => {
        setConnected(open);
        if (open) {
          if (lost) void refreshStand(queryClient, enterpriseId);
          opened = true;
          lost = false;
        } else if (opened) {
          lost = true;
        }
      },
      onEvent: (event) => {
        if (event.type !== "stand.changed" && event.type !== "stand.visit_assigned") return;
        if (event.enterprise_id !== enterpriseId) return;
        // At once: refreshStand gathers the requests of one burst into one refetch, so a change never asks twice.
        void refreshStand(queryClient, enterpriseId);
      },
    });
    return unsubscribe;
  }, [enterpriseId, queryClient]);

  return connected;
}
