import type { WhatsAppGraphConfig } from "./config";
import { WhatsAppApiError } from "./errors";

/**
 * The WhatsApp Cloud API (Graph) for one business phone number: `POST {base}/{version}/{phone_number_id}/messages`
 * with a bearer token, media upload/download and template listing. The same code talks to Meta and to the sandbox;
 * only the base URL differs (docs/decisions/080-whatsapp-protocol-and-sandbox.md). Every failure is a
 * WhatsAppApiError carrying the provider's code and whether a retry may help.
 */

export interface WhatsAppCloudClientOptions extends WhatsAppGraphConfig {
  phoneNumberId: string;
  accessToken: string;
  fetch?: typeof fetch;
}

export interface WhatsAppSendResult {
  wamid: string;
  /** The WhatsApp id Meta resolved the number to (may differ from the input: Brazil's ninth digit). */
  waId: string | null;
  input: string;
  /** Templates: accepted, held_for_quality_assessment or paused; null for other messages. */
  messageStatus: string | null;
}

export type TemplateParameter =
  | { type: "text"; text: string; parameter_name?: string }
  | {
      type: "currency";
      currency: { fallback_value: string; code: string; amount_1000: number };
      parameter_name?: string;
    }
  | { type: "date_time"; date_time: { fallback_value: string }; parameter_name?: string };

export interface TemplateComponent {
  type: "header" | "body" | "button";
  sub_type?: string;
  index?: string;
  parameters: TemplateParameter[] | Record<string, unknown>[];
}

export interface TemplateSend {
  name: string;
  /** e.g. pt_BR */
  language: string;
  /** Body variables: a list for positional templates ({{1}}...), an object for named ones ({{first_name}}). */
  body?: string[] | Record<string, string>;
  /** Further components as Meta defines them (header, buttons), sent as given. */
  components?: TemplateComponent[];
}

export interface MediaRef {
  /** An uploaded media id, or a public link. */
  id?: string;
  link?: string;
  caption?: string;
}

export interface GraphTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  parameter_format?: string;
  components: { type: string; text?: string; format?: string }[];
}

/** Positional (a list) or named (an object) text parameters for a template's body. */
export function templateBodyParameters(values: string[] | Record<string, string>): TemplateParameter[] {
  return Array.isArray(values)
    ? values.map((text) => ({ type: "text", text }))
    : Object.entries(values).map(([parameter_name, text]) => ({ type: "text", parameter_name, text }));
}

