import { z } from "zod";
import { idSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  notificationBaseQuery,
  notificationGroupedQuery,
  notificationGroupedResponse,
  notificationListQuery,
  notificationListResponse,
  notificationMarkAllResponse,
  notificationSchema,
} from "../notifications";
import { ADMIN_ROLES } from "../roles";
import { authenticated, roles } from "../route-rules";

/**
 * /notifications: the caller's own notifications (spec 3 and 7). Every authenticated user may call them — partner
 * brokers and agents included; "no polling" for them is a web rule.
 */
const tags = ["notifications"];

export const NOTIFICATIONS = {
  list: defineEndpoint({
    method: "GET",
    path: "/notifications",
    operationId: "listNotifications",
    summary: "List the signed-in user's notifications",
    tags,
    access: authenticated(),
    query: notificationListQuery,
    status: 200,
    response: notificationListResponse,
  }),
  listPage: defineEndpoint({
    method: "GET",
    path: "/notifications/list",
    operationId: "listNotificationsPage",
    summary: "List the signed-in user's notifications, paged",
    tags,
    access: authenticated(),
    query: notificationBaseQuery,
    status: 200,
    response: notificationListResponse,
  }),
  grouped: defineEndpoint({
    method: "GET",
    path: "/notifications/grouped",
    operationId: "listNotificationsGrouped",
    summary: "List the signed-in user's notifications grouped by type",
    tags,
    access: authenticated(),
    query: notificationGroupedQuery,
    status: 200,
    response: notificationGroupedResponse,
  }),
  markAllRead: defineEndpoint({
    method: "PUT",
    path: "/notifications/read-all",
    operationId: "markAllNotificationsRead",
    summary: "Mark every notification as read",
    tags,
    access: authenticated(),
    status: 200,
    response: notificationMarkAllResponse,
  }),
  markUserRead: defineEndpoint({
    method: "PUT",
    path: "/notifications/user/:userId",
    operationId: "markUserNotificationsRead",
    summary: "Mark a user's notifications as read",
    tags,
    access: roles(ADMIN_ROLES, {
      selfParam: "userId",
      scope: "the caller's own, or anyone's for an admin",
    }),
    params: z.object({ userId: idSchema }),
    status: 200,
    response: notificationMarkAllResponse,
  }),
  markRead: defineEndpoint({
    method: "PUT",
    path: "/notifications/:id",
    operationId: "updateNotification",
    summary: "Mark a notification as read or shown",
    tags,
    access: authenticated(),
    params: z.object({ id: idSchema }),
    status: 200,
    response: notificationSchema,
  }),
} as const;
