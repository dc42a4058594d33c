import { randomBytes } from "node:crypto";
import { signWhatsAppWebhook } from "@portal/domain/integrations/whatsapp/signature";
import { afterAll, describe, expect, it } from "vitest";
import { createLead, leadPhone } from "./factories/leads";
import { createTestContext } from "./helpers";

/**
 * Meta's WhatsApp webhook (decision 081) against the real database: the verification handshake, the signature over
 * the raw bytes, at-least-once delivery (duplicates and concurrent retries store each wamid once), statuses that only
 * move forward, and senders linked to a lead by phone (with and without the Brazilian ninth digit).
 */
const ctx = await createTestContext({ rateLimitPerMinute: 1_000_000 });
afterAll(() => ctx.close());
const { verifyToken, appSecret } = ctx.config.whatsappWebhook;
const PHONE_NUMBER_ID = "106540352242922";

/** 8 digits of an old-style mobile number (first digit 6-9). */
const mobile8 = () => `${6 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const wamid = () => `wamid.${randomBytes(18).toString("base64")}`;
const ts = (offsetSeconds = 0) => String(Math.floor(Date.now() / 1000) + offsetSeconds);

function textMessage(from: string, body: string, id = wamid()) {
  return { from, id, timestamp: ts(), type: "text", text: { body } };
}

function envelope(values: Record<string, unknown>[]) {
  return {
    object: "whatsapp_business_account",
    entry: values.map((value, i) => ({
      id: `10254700000000${i}`,
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "15550783881", phone_number_id: PHONE_NUMBER_ID },
            ...value,
          },
        },
      ],
    })),
  };
}

/** POSTs the exact bytes given, signed (or with the header given) the way Meta signs them. */
function post(raw: string, signature: string | null = signWhatsAppWebhook(raw, appSecret)) {
  return ctx.app.inject({
    method: "POST",
    url: "/webhooks/whatsapp",
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "x-hub-signature-256": signature }),
    },
    payload: raw,
  });
}

const stored = (ids: string[]) =>
  ctx.prisma.whatsAppMessage.findMany({ where: { wamid: { in: ids } }, orderBy: { wamid: "asc" } });

describe("GET /webhooks/whatsapp (Meta's verification)", () => {
  it("answers the challenge as text/plain for subscribe with the configured token", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/webhooks/whatsapp",
      query: { "hub.mode": "subscribe", "hub.verify_token": verifyToken, "hub.challenge": "1158201444" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe("1158201444");
  });

  it("refuses a wrong token or another mode with 403 and no challenge", async () => {
    for (const query of [
      { "hub.mode": "subscribe", "hub.verify_token": `${verifyToken}x`, "hub.challenge": "42" },
      { "hub.mode": "unsubscribe", "hub.verify_token": verifyToken, "hub.challenge": "42" },
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: "/webhooks/whatsapp", query });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toBe("42");
    }
  });

  it("answers 400 naming the parameter when one of hub.* is missing", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/webhooks/whatsapp",
      query: { "hub.mode": "subscribe", "hub.verify_token": verifyToken },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain("hub.challenge");
  });
});

describe("POST /webhooks/whatsapp: the signature", () => {
  it("answers 401 and stores nothing for a missing, wrong or re-serialized signature", async () => {
    const id = wamid();
    const raw = JSON.stringify(envelope([{ messages: [textMessage(leadPhone(), "Olá", id)] }]));
    const reformatted = JSON.stringify(JSON.parse(raw), null, 2);
    const cases = [
      post(raw, null),
      post(raw, signWhatsAppWebhook(raw, "another-app-secret")),
      post(raw, "sha256=deadbeef"),
      // Signed over other bytes than the ones sent: the same JSON, re-serialized.
      post(reformatted, signWhatsAppWebhook(raw, appSecret)),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(401);
    expect(await stored([id])).toEqual([]);
  });

  it("accepts a body whose bytes carry escapes and spacing a re-serialization would change", async () => {
    const id = wamid();
    const from = leadPhone();
    const raw = `{ "object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages","value":{"metadata":{"phone_number_id":"${PHONE_NUMBER_ID}"},"messages":[{"from":"${from}","id":"${id}","timestamp":"${ts()}","type":"text","text":{"body":"Ol\\u00e1 \\/ tudo bem?"}}]}}]}]}`;
    const res = await post(raw);
    expect(res.statusCode).toBe(200);
    const [row] = await stored([id]);
    expect(row?.body).toBe("Olá / tudo bem?");
  });
});

describe("POST /webhooks/whatsapp: messages", () => {
  it("stores every message of a batch with 2 entries, with its fields", async () => {
    const a = leadPhone();
    const b = leadPhone();
    const first = [textMessage(a, "Quero saber do apartamento"), textMessage(a, "Tem 2 quartos?")];
    const image = {
      from: b,
      id: wamid(),
      timestamp: "1764400000",
      type: "image",
      image: { id: "1479537139650973", mime_type: "image/jpeg", caption: "Planta" },
    };
    const second = [textMessage(b, "Bom dia"), image, textMessage(b, "Aguardo")];
    const raw = JSON.stringify(
      envelope([
        { contacts: [{ wa_id: a, profile: { name: "Ana Souza" } }], messages: first },
        { contacts: [{ wa_id: b, profile: { name: "Bruno Lima" } }], messages: second },
      ]),
    );
    const res = await post(raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 5, statuses: 0, skipped: 0 });

    const ids = [...first, ...second].map((m) => m.id);
    const rows = await stored(ids);
    expect(rows.map((r) => r.wamid).sort()).toEqual([...ids].sort());
    const img = rows.find((r) => r.wamid === image.id);
    expect(img).toMatchObject({
      direction: "IN",
      phoneNumberId: PHONE_NUMBER_ID,
      waId: b,
      type: "image",
      body: "Planta",
      mediaId: "1479537139650973",
      sentAt: new Date(1764400000 * 1000),
      // The unknown sender became a lead (decision 084).
      leadId: expect.any(String),
    });
    expect(img?.raw).toEqual(image);
    const contacts = await ctx.prisma.whatsAppContact.findMany({ where: { waId: { in: [a, b] } } });
    expect(Object.fromEntries(contacts.map((c) => [c.waId, c.profileName]))).toEqual({
      [a]: "Ana Souza",
      [b]: "Bruno Lima",
    });
  });

  it("stores each wamid once when the same POST comes twice and 5 times at once", async () => {
    const from = leadPhone();
    const messages = [textMessage(from, "um"), textMessage(from, "dois"), textMessage(from, "três")];
    const raw = JSON.stringify(envelope([{ messages }]));

    const once = await post(raw);
    const twice = await post(raw);
    expect(once.json()).toMatchObject({ stored: 3 });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ stored: 0 });

    const fresh = [textMessage(from, "quatro"), textMessage(from, "cinco")];
    const concurrentRaw = JSON.stringify(envelope([{ messages: fresh }]));
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(concurrentRaw)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, r) => sum + r.json().stored, 0)).toBe(2);

    const ids = [...messages, ...fresh].map((m) => m.id);
    const counts = await ctx.prisma.whatsAppMessage.groupBy({
      by: ["wamid"],
      where: { wamid: { in: ids } },
      _count: { _all: true },
    });
    expect(counts).toHaveLength(5);
    expect(counts.every((c) => c._count._all === 1)).toBe(true);
  });
});

describe("POST /webhooks/whatsapp: statuses", () => {
  const status = (id: string, name: string, offset: number, to: string, extra: object = {}) => ({
    id,
    status: name,
    timestamp: ts(offset),
    recipient_id: to,
    ...extra,
  });

  it("ends at read whatever order sent, delivered and read arrive in, and a late sent changes nothing", async () => {
    const id = wamid();
    const to = leadPhone();
    for (const name of ["read", "sent", "delivered"]) {
      const res = await post(JSON.stringify(envelope([{ statuses: [status(id, name, 0, to)] }])));
      expect(res.statusCode).toBe(200);
    }
    const [row] = await stored([id]);
    expect(row).toMatchObject({ direction: "OUT", status: "read", waId: to, errorCode: null });

    const id2 = wamid();
    const batch = [status(id2, "sent", 1, to), status(id2, "read", 3, to), status(id2, "delivered", 2, to)];
    await post(JSON.stringify(envelope([{ statuses: batch }])));
    const [row2] = await stored([id2]);
    expect(row2?.status).toBe("read");
    expect(row2?.statusAt).toEqual(new Date(Number(batch[1]?.timestamp) * 1000));
  });

  it("records failed with its error code and title, and keeps it", async () => {
    const id = wamid();
    const to = leadPhone();
    const failed = status(id, "failed", 1, to, {
      errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }],
    });
    await post(JSON.stringify(envelope([{ statuses: [status(id, "sent", 0, to), failed] }])));
    await post(JSON.stringify(envelope([{ statuses: [status(id, "delivered", 2, to)] }])));
    const [row] = await stored([id]);
    expect(row).toMatchObject({ status: "failed", errorCode: 131026, errorTitle: "Message undeliverable" });
  });
});

describe("POST /webhooks/whatsapp: the sender's lead", () => {
  it("links a message to the lead with that phone, with or without the ninth digit", async () => {
    // Mobiles: 9 + 8 digits whose first is 6-9 (the form that had no 9 before the change).
    const withNine = await createLead(ctx.prisma, { phone: `55119${mobile8()}` });
    const withoutNineWaId = `${withNine.phone.slice(0, 4)}${withNine.phone.slice(5)}`;
    const stored8 = await createLead(ctx.prisma, { phone: `5521${mobile8()}` });
    const stored8With9 = `${stored8.phone.slice(0, 4)}9${stored8.phone.slice(4)}`;
    // Older accounts: a stored phone without its 9 (12 digits), WhatsApp reporting it with.
    const exact = textMessage(withNine.phone, "mesmo número");
    const dropped = textMessage(withoutNineWaId, "sem o nove");
    const added = textMessage(stored8With9, "com o nove");
    const stranger = textMessage(leadPhone(), "desconhecido");
    const raw = JSON.stringify(
      envelope([{ contacts: [{ wa_id: withoutNineWaId, profile: { name: "Cliente" } }], messages: [exact, dropped] }]),
    );
    await post(raw);
    await post(JSON.stringify(envelope([{ messages: [added, stranger] }])));

    const rows = await stored([exact.id, dropped.id, added.id, stranger.id]);
    const leadOf = Object.fromEntries(rows.map((r) => [r.wamid, r.leadId]));
    expect(leadOf).toEqual({
      [exact.id]: withNine.id,
      [dropped.id]: withNine.id,
      [added.id]: stored8.id,
      // An unknown sender becomes a lead (decision 084; apps/api/test/chat-inbound.int.test.ts).
      [stranger.id]: expect.not.stringMatching(new RegExp(`^(${withNine.id}|${stored8.id})$`)),
    });
    expect(leadOf[stranger.id]).toEqual(expect.any(String));
    const contact = await ctx.prisma.whatsAppContact.findUnique({ where: { waId: withoutNineWaId } });
    expect(contact).toMatchObject({ profileName: "Cliente", leadId: withNine.id });
  });
});
