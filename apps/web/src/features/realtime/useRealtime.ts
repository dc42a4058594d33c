import { type RealtimeEvent, realtimeEventSchema } from "@portal/contracts/realtime";
import { useEffect, useRef } from "react";
import { API_URL } from "../../lib/env";
import { reconnectDelay, websocketUrl } from "./realtime-url";

/**
 * `data-realtime="open"` on <html> while the socket is open: a readiness signal browser tests wait for before
 * they trigger an event (the server registers the socket before the browser sees it open).
 */
function markRealtime(state: "open" | null): void {
  if (state) document.documentElement.dataset.realtime = state;
  else delete document.documentElement.dataset.realtime;
}

/**
 * One websocket per session (keyed by the user id): reconnects with backoff when it drops, and
 * hands every valid event to `onEvent` (the latest callback, without reconnecting).
 */
export function useRealtime(userId: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;

    const connect = () => {
      if (stopped) return;
      try {
        socket = new WebSocket(websocketUrl(API_URL, window.location.origin));
      } catch {
        schedule();
        return;
      }
      socket.onopen = () => {
        attempt = 0;
        markRealtime("open");
      };
      socket.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const parsed = realtimeEventSchema.safeParse(data);
        if (parsed.success) handler.current(parsed.data);
      };
      socket.onclose = () => {
        markRealtime(null);
        socket = null;
        schedule();
      };
    };
    const schedule = () => {
      if (stopped) return;
      timer = window.setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      markRealtime(null);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [userId]);
}
