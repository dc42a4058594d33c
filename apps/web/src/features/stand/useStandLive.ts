import type { RealtimeEvent } from "@portal/contracts/realtime";
import { useLiveQueries } from "../realtime/useLiveQueries";
import { standKeys } from "./stand.queries";

/** The stand's queries a change of this stand makes stale: the board, the visit lists, the caller's presence. */
function standTargets(enterpriseId: string) {
  return [standKeys.visits(), standKeys.myPresence(), standKeys.stands(), standKeys.board(enterpriseId)];
}

/**
 * A stand's live updates (the one live hook, useLiveQueries): on `stand.changed` for this enterprise, and on
 * `stand.visit_assigned` / `stand.visit_canceled` (which the specialist receives), the board and the visit lists
 * refetch. No polling: when the connection comes back, whatever changed meanwhile is fetched. Returns whether it is open.
 */
export function useStandLive(enterpriseId: string | null): boolean {
  return useLiveQueries({
    enabled: Boolean(enterpriseId),
    match: (event: RealtimeEvent) => {
      if (
        event.type !== "stand.changed" &&
        event.type !== "stand.visit_assigned" &&
        event.type !== "stand.visit_canceled"
      )
        return null;
      if (!enterpriseId || event.enterprise_id !== enterpriseId) return null;
      return standTargets(enterpriseId).map((queryKey) => ({ queryKey }));
    },
    onReconnect: enterpriseId ? standTargets(enterpriseId) : [],
  });
}
