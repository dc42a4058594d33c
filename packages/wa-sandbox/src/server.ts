import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { handleControl, type Reply } from "./control";
import {
  DEMO_ACCESS_TOKEN,
  DEMO_APP_SECRET,
  DEMO_CONTACTS,
  DEMO_PHONE_NUMBERS,
  DEMO_SANDBOX_PORT,
  DEMO_TEMPLATES,
  DEMO_UNDELIVERABLE_NUMBER,
  DEMO_VERIFY_TOKEN,
  type SandboxPhoneNumber,
  type SandboxTemplate,
} from "./demo";
import { GRAPH_ERRORS, graphError } from "./graph-errors";
import { graphHandler, templateId } from "./graph-routes";
import { INBOUND_TTL_MS, MediaStore, TINY_PNG } from "./media";
import {
  fieldEnvelope,
  newWamid,
  type StatusName,
  statusFor,
  unixSeconds,
  type WebhookContact,
  type WebhookInboundMessage,
  webhookEnvelope,
} from "./payloads";
import type {
  FailureRule,
  InboundInput,
  LoggedRequest,
  SentMessage,
  WaSandbox,
  WaSandboxOptions,
  WaSandboxSettings,
} from "./types";
import { validateSend } from "./validate";
import { type EmitterSettings, WebhookEmitter } from "./webhook-emitter";

export type { SandboxPhoneNumber, SandboxTemplate } from "./demo";
export type { WebhookPayload, WebhookStatus } from "./payloads";
export type {
  FailureRule,
  InboundInput,
  LoggedRequest,
  SentMessage,
  WaSandbox,
  WaSandboxOptions,
  WaSandboxSettings,
} from "./types";
export type { WebhookDelivery } from "./webhook-emitter";

const _GRAPH_VERSION = /^v\d+\.\d+$/;

