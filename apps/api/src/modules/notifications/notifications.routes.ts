import { idSchema } from "@portal/contracts/common";
import {
  NOTIFICATION_MSG,
  notificationBaseQuery,
  notificationGroupedQuery,
  notificationGroupedResponse,
  notificationListQuery,
  notificationListResponse,
  notificationMarkAllResponse,
  notificationSchema,
} from "@portal/contracts/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../lib/ports";
import { toNotificationDto } from "./notifications.mapper";

/**
 * /notifications: the caller's own notifications (spec 3 and 7). Every authenticated user may call
 * them — partner brokers and agents included; "no polling" for them is a web rule.
 */
export default async function notificationsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = app.services;
  const tags = ["notifications"];

  const listHandler = async (request: {
    auth: AuthUser;
    query: z.output<typeof notificationBaseQuery> | z.output<typeof notificationListQuery>;
  }) => {
    const q = request.query;
    const { rows, total, unread } = await notifications.list(request.auth, q);
    return {
      payload: rows.map(toNotificationDto),
      pagination: { total, skip: q.skip, limit: q.limit },
      ...(unread !== undefined && { unread }),
    };
  };

  r.get(
    "/notifications",
    { schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse } } },
    listHandler,
  );

  r.get(
    "/notifications/list",
    { schema: { tags, querystring: notificationBaseQuery, response: { 200: notificationListResponse } } },
    listHandler,
  );

  r.get(
    "/notifications/grouped",
    { schema: { tags, querystring: notificationGroupedQuery, response: { 200: notificationGroupedResponse } } },
    async (request) => notifications.grouped(request.auth, request.query),
  );

  r.put(
    "/notifications/read-all",
    { schema: { tags, response: { 200: notificationMarkAllResponse } } },
    async (request) => ({ message: NOTIFICATION_MSG.allRead, updated: await notifications.markAllRead(request.auth) }),
  );

  r.put(
    "/notifications/user/:userId",
    {
      schema: {
        tags,
        params: z.object({ userId: idSchema }),
        response: { 200: notificationMarkAllResponse },
      },
    },
    async (request) => ({
      message: NOTIFICATION_MSG.allRead,
      updated: await notifications.markAllRead(request.auth, request.params.userId),
    }),
  );

  r.put(
    "/notifications/:id",
    { schema: { tags, params: z.object({ id: idSchema }), response: { 200: notificationSchema } } },
    async (request) => toNotificationDto(await notifications.markRead(request.auth, request.params.id)),
  );
}
