import { randomBytes } from "node:crypto";
import { CHAT_MSG } from "@portal/contracts/chat";
import { ChatSendRetry } from "@portal/domain/whatsapp";
import { startWaSandbox } from "@portal/wa-sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, type Staff, staff } from "./factories/leads";
import { createWhatsAppMessage, postWhatsAppWebhook } from "./factories/whatsapp";
import { createTestContext, type TestContext } from "./helpers";

/**
 * Chat sends (decision 083) against the real PostgreSQL and the WhatsApp sandbox over HTTP: the message is recorded
 * queued before any provider call, the job (the service the worker runs) sends it through the Cloud API client, the
 * wamid is stored and the sandbox's signed status webhooks move it forward; the 24-hour window, errors by code, scope.
 */
const sandbox = await startWaSandbox({ port: 0 });
let ctx: TestContext;
let owner: Staff;
let other: Staff;
let secretary: Staff;
let marketing: Staff;

beforeAll(async () => {
  const base = await createTestContext({ rateLimitPerMinute: 1_000_000 });
  await base.close();
  ctx = await createTestContext({
    rateLimitPerMinute: 1_000_000,
    whatsapp: { ...base.config.whatsapp, graphBaseUrl: sandbox.url },
  });
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  sandbox.update({ webhookUrl: `${address}/webhooks/whatsapp` });
  [owner, other, secretary, marketing] = await Promise.all([
    staff(ctx, ["ONLINE_SPECIALIST"]),
    staff(ctx, ["ONLINE_SPECIALIST"]),
    staff(ctx, ["SALES_SECRETARY"]),
    staff(ctx, ["MARKETING"]),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await sandbox.close();
});

const send = (who: Staff, leadId: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/chat/contacts/${leadId}/messages`, headers: who.headers, payload });
const row = (id: string) => ctx.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id } });
const deliver = (id: string, finalAttempt = false) => ctx.app.services.chatSend.deliver(id, { finalAttempt });

/** A lead owned by `owner` who wrote on WhatsApp (through the sandbox, so its window is open there too). */
async function leadWhoWrote(text = "Oi, quero saber do apartamento") {
  const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
  sandbox.injectInbound({ from: lead.phone, text });
  await sandbox.idle();
  return lead;
}

describe("POST /chat/contacts/:leadId/messages", () => {
  it("records a text as queued before the provider call, then the job sends it and the statuses move it to read", async () => {
    const lead = await leadWhoWrote();
    const before = sandbox.messages.length;
    const res = await send(owner, lead.id, { type: "text", text: "Olá! Posso te ligar hoje?" });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.message).toBe(CHAT_MSG.queued);
    expect(body.chat_message).toMatchObject({
      lead_id: lead.id,
      direction: "OUT",
      type: "text",
      body: "Olá! Posso te ligar hoje?",
      status: "queued",
      sent_by: { _id: owner.user.id },
    });
    // Recorded, its job enqueued after COMMIT, and nothing sent yet.
    const id = body.chat_message._id as string;
    expect((await row(id)).wamid).toBeNull();
    expect(ctx.jobs.jobs).toContainEqual({ name: "whatsapp.send", payload: { messageId: id } });
    expect(sandbox.messages.length).toBe(before);

    const outcome = await deliver(id);
    expect(outcome.status).toBe("accepted");
    const sent = sandbox.messages.at(-1)!;
    expect(sent).toMatchObject({ to: lead.phone, type: "text", preview: "Olá! Posso te ligar hoje?" });
    await sandbox.idle();
    const stored = await row(id);
    expect(stored).toMatchObject({ wamid: sent.wamid, status: "read", attempts: 1, errorCode: null });
    // Only one row for the wamid: the status webhooks found the send's own record.
    expect(await ctx.prisma.whatsAppMessage.count({ where: { wamid: sent.wamid } })).toBe(1);

    // A second run of the same job (a retry, a re-enqueue by the sweep) sends nothing again.
    expect(await deliver(id)).toEqual({ status: "skipped", reason: "not-queued" });
    expect(sandbox.messages.filter((m) => m.wamid === sent.wamid)).toHaveLength(1);
  });

  it("refuses a free text outside the 24-hour window with 409 saying only templates can be sent, and sends a template", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const old = new Date(Date.now() - 25 * 3600_000);
    await createWhatsAppMessage(ctx.prisma, {
      leadId: lead.id,
      waId: lead.phone,
      direction: "IN",
      body: "Oi",
      sentAt: old,
    });
    const refused = await send(owner, lead.id, { type: "text", text: "Oi de novo" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHAT_MSG.windowClosed);
    expect(await ctx.prisma.whatsAppMessage.count({ where: { leadId: lead.id, direction: "OUT" } })).toBe(0);

    const res = await send(owner, lead.id, {
      type: "template",
      template: { name: "boas_vindas", parameters: ["Ana", "Residencial Aurora"] },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().chat_message._id as string;
    expect(res.json().chat_message).toMatchObject({ type: "template", template_name: "boas_vindas", body: null });
    expect(await deliver(id)).toMatchObject({ status: "accepted" });
    expect(sandbox.messages.at(-1)).toMatchObject({
      to: lead.phone,
      type: "template",
      template: { name: "boas_vindas", language: "pt_BR" },
      preview: "Olá Ana, obrigado pelo interesse no Residencial Aurora. Posso ajudar?",
    });
  });

  it("backs off on 130429 (the message stays queued, the job retries) and sends on the next attempt", async () => {
    const lead = await leadWhoWrote();
    const id = (await send(owner, lead.id, { type: "text", text: "Tudo bem?" })).json().chat_message._id as string;
    sandbox.failNext({ code: 130429, times: 1 });
    await expect(deliver(id)).rejects.toBeInstanceOf(ChatSendRetry);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1, errorCode: 130429, wamid: null });
    expect(await deliver(id)).toMatchObject({ status: "accepted" });
    await sandbox.idle();
    expect(await row(id)).toMatchObject({ status: "read", attempts: 2, errorCode: null });
  });

  it("records the failure when the last attempt still meets a rate limit, with a pt-BR reason", async () => {
    const lead = await leadWhoWrote();
    const id = (await send(owner, lead.id, { type: "text", text: "Oi" })).json().chat_message._id as string;
    sandbox.failNext({ code: 131056, times: 1 });
    expect(await deliver(id, true)).toEqual({ status: "failed", code: 131056 });
    const page = await ctx.app.inject({
      method: "GET",
      url: `/chat/contacts/${lead.id}/messages`,
      headers: owner.headers,
    });
    const failed = page.json().payload.find((m: { _id: string }) => m._id === id);
    expect(failed).toMatchObject({ status: "failed", error_code: 131056 });
    expect(failed.failure_reason).toMatch(/Limite de envio/);
  });

  it("records a permanent refusal at once (an unknown template: 132001), without retrying", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const res = await send(owner, lead.id, { type: "template", template: { name: "nao_existe" } });
    const id = res.json().chat_message._id as string;
    expect(await deliver(id)).toEqual({ status: "failed", code: 132001 });
    expect(await row(id)).toMatchObject({ status: "failed", errorCode: 132001, attempts: 1 });
  });

  it("fails the message with the template reason when WhatsApp reports 131047 (window closed on its side)", async () => {
    // The portal saw the lead write (a webhook the sandbox did not send), the provider did not: it answers with a
    // wamid, then a failed status 131047.
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await createWhatsAppMessage(ctx.prisma, {
      leadId: lead.id,
      waId: lead.phone,
      direction: "IN",
      body: "Oi",
      sentAt: new Date(),
    });
    const id = (await send(owner, lead.id, { type: "text", text: "Oi!" })).json().chat_message._id as string;
    expect(await deliver(id)).toMatchObject({ status: "accepted" });
    await sandbox.idle();
    expect(await row(id)).toMatchObject({ status: "failed", errorCode: 131047 });
    const page = await ctx.app.inject({
      method: "GET",
      url: `/chat/contacts/${lead.id}/messages`,
      headers: owner.headers,
    });
    const failed = page.json().payload.find((m: { _id: string }) => m._id === id);
    expect(failed.failure_reason).toMatch(/janela de 24 horas.*modelo/);
  });

  it("keeps the status of a webhook that arrived before the send recorded its wamid", async () => {
    const lead = await leadWhoWrote();
    const id = (await send(owner, lead.id, { type: "text", text: "Oi" })).json().chat_message._id as string;
    const wamid = `wamid.${randomBytes(12).toString("hex")}`;
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: "106540352242922" },
                statuses: [
                  {
                    id: wamid,
                    status: "delivered",
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: lead.phone,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const hook = await postWhatsAppWebhook(ctx.app, ctx.config.whatsappWebhook.appSecret, raw);
    expect(hook.statusCode).toBe(200);
    await ctx.app.db.transaction((repos) => repos.whatsappChat.markAccepted(id, wamid, lead.phone));
    expect(await row(id)).toMatchObject({ wamid, status: "delivered" });
    expect(await ctx.prisma.whatsAppMessage.count({ where: { wamid } })).toBe(1);
  });

  it("lets the lead's owner and the roles that see every lead send; another specialist gets 404", async () => {
    const lead = await leadWhoWrote();
    expect((await send(other, lead.id, { type: "text", text: "Oi" })).statusCode).toBe(404);
    expect((await send(secretary, lead.id, { type: "text", text: "Oi" })).statusCode).toBe(202);
  });

  it("answers 403 before validation to a role outside the chat section, and 400 naming the field to one inside it", async () => {
    const lead = await leadWhoWrote();
    const forbidden = await send(marketing, lead.id, { type: "text", text: "" });
    expect(forbidden.statusCode).toBe(403);
    const bad = await send(owner, lead.id, { type: "text", text: "   " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.join(" ")).toContain('"text"');
    const badType = await send(owner, lead.id, { type: "audio" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message.join(" ")).toContain('"type"');
  });
});

describe("the send's job after COMMIT, and the sweep", () => {
  it("enqueues nothing when the transaction that recorded the message rolls back", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    let messageId = "";
    await expect(
      ctx.app.db.transaction(async (repos, events) => {
        messageId = await repos.whatsappChat.insertQueued({
          leadId: lead.id,
          phoneNumberId: "106540352242922",
          waId: lead.phone,
          type: "text",
          body: "nunca",
          templateName: null,
          content: { body: "nunca" },
          sentById: owner.user.id,
        });
        events.emit({ type: "whatsapp.message_queued", messageId });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(messageId).not.toBe("");
    expect(ctx.jobs.jobs.some((j) => (j.payload as { messageId?: string }).messageId === messageId)).toBe(false);
    expect(await ctx.prisma.whatsAppMessage.count({ where: { id: messageId } })).toBe(0);
  });

  it("re-enqueues a message still queued after a minute (its job lost), and not a fresh one", async () => {
    const lead = await leadWhoWrote();
    const fresh = (await send(owner, lead.id, { type: "text", text: "agora" })).json().chat_message._id as string;
    const lost = (await send(owner, lead.id, { type: "text", text: "perdida" })).json().chat_message._id as string;
    await ctx.prisma.whatsAppMessage.update({
      where: { id: lost },
      data: { createdAt: new Date(Date.now() - 120_000) },
    });
    ctx.jobs.jobs.length = 0;
    await ctx.app.services.chatSend.sweep();
    const swept = ctx.jobs.jobs.map((j) => (j.payload as { messageId: string }).messageId);
    expect(swept).toContain(lost);
    expect(swept).not.toContain(fresh);
  });
});
