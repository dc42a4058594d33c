import type { RealtimeEvent } from "@portal/contracts/realtime";
import { useEffect, useRef } from "react";
import { realtimeClient } from "../../lib/realtime-client";

/**
 * `data-realtime="open"` on <html> while the socket is open: a readiness signal browser tests wait for before
 * they trigger an event (the server registers the socket before the browser sees it open).
 */
function markRealtime(open: boolean): void {
  if (open) document.documentElement.dataset.realtime = "open";
  else delete document.documentElement.dataset.realtime;
}

/**
 * Listens to the app's one realtime connection while a user is signed in (keyed by the user id), handing every
 * valid event to `onEvent` (the latest callback, without resubscribing).
 */
export function useRealtime(userId: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    const stop = realtimeClient.subscribe({ onEvent: (event) => handler.current(event), onStatus: markRealtime });
    return () => {
      stop();
      markRealtime(false);
    };
  }, [userId]);
}
