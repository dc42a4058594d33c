import { z } from "zod";
import type { WhatsAppChatConfig } from "../../integrations/whatsapp/config";
import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import { chatMessageEvents } from "./chat-events";
import { STATUS_RANK } from "./whatsapp.repository";
import { receiveInbound, setMarketingOptOut } from "./whatsapp-inbound";
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

/** `user_preferences`: a user stopped or resumed marketing messages from this business (Meta's stop signal). */
const userPreferenceSchema = z.looseObject({
  wa_id: z.string().min(1),
  category: z.string().optional(),
  value: z.string().min(1),
});

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
    private readonly config: WhatsAppChatConfig,
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
          const outcome = await this.db.transaction((repos, events) =>
            receiveInbound(repos, events, this.config, {
              wamid: m.data.id,
              phoneNumberId,
              waId: m.data.from,
              leadId,
              type: m.data.type,
              body: messageBody(m.data),
              mediaId: messageMediaId(m.data),
              sentAt: payloadTime(m.data.timestamp),
              raw,
              profileName: names.get(m.data.from) ?? null,
            }),
          );
          // The sender's other messages in this batch join the lead this one found or created.
          if (outcome.stored) leads.set(m.data.from, Promise.resolve(outcome.leadId));
          const stored = outcome.stored;
          if (stored) result.stored++;
        }
        for (const [waId, profileName] of names) {
          await repo.upsertContact({ waId, profileName, leadId: await leadOf(waId) });
        }
        for (const raw of value.data.user_preferences ?? []) {
          const p = userPreferenceSchema.safeParse(raw);
          if (!p.success || (p.data.value !== "stop" && p.data.value !== "resume")) {
            result.skipped++;
            continue;
          }
          const out = p.data.value === "stop";
          for (const leadId of await repo.leadIdsByPhones(phoneCandidates(p.data.wa_id))) {
            await this.db.transaction((repos) =>
              setMarketingOptOut(repos, leadId, out, { via: "provider", wa_id: p.data.wa_id, value: p.data.value }),
            );
          }
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
          if (moved) {
            result.statuses++;
            // The ticks move on the sender's and the owner's open chats.
            const events = await chatMessageEvents(this.db.repos, { wamid: s.data.id });
            await this.db.announce((sink) => {
              for (const e of events) sink.emit(e);
            });
          }
        }
      }
    }
    if (result.skipped > 0) this.log.warn({ skipped: result.skipped }, "whatsapp webhook: elements skipped");
    return result;
  }
}

/** After COMMIT, a lead an inbound message created and queued is offered in its roulette (decision 084). */
export function inboundLeadConsumers(
  onLeadQueued: (leadId: string) => Promise<unknown>,
  log: WarnLog,
): DomainEventConsumer[] {
  return [
    defineConsumer({
      name: "whatsapp.lead-queued",
      types: ["whatsapp.lead_queued"],
      async afterCommit(queued) {
        for (const { leadId } of queued) {
          await onLeadQueued(leadId).catch((err: unknown) => {
            log.warn({ err, leadId }, "distribute a WhatsApp lead failed; the offer sweep retries");
          });
        }
      },
    }),
  ];
}
