import { NOTIFICATIONS } from "@portal/contracts/endpoints/notifications";
import {
  NOTIFICATION_MSG,
  type notificationBaseQuery,
  type notificationListQuery,
} from "@portal/contracts/notifications";
import { FeedVersions, NotificationListCache, toNotificationDto } from "@portal/domain/notifications";
import type { AuthUser } from "@portal/domain/ports";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import { route } from "../../lib/endpoint";

/**
 * /notifications: the caller's own notifications (spec 3 and 7). Each route is its definition in
 * packages/contracts/src/endpoints/notifications.ts plus the call to the service.
 */
export default async function notificationsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { notifications } = app.services;

  const versions = new FeedVersions(app.redis, app.config.redisPrefix);
  const cache = new NotificationListCache({
    ttlMs: app.config.notificationsCacheTtlMs,
    maxEntries: app.config.notificationsCacheMaxEntries,
  });

  type ListRequest = {
    auth: AuthUser;
    query: z.output<typeof notificationBaseQuery> | z.output<typeof notificationListQuery>;
    log: { warn(obj: object, msg: string): void };
  };
  const list = async (request: ListRequest) => {
    const q = request.query;
    const { rows, total, unread } = await notifications.list(request.auth, q);
    return {
      payload: rows.map(toNotificationDto),
      pagination: { total, skip: q.skip, limit: q.limit },
      ...(unread !== undefined && { unread }),
    };
  };

  /**
   * The polled lists answer from the in-process cache while the caller's feed version is unchanged
   * (decision 016). The version is read before the database, so a change committed meanwhile makes the
   * next poll miss. Without Redis the cache is skipped, never trusted blindly.
   */
  const listHandler = (route: string) => async (request: ListRequest, reply: FastifyReply) => {
    if (!cache.enabled) return list(request);
    const key = NotificationListCache.key(request.auth.id, route, request.query);
    const version = await versions.current(request.auth.id).catch((err: unknown) => {
      request.log.warn({ err }, "notification feed version unavailable; answering uncached");
      return null;
    });
    let body = version ? cache.get(key, version) : undefined;
    reply.header("x-cache", body ? "hit" : "miss");
    if (!body) {
      body = reply.serialize(await list(request)) as string;
      if (version) cache.set(key, version, body);
    }
    return reply.type("application/json; charset=utf-8").send(body);
  };

  route(app, NOTIFICATIONS.list, listHandler("list"));
  route(app, NOTIFICATIONS.listPage, listHandler("list-variant"));

  route(app, NOTIFICATIONS.grouped, async (request) => notifications.grouped(request.auth, request.query));

  route(app, NOTIFICATIONS.markAllRead, async (request) => ({
    message: NOTIFICATION_MSG.allRead,
    updated: await notifications.markAllRead(request.auth),
  }));

  route(app, NOTIFICATIONS.markUserRead, async (request) => ({
    message: NOTIFICATION_MSG.allRead,
    updated: await notifications.markAllRead(request.auth, request.params.userId),
  }));

  route(app, NOTIFICATIONS.markRead, async (request) =>
    toNotificationDto(await notifications.markRead(request.auth, request.params.id)),
  );
}
