import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startWaSandbox, type WaSandbox } from "@portal/wa-sandbox";
import {
  DEMO_ACCESS_TOKEN,
  DEMO_APP_SECRET,
  DEMO_PHONE_NUMBER_ID,
  DEMO_UNDELIVERABLE_NUMBER,
  DEMO_WABA_ID,
} from "@portal/wa-sandbox/demo";
import { startWebhookReceiver, statusesOf } from "@portal/wa-sandbox/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WhatsAppCloudClient } from "./cloud-client";
import { classifyWhatsAppError, WhatsAppApiError } from "./errors";
import { verifyWhatsAppSignature } from "./signature";

/**
 * The client against the sandbox over real HTTP: the same requests it will make to Meta, the sandbox's log as the
 * ground truth of what went over the wire, and the webhooks the sandbox signs verified with the portal's own code.
 */
let sandbox: WaSandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let client: WhatsAppCloudClient;

const clientFor = (baseUrl: string, overrides: Partial<ConstructorParameters<typeof WhatsAppCloudClient>[0]> = {}) =>
  new WhatsAppCloudClient({
    graphBaseUrl: baseUrl,
    graphVersion: "v25.0",
    httpTimeoutMs: 2_000,
    phoneNumberId: DEMO_PHONE_NUMBER_ID,
    accessToken: DEMO_ACCESS_TOKEN,
    ...overrides,
  });