export class WhatsAppCloudClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: WhatsAppCloudClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  private get root() {
    return `${this.options.graphBaseUrl}/${this.options.graphVersion}`;
  }

  sendText(to: string, body: string, opts: { previewUrl?: boolean; replyTo?: string } = {}) {
    return this.send(to, "text", { body, ...(opts.previewUrl ? { preview_url: true } : {}) }, opts.replyTo);
  }

  sendTemplate(to: string, template: TemplateSend) {
    const components: TemplateComponent[] = [
      ...(template.body ? [{ type: "body" as const, parameters: templateBodyParameters(template.body) }] : []),
      ...(template.components ?? []),
    ];
    return this.send(to, "template", {
      name: template.name,
      language: { code: template.language, policy: "deterministic" },
      ...(components.length ? { components } : {}),
    });
  }

  sendImage(to: string, image: MediaRef) {
    return this.send(to, "image", image);
  }

  sendDocument(to: string, document: MediaRef & { filename?: string }) {
    return this.send(to, "document", document);
  }

  /** Any message type: `content` is the object named after the type, as Meta documents it. */
  async send(to: string, type: string, content: object, replyTo?: string): Promise<WhatsAppSendResult> {
    const res = await this.request<{
      contacts?: { input?: string; wa_id?: string }[];
      messages?: { id?: string; message_status?: string }[];
    }>("POST", `${this.root}/${this.options.phoneNumberId}/messages`, {
      json: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type,
        [type]: content,
        ...(replyTo ? { context: { message_id: replyTo } } : {}),
      },
    });
    const wamid = res.messages?.[0]?.id;
    if (!wamid) throw new WhatsAppApiError("Cloud API answered without a message id", { code: null, httpStatus: 200 });
    return {
      wamid,
      waId: res.contacts?.[0]?.wa_id ?? null,
      input: res.contacts?.[0]?.input ?? to,
      messageStatus: res.messages?.[0]?.message_status ?? null,
    };
  }

  /** Uploads a file for later sends (the id lives 30 days). */
  async uploadMedia(file: { bytes: Uint8Array; mimeType: string; filename: string }): Promise<string> {
    const form = new FormData();
    form.set("messaging_product", "whatsapp");
    form.set("type", file.mimeType);
    form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.filename);
    const res = await this.request<{ id: string }>("POST", `${this.root}/${this.options.phoneNumberId}/media`, {
      form,
    });
    return res.id;
  }

  /** Where a media id's bytes are (a short-lived URL that needs the same token). */
  async getMedia(mediaId: string) {
    const res = await this.request<{ url: string; mime_type: string; sha256: string; file_size: number | string }>(
      "GET",
      `${this.root}/${encodeURIComponent(mediaId)}`,
    );
    return { url: res.url, mimeType: res.mime_type, sha256: res.sha256, fileSize: Number(res.file_size) };
  }

  async downloadMedia(url: string): Promise<{ bytes: Buffer; mimeType: string }> {
    const res = await this.raw("GET", url);
    if (!res.ok) throw await toApiError(res);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      mimeType: res.headers.get("content-type") ?? "application/octet-stream",
    };
  }

  /** Every template of a WhatsApp Business Account, following paging.next to the end. */
  async listTemplates(wabaId: string): Promise<GraphTemplate[]> {
    const all: GraphTemplate[] = [];
    let next: string | undefined = `${this.root}/${encodeURIComponent(wabaId)}/message_templates?limit=100`;
    while (next) {
      const page: { data: GraphTemplate[]; paging?: { next?: string } } = await this.request("GET", next);
      all.push(...page.data);
      next = page.paging?.next;
    }
    return all;
  }

  private async request<T>(method: string, url: string, body: { json?: unknown; form?: FormData } = {}): Promise<T> {
    const res = await this.raw(method, url, body);
    if (!res.ok) throw await toApiError(res);
    return (await res.json()) as T;
  }

  private async raw(method: string, url: string, body: { json?: unknown; form?: FormData } = {}): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.accessToken}` };
    if (body.json !== undefined) headers["content-type"] = "application/json";
    try {
      return await this.fetchImpl(url, {
        method,
        headers,
        body: body.json !== undefined ? JSON.stringify(body.json) : body.form,
        signal: AbortSignal.timeout(this.options.httpTimeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new WhatsAppApiError(
        timedOut
          ? `Cloud API did not answer within ${this.options.httpTimeoutMs} ms`
          : `Cloud API unreachable: ${err instanceof Error ? err.message : String(err)}`,
        { code: null, httpStatus: null },
        { retryable: true, reason: timedOut ? "timeout" : "network" },
      );
    }
  }
}

async function toApiError(res: Response): Promise<WhatsAppApiError> {
  const text = await res.text().catch(() => "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const error = (parsed as { error?: Record<string, unknown> } | undefined)?.error;
  const retryAfter = Number(res.headers.get("retry-after"));
  if (error && typeof error.code === "number") {
    const data = error.error_data as { details?: unknown } | undefined;
    return new WhatsAppApiError(String(error.message ?? `Cloud API error ${error.code}`), {
      code: error.code,
      httpStatus: res.status,
      ...(typeof error.error_subcode === "number" ? { subcode: error.error_subcode } : {}),
      ...(typeof error.type === "string" ? { type: error.type } : {}),
      ...(typeof data?.details === "string" ? { details: data.details } : {}),
      ...(typeof error.fbtrace_id === "string" ? { fbtraceId: error.fbtrace_id } : {}),
      ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
    });
  }
  return new WhatsAppApiError(`Cloud API answered HTTP ${res.status}`, {
    code: null,
    httpStatus: res.status,
    ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  });
}
