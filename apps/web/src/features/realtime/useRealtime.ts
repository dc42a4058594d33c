import type { RealtimeEvent } from "@portal/contracts/realtime";
import { useEffect, useRef } from "react";
import { realtimeClient } from "../../lib/realtime-client";

/**
 * Listens to the app's one realtime connection while a user is signed in (keyed by the user id), handing every
 * valid event to `onEvent` (the latest callback, without resubscribing).
 */
export function useRealtime(userId: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    return realtimeClient.subscribe({ onEvent: (event) => handler.current(event) });
  }, [userId]);
}
