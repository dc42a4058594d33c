import { useLiveQueries } from "../realtime/useLiveQueries";
import { solicitationsKeys } from "./solicitations.queries";

const listsKey = ["solicitations", "list"] as const;

/**
 * The solicitation screens' live updates (decision 065; the one live hook, useLiveQueries): `solicitation.changed`
 * reaches the requester and whoever may decide the request, so on it the lists ("Minhas solicitações", "Para
 * aprovar") and that request's thread refetch: an approval made elsewhere shows without a reload.
 */
export function useSolicitationsLive(): void {
  useLiveQueries({
    match: (event) =>
      event.type === "solicitation.changed"
        ? [{ queryKey: listsKey }, { queryKey: solicitationsKeys.detail(event.solicitation_id) }]
        : null,
    onReconnect: [solicitationsKeys.all],
  });
}
