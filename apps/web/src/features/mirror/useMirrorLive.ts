import { realtimeEventSchema } from "@portal/contracts/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { API_URL } from "../../lib/env";
import { mirrorKeys } from "./mirror.queries";
import { reconnectDelay, websocketUrl } from "./realtime-url";

/** Events of one enterprise arriving within this window cause one refetch (a bulk action moves many units). */
const COALESCE_MS = 150;

/**
 * The mirror's live channel: its own websocket to GET /ws (the app-wide realtime client is not on
 * this branch). On `unit.changed` for this enterprise it refetches the mirror (one call, coalesced)
 * and the changed unit's drawer data. Returns whether the socket is open; while it is not, the mirror
 * query polls every few seconds instead (mirror.queries.ts).
 */
export function useMirrorLive(enterpriseId: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: number | undefined;
    let flush: number | undefined;
    let stopped = false;
    const changedUnits = new Set<string>();

    const refetch = () => {
      flush = undefined;
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
      for (const id of changedUnits) void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(id) });
      changedUnits.clear();
    };
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
        setConnected(true);
        // Whatever changed while the socket was down.
        void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
      };
      socket.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const parsed = realtimeEventSchema.safeParse(data);
        if (!parsed.success || parsed.data.type !== "unit.changed") return;
        if (parsed.data.enterprise_id !== enterpriseId) return;
        changedUnits.add(parsed.data.unit_id);
        if (flush === undefined) flush = window.setTimeout(refetch, COALESCE_MS);
      };
      socket.onclose = () => {
        socket = null;
        setConnected(false);
        schedule();
      };
    };
    const schedule = () => {
      if (stopped) return;
      retry = window.setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearTimeout(flush);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [enterpriseId, queryClient]);

  return connected;
}
