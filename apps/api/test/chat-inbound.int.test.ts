import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, type Staff, staff } from "./factories/leads";
import { addAgents, createRoulette } from "./factories/roulettes";
import { postWhatsAppWebhook } from "./factories/whatsapp";
import { createTestContext, type TestContext } from "./helpers";
import { listenRealtime } from "./realtime-listener";

/**
 * Inbound WhatsApp messages (decision 084) through the signed webhook against the real database: an unknown sender
 * becomes a lead through the leads' create path (source WHATSAPP, into the roulette of the number's enterprise), a
 * known lead's owner is notified (notification + realtime after COMMIT) and the message joins the lead's history;
 * SAIR/PARAR and WhatsApp's stop signal opt the lead out of marketing, VOLTAR and resume back in.
 */
const PHONE_NUMBER_ID = "106540352242922";
const ENTERPRISE_NUMBER_ID = "106540352249999";
const enterpriseId = randomUUID();
let ctx: TestContext;
let owner: Staff;

beforeAll(async () => {
  const base = await createTestContext();
  await base.close();
  ctx = await createTestContext({
    rateLimitPerMinute: 1_000_000,
    whatsappChat: { ...base.config.whatsappChat, numberEnterprises: { [ENTERPRISE_NUMBER_ID]: enterpriseId } },
  });
  await createEnterprise(ctx.prisma, { id: enterpriseId });
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const wamid = () => `wamid.${randomBytes(18).toString("base64url")}`;
const now = () => String(Math.floor(Date.now() / 1000));

function hook(value: Record<string, unknown>, phoneNumberId = PHONE_NUMBER_ID) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { phone_number_id: phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });
}

const inbound = (from: string, body: string, opts: { name?: string; id?: string; phoneNumberId?: string } = {}) =>
  hook(
    {
      contacts: [{ wa_id: from, profile: { name: opts.name ?? "Cliente" } }],
      messages: [{ from, id: opts.id ?? wamid(), timestamp: now(), type: "text", text: { body } }],
    },
    opts.phoneNumberId,
  );

