import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { STATUS_RANK } from "./whatsapp.repository";
import {
  changeValueSchema,
  contactSchema,
  inboundMessageSchema,
  messageBody,
  messageMediaId,
  messageStatusSchema,
  payloadTime,
  phoneCandidates,
  webhookSchema,
} from "./whatsapp-payload";

export interface IngestResult {
  /** Messages stored by this call (a duplicate wamid is not counted). */
  stored: number;
  /** Statuses that moved a message forward. */
  statuses: number;
  /** Elements the portal could not read (logged, skipped). */
  skipped: number;
}

/**
 * The intake of Meta's webhook (decision 081), after the route checked the signature. Every entry[].changes[].value:
 * contacts recorded and linked to a lead by phone, messages[] stored once per wamid, statuses[] moving their message
 * forward. Each write stands alone and is idempotent, so a retry of a batch that failed half-way is safe.
 */
export class WhatsAppService {
  constructor(
    private readonly db: Database,
    private readonly log: WarnLog,
  ) {}

  async ingest(payload: unknown): Promise<IngestResult> {
    const repo = this.db.repos.whatsapp;
    const result: IngestResult = { stored: 0, statuses: 0, skipped: 0 };
    const leads = new Map<string, Promise<string | null>>();
    const leadOf = (waId: string) => {
      let found = leads.get(waId);
      if (!found) {
        found = repo.leadIdByPhones(phoneCandidates(waId));
        leads.set(waId, found);
      }
      return found;
    };

    const hook = webhookSchema.safeParse(payload);
    if (!hook.success) {
      this.log.warn({ issues: hook.error.issues.length }, "whatsapp webhook: not a Cloud API payload");
      return { ...result, skipped: 1 };
    }
    for (const entry of hook.data.entry ?? []) {
      for (const change of entry.changes ?? []) {
        const value = changeValueSchema.safeParse(change.value);
        if (!value.success) {
          result.skipped++;
          continue;
        }
        const phoneNumberId = value.data.metadata?.phone_number_id ?? "";
        const names = new Map<string, string | null>();
        for (const raw of value.data.contacts ?? []) {
          const c = contactSchema.safeParse(raw);
          if (c.success) names.set(c.data.wa_id, c.data.profile?.name ?? null);
        }
        for (const raw of value.data.messages ?? []) {
          const m = inboundMessageSchema.safeParse(raw);
          if (!m.success) {
            result.skipped++;
            continue;
          }
          const leadId = await leadOf(m.data.from);
          if (!names.has(m.data.from)) names.set(m.data.from, null);
          const stored = await repo.insertInbound({
            wamid: m.data.id,
            phoneNumberId,
            waId: m.data.from,
            leadId,
            type: m.data.type,
            body: messageBody(m.data),
            mediaId: messageMediaId(m.data),
            sentAt: payloadTime(m.data.timestamp),
            raw,
          });
          if (stored) result.stored++;
        }
        for (const [waId, profileName] of names) {
          await repo.upsertContact({ waId, profileName, leadId: await leadOf(waId) });
        }
        for (const raw of value.data.statuses ?? []) {
          const s = messageStatusSchema.safeParse(raw);
          if (!s.success || STATUS_RANK[s.data.status] === undefined) {
            result.skipped++;
            continue;
          }
          const error = s.data.errors?.[0];
          const moved = await repo.applyStatus({
            wamid: s.data.id,
            phoneNumberId,
            recipientId: s.data.recipient_id ?? "",
            status: s.data.status,
            statusAt: payloadTime(s.data.timestamp),
            errorCode: error?.code ?? null,
            errorTitle: error?.title ?? null,
            raw,
          });
          if (moved) result.statuses++;
        }
      }
    }
    if (result.skipped > 0) this.log.warn({ skipped: result.skipped }, "whatsapp webhook: elements skipped");
    return result;
  }
}