/** Starts the sandbox; rejects (EADDRINUSE...) when it cannot listen. */
export async function startWaSandbox(options: WaSandboxOptions = {}): Promise<WaSandbox> {
  const now = options.now ?? Date.now;
  const log = options.logger ?? (() => {});
  const appSecret = options.appSecret ?? DEMO_APP_SECRET;
  const accessToken = options.accessToken ?? DEMO_ACCESS_TOKEN;
  const verifyToken = options.verifyToken ?? DEMO_VERIFY_TOKEN;
  const phoneNumbers = options.phoneNumbers ?? DEMO_PHONE_NUMBERS;
  // Copied: template statuses change at run time (control API) and must not leak into another sandbox.
  const templates = (options.templates ?? DEMO_TEMPLATES).map((t) => ({ ...t }));
  const contacts = options.contacts ?? DEMO_CONTACTS;
  const undeliverable = new Set(options.undeliverable ?? [DEMO_UNDELIVERABLE_NUMBER]);
  const windowMs = (options.windowHours ?? 24) * 3_600_000;
  const pairLimit = options.pairLimit ?? { burst: 45, perSeconds: 6 };
  const settings: WaSandboxSettings = {
    webhookUrl: options.webhookUrl ?? null,
    statusOrder: options.statusOrder ?? "in_order",
    duplicateWebhooks: options.duplicateWebhooks ?? false,
    readReceipts: options.readReceipts ?? true,
    enforceWindow: options.enforceWindow ?? true,
    statusDelayMs: options.statusDelayMs ?? 0,
  };
  const emitterSettings = (): EmitterSettings => ({
    webhookUrl: settings.webhookUrl,
    appSecret,
    retries: options.webhookRetries ?? 3,
    retryDelayMs: options.webhookRetryDelayMs ?? 100,
  });
  const emitter = new WebhookEmitter(emitterSettings, log);
  const media = new MediaStore(now);
  const requests: LoggedRequest[] = [];
  const messages: SentMessage[] = [];
  const byWamid = new Map<string, SentMessage>();
  const failures: FailureRule[] = [];
  /** Last inbound message time per `${phone_number_id}:${wa_id}`: the customer service window. */
  const lastInbound = new Map<string, number>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  /** `${phone_number_id}:${wa_id}` of users who stopped marketing messages from the business. */
  const marketingStopped = new Set<string>();
  let requestSeq = 0;

  const waIdOf = (to: string) => contacts.find((c) => c.input === to || c.wa_id === to)?.wa_id ?? to;
  const phoneById = (id: string | undefined) => phoneNumbers.find((p) => p.id === id) ?? phoneNumbers[0]!;

  /** Token bucket: false when `key` has no token left (capacity, refilled `perSecond` tokens a second). */
  function take(key: string, capacity: number, perSecond: number): boolean {
    const t = now();
    const b = buckets.get(key) ?? { tokens: capacity, at: t };
    b.tokens = Math.min(capacity, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  function takeFailure(phoneId: string, to: string): FailureRule | undefined {
    const i = failures.findIndex(
      (f) =>
        (!f.to || f.to === to || waIdOf(f.to) === waIdOf(to)) && (!f.phone_number_id || f.phone_number_id === phoneId),
    );
    const rule = failures[i];
    if (!rule) return undefined;
    if (rule.times > 0 && --rule.times === 0) failures.splice(i, 1);
    return rule;
  }

  function emitStatus(wamid: string, status: StatusName, errorCode?: number, atMs = now(), delayMs = 0): boolean {
    const message = byWamid.get(wamid);
    if (!message) return false;
    message.statuses.push({ status, ...(errorCode !== undefined ? { error_code: errorCode } : {}) });
    const payload = webhookEnvelope(phoneById(message.phone_number_id), {
      statuses: [statusFor({ wamid, to: message.wa_id, category: message.category }, status, atMs, errorCode)],
    });
    emitter.enqueue(`statuses:${status}`, payload, { delayMs, copies: settings.duplicateWebhooks ? 2 : 1 });
    return true;
  }

  /** The statuses Meta would post after an accepted send: failed with `failCode`, else sent/delivered/read. */
  function scheduleStatuses(message: SentMessage, failCode: number | undefined) {
    const t = now();
    if (failCode !== undefined) {
      emitStatus(message.wamid, "failed", failCode, t, settings.statusDelayMs);
      return;
    }
    const sequence: [StatusName, number][] = [
      ["sent", t],
      ["delivered", t + 1000],
    ];
    if (settings.readReceipts) sequence.push(["read", t + 2000]);
    if (settings.statusOrder === "out_of_order") sequence.reverse();
    for (const [status, at] of sequence) emitStatus(message.wamid, status, undefined, at, settings.statusDelayMs);
  }

  function sendMessage(phone: SandboxPhoneNumber, body: unknown): Reply {
    const check = validateSend(body, { templates, mediaExists: (id) => media.get(id) !== undefined });
    if (!check.ok) return graphError(check.code, check.details, check.message ? { message: check.message } : {});
    const send = check.send;
    const forced = takeFailure(phone.id, send.to);
    if (forced && GRAPH_ERRORS[forced.code]?.delivery !== "async") return graphError(forced.code);
    if (!take(`mps:${phone.id}`, phone.mps, phone.mps)) return graphError(130429);
    const waId = waIdOf(send.to);
    if (!take(`pair:${phone.id}:${waId}`, pairLimit.burst, 1 / pairLimit.perSeconds)) return graphError(131056);

    let failCode = forced?.code;
    if (failCode === undefined && (undeliverable.has(send.to) || undeliverable.has(waId))) failCode = 131026;
    if (failCode === undefined && send.category === "marketing" && marketingStopped.has(`${phone.id}:${waId}`)) {
      failCode = 131050;
    }
    const windowOpen = now() - (lastInbound.get(`${phone.id}:${waId}`) ?? Number.NEGATIVE_INFINITY) < windowMs;
    if (failCode === undefined && settings.enforceWindow && send.type !== "template" && !windowOpen) failCode = 131047;

    const message: SentMessage = {
      wamid: newWamid(waId),
      phone_number_id: phone.id,
      to: send.to,
      wa_id: waId,
      type: send.type,
      category: send.category,
      preview: send.preview,
      ...(send.template ? { template: send.template } : {}),
      at: new Date(now()).toISOString(),
      statuses: [],
    };
    messages.push(message);
    byWamid.set(message.wamid, message);
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: (body as { to: string }).to, wa_id: waId }],
        messages: [{ id: message.wamid, ...(send.type === "template" ? { message_status: "accepted" } : {}) }],
      },
      after: () => scheduleStatuses(message, failCode),
    };
  }

  function injectInbound(input: InboundInput | InboundInput[]) {
    const list = Array.isArray(input) ? input : [input];
    if (list.length === 0) throw new Error("no inbound message given");
    const phone = phoneById(list[0]!.phone_number_id);
    const wamids: string[] = [];
    const mediaIds: string[] = [];
    const contactsOut: WebhookContact[] = [];
    const messagesOut: WebhookInboundMessage[] = [];
    for (const m of list) {
      const from = m.from.replace(/\D/g, "");
      if (!/^\d{8,15}$/.test(from)) throw new Error(`invalid sender number: ${m.from}`);
      const type = m.type ?? "text";
      const t = now();
      lastInbound.set(`${phone.id}:${from}`, t);
      const wamid = newWamid(from);
      wamids.push(wamid);
      const known = contacts.find((c) => c.wa_id === from);
      if (!contactsOut.some((c) => c.wa_id === from)) {
        contactsOut.push({
          profile: { name: m.name ?? known?.name ?? from },
          wa_id: from,
          ...(m.user_id ? { user_id: m.user_id } : {}),
        });
      }
      const base = {
        from,
        id: wamid,
        timestamp: unixSeconds(t),
        ...(m.context_wamid ? { context: { from: phone.display_phone_number, id: m.context_wamid } } : {}),
      };
      if (type === "text") {
        if (!m.text) throw new Error("a text message needs text");
        messagesOut.push({ ...base, type, text: { body: m.text } });
        continue;
      }
      const bytes = m.content_base64 ? Buffer.from(m.content_base64, "base64") : TINY_PNG;
      const mime = m.mime_type ?? (type === "image" ? "image/png" : "application/pdf");
      const stored = media.add({
        bytes,
        mime_type: mime,
        phone_number_id: phone.id,
        ttlMs: INBOUND_TTL_MS,
        ...(m.filename ? { filename: m.filename } : {}),
      });
      mediaIds.push(stored.id);
      const file = {
        id: stored.id,
        mime_type: mime,
        sha256: stored.sha256,
        ...(m.caption ? { caption: m.caption } : {}),
      };
      if (type === "image") messagesOut.push({ ...base, type, image: file });
      else messagesOut.push({ ...base, type, document: { ...file, filename: m.filename ?? "documento.pdf" } });
    }
    const payload = webhookEnvelope(phone, { contacts: contactsOut, messages: messagesOut });
    const copies = 1 + Math.max(0, ...list.map((m) => m.duplicates ?? 0)) + (settings.duplicateWebhooks ? 1 : 0);
    emitter.enqueue(`messages:${messagesOut.map((m) => m.type).join(",")}`, payload, { copies });
    return { wamids, media_ids: mediaIds };
  }

  function setMarketingPreference(from: string, value: "stop" | "resume", phoneNumberId?: string) {
    const phone = phoneById(phoneNumberId);
    const waId = waIdOf(from.replace(/\D/g, ""));
    if (value === "stop") marketingStopped.add(`${phone.id}:${waId}`);
    else marketingStopped.delete(`${phone.id}:${waId}`);
    const name = contacts.find((c) => c.wa_id === waId)?.name ?? waId;
    const payload = webhookEnvelope(
      phone,
      {
        contacts: [{ profile: { name }, wa_id: waId }],
        user_preferences: [
          {
            wa_id: waId,
            detail: `User requested to ${value} marketing messages`,
            category: "marketing_messages",
            value,
            timestamp: unixSeconds(now()),
          },
        ],
      },
      "user_preferences",
    );
    emitter.enqueue(`user_preferences:${value}`, payload, { copies: settings.duplicateWebhooks ? 2 : 1 });
  }

  /** Meta pausing, disabling or approving a template: the status changes and a template webhook goes out. */
  function setTemplateStatus(name: string, status: SandboxTemplate["status"], language?: string, reason?: string) {
    const index = templates.findIndex((t) => t.name === name && (!language || t.language === language));
    const template = templates[index];
    if (!template) return false;
    template.status = status;
    const payload = fieldEnvelope(phoneNumbers[0]!.waba_id, "message_template_status_update", {
      event: status,
      message_template_id: templateId(index),
      message_template_name: template.name,
      message_template_language: template.language,
      reason: reason ?? "NONE",
    });
    emitter.enqueue(`message_template_status_update:${status}`, payload);
    return true;
  }

  const handleGraph = graphHandler({
    accessToken,
    media,
    phoneNumbers,
    templates,
    now,
    sendMessage,
    record: (entry) => requests.push({ ...entry, seq: ++requestSeq }),
    baseUrl: () => sandbox.url,
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://sandbox");
      const handler =
        url.pathname === "/__sandbox" || url.pathname.startsWith("/__sandbox/")
          ? handleControl(sandbox, req.method ?? "GET", url, raw)
          : handleGraph(req, raw, url);
      handler
        .then((r) => {
          if (r.raw) {
            res.writeHead(r.status, {
              "content-type": r.type ?? "application/octet-stream",
              "content-length": r.raw.length,
            });
            res.end(r.raw);
          } else if (r.html !== undefined) {
            res.writeHead(r.status, { "content-type": "text/html; charset=utf-8" });
            res.end(r.html);
          } else {
            res.writeHead(r.status, { "content-type": "application/json" });
            res.end(JSON.stringify(r.body));
          }
          r.after?.();
        })
        .catch((err: unknown) => {
          log(`sandbox error on ${req.method} ${url.pathname}: ${String(err)}`);
          const e = graphError(131000);
          res.writeHead(e.status, { "content-type": "application/json" });
          res.end(JSON.stringify(e.body));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEMO_SANDBOX_PORT, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  const sandbox: WaSandbox = {
    url: `http://${options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1"}:${port}`,
    port,
    settings,
    appSecret,
    accessToken,
    verifyToken,
    phoneNumbers,
    templates,
    requests,
    messages,
    webhooks: emitter.deliveries,
    failures,
    injectInbound,
    setMarketingPreference,
    setTemplateStatus,
    emitStatus: (wamid, status, errorCode) => emitStatus(wamid, status, errorCode),
    failNext: (rule) => {
      failures.push({ ...rule, ...(rule.to ? { to: rule.to.replace(/\D/g, "") } : {}), times: rule.times ?? 1 });
    },
    update: (patch) => Object.assign(settings, patch),
    idle: () => emitter.idle(),
    reset: () => {
      requests.length = 0;
      messages.length = 0;
      byWamid.clear();
      failures.length = 0;
      lastInbound.clear();
      marketingStopped.clear();
      const original = options.templates ?? DEMO_TEMPLATES;
      for (const [i, t] of templates.entries()) Object.assign(t, original[i]);
      buckets.clear();
      media.clear();
      emitter.clear();
    },
    close: async () => {
      await emitter.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return sandbox;
}
