import { type Notification, type NotificationType, Prisma, type PrismaClient, plainReaderOf } from "@portal/db/client";

export type NotificationRow = Notification;
/**
 * A listed notification: for a NEW_LEAD whose offer's clock is paused right now (its specialist serves a visitor at
 * the stand, decision 063), the time the offer had left when it stopped, which the alert shows frozen after a reload.
 */
export type NotificationListRow = NotificationRow & { offerPausedLeftMs?: number | null };
type WorkingSystem = "SALES" | "CLIENTS";

export interface NewNotification {
  receiverId: string;
  title: string;
  message: string;
  type: NotificationType;
  linkedContent?: string | null;
  enterpriseId?: string | null;
  unitId?: string | null;
  deadline?: Date | null;
  workingSystems?: WorkingSystem[];
}

/** Filters of the lists; receiverId always set (a user reads only their own). */
export interface NotificationFilter {
  receiverId: string;
  readed?: boolean;
  wasShown?: boolean;
  enterpriseId?: string;
  unitId?: string;
  workingSystems?: WorkingSystem[];
  type?: NotificationType;
}

export interface NotificationPage {
  skip: number;
  limit: number;
  direction: "asc" | "desc";
}

function where(f: NotificationFilter): Prisma.NotificationWhereInput {
  return {
    receiverId: f.receiverId,
    ...(f.readed !== undefined && { readed: f.readed }),
    ...(f.wasShown !== undefined && { wasShown: f.wasShown }),
    ...(f.enterpriseId && { enterpriseId: f.enterpriseId }),
    ...(f.unitId && { unitId: f.unitId }),
    ...(f.type && { type: f.type }),
    ...(f.workingSystems?.length && { workingSystems: { hasSome: f.workingSystems } }),
  };
}

function sqlWhere(f: NotificationFilter): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`receiver_id = ${f.receiverId}::uuid`];
  if (f.readed !== undefined) c.push(Prisma.sql`readed = ${f.readed}`);
  if (f.wasShown !== undefined) c.push(Prisma.sql`was_shown = ${f.wasShown}`);
  if (f.enterpriseId) c.push(Prisma.sql`enterprise_id = ${f.enterpriseId}::uuid`);
  if (f.unitId) c.push(Prisma.sql`unit_id = ${f.unitId}::uuid`);
  if (f.type) c.push(Prisma.sql`type = ${f.type}::"NotificationType"`);
  if (f.workingSystems?.length) {
    c.push(Prisma.sql`working_systems && ${f.workingSystems}::text[]::"WorkingSystem"[]`);
  }
  return Prisma.join(c, " AND ");
}

/**
 * Data access for notifications. Every query starts with receiver_id, so it walks the
 * (receiver_id, created_at desc) or (receiver_id, readed, created_at desc) index.
 */
export class NotificationsRepository {
  constructor(private readonly db: PrismaClient) {}

  async createMany(ns: (NewNotification & { id: string; createdAt: Date })[]): Promise<void> {
    if (ns.length === 0) return;
    await this.db.notification.createMany({
      data: ns.map((n) => ({ ...n, workingSystems: n.workingSystems ?? ["SALES"] })),
    });
  }

  create(n: NewNotification): Promise<NotificationRow> {
    return this.db.notification.create({ data: { ...n, workingSystems: n.workingSystems ?? ["SALES"] } });
  }

  findById(id: string): Promise<NotificationRow | null> {
    return this.db.notification.findUnique({ where: { id } });
  }

  /**
   * One round trip for the polled list: the page plus `count(*) OVER ()` (the total) and, when asked,
   * the unread count of the same filtered set. Only an empty page (skip past the end) costs a second
   * query for the total. Raw SQL because this is the hottest read of the app (the web polls it every 20 s).
   */
  async list(
    f: NotificationFilter,
    page: NotificationPage,
  ): Promise<{ rows: NotificationListRow[]; total: number; unread: number }> {
    const dir = page.direction === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const sql = Prisma.sql`
      SELECT id, title, message, receiver_id AS "receiverId", readed, was_shown AS "wasShown",
             working_systems::text[] AS "workingSystems", linked_content AS "linkedContent", type::text AS type,
             enterprise_id AS "enterpriseId", unit_id AS "unitId", deadline, created_at AS "createdAt",
             (count(*) OVER ())::int AS total, (count(*) FILTER (WHERE NOT readed) OVER ())::int AS unread
        FROM notifications
       WHERE ${sqlWhere(f)}
       ORDER BY created_at ${dir}, id ${dir}
       LIMIT ${page.limit} OFFSET ${page.skip}`;
    // Only the page's NEW_LEAD rows look up their offer (lead_offers by lead): a paused clock's time left.
    const paged = Prisma.sql`
      SELECT p.*, po.left_ms AS "offerPausedLeftMs"
        FROM (${sql}) p
        LEFT JOIN LATERAL (
          SELECT floor(extract(epoch FROM (o.deadline - o.paused_at)) * 1000)::int AS left_ms
            FROM lead_offers o
           WHERE p.type = 'NEW_LEAD' AND p."linkedContent" ~ '^[0-9a-fA-F-]{36}$'
             AND o.lead_id = (CASE WHEN p."linkedContent" ~ '^[0-9a-fA-F-]{36}$' THEN p."linkedContent"::uuid END)
             AND o.agent_user_id = p."receiverId" AND o.outcome = 'PENDING' AND o.paused_at IS NOT NULL
           LIMIT 1) po ON TRUE
       ORDER BY p."createdAt" ${dir}, p.id ${dir}`;
    // The hottest read of the app: through the plain pg reader when there is one (decision 017).
    const plain = plainReaderOf(this.db);
    type Found = NotificationListRow & { total: number; unread: number };
    const found = plain ? await plain<Found>(paged) : await this.db.$queryRaw<Found[]>(paged);
    if (found.length === 0) {
      const total = page.skip === 0 ? 0 : await this.count(f);
      return { rows: [], total, unread: total === 0 ? 0 : await this.count({ ...f, readed: false }) };
    }
    const first = found[0] as { total: number; unread: number };
    const rows = found.map(({ total: _t, unread: _u, ...row }) => row as NotificationListRow);
    return { rows, total: first.total, unread: first.unread };
  }

  count(f: NotificationFilter): Promise<number> {
    return this.db.notification.count({ where: where(f) });
  }

  /** Counts per type and read state under the filter (type ignored). */
  async countByType(
    f: Omit<NotificationFilter, "type">,
  ): Promise<{ type: NotificationType; readed: boolean; count: number }[]> {
    const groups = await this.db.notification.groupBy({
      by: ["type", "readed"],
      where: where(f),
      _count: { _all: true },
    });
    return groups.map((g) => ({ type: g.type, readed: g.readed, count: g._count._all }));
  }

  /** Marks one of the receiver's notifications read and shown; null when it is not theirs (or missing). */
  async markRead(id: string, receiverId: string): Promise<NotificationRow | null> {
    const r = await this.db.notification.updateMany({
      where: { id, receiverId },
      data: { readed: true, wasShown: true },
    });
    if (r.count === 0) return null;
    return this.findById(id);
  }

  /** Marks every unread (or unshown) notification of the receiver read and shown. */
  async markAllRead(receiverId: string): Promise<number> {
    const r = await this.db.notification.updateMany({
      where: { receiverId, OR: [{ readed: false }, { wasShown: false }] },
      data: { readed: true, wasShown: true },
    });
    return r.count;
  }
}
