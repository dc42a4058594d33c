import { useLiveQueries } from "../realtime/useLiveQueries";
import { mirrorKeys } from "./units.queries";

/**
 * The mirror's live updates (the one live hook, useLiveQueries): on `unit.changed` for this enterprise the mirror
 * refetches (one call per burst) and so does the changed unit's drawer data. Returns whether the connection is
 * open; while it is not, the mirror query polls every few seconds instead (units.queries.ts).
 */
export function useMirrorLive(enterpriseId: string): boolean {
  return useLiveQueries({
    match: (event) =>
      event.type === "unit.changed" && event.enterprise_id === enterpriseId
        ? [{ queryKey: mirrorKeys.mirror(enterpriseId) }, { queryKey: mirrorKeys.unit(event.unit_id) }]
        : null,
    onReconnect: [mirrorKeys.mirror(enterpriseId)],
  });
}
