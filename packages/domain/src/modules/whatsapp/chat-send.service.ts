import { CHAT_MSG, type ChatSendBody } from "@portal/contracts/chat";
import { templateBodyParameters, WhatsAppCloudClient } from "../../integrations/whatsapp/cloud-client";
import { WhatsAppApiError } from "../../integrations/whatsapp/errors";
import { AppError } from "../../lib/app-error";
import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import type { AuthUser, JobQueue } from "../../lib/ports";
import type { SharedConfig } from "../../lib/runtime-config";
import { findVisibleLead } from "../leads";
import type { ChatMessageRow } from "./chat.repository";
import { chatMessageEvents } from "./chat-events";
import { chatWindow } from "./chat-window";
import { WHATSAPP_LOG_TYPE } from "./whatsapp-inbound";

/** A queued message older than this without a send is re-enqueued by the sweep (its job may be lost). */
export const CHAT_SEND_SWEEP_AGE_MS = 60_000;

/** The job should run again later (BullMQ's backoff): a rate limit or an outage. */
export class ChatSendRetry extends Error {
  constructor(override readonly cause: WhatsAppApiError) {
    super(`WhatsApp send will be retried: ${cause.reason} (${cause.code ?? "no code"}) ${cause.message}`);
    this.name = "ChatSendRetry";
  }
}

export type DeliverOutcome =
  | { status: "skipped"; reason: "missing" | "not-queued" }
  | { status: "accepted"; wamid: string }
  | { status: "failed"; code: number | null };

/**
 * Chat sends (decision 083): the route records the message as queued (in PostgreSQL, before any provider call) and a
 * domain event enqueues its job after COMMIT; the worker's job calls the Cloud API and records the wamid, or the
 * error by its code. The provider's status webhooks (decision 081) then move the message forward.
 */
export class ChatSendService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly config: Pick<SharedConfig, "whatsapp" | "whatsappChat">,
    private readonly fetchImpl: typeof fetch,
    private readonly log: WarnLog,
  ) {}

  async send(actor: AuthUser, leadId: string, body: ChatSendBody): Promise<ChatMessageRow> {
    const lead = await findVisibleLead(this.db.repos, actor, leadId);
    if (!lead.phone) throw new AppError("CONFLICT", CHAT_MSG.noPhone);
    const chat = this.db.repos.whatsappChat;
    const last = await chat.lastInbound(lead.id);
    if (body.type === "text" && !chatWindow(last?.at ?? null).open) {
      throw new AppError("CONFLICT", CHAT_MSG.windowClosed);
    }
    const id = await this.db.transaction(async (repos, events) => {
      const messageId = await repos.whatsappChat.insertQueued({
        leadId: lead.id,
        phoneNumberId: this.config.whatsappChat.phoneNumberId,
        // Answer the wa_id the lead wrote from (Meta's form, maybe without the ninth digit); else the lead's phone.
        waId: last?.waId ?? lead.phone,
        sentById: actor.id,
        ...(body.type === "text"
          ? { type: "text", body: body.text, templateName: null, content: { body: body.text } }
          : {
              type: "template",
              body: null,
              templateName: body.template.name,
              content: {
                name: body.template.name,
                language: { code: body.template.language, policy: "deterministic" },
                ...(body.template.parameters
                  ? {
                      components: [{ type: "body", parameters: templateBodyParameters(body.template.parameters) }],
                    }
                  : {}),
              },
            }),
      });
      // The lead's history shows the conversation: what the portal sent, beside what the lead wrote (decision 084);
      // writing to the lead is activity, as an annotation is.
      await repos.leads.update(lead.id, { lastActivityAt: new Date() });
      await repos.leadLogs.create({
        leadId: lead.id,
        authorId: actor.id,
        type: WHATSAPP_LOG_TYPE,
        text: body.type === "text" ? body.text : `[modelo ${body.template.name}]`,
        data: { direction: "OUT", message_id: messageId, type: body.type },
      });
      events.emit({ type: "whatsapp.message_queued", messageId });
      for (const e of await chatMessageEvents(repos, { id: messageId })) events.emit(e);
      return messageId;
    });
    const row = await chat.findById(id);
    if (!row) throw new Error(`queued chat message ${id} vanished`);
    return row;
  }

  /**
   * The job: sends one queued message. Idempotent: a message no longer queued (sent by an earlier run, failed) is
   * skipped. A retryable error (rate limit 130429/131056, outage, timeout) throws ChatSendRetry for the queue's
   * backoff, unless this is the last attempt, which records the failure.
   */
  async deliver(messageId: string, opts: { finalAttempt: boolean }): Promise<DeliverOutcome> {
    const chat = this.db.repos.whatsappChat;
    const row = await chat.findById(messageId);
    if (!row) return { status: "skipped", reason: "missing" };
    if (row.status !== "queued") return { status: "skipped", reason: "not-queued" };
    const client = new WhatsAppCloudClient({
      ...this.config.whatsapp,
      phoneNumberId: row.phoneNumberId,
      accessToken: this.config.whatsappChat.accessToken,
      fetch: this.fetchImpl,
    });
    const content = (row.raw as Record<string, unknown>)[row.type] ?? {};
    try {
      const sent = await client.send(row.waId, row.type, content as object);
      await this.accept(row.id, sent.wamid, sent.waId);
      await this.announce(row.id);
      return { status: "accepted", wamid: sent.wamid };
    } catch (err) {
      if (!(err instanceof WhatsAppApiError)) throw err;
      const error = { code: err.code, title: err.message.slice(0, 500) };
      if (err.retryable && !opts.finalAttempt) {
        await chat.recordAttempt(row.id, error);
        throw new ChatSendRetry(err);
      }
      await chat.markFailed(row.id, error);
      await this.announce(row.id);
      this.log.warn({ messageId, code: err.code, reason: err.reason }, "whatsapp chat send failed");
      return { status: "failed", code: err.code };
    }
  }

  /** Re-enqueues messages left queued (their job lost with Redis); the deterministic job id makes it idempotent. */
  async sweep(now = new Date()): Promise<{ enqueued: number }> {
    const ids = await this.db.repos.whatsappChat.queuedBefore(new Date(now.getTime() - CHAT_SEND_SWEEP_AGE_MS), 500);
    for (const messageId of ids) await this.jobs.enqueue("whatsapp.send", { messageId });
    return { enqueued: ids.length };
  }

  /** The message's new state to its lead's owner and its sender (realtime, best effort). */
  private async announce(id: string): Promise<void> {
    const events = await chatMessageEvents(this.db.repos, { id });
    await this.db.announce((sink) => {
      for (const e of events) sink.emit(e);
    });
  }

  private async accept(id: string, wamid: string, waId: string | null): Promise<void> {
    await this.db.transaction((repos) => repos.whatsappChat.markAccepted(id, wamid, waId));
  }
}

/** After COMMIT, a queued chat message's send job (decision 083); the sweep covers a failed enqueue. */
export function chatSendConsumers(jobs: JobQueue, log: WarnLog): DomainEventConsumer[] {
  return [
    defineConsumer({
      name: "whatsapp.send",
      types: ["whatsapp.message_queued"],
      async afterCommit(queued) {
        for (const { messageId } of queued) {
          await jobs.enqueue("whatsapp.send", { messageId }).catch((err: unknown) => {
            log.warn({ err, messageId }, "whatsapp send enqueue failed; the sweep will send it");
          });
        }
      },
    }),
  ];
}
