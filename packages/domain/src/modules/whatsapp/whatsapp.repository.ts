import type { PrismaClient } from "@portal/db/client";

/** The order a message's status moves in; failed is final and always recorded (decision 081). */
export const STATUS_RANK: Readonly<Record<string, number>> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export interface InboundMessageRow {
  wamid: string;
  phoneNumberId: string;
  waId: string;
  leadId: string | null;
  type: string;
  body: string | null;
  mediaId: string | null;
  sentAt: Date | null;
  raw: unknown;
}

export interface StatusUpdate {
  wamid: string;
  phoneNumberId: string;
  recipientId: string;
  status: string;
  statusAt: Date | null;
  errorCode: number | null;
  errorTitle: string | null;
  raw: unknown;
}

/** whatsapp_messages and whatsapp_contacts. Every write is idempotent: Meta delivers webhooks at least once. */
export class WhatsAppRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Inserts the message unless its wamid is stored already; true when this call stored it. */
  async insertInbound(m: InboundMessageRow): Promise<boolean> {
    const n = await this.db.$executeRaw`
      INSERT INTO whatsapp_messages
        (id, wamid, direction, phone_number_id, wa_id, lead_id, type, body, media_id, sent_at, raw)
      VALUES (gen_random_uuid(), ${m.wamid}, 'IN', ${m.phoneNumberId}, ${m.waId}, ${m.leadId}::uuid, ${m.type},
        ${m.body}, ${m.mediaId}, ${m.sentAt}, ${JSON.stringify(m.raw)}::jsonb)
      ON CONFLICT (wamid) DO NOTHING`;
    return n === 1;
  }

  /**
   * Moves an outbound message's status forward in one statement: only to a higher rank (a late "sent" never
   * overwrites "read"; "failed" wins and keeps its error). A status for a wamid not stored yet (the webhook beat the
   * send's own record) creates the row, which the send fills in later. True when the row changed.
   */
  async applyStatus(s: StatusUpdate): Promise<boolean> {
    const rank = STATUS_RANK[s.status] ?? 0;
    const n = await this.db.$executeRaw`
      INSERT INTO whatsapp_messages
        (id, wamid, direction, phone_number_id, wa_id, type, status, status_at, error_code, error_title, raw)
      VALUES (gen_random_uuid(), ${s.wamid}, 'OUT', ${s.phoneNumberId}, ${s.recipientId}, 'unknown', ${s.status},
        ${s.statusAt}, ${s.errorCode}, ${s.errorTitle}, ${JSON.stringify(s.raw)}::jsonb)
      ON CONFLICT (wamid) DO UPDATE SET
        status = EXCLUDED.status,
        status_at = EXCLUDED.status_at,
        error_code = EXCLUDED.error_code,
        error_title = EXCLUDED.error_title
      WHERE (CASE whatsapp_messages.status
               WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END)
            < ${rank}`;
    return n === 1;
  }

  /** The most recently updated lead whose phone is one of these (E.164 digits). */
  async leadIdByPhones(phones: string[]): Promise<string | null> {
    if (phones.length === 0) return null;
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM leads WHERE phone = ANY(${phones}::text[]) ORDER BY updated_at DESC, id LIMIT 1`;
    return rows[0]?.id ?? null;
  }

  /** Records the sender; a profile name replaces the stored one, a lead once linked stays. */
  async upsertContact(c: { waId: string; profileName: string | null; leadId: string | null }): Promise<void> {
    await this.db.$executeRaw`
      INSERT INTO whatsapp_contacts (wa_id, profile_name, lead_id, updated_at)
      VALUES (${c.waId}, ${c.profileName}, ${c.leadId}::uuid, now())
      ON CONFLICT (wa_id) DO UPDATE SET
        profile_name = COALESCE(EXCLUDED.profile_name, whatsapp_contacts.profile_name),
        lead_id = COALESCE(whatsapp_contacts.lead_id, EXCLUDED.lead_id),
        updated_at = now()`;
  }

  /** Links a stored message to the lead it created or matched. */
  async linkMessageLead(wamid: string, leadId: string): Promise<void> {
    await this.db.$executeRaw`UPDATE whatsapp_messages SET lead_id = ${leadId}::uuid WHERE wamid = ${wamid}`;
  }

  /** The leads with one of these phones (E.164 digits), any of the ninth-digit forms. */
  async leadIdsByPhones(phones: string[]): Promise<string[]> {
    if (phones.length === 0) return [];
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM leads WHERE phone = ANY(${phones}::text[])`;
    return rows.map((r) => r.id);
  }

  /**
   * Opts the lead out of marketing (the date kept) or back in (opt-out cleared, the date of the opt-in kept). True
   * when it changed: opting out twice keeps the first date.
   */
  async setMarketingOptOut(leadId: string, out: boolean): Promise<boolean> {
    const n = out
      ? await this.db.$executeRaw`
          UPDATE leads SET marketing_opt_out_at = now() WHERE id = ${leadId}::uuid AND marketing_opt_out_at IS NULL`
      : await this.db.$executeRaw`
          UPDATE leads SET marketing_opt_out_at = NULL, marketing_opt_in_at = now()
          WHERE id = ${leadId}::uuid AND marketing_opt_out_at IS NOT NULL`;
    return n === 1;
  }
}
