import { NOTIFICATIONS } from "@portal/contracts/endpoints/notifications";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import type { NotificationListApiQuery } from "./notification-search";

/** Spec 9: the unread count is polled every 20 s. */
export const NOTIFICATIONS_POLL_MS = 20_000;

export const notificationsKeys = {
  all: ["notifications"] as const,
  list: (query: NotificationListApiQuery) => [...notificationsKeys.all, "list", query] as const,
  unread: () => [...notificationsKeys.all, "unread"] as const,
  // Outside `all` on purpose: its query is the PUT that marks the notification read, so refreshing the
  // notifications must never run it again.
  detail: (id: string) => ["notification-see", id] as const,
};

/**
 * Refetches the bell and the lists after a change (the user's own, or one the websocket announces). A fetch
 * already in flight is kept, not cancelled and asked again: a mutation's own refresh and the websocket's echo of
 * the same change arrive together, and each cancelled the other's request (decision 039).
 */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKeys.all }, { cancelRefetch: false });
}

export function notificationsListQuery(query: NotificationListApiQuery) {
  return queryOptions({
    queryKey: notificationsKeys.list(query),
    queryFn: () => callEndpoint(NOTIFICATIONS.list, { query }),
  });
}

/** Unread count for the bell; also the latest unread ones (the new-lead alert looks at them after a reload). */
export function unreadNotificationsQuery(poll: boolean) {
  return queryOptions({
    queryKey: notificationsKeys.unread(),
    queryFn: () =>
      callEndpoint(NOTIFICATIONS.list, {
        query: { working_systems: "SALES", tabFilter: "UNREAD", filterType: "ALL", limit: 10, skip: 0, count: true },
      }),
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** PUT /notifications/{id}: marks it read and shown, answers the notification. */
export function markNotificationRead(id: string) {
  return callEndpoint(NOTIFICATIONS.markRead, { params: { id } });
}

export function markAllNotificationsRead() {
  return callEndpoint(NOTIFICATIONS.markAllRead);
}

/** The "see" page: there is no GET by id, PUT marks it read and answers it. */
export function notificationDetailQuery(id: string) {
  return queryOptions({
    queryKey: notificationsKeys.detail(id),
    queryFn: () => markNotificationRead(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