/** The error a call rejects with (fails the test when it resolves). */
async function failure(call: Promise<unknown>): Promise<WhatsAppApiError> {
  const outcome = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(WhatsAppApiError);
  return outcome as WhatsAppApiError;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startWaSandbox({ port: 0, webhookUrl: receiver.url });
  client = clientFor(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
afterEach(async () => {
  await sandbox.idle();
  sandbox.reset();
  sandbox.update({ statusOrder: "in_order" });
  receiver.received.length = 0;
});

describe("WhatsAppCloudClient against the sandbox", () => {
  it("sends a text inside the window: the wamid comes back and the sandbox logged Meta's request body", async () => {
    sandbox.injectInbound({ from: "5511987650001", text: "Oi" });
    const sent = await client.sendText("5511987650001", "Olá, Ana! Como posso ajudar?", { replyTo: "wamid.abc" });
    expect(sent).toEqual({
      wamid: expect.stringMatching(/^wamid\./),
      waId: "5511987650001",
      input: "5511987650001",
      messageStatus: null,
    });
    expect(sandbox.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v25.0/${DEMO_PHONE_NUMBER_ID}/messages`,
      auth: "valid",
      status: 200,
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "5511987650001",
        type: "text",
        text: { body: "Olá, Ana! Como posso ajudar?" },
        context: { message_id: "wamid.abc" },
      },
    });
  });

  it("sends positional and named templates, and keeps the wa_id Meta resolved (ninth digit)", async () => {
    const positional = await client.sendTemplate("5511987650003", {
      name: "boas_vindas",
      language: "pt_BR",
      body: ["Carla", "Residencial Aurora"],
    });
    expect(positional).toMatchObject({ waId: "551187650003", input: "5511987650003", messageStatus: "accepted" });
    await client.sendTemplate("5521987650002", {
      name: "lancamento_empreendimento",
      language: "pt_BR",
      body: { first_name: "Bruno", enterprise: "Aurora" },
    });
    expect(sandbox.messages.map((m) => m.preview)).toEqual([
      "Olá Carla, obrigado pelo interesse no Residencial Aurora. Posso ajudar?",
      "Oi Bruno! O Aurora está em lançamento com condições especiais. Responda SAIR para não receber mais.",
    ]);
    expect(sandbox.requests.at(-1)?.body).toMatchObject({
      template: {
        language: { code: "pt_BR", policy: "deterministic" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", parameter_name: "first_name", text: "Bruno" },
              { type: "text", parameter_name: "enterprise", text: "Aurora" },
            ],
          },
        ],
      },
    });
  });

  it("uploads a document and sends it by id; sends an image by link", async () => {
    sandbox.injectInbound({ from: "5511987650001", text: "Manda a tabela" });
    const id = await client.uploadMedia({
      bytes: Buffer.from("%PDF-1.4 tabela"),
      mimeType: "application/pdf",
      filename: "tabela.pdf",
    });
    await client.sendDocument("5511987650001", { id, filename: "tabela.pdf", caption: "Tabela de preços" });
    await client.sendImage("5511987650001", { link: "https://example.com/planta.jpg", caption: "Planta" });
    expect(sandbox.messages.map((m) => [m.type, m.preview])).toEqual([
      ["document", "[documento tabela.pdf] Tabela de preços"],
      ["image", "[imagem] Planta"],
    ]);
  });

  it("downloads an inbound image: media id -> URL -> bytes with the same token", async () => {
    const { media_ids } = sandbox.injectInbound({
      from: "5511987650001",
      type: "image",
      mime_type: "image/jpeg",
      content_base64: Buffer.from("jpeg-bytes").toString("base64"),
    });
    const media = await client.getMedia(media_ids[0]!);
    expect(media).toMatchObject({ mimeType: "image/jpeg", fileSize: 10 });
    const file = await client.downloadMedia(media.url);
    expect(file).toEqual({ bytes: Buffer.from("jpeg-bytes"), mimeType: "image/jpeg" });
  });

  it("lists every template, following paging.next", async () => {
    const templates = await client.listTemplates(DEMO_WABA_ID);
    expect(templates.map((t) => `${t.name}:${t.status}`)).toEqual(
      sandbox.templates.map((t) => `${t.name}:${t.status}`),
    );
  });
});

describe("errors: the provider's code kept, retryable or permanent", () => {
  it("132001 unknown template: permanent, with Meta's details and trace id", async () => {
    const err = await failure(client.sendTemplate("5511987650001", { name: "nao_existe", language: "pt_BR" }));
    expect(err).toMatchObject({ code: 132001, retryable: false, reason: "template" });
    expect(err.info).toMatchObject({
      httpStatus: 404,
      type: "OAuthException",
      details: "template name (nao_existe) does not exist in pt_BR",
      fbtraceId: expect.any(String),
    });
    expect(err.message).toBe("(#132001) Template name does not exist in the translation");
  });

  it("132000 parameter mismatch and 132015 paused template: permanent", async () => {
    const mismatch = await failure(
      client.sendTemplate("5511987650001", { name: "boas_vindas", language: "pt_BR", body: ["Ana"] }),
    );
    expect(mismatch).toMatchObject({ code: 132000, retryable: false, reason: "template" });
    const paused = await failure(
      client.sendTemplate("5511987650001", { name: "promocao_pausada", language: "pt_BR", body: ["Natal"] }),
    );
    expect(paused).toMatchObject({ code: 132015, retryable: false, reason: "template_paused" });
  });

  it("190 invalid token: permanent account error with HTTP 401", async () => {
    const err = await failure(clientFor(sandbox.url, { accessToken: "revoked" }).sendText("5511987650001", "x"));
    expect(err).toMatchObject({ code: 190, retryable: false, reason: "account" });
    expect(err.info.httpStatus).toBe(401);
  });

  it("130429 throughput and 131056 pair limit: retryable", async () => {
    sandbox.failNext({ code: 130429 });
    sandbox.failNext({ code: 131056 });
    const template = { name: "retomada_contato", language: "pt_BR", body: ["Ana"] };
    expect(await failure(client.sendTemplate("5511987650001", template))).toMatchObject({
      code: 130429,
      retryable: true,
      reason: "rate_limit",
    });
    expect(await failure(client.sendTemplate("5511987650001", template))).toMatchObject({
      code: 131056,
      retryable: true,
      reason: "pair_rate_limit",
    });
    expect((await client.sendTemplate("5511987650001", template)).wamid).toMatch(/^wamid\./);
  });

  it("131047 and 131026 arrive as failed statuses (the send itself succeeds) and classify as permanent", async () => {
    const outside = await client.sendText("5521987650002", "fora da janela");
    const undeliverable = await client.sendTemplate(DEMO_UNDELIVERABLE_NUMBER, {
      name: "retomada_contato",
      language: "pt_BR",
      body: ["X"],
    });
    await receiver.waitFor(2);
    const failed = statusesOf(receiver.received);
    expect(failed.map((s) => [s.id, s.status, s.errors?.[0]?.code])).toEqual([
      [outside.wamid, "failed", 131047],
      [undeliverable.wamid, "failed", 131026],
    ]);
    expect(failed.map((s) => classifyWhatsAppError(s.errors?.[0]?.code ?? null))).toEqual([
      { retryable: false, reason: "outside_window" },
      { retryable: false, reason: "undeliverable" },
    ]);
  });

  it("a 5xx is retryable; so are a timeout and a refused connection, which carry no provider code", async () => {
    sandbox.failNext({ code: 131000 });
    expect(await failure(client.sendText("5511987650001", "x"))).toMatchObject({
      code: 131000,
      retryable: true,
      reason: "server",
    });

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const timeout = await failure(clientFor(silentUrl, { httpTimeoutMs: 150 }).sendText("5511987650001", "x"));
      expect(timeout).toMatchObject({ code: null, retryable: true, reason: "timeout" });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    const refused = await failure(clientFor(silentUrl).sendText("5511987650001", "x"));
    expect(refused).toMatchObject({ code: null, retryable: true, reason: "network" });
  });
});

describe("webhooks the sandbox signs, verified by the portal's code", () => {
  it("every webhook verifies with the app secret and fails with another one", async () => {
    sandbox.injectInbound({ from: "5511987650001", text: "Oi" });
    await client.sendText("5511987650001", "Olá");
    await receiver.waitFor(4);
    for (const webhook of receiver.received) {
      expect(verifyWhatsAppSignature(webhook.raw, webhook.signature, DEMO_APP_SECRET)).toBe(true);
      expect(verifyWhatsAppSignature(webhook.raw, webhook.signature, "another-secret")).toBe(false);
    }
  });

  it("statuses come in order by default and reversed in out-of-order mode, for the same kind of send", async () => {
    const template = { name: "retomada_contato", language: "pt_BR", body: ["Ana"] };
    const first = await client.sendTemplate("5511987650001", template);
    await receiver.waitFor(3);
    sandbox.update({ statusOrder: "out_of_order" });
    const second = await client.sendTemplate("5511987650001", template);
    await receiver.waitFor(6);
    const statuses = statusesOf(receiver.received).map((s) => [s.id, s.status]);
    expect(statuses).toEqual([
      [first.wamid, "sent"],
      [first.wamid, "delivered"],
      [first.wamid, "read"],
      [second.wamid, "read"],
      [second.wamid, "delivered"],
      [second.wamid, "sent"],
    ]);
  });
});
