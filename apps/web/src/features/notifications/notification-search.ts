import {
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type NotificationTab,
  type NotificationType,
} from "@portal/contracts/notifications";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { searchPage } from "../../lib/search-params";

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The notifications page's filters as they live in the URL: ?type=NEW_LEAD&tab=UNREAD&page=2. */
export const notificationSearchSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES).optional().catch(undefined),
  /** 'ALL' is the default and stays out of the URL. */
  tab: z
    .enum(NOTIFICATION_TABS.filter((t) => t !== "ALL") as ["UNREAD", "READ"])
    .optional()
    .catch(undefined),
  page: searchPage,
});
export type NotificationSearch = z.output<typeof notificationSearchSchema>;

export interface NotificationListApiQuery extends Record<string, QueryValue> {
  working_systems: "SALES";
  filterType: NotificationType | "ALL";
  tabFilter: NotificationTab;
  skip: number;
  limit: number;
  count: true;
}

/** URL filters -> GET /notifications query. */
export function toNotificationListQuery(search: NotificationSearch): NotificationListApiQuery {
  const page = search.page ?? 1;
  return {
    working_systems: "SALES",
    filterType: search.type ?? "ALL",
    tabFilter: search.tab ?? "ALL",
    skip: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    limit: NOTIFICATIONS_PAGE_SIZE,
    count: true,
  };
}

export function totalPages(total: number, pageSize = NOTIFICATIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