async function post(raw: string) {
  const res = await postWhatsAppWebhook(ctx.app, ctx.config.whatsappWebhook.appSecret, raw);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** 55 + DDD + an 8-digit mobile (first digit 6-9): the form WhatsApp reports for accounts older than the ninth digit. */
const eightDigitWaId = () =>
  `5511${7 + Math.floor(Math.random() * 3)}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe("a message from an unknown number", () => {
  it("creates a lead through the create path: source WHATSAPP, profile name, phone with its ninth digit, message in its history", async () => {
    const waId = eightDigitWaId();
    const phone = `${waId.slice(0, 4)}9${waId.slice(4)}`;
    const id = wamid();
    await post(inbound(waId, "Olá, vi o anúncio", { name: "Joana Prado", id }));

    const leads = await ctx.prisma.lead.findMany({ where: { phone } });
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({
      fullName: "Joana Prado",
      source: "WHATSAPP",
      originType: "WHATSAPP",
      nature: "ONLINE",
      ownerId: null,
      createdById: null,
      status: "NEW",
    });
    expect((await ctx.prisma.whatsAppMessage.findUnique({ where: { wamid: id } }))?.leadId).toBe(lead.id);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => [l.type, l.text])).toEqual([
      ["CREATED", null],
      ["WHATSAPP", "Olá, vi o anúncio"],
    ]);

    // The next message joins the same lead: no second lead, no new interest.
    await post(inbound(waId, "Ainda tem unidades?"));
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(1);
    const after = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(after.status).toBe("NEW");
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, type: "WHATSAPP" } })).toBe(2);
  });

  it("creates one lead when the same message arrives twice and when two messages of the sender arrive at once", async () => {
    const from = leadPhone();
    const first = inbound(from, "Oi");
    await Promise.all([post(first), post(first), post(inbound(from, "Tudo bem?")), post(inbound(from, "Alô"))]);
    const leads = await ctx.prisma.lead.findMany({ where: { phone: from } });
    expect(leads).toHaveLength(1);
    expect(await ctx.prisma.whatsAppMessage.count({ where: { waId: from, leadId: leads[0]!.id } })).toBe(3);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: leads[0]!.id, type: "WHATSAPP" } })).toBe(3);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: leads[0]!.id, type: "NEW_INTEREST" } })).toBe(0);
  });

  it("puts the lead into the roulette of the enterprise the business number is tied to, which offers it", async () => {
    const roulette = await createRoulette(ctx, { enterpriseIds: [enterpriseId] });
    const [agent] = await addAgents(ctx, roulette, 1);
    const from = leadPhone();
    await post(inbound(from, "Quero saber do lançamento", { phoneNumberId: ENTERPRISE_NUMBER_ID }));
    const lead = await ctx.prisma.lead.findFirstOrThrow({ where: { phone: from } });
    expect(lead.enterpriseId).toBe(enterpriseId);
    // Offered after COMMIT (the whatsapp.lead_queued event), before the webhook answered.
    const offers = await ctx.prisma.leadOffer.findMany({ where: { leadId: lead.id } });
    expect(offers.map((o) => [o.agentUserId, o.outcome])).toEqual([[agent!.user.id, "PENDING"]]);
  });
});

describe("a message from a known lead", () => {
  it("notifies its owner (notification and realtime), joins its history and keeps the lead active", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    // Quiet for 40 days: the stale sweep's candidate, until the lead writes.
    const quietSince = new Date(Date.now() - 40 * 86_400_000);
    await ctx.prisma.lead.update({ where: { id: lead.id }, data: { lastActivityAt: quietSince } });
    const realtime = await listenRealtime(ctx);
    const id = wamid();
    await post(inbound(lead.phone, "Posso visitar sábado?", { id }));
    await post(inbound(lead.phone, "Posso visitar sábado?", { id })); // Meta's retry: nothing twice

    const notifications = await ctx.prisma.notification.findMany({
      where: { receiverId: owner.user.id, linkedContent: lead.id },
    });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: "GENERIC",
      title: "Nova mensagem no WhatsApp",
      message: `${lead.fullName}: Posso visitar sábado?`,
    });
    const heard = await realtime.settled();
    const chat = heard.filter((h) => h.userId === owner.user.id && h.event.type === "chat.message");
    expect(chat.map((h) => h.event)).toEqual([
      expect.objectContaining({
        type: "chat.message",
        lead_id: lead.id,
        message: expect.objectContaining({ body: "Posso visitar sábado?", direction: "IN" }),
      }),
    ]);
    expect(heard.some((h) => h.userId === owner.user.id && h.event.type === "notification.created")).toBe(true);
    await realtime.stop();

    const history = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/logs`, headers: owner.headers });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain("Posso visitar sábado?");
    expect(await ctx.prisma.lead.count({ where: { phone: lead.phone } })).toBe(1);
    const after = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(after.lastActivityAt.getTime()).toBeGreaterThan(quietSince.getTime() + 39 * 86_400_000);
  });
});

describe("opt-out (LGPD)", () => {
  it("SAIR opts the lead out of marketing with the date, a repeat keeps the first date, VOLTAR opts it back in", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await post(inbound(lead.phone, "  Sair! "));
    const out = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(out.marketingOptOutAt).toBeInstanceOf(Date);
    await post(inbound(lead.phone, "PARAR"));
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).marketingOptOutAt).toEqual(
      out.marketingOptOutAt,
    );
    await post(inbound(lead.phone, "voltar"));
    const back = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(back.marketingOptOutAt).toBeNull();
    expect(back.marketingOptInAt).toBeInstanceOf(Date);
    const logs = await ctx.prisma.leadLog.findMany({
      where: { leadId: lead.id, type: { in: ["MARKETING_OPT_OUT", "MARKETING_OPT_IN"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(logs.map((l) => l.type)).toEqual(["MARKETING_OPT_OUT", "MARKETING_OPT_IN"]);
    // A sentence that merely contains the word is a conversation, not an opt-out.
    await post(inbound(lead.phone, "Vou sair do trabalho às 18h"));
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).marketingOptOutAt).toBeNull();
  });

  it("follows WhatsApp's stop and resume signal (user_preferences), matching the ninth digit", async () => {
    const lead = await createLead(ctx.prisma, {
      phone: `55119${7}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    });
    const waId = `${lead.phone.slice(0, 4)}${lead.phone.slice(5)}`;
    const pref = (value: string) =>
      hook({
        user_preferences: [
          {
            wa_id: waId,
            detail: "User requested to stop marketing messages",
            category: "marketing_messages",
            value,
            timestamp: now(),
          },
        ],
      });
    await post(pref("stop"));
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).marketingOptOutAt).toBeInstanceOf(
      Date,
    );
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id, type: "MARKETING_OPT_OUT" } });
    expect(log.data).toMatchObject({ via: "provider", value: "stop" });
    await post(pref("resume"));
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).marketingOptOutAt).toBeNull();
  });
});
