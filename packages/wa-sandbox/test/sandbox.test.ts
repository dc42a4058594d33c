import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ACCESS_TOKEN,
  DEMO_APP_SECRET,
  DEMO_PHONE_NUMBER_ID,
  DEMO_UNDELIVERABLE_NUMBER,
  DEMO_WABA_ID,
} from "../src/demo";
import { startWaSandbox, type WaSandbox } from "../src/server";
import { startWebhookReceiver, statusesOf } from "../src/testing";

// biome-ignore lint/suspicious/noExplicitAny: the tests read Graph answers of many shapes and assert their values.
type J = any;

let sandbox: WaSandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let clock = Date.parse("2026-11-29T12:00:00Z");

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startWaSandbox({ port: 0, webhookUrl: receiver.url, now: () => clock });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
afterEach(async () => {
  await sandbox.idle();
  sandbox.reset();
  sandbox.update({ statusOrder: "in_order", duplicateWebhooks: false, readReceipts: true });
  receiver.received.length = 0;
});

const send = (body: unknown, token = DEMO_ACCESS_TOKEN, phoneId = DEMO_PHONE_NUMBER_ID) =>
  fetch(`${sandbox.url}/v25.0/${phoneId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as J }));

const text = (to: string, body = "Olá") => ({ messaging_product: "whatsapp", to, type: "text", text: { body } });
const template = (to: string, name: string, parameters: unknown[]) => ({
  messaging_product: "whatsapp",
  to,
  type: "template",
  template: { name, language: { code: "pt_BR" }, components: [{ type: "body", parameters }] },
});
const hmac = (raw: string) => `sha256=${createHmac("sha256", DEMO_APP_SECRET).update(raw).digest("hex")}`;

describe("sending (POST /{version}/{phone_number_id}/messages)", () => {
  it("answers a template send with Meta's response shape and the wa_id Meta resolved", async () => {
    const res = await send(
      template("5511987650003", "boas_vindas", [
        { type: "text", text: "Carla" },
        { type: "text", text: "Residencial Aurora" },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      messaging_product: "whatsapp",
      // The demo contact answers without the ninth digit, as old Brazilian accounts do.
      contacts: [{ input: "5511987650003", wa_id: "551187650003" }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: "accepted" }],
    });
    expect(sandbox.messages[0]).toMatchObject({
      wa_id: "551187650003",
      preview: "Olá Carla, obrigado pelo interesse no Residencial Aurora. Posso ajudar?",
      category: "utility",
    });
  });

  it("accepts named parameters on a NAMED template and refuses positional ones with 132000", async () => {
    const named = await send(
      template("5511987650001", "lancamento_empreendimento", [
        { type: "text", parameter_name: "first_name", text: "Ana" },
        { type: "text", parameter_name: "enterprise", text: "Aurora" },
      ]),
    );
    expect(named.status).toBe(200);
    const positional = await send(
      template("5511987650001", "lancamento_empreendimento", [
        { type: "text", text: "Ana" },
        { type: "text", text: "Aurora" },
      ]),
    );
    expect(positional.status).toBe(400);
    expect(positional.body.error).toMatchObject({ code: 132000, type: "OAuthException" });
  });

  it("answers the Graph error envelope: 132001 unknown template (404), 132000 count mismatch, 132015 paused", async () => {
    const unknown = await send(template("5511987650001", "nao_existe", []));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: {
        message: "(#132001) Template name does not exist in the translation",
        type: "OAuthException",
        code: 132001,
        error_data: { messaging_product: "whatsapp", details: "template name (nao_existe) does not exist in pt_BR" },
        fbtrace_id: expect.any(String),
      },
    });
    const mismatch = await send(template("5511987650001", "boas_vindas", [{ type: "text", text: "Ana" }]));
    expect(mismatch.body.error.code).toBe(132000);
    expect(mismatch.body.error.error_data.details).toBe(
      "body: number of localizable_params (1) does not match the expected number of params (2)",
    );
    const paused = await send(template("5511987650001", "promocao_pausada", [{ type: "text", text: "Natal" }]));
    expect(paused.body.error.code).toBe(132015);
    expect(sandbox.messages).toHaveLength(0);
  });

  it("refuses a bad or missing token with 190 (HTTP 401) and logs it without storing a message", async () => {
    const res = await send(text("5511987650001"), "not-the-token");
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 190, type: "OAuthException" });
    expect(sandbox.requests.at(-1)).toMatchObject({ auth: "invalid", status: 401, version: "v25.0" });
    expect(sandbox.messages).toHaveLength(0);
  });

  it("answers an unknown phone number id with (#100) subcode 33", async () => {
    const res = await send(text("5511987650001"), DEMO_ACCESS_TOKEN, "999");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 33, type: "GraphMethodException" });
  });

  it("names the missing parameter with (#100) and a bad recipient with 131009", async () => {
    const missing = await send({ messaging_product: "whatsapp", type: "text", text: { body: "x" } });
    expect(missing.body.error).toMatchObject({ code: 100, message: "(#100) The parameter to is required." });
    const bad = await send(text("abc"));
    expect(bad.body.error.code).toBe(131009);
  });

  it("limits a number to its messages per second with 130429 and a pair to its burst with 131056", async () => {
    const tight = await startWaSandbox({
      port: 0,
      phoneNumbers: [{ ...sandbox.phoneNumbers[0]!, mps: 2 }],
      pairLimit: { burst: 1, perSeconds: 6 },
      enforceWindow: false,
      now: () => clock,
    });
    try {
      const post = (to: string) =>
        fetch(`${tight.url}/v25.0/${DEMO_PHONE_NUMBER_ID}/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${DEMO_ACCESS_TOKEN}`, "content-type": "application/json" },
          body: JSON.stringify(text(to)),
        }).then((r) => r.json() as Promise<J>);
      expect((await post("5511987650001")).messages).toHaveLength(1);
      expect((await post("5511987650001")).error.code).toBe(131056);
      expect((await post("5521987650002")).error.code).toBe(130429);
      clock += 6_000;
      expect((await post("5511987650001")).messages).toHaveLength(1);
    } finally {
      await tight.close();
    }
  });
});

describe("status webhooks", () => {
  it("posts sent, delivered and read in order, each signed with the app secret over the raw body", async () => {
    sandbox.injectInbound({ from: "5511987650001", text: "Oi" });
    const res = await send(text("5511987650001", "Olá, Ana"));
    await receiver.waitFor(4);
    for (const r of receiver.received) {
      expect(r.signature).toBe(hmac(r.raw));
      expect(r.userAgent).toBe("facebookexternalua");
    }
    const statuses = statusesOf(receiver.received);
    expect(statuses.map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
    expect(statuses.every((s) => s.id === res.body.messages[0].id && s.recipient_id === "5511987650001")).toBe(true);
    expect(statuses[0]).toMatchObject({ pricing: { category: "service", pricing_model: "PMP" } });
    const envelope = receiver.received[1]!.payload;
    expect(envelope).toMatchObject({
      object: "whatsapp_business_account",
      entry: [
        {
          id: DEMO_WABA_ID,
          changes: [{ field: "messages", value: { metadata: { phone_number_id: DEMO_PHONE_NUMBER_ID } } }],
        },
      ],
    });
  });

  it("out of order: read arrives first and sent last, with timestamps that still rank them", async () => {
    sandbox.update({ statusOrder: "out_of_order" });
    await send(template("5521987650002", "retomada_contato", [{ type: "text", text: "Bruno" }]));
    await receiver.waitFor(3);
    const statuses = statusesOf(receiver.received);
    expect(statuses.map((s) => s.status)).toEqual(["read", "delivered", "sent"]);
    expect(Number(statuses[0]!.timestamp)).toBeGreaterThan(Number(statuses[2]!.timestamp));
  });

  it("duplicates: every webhook twice with the same bytes and signature", async () => {
    sandbox.update({ duplicateWebhooks: true, readReceipts: false });
    await send(template("5521987650002", "retomada_contato", [{ type: "text", text: "Bruno" }]));
    await receiver.waitFor(4);
    const [a, b, c, d] = receiver.received;
    expect(a!.raw).toBe(b!.raw);
    expect(a!.signature).toBe(b!.signature);
    expect(c!.raw).toBe(d!.raw);
    expect(statusesOf(receiver.received).map((s) => s.status)).toEqual(["sent", "sent", "delivered", "delivered"]);
  });

  it("outside the 24-hour window a text is accepted and then fails with 131047; inside it, it is delivered", async () => {
    const outside = await send(text("5521987650002"));
    expect(outside.status).toBe(200);
    await receiver.waitFor(1);
    expect(statusesOf(receiver.received)).toEqual([
      expect.objectContaining({
        id: outside.body.messages[0].id,
        status: "failed",
        errors: [expect.objectContaining({ code: 131047, title: "Re-engagement message" })],
      }),
    ]);
    sandbox.injectInbound({ from: "5521987650002", text: "Oi" });
    clock += 23 * 3_600_000;
    await send(text("5521987650002"));
    clock += 2 * 3_600_000;
    await send(text("5521987650002"));
    await receiver.waitFor(6);
    expect(statusesOf(receiver.received).map((s) => s.errors?.[0]?.code ?? s.status)).toEqual([
      131047,
      "sent",
      "delivered",
      "read",
      131047,
    ]);
  });

  it("a number not on WhatsApp fails with 131026 by webhook; a forced sync code fails the call itself", async () => {
    await send(template(DEMO_UNDELIVERABLE_NUMBER, "retomada_contato", [{ type: "text", text: "X" }]));
    await receiver.waitFor(1);
    expect(statusesOf(receiver.received)[0]?.errors?.[0]?.code).toBe(131026);
    sandbox.failNext({ code: 130429, to: "5521987650002" });
    const limited = await send(template("5521987650002", "retomada_contato", [{ type: "text", text: "B" }]));
    expect(limited.body.error).toMatchObject({ code: 130429, message: "(#130429) Rate limit hit" });
    const next = await send(template("5521987650002", "retomada_contato", [{ type: "text", text: "B" }]));
    expect(next.status).toBe(200);
  });

  it("retries a webhook the receiver refused until it answers 200", async () => {
    const flaky = await startWebhookReceiver((n) => (n < 3 ? 500 : 200));
    const sb = await startWaSandbox({ port: 0, webhookUrl: flaky.url, webhookRetryDelayMs: 5 });
    try {
      sb.injectInbound({ from: "5511987650001", text: "Oi" });
      await sb.idle();
      expect(sb.webhooks[0]).toMatchObject({
        outcome: "delivered",
        attempts: [{ status: 500 }, { status: 500 }, { status: 200 }],
      });
      expect(flaky.received).toHaveLength(1);
    } finally {
      await sb.close();
      await flaky.close();
    }
  });
});

describe("inbound simulation and media", () => {
  it("posts a text and an image in one payload, the image downloadable by its id with the token", async () => {
    const { media_ids } = sandbox.injectInbound([
      { from: "5511987650001", name: "Ana Souza", text: "Oi", user_id: "BR.1502576394655843" },
      {
        from: "5511987650001",
        type: "image",
        caption: "Planta",
        content_base64: Buffer.from("jpeg-bytes").toString("base64"),
        mime_type: "image/jpeg",
      },
    ]);
    await receiver.waitFor(1);
    const value = receiver.received[0]!.payload.entry[0]!.changes[0]!.value;
    expect(value.contacts).toEqual([
      { profile: { name: "Ana Souza" }, wa_id: "5511987650001", user_id: "BR.1502576394655843" },
    ]);
    expect(value.messages?.map((m) => m.type)).toEqual(["text", "image"]);
    expect(value.messages?.[1]?.image).toMatchObject({ id: media_ids[0], mime_type: "image/jpeg", caption: "Planta" });

    const auth = { authorization: `Bearer ${DEMO_ACCESS_TOKEN}` };
    const meta = await fetch(`${sandbox.url}/v25.0/${media_ids[0]}`, { headers: auth }).then(
      (r) => r.json() as Promise<J>,
    );
    expect(meta).toMatchObject({
      messaging_product: "whatsapp",
      mime_type: "image/jpeg",
      file_size: 10,
      id: media_ids[0],
    });
    const file = await fetch(meta.url, { headers: auth });
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe("jpeg-bytes");
    expect((await fetch(meta.url)).status).toBe(401);
    clock += 8 * 24 * 3_600_000;
    const expired = await fetch(`${sandbox.url}/v25.0/${media_ids[0]}`, { headers: auth });
    expect(((await expired.json()) as J).error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it("uploads media by multipart and sends it as a document by id", async () => {
    sandbox.injectInbound({ from: "5511987650001", text: "Manda a tabela" });
    const form = new FormData();
    form.set("messaging_product", "whatsapp");
    form.set("type", "application/pdf");
    form.set("file", new Blob([Buffer.from("%PDF-1.4 tabela")], { type: "application/pdf" }), "tabela.pdf");
    const upload = await fetch(`${sandbox.url}/v25.0/${DEMO_PHONE_NUMBER_ID}/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${DEMO_ACCESS_TOKEN}` },
      body: form,
    }).then((r) => r.json() as Promise<J>);
    expect(upload.id).toMatch(/^\d+$/);
    const res = await send({
      messaging_product: "whatsapp",
      to: "5511987650001",
      type: "document",
      document: { id: upload.id, filename: "tabela.pdf" },
    });
    expect(res.status).toBe(200);
    const unknown = await send({
      messaging_product: "whatsapp",
      to: "5511987650001",
      type: "image",
      image: { id: "123" },
    });
    expect(unknown.body.error.code).toBe(131009);
  });

  it("lists templates page by page with paging.next, as the template sync will walk them", async () => {
    const auth = { authorization: `Bearer ${DEMO_ACCESS_TOKEN}` };
    const names: string[] = [];
    let next: string | undefined = `${sandbox.url}/v25.0/${DEMO_WABA_ID}/message_templates?limit=3`;
    while (next) {
      const page: { data: { name: string }[]; paging: { next?: string } } = await fetch(next, { headers: auth }).then(
        (r) => r.json() as Promise<J>,
      );
      names.push(...page.data.map((t) => t.name));
      next = page.paging.next;
    }
    expect(names).toEqual(sandbox.templates.map((t) => t.name));
  });
});

describe("marketing opt-out and template status events", () => {
  it("a user who stops marketing: user_preferences webhook, marketing templates fail with 131050, utility ones pass", async () => {
    sandbox.setMarketingPreference("5511987650001", "stop");
    await receiver.waitFor(1);
    expect(receiver.received[0]!.payload.entry[0]!.changes[0]).toMatchObject({
      field: "user_preferences",
      value: {
        contacts: [{ wa_id: "5511987650001" }],
        user_preferences: [{ wa_id: "5511987650001", category: "marketing_messages", value: "stop" }],
      },
    });
    const marketing = await send(template("5511987650001", "retomada_contato", [{ type: "text", text: "Ana" }]));
    expect(marketing.status).toBe(200);
    await receiver.waitFor(2);
    expect(statusesOf(receiver.received)[0]).toMatchObject({ id: marketing.body.messages[0].id, status: "failed" });
    expect(statusesOf(receiver.received)[0]?.errors?.[0]?.code).toBe(131050);
    sandbox.update({ readReceipts: false });
    await send(
      template("5511987650001", "boas_vindas", [
        { type: "text", text: "Ana" },
        { type: "text", text: "Aurora" },
      ]),
    );
    sandbox.setMarketingPreference("5511987650001", "resume");
    await send(template("5511987650001", "retomada_contato", [{ type: "text", text: "Ana" }]));
    await receiver.waitFor(7);
    expect(statusesOf(receiver.received).map((s) => s.errors?.[0]?.code ?? s.status)).toEqual([
      131050,
      "sent",
      "delivered",
      "sent",
      "delivered",
    ]);
  });

  it("a paused template: message_template_status_update webhook, then sends answer 132015 until approved again", async () => {
    const control = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/templates`, { method: "PATCH", body: JSON.stringify(body) }).then(
        (r) => r.status,
      );
    expect(await control({ name: "retomada_contato", status: "PAUSED", reason: "LOW_QUALITY" })).toBe(200);
    await receiver.waitFor(1);
    expect(receiver.received[0]!.payload.entry[0]!.changes[0]).toEqual({
      field: "message_template_status_update",
      value: {
        event: "PAUSED",
        message_template_id: expect.any(String),
        message_template_name: "retomada_contato",
        message_template_language: "pt_BR",
        reason: "LOW_QUALITY",
      },
    });
    const paused = await send(template("5511987650001", "retomada_contato", [{ type: "text", text: "Ana" }]));
    expect(paused.body.error.code).toBe(132015);
    await control({ name: "retomada_contato", status: "APPROVED" });
    expect((await send(template("5511987650001", "retomada_contato", [{ type: "text", text: "Ana" }]))).status).toBe(
      200,
    );
    expect(await control({ name: "nao_existe", status: "PAUSED" })).toBe(404);
  });
});

