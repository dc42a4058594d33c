import { devPage } from "./dev-page";
import type { StatusName } from "./payloads";
import type { InboundInput, WaSandbox, WaSandboxSettings } from "./types";

/** One HTTP answer of the sandbox: JSON `body`, or `html`, or `raw` bytes of `type`; `after` runs once it is sent. */
export interface Reply {
  status: number;
  body?: unknown;
  html?: string;
  raw?: Buffer;
  type?: string;
  after?: () => void;
}
type ControlResult = Reply;

const STATUSES: StatusName[] = ["sent", "delivered", "read", "failed"];
const bad = (message: string): ControlResult => ({ status: 400, body: { error: message } });

/**
 * The sandbox's own API under /__sandbox (never part of the Graph protocol): what it received and sent, inbound
 * simulation, failure modes and settings. Tests and the dev page drive it; `GET /__sandbox` is the dev page.
 */
export async function handleControl(sandbox: WaSandbox, method: string, url: URL, raw: Buffer): Promise<ControlResult> {
  const path = url.pathname.replace(/\/+$/, "");
  let body: Record<string, unknown> = {};
  if (raw.length > 0) {
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return bad("body must be JSON");
    }
  }
  const since = Number(url.searchParams.get("since") ?? 0);
  switch (`${method} ${path}`) {
    case "GET /__sandbox":
      return { status: 200, html: devPage(sandbox) };
    case "GET /__sandbox/state":
      return {
        status: 200,
        body: {
          settings: sandbox.settings,
          phone_numbers: sandbox.phoneNumbers,
          templates: sandbox.templates,
          failures: sandbox.failures,
        },
      };
    case "GET /__sandbox/requests":
      return { status: 200, body: sandbox.requests.filter((r) => r.seq > since) };
    case "GET /__sandbox/messages":
      return { status: 200, body: sandbox.messages };
    case "GET /__sandbox/webhooks":
      return {
        status: 200,
        body: sandbox.webhooks.filter((w) => w.seq > since).map(({ rawBody: _raw, ...w }) => w),
      };
    case "POST /__sandbox/inbound": {
      const list = (Array.isArray(body.batch) ? body.batch : [body]) as InboundInput[];
      try {
        return { status: 201, body: sandbox.injectInbound(list) };
      } catch (err) {
        return bad(err instanceof Error ? err.message : String(err));
      }
    }
    case "POST /__sandbox/statuses": {
      const { wamid, status, error_code } = body as { wamid?: string; status?: StatusName; error_code?: number };
      if (!wamid || !status || !STATUSES.includes(status))
        return bad("wamid and status (sent, delivered, read, failed) are required");
      return sandbox.emitStatus(wamid, status, error_code) ? { status: 202, body: { ok: true } } : bad("unknown wamid");
    }
    case "POST /__sandbox/preferences": {
      if (typeof body.from !== "string" || (body.value !== "stop" && body.value !== "resume")) {
        return bad("from and value (stop or resume) are required");
      }
      sandbox.setMarketingPreference(
        body.from,
        body.value,
        typeof body.phone_number_id === "string" ? body.phone_number_id : undefined,
      );
      return { status: 202, body: { ok: true } };
    }
    case "PATCH /__sandbox/templates": {
      const statuses = ["APPROVED", "PENDING", "REJECTED", "PAUSED", "DISABLED"] as const;
      const status = statuses.find((s) => s === body.status);
      if (typeof body.name !== "string" || !status) return bad(`name and status (${statuses.join(", ")}) are required`);
      const found = sandbox.setTemplateStatus(
        body.name,
        status,
        typeof body.language === "string" ? body.language : undefined,
        typeof body.reason === "string" ? body.reason : undefined,
      );
      return found ? { status: 200, body: sandbox.templates } : { status: 404, body: { error: "unknown template" } };
    }
    case "GET /__sandbox/failures":
      return { status: 200, body: sandbox.failures };
    case "POST /__sandbox/failures": {
      const code = Number(body.code);
      if (!Number.isInteger(code) || code <= 0) return bad("code (a Cloud API error code) is required");
      sandbox.failNext({
        code,
        ...(typeof body.to === "string" ? { to: body.to } : {}),
        ...(typeof body.phone_number_id === "string" ? { phone_number_id: body.phone_number_id } : {}),
        times: body.times === undefined ? 1 : Number(body.times),
      });
      return { status: 201, body: sandbox.failures };
    }
    case "DELETE /__sandbox/failures":
      sandbox.failures.length = 0;
      return { status: 200, body: [] };
    case "PATCH /__sandbox/settings": {
      const patch: Partial<WaSandboxSettings> = {};
      if ("webhookUrl" in body) patch.webhookUrl = body.webhookUrl ? String(body.webhookUrl) : null;
      if (body.statusOrder === "in_order" || body.statusOrder === "out_of_order") patch.statusOrder = body.statusOrder;
      for (const key of ["duplicateWebhooks", "readReceipts", "enforceWindow"] as const) {
        if (typeof body[key] === "boolean") patch[key] = body[key];
      }
      if (typeof body.statusDelayMs === "number") patch.statusDelayMs = body.statusDelayMs;
      sandbox.update(patch);
      return { status: 200, body: sandbox.settings };
    }
    case "POST /__sandbox/verify-webhook":
      return {
        status: 200,
        body: await verifyWebhook(sandbox, typeof body.verify_token === "string" ? body.verify_token : undefined),
      };
    case "POST /__sandbox/reset":
      sandbox.reset();
      return { status: 200, body: { ok: true } };
    default:
      return { status: 404, body: { error: `no control route ${method} ${path}` } };
  }
}

/**
 * Meta's subscription handshake against the configured webhook URL: GET with hub.mode=subscribe, hub.verify_token and
 * hub.challenge; the receiver must answer 200 with the bare challenge.
 */
export async function verifyWebhook(sandbox: WaSandbox, verifyToken = sandbox.verifyToken) {
  if (!sandbox.settings.webhookUrl) return { ok: false, status: null, error: "no webhook URL configured" };
  const challenge = String(Math.floor(Math.random() * 1e9));
  const target = new URL(sandbox.settings.webhookUrl);
  target.searchParams.set("hub.mode", "subscribe");
  target.searchParams.set("hub.verify_token", verifyToken);
  target.searchParams.set("hub.challenge", challenge);
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(5_000) });
    const text = await res.text();
    return { ok: res.status === 200 && text === challenge, status: res.status, challenge, answer: text.slice(0, 200) };
  } catch (err) {
    return { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
  }
}
