import {
  NOTIFICATION_TYPES,
  type NotificationBaseQuery,
  type NotificationGroupedQuery,
  type NotificationListQuery,
  type NotificationType,
} from "@portal/contracts/notifications";
import { isAdmin } from "@portal/contracts/policy";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser, RealtimePublisher } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { notificationNotFound, onlyOwnNotifications, receiverNotFound } from "./notifications.errors";
import { toNotificationCreatedEvent } from "./notifications.mapper";
import type { NewNotification, NotificationFilter, NotificationRow } from "./notifications.repository";

/** An event to publish once the transaction that produced it has committed. */
export interface PendingRealtimeEvent {
  userId: string;
  event: RealtimeEvent;
}

type Actor = Pick<AuthUser, "id" | "roles">;

/**
 * Creates the notification row with the caller's repositories (so inside the caller's transaction)
 * and returns the `notification.created` event to publish AFTER commit (publishing earlier could
 * announce a row that a rollback then removes).
 */
export async function notify(
  repos: Repositories,
  input: NewNotification,
): Promise<{ notification: NotificationRow; pending: PendingRealtimeEvent }> {
  const notification = await repos.notifications.create(input);
  return {
    notification,
    pending: { userId: notification.receiverId, event: toNotificationCreatedEvent(notification) },
  };
}

/**
 * Creates the notification row inside the caller's transaction and emits its `notification.created` as a realtime
 * message of that transaction: published after COMMIT, never for a rollback (decision 068).
 */
export async function notifyInTx(
  repos: Repositories,
  events: EventSink,
  input: NewNotification,
): Promise<NotificationRow> {
  const { notification, pending } = await notify(repos, input);
  emitRealtime(events, [pending]);
  return notification;
}

/** Realtime events computed in a transaction, announced as its `realtime.message` events (after COMMIT only). */
export function emitRealtime(events: EventSink, pending: readonly PendingRealtimeEvent[]): void {
  for (const p of pending) events.emit({ type: "realtime.message", userId: p.userId, event: p.event });
}

function ownReceiver(actor: Actor, receiverId: string | undefined): string {
  if (receiverId && receiverId !== actor.id) throw onlyOwnNotifications();
  return actor.id;
}

function baseFilter(actor: Actor, q: Omit<NotificationGroupedQuery, "receiver_id"> & { receiver_id?: string }) {
  return {
    receiverId: ownReceiver(actor, q.receiver_id),
    enterpriseId: q.enterprise_id,
    unitId: q.unit_id,
    workingSystems: q.working_systems,
  } satisfies NotificationFilter;
}

export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly realtime: RealtimePublisher,
    private readonly log: { warn(obj: object, msg: string): void } = { warn: () => undefined },
  ) {}

  /** See the module function `notify`: create inside the caller's transaction, publish after commit. */
  notify(repos: Repositories, input: NewNotification) {
    return notify(repos, input);
  }

  /** Publishes events collected in a committed transaction. Never throws: the row is the source of truth. */
  async publish(events: PendingRealtimeEvent | PendingRealtimeEvent[]): Promise<void> {
    for (const e of Array.isArray(events) ? events : [events]) {
      await this.realtime.publish(e.userId, e.event).catch((err: unknown) => {
        this.log.warn({ err, userId: e.userId, event: e.event.type }, "realtime publish failed");
      });
    }
  }

  /** Creates one notification outside any other change, and publishes it. */
  async create(input: NewNotification): Promise<NotificationRow> {
    const { notification, pending } = await notify(this.db.repos, input);
    await this.publish(pending);
    return notification;
  }

  /** GET /notifications (with type and tab) and GET /notifications/list (without). */
  async list(actor: Actor, q: NotificationBaseQuery | NotificationListQuery) {
    const filter: NotificationFilter = {
      ...baseFilter(actor, q),
      readed: q.readed,
      wasShown: q.was_shown,
    };
    if ("tabFilter" in q) {
      const type = q.filterType ?? q.type;
      if (type && type !== "ALL") filter.type = type;
      if (q.tabFilter === "UNREAD") filter.readed = false;
      if (q.tabFilter === "READ") filter.readed = true;
    }
    const page = { skip: q.skip, limit: q.limit, direction: q.direction };
    const listed = await this.db.repos.notifications.list(filter, page);
    const { rows, total } = listed;
    let unread: number | undefined;
    // The unread count ignores readed/tab (it feeds the bell): the window count only fits without them.
    if (q.count) {
      unread =
        filter.readed === undefined
          ? listed.unread
          : await this.db.repos.notifications.count({ ...filter, readed: false });
    }
    return { rows, total, unread };
  }

  /** GET /notifications/grouped: totals and unread per type (every type listed, zeros included). */
  async grouped(actor: Actor, q: NotificationGroupedQuery) {
    const groups = await this.db.repos.notifications.countByType(baseFilter(actor, q));
    const byType = new Map<NotificationType, { total: number; unread: number }>(
      NOTIFICATION_TYPES.map((t) => [t, { total: 0, unread: 0 }]),
    );
    for (const g of groups) {
      const entry = byType.get(g.type);
      if (!entry) continue;
      entry.total += g.count;
      if (!g.readed) entry.unread += g.count;
    }
    const payload = [...byType].map(([type, c]) => ({ type, ...c }));
    return {
      payload,
      total: payload.reduce((s, p) => s + p.total, 0),
      unread: payload.reduce((s, p) => s + p.unread, 0),
    };
  }

  /** PUT /notifications/{id}: someone else's (or a missing one) is 404. */
  async markRead(actor: Actor, id: string): Promise<NotificationRow> {
    const row = await this.db.repos.notifications.markRead(id, actor.id);
    if (!row) throw notificationNotFound();
    // Awaited before answering: the caller's next poll (on any instance) must see it read.
    await this.publish({ userId: actor.id, event: { type: "notification.read", notification_id: row.id } });
    return row;
  }

  /** PUT /notifications/read-all and PUT /notifications/user/{userId} (self, or an admin for anyone). */
  async markAllRead(actor: Actor, userId: string = actor.id): Promise<number> {
    if (userId !== actor.id) {
      if (!isAdmin(actor.roles)) throw onlyOwnNotifications();
      const user = await this.db.repos.users.findById(userId);
      if (!user) throw receiverNotFound();
    }
    const updated = await this.db.repos.notifications.markAllRead(userId);
    if (updated > 0) await this.publish({ userId, event: { type: "notification.read", notification_id: null } });
    return updated;
  }
}
