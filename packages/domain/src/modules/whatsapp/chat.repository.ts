import { Prisma, type PrismaClient } from "@portal/db/client";
import { isRawUniqueViolation } from "../../lib/db-errors";
import { escapeLike } from "../../lib/like";

/** One chat message as the chat reads it (whatsapp_messages + who wrote it). `at`: when it was written. */
export interface ChatMessageRow {
  id: string;
  wamid: string | null;
  leadId: string | null;
  direction: "IN" | "OUT";
  phoneNumberId: string;
  waId: string;
  type: string;
  body: string | null;
  templateName: string | null;
  mediaId: string | null;
  status: string | null;
  statusAt: Date | null;
  errorCode: number | null;
  errorTitle: string | null;
  attempts: number;
  readAt: Date | null;
  sentById: string | null;
  sentByName: string | null;
  raw: unknown;
  at: Date;
  createdAt: Date;
}

export interface NewQueuedMessage {
  leadId: string;
  phoneNumberId: string;
  /** The recipient as the provider will be asked (E.164 digits or the wa_id the lead wrote from). */
  waId: string;
  type: "text" | "template";
  body: string | null;
  templateName: string | null;
  /** The Cloud API's message object for this type (text or template), sent as recorded. */
  content: unknown;
  sentById: string;
}

/** A position in a list ordered newest first: the row's time and id. */
export interface ChatKeyset {
  at: Date;
  id: string;
}

export interface ContactLeadRow {
  leadId: string;
  fullName: string;
  phone: string | null;
  status: string;
  ownerId: string | null;
  ownerName: string | null;
  marketingOptOutAt: Date | null;
  lastMessageId: string;
  lastAt: Date;
}

export interface ConversationFacts {
  leadId: string;
  unread: number;
  lastInboundAt: Date | null;
  waitingSince: Date | null;
}

const SELECT_MESSAGE = Prisma.sql`
  SELECT m.id::text AS "id", m.wamid, m.lead_id::text AS "leadId", m.direction::text AS "direction",
    m.phone_number_id AS "phoneNumberId", m.wa_id AS "waId", m.type, m.body, m.template_name AS "templateName",
    m.media_id AS "mediaId", m.status, m.status_at AS "statusAt", m.error_code AS "errorCode",
    m.error_title AS "errorTitle", m.attempts, m.read_at AS "readAt", m.sent_by_id::text AS "sentById",
    u.full_name AS "sentByName", m.raw, COALESCE(m.sent_at, m.created_at) AS "at", m.created_at AS "createdAt"
  FROM whatsapp_messages m LEFT JOIN users u ON u.id = m.sent_by_id`;

/** A message's time: WhatsApp's for inbound messages, the portal's for outbound ones. */
const AT = Prisma.sql`COALESCE(m.sent_at, m.created_at)`;

/**
 * The chat's reads and the outbound sends' writes on whatsapp_messages (decision 083). The webhook intake
 * (whatsapp.repository.ts) writes inbound messages and statuses; rows with type 'unknown' are statuses that beat
 * their send's own record and are not shown.
 */
export class WhatsAppChatRepository {
  constructor(private readonly db: PrismaClient) {}