describe("control API", () => {
  it("injects an inbound message, sets a failure and reads the request log over HTTP", async () => {
    const control = (path: string, method = "GET", body?: unknown) =>
      fetch(`${sandbox.url}/__sandbox${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as J }));
    const inbound = await control("/inbound", "POST", { from: "5511987650001", text: "Quero visitar", duplicates: 1 });
    expect(inbound.status).toBe(201);
    await receiver.waitFor(2);
    expect(receiver.received[0]!.raw).toBe(receiver.received[1]!.raw);
    expect(receiver.received[0]!.payload.entry[0]!.changes[0]!.value.messages?.[0]?.id).toBe(inbound.body.wamids[0]);

    await control("/failures", "POST", { code: 131000 });
    const failed = await send(text("5511987650001"));
    expect(failed.status).toBe(500);
    const log = await control("/requests");
    expect(log.body.map((r: { status: number }) => r.status)).toEqual([500]);
    const page = await fetch(`${sandbox.url}/__sandbox`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("Sandbox da WhatsApp Cloud API");
  });

  it("performs Meta's GET handshake against the webhook URL, with the right and a wrong verify token", async () => {
    const verify = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/verify-webhook`, { method: "POST", body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<J>,
      );
    const good = await verify({});
    expect(good).toMatchObject({ ok: true, status: 200 });
    expect(good.answer).toBe(good.challenge);
    expect(await verify({ verify_token: "wrong" })).toMatchObject({ ok: false, status: 403 });
  });
});
