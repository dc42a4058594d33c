import type { RealtimeEvent } from "@portal/contracts/realtime";
import { type Query, type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { clock, PortalQueryClient } from "../../lib/query-client";
import { realtimeClient } from "../../lib/realtime-client";

/** A set of queries an event makes stale: every query under `queryKey`, narrowed by `predicate` when given. */
export interface LiveTarget {
  queryKey: QueryKey;
  predicate?: (query: Query) => boolean;
}

export interface LiveQueriesOptions {
  /** The screen's queries this event touches; null / empty when it is not this screen's event. */
  match: (event: RealtimeEvent) => readonly LiveTarget[] | null;
  /** Refetched when the connection comes back after a drop (whatever changed while it was down). */
  onReconnect?: readonly QueryKey[];
  /** Off while the screen has nothing to follow (no stand chosen, not today). */
  enabled?: boolean;
}

/** Events arriving within this window cause one refetch per query (an import or a bulk action sends many). */
export const LIVE_COALESCE_MS = 150;

function invalidate(queryClient: QueryClient, targets: readonly LiveTarget[], since: number): Promise<unknown> {
  // A query asked again after the first event of the burst arrived (this tab's own write refreshing itself)
  // already has it.
  const fresh = (q: Query) => queryClient instanceof PortalQueryClient && queryClient.fetchedSince(q, since);
  return Promise.all(
    targets.map((t) =>
      queryClient.invalidateQueries(
        { queryKey: t.queryKey, predicate: (q) => !fresh(q) && (t.predicate?.(q) ?? true) },
        { cancelRefetch: false },
      ),
    ),
  );
}

/**
 * The web's one live-refresh mechanism (decisions 057, 065): a screen whose data other users change names which
 * realtime events touch which of its queries; the events arrive over the app's one websocket
 * (lib/realtime-client.ts), are coalesced for LIVE_COALESCE_MS, and the matching queries are invalidated by key
 * prefix (refetched when on screen). When the connection drops and comes back, `onReconnect` refetches; the first
 * open does not (the screen's queries are loading or answered already). Returns whether the connection is open.
 */
export function useLiveQueries({ match, onReconnect, enabled = true }: LiveQueriesOptions): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  // The latest callbacks without resubscribing on every render.
  const latest = useRef({ match, onReconnect });
  latest.current = { match, onReconnect };

  useEffect(() => {
    if (!enabled || typeof WebSocket === "undefined") return;
    let flush: number | undefined;
    let since = 0;
    let pending: LiveTarget[] = [];
    let opened = false;
    let lost = false;
    const run = () => {
      flush = undefined;
      const targets = pending;
      pending = [];
      void invalidate(queryClient, targets, since);
    };
    const unsubscribe = realtimeClient.subscribe({
      onStatus: (open) => {
        setConnected(open);
        if (!open) {
          lost = opened;
          return;
        }
        if (lost) {
          const keys = latest.current.onReconnect ?? [];
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
        }
        opened = true;
        lost = false;
      },
      onEvent: (event) => {
        const targets = latest.current.match(event);
        if (!targets?.length) return;
        pending.push(...targets);
        if (flush === undefined) {
          since = clock();
          flush = window.setTimeout(run, LIVE_COALESCE_MS);
        }
      },
    });
    return () => {
      unsubscribe();
      window.clearTimeout(flush);
    };
  }, [enabled, queryClient]);

  return connected;
}