  async insertQueued(m: NewQueuedMessage): Promise<string> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      INSERT INTO whatsapp_messages
        (id, direction, phone_number_id, wa_id, lead_id, type, body, template_name, sent_at, status, status_at,
         sent_by_id, raw)
      VALUES (gen_random_uuid(), 'OUT', ${m.phoneNumberId}, ${m.waId}, ${m.leadId}::uuid, ${m.type}, ${m.body},
        ${m.templateName}, now(), 'queued', now(), ${m.sentById}::uuid, ${JSON.stringify({ [m.type]: m.content })}::jsonb)
      RETURNING id::text AS id`;
    return rows[0]!.id;
  }

  async findById(id: string): Promise<ChatMessageRow | null> {
    const rows = await this.db.$queryRaw<ChatMessageRow[]>`${SELECT_MESSAGE} WHERE m.id = ${id}::uuid`;
    return rows[0] ?? null;
  }

  async findByWamid(wamid: string): Promise<ChatMessageRow | null> {
    const rows = await this.db.$queryRaw<ChatMessageRow[]>`${SELECT_MESSAGE} WHERE m.wamid = ${wamid}`;
    return rows[0] ?? null;
  }

  /** The lead's last inbound message: opens the 24-hour window, and says which number and wa_id to answer. */
  async lastInbound(leadId: string): Promise<{ at: Date; waId: string; phoneNumberId: string } | null> {
    const rows = await this.db.$queryRaw<{ at: Date; waId: string; phoneNumberId: string }[]>`
      SELECT ${AT} AS "at", m.wa_id AS "waId", m.phone_number_id AS "phoneNumberId"
      FROM whatsapp_messages m WHERE m.lead_id = ${leadId}::uuid AND m.direction = 'IN'
      ORDER BY ${AT} DESC, m.id DESC LIMIT 1`;
    return rows[0] ?? null;
  }

  /** Counts a provider call that will be retried, with the error it met. */
  async recordAttempt(id: string, error: { code: number | null; title: string | null }): Promise<void> {
    await this.db.$executeRaw`
      UPDATE whatsapp_messages SET attempts = attempts + 1, error_code = ${error.code}, error_title = ${error.title}
      WHERE id = ${id}::uuid AND status = 'queued'`;
  }

  /** The provider refused it for good: failed, with its error. Only a queued message moves. */
  async markFailed(id: string, error: { code: number | null; title: string | null }): Promise<boolean> {
    const n = await this.db.$executeRaw`
      UPDATE whatsapp_messages SET status = 'failed', status_at = now(), attempts = attempts + 1,
        error_code = ${error.code}, error_title = ${error.title}
      WHERE id = ${id}::uuid AND status = 'queued'`;
    return n === 1;
  }

  /**
   * The provider accepted it with this wamid. A status webhook may have come first and stored a placeholder row under
   * the wamid (decision 081): its status is taken over (when ahead) and the placeholder removed, in the caller's
   * transaction (it uses a savepoint, so it must run inside one). True when this queued message took the wamid.
   */
  async markAccepted(id: string, wamid: string, waId: string | null): Promise<boolean> {
    // A status webhook may store its placeholder between the delete and the update: the update then meets the
    // wamid's unique index; rolling back to the savepoint and trying again takes that placeholder over too.
    for (let attempt = 1; ; attempt++) {
      await this.db.$executeRaw`SAVEPOINT chat_accept`;
      try {
        const moved = await this.takeOverWamid(id, wamid, waId);
        await this.db.$executeRaw`RELEASE SAVEPOINT chat_accept`;
        return moved;
      } catch (err) {
        if (attempt >= 5 || !isRawUniqueViolation(err)) throw err;
        await this.db.$executeRaw`ROLLBACK TO SAVEPOINT chat_accept`;
      }
    }
  }

  private async takeOverWamid(id: string, wamid: string, waId: string | null): Promise<boolean> {
    const placeholders = await this.db.$queryRaw<
      { status: string | null; statusAt: Date | null; errorCode: number | null; errorTitle: string | null }[]
    >`
      DELETE FROM whatsapp_messages WHERE wamid = ${wamid} AND id <> ${id}::uuid AND type = 'unknown'
      RETURNING status, status_at AS "statusAt", error_code AS "errorCode", error_title AS "errorTitle"`;
    const p = placeholders[0];
    const n = await this.db.$executeRaw`
      UPDATE whatsapp_messages SET wamid = ${wamid}, wa_id = COALESCE(${waId}, wa_id), attempts = attempts + 1,
        status = COALESCE(${p?.status ?? null}, 'accepted'), status_at = COALESCE(${p?.statusAt ?? null}, now()),
        error_code = ${p?.errorCode ?? null}, error_title = ${p?.errorTitle ?? null}
      WHERE id = ${id}::uuid AND status = 'queued'`;
    return n === 1;
  }

  /** Messages still queued since before `before` (their job may be lost): oldest first. */
  async queuedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM whatsapp_messages
      WHERE status = 'queued' AND created_at < ${before} ORDER BY created_at LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  /**
   * One row per lead with chat messages, the most recent conversation first, in the caller's scope (`ownerId`: only
   * that owner's leads; null: every lead), matching `search` (name or phone digits), after the keyset.
   */
  async contactPage(q: {
    ownerId: string | null;
    search: string | null;
    after: ChatKeyset | null;
    limit: number;
  }): Promise<ContactLeadRow[]> {
    const where: Prisma.Sql[] = [Prisma.sql`NOT l.excluded`];
    if (q.ownerId) where.push(Prisma.sql`l.owner_id = ${q.ownerId}::uuid`);
    if (q.search) {
      const digits = q.search.replace(/\D/g, "");
      const byName = Prisma.sql`l.full_name ILIKE ${`%${escapeLike(q.search)}%`}`;
      where.push(digits.length >= 3 ? Prisma.sql`(${byName} OR l.phone LIKE ${`%${digits}%`})` : byName);
    }
    if (q.after) where.push(Prisma.sql`(last.at, last.lead_id) < (${q.after.at}, ${q.after.id}::uuid)`);
    return this.db.$queryRaw<ContactLeadRow[]>`
      WITH last AS (
        SELECT DISTINCT ON (m.lead_id) m.lead_id, m.id, ${AT} AS at
        FROM whatsapp_messages m
        WHERE m.lead_id IS NOT NULL AND m.type <> 'unknown'
        ORDER BY m.lead_id, ${AT} DESC, m.id DESC
      )
      SELECT l.id::text AS "leadId", l.full_name AS "fullName", l.phone, l.status::text AS "status",
        l.owner_id::text AS "ownerId", o.full_name AS "ownerName", l.marketing_opt_out_at AS "marketingOptOutAt",
        last.id::text AS "lastMessageId", last.at AS "lastAt"
      FROM last JOIN leads l ON l.id = last.lead_id LEFT JOIN users o ON o.id = l.owner_id
      WHERE ${Prisma.join(where, " AND ")}
      ORDER BY last.at DESC, last.lead_id DESC
      LIMIT ${q.limit}`;
  }

  async messagesByIds(ids: string[]): Promise<ChatMessageRow[]> {
    if (ids.length === 0) return [];
    return this.db.$queryRaw<ChatMessageRow[]>`${SELECT_MESSAGE} WHERE m.id = ANY(${ids}::uuid[])`;
  }

  /** Per lead: unread inbound messages, the last inbound time (the window) and the first unanswered one. */
  async conversationFacts(leadIds: string[]): Promise<ConversationFacts[]> {
    if (leadIds.length === 0) return [];
    return this.db.$queryRaw<ConversationFacts[]>`
      WITH agg AS (
        SELECT m.lead_id,
          count(*) FILTER (WHERE m.direction = 'IN' AND m.read_at IS NULL)::int AS unread,
          max(${AT}) FILTER (WHERE m.direction = 'IN') AS last_in,
          max(${AT}) FILTER (WHERE m.direction = 'OUT' AND m.type <> 'unknown') AS last_out
        FROM whatsapp_messages m WHERE m.lead_id = ANY(${leadIds}::uuid[]) GROUP BY m.lead_id
      )
      SELECT agg.lead_id::text AS "leadId", agg.unread, agg.last_in AS "lastInboundAt",
        (SELECT min(${AT}) FROM whatsapp_messages m
          WHERE m.lead_id = agg.lead_id AND m.direction = 'IN'
            AND ${AT} > COALESCE(agg.last_out, '-infinity'::timestamptz)) AS "waitingSince"
      FROM agg`;
  }

  /** A page of the lead's messages, newest first, after the keyset. */
  async messagePage(leadId: string, after: ChatKeyset | null, limit: number): Promise<ChatMessageRow[]> {
    const cursor = after ? Prisma.sql`AND (${AT}, m.id) < (${after.at}, ${after.id}::uuid)` : Prisma.empty;
    return this.db.$queryRaw<ChatMessageRow[]>`
      ${SELECT_MESSAGE}
      WHERE m.lead_id = ${leadId}::uuid AND m.type <> 'unknown' ${cursor}
      ORDER BY ${AT} DESC, m.id DESC LIMIT ${limit}`;
  }

  /** Marks the lead's inbound messages read; answers how many were unread. */
  async markRead(leadId: string): Promise<number> {
    return this.db.$executeRaw`
      UPDATE whatsapp_messages SET read_at = now()
      WHERE lead_id = ${leadId}::uuid AND direction = 'IN' AND read_at IS NULL`;
  }
}
