import type { IncomingMessage } from "node:http";
import type { Reply } from "./control";
import type { SandboxPhoneNumber, SandboxTemplate } from "./demo";
import { graphError } from "./graph-errors";
import { MEDIA_LIMITS, type MediaStore, mediaKind, UPLOAD_TTL_MS } from "./media";
import type { LoggedRequest } from "./types";

const GRAPH_VERSION = /^v\d+\.\d+$/;

export interface GraphContext {
  accessToken: string;
  media: MediaStore;
  phoneNumbers: SandboxPhoneNumber[];
  templates: SandboxTemplate[];
  now: () => number;
  sendMessage: (phone: SandboxPhoneNumber, body: unknown) => Reply;
  record: (entry: Omit<LoggedRequest, "seq">) => void;
  baseUrl: () => string;
}

/**
 * The Graph endpoints the sandbox answers, each logged (the tests' ground truth): POST messages, POST media,
 * GET/DELETE a media id, the media download URL, GET message_templates. The bearer token is checked first, as Graph
 * does; an unknown object or path is (#100) subcode 33.
 */
export function graphHandler(ctx: GraphContext) {
  const { accessToken, media, phoneNumbers, templates } = ctx;
  return async function handleGraph(req: IncomingMessage, raw: Buffer, url: URL): Promise<Reply> {
    const parts = url.pathname.split("/").filter(Boolean);
    const version = parts[0] && GRAPH_VERSION.test(parts[0]) ? parts[0] : null;
    const header = req.headers.authorization ?? "";
    const auth: LoggedRequest["auth"] = !header ? "missing" : header === `Bearer ${accessToken}` ? "valid" : "invalid";
    let body: unknown = null;
    const contentType = req.headers["content-type"] ?? "";
    const result = await (async (): Promise<Reply> => {
      if (auth !== "valid") {
        return graphError(190, undefined, {
          message:
            auth === "missing"
              ? "An active access token must be used to query information about the current user."
              : "Invalid OAuth access token - Cannot parse access token",
        });
      }
      // The media download URL (lookaside.fbsbx.com at Meta): the bytes, with the same bearer token.
      if (parts[0] === "whatsapp_business" && parts[1] === "attachments" && req.method === "GET") {
        const item = media.get(url.searchParams.get("mid") ?? "");
        if (!item) return { status: 404, body: { error: "media not found or expired" } };
        return { status: 200, body: null, raw: item.bytes, type: item.mime_type };
      }
      if (!version) return unknownObject(url.pathname);
      const [, objectId, edge] = parts;
      if (req.method === "POST" && edge === "messages" && parts.length === 3) {
        const phone = phoneNumbers.find((p) => p.id === objectId);
        if (!phone) return unknownObject(objectId ?? "");
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          return graphError(100, "The request body is not valid JSON.");
        }
        return ctx.sendMessage(phone, body);
      }
      if (req.method === "POST" && edge === "media" && parts.length === 3) {
        const phone = phoneNumbers.find((p) => p.id === objectId);
        if (!phone) return unknownObject(objectId ?? "");
        if (!contentType.startsWith("multipart/form-data"))
          return graphError(100, "Upload media as multipart/form-data.");
        const form = await new Request("http://sandbox/upload", {
          method: "POST",
          headers: { "content-type": contentType },
          body: new Uint8Array(raw),
        }).formData();
        const file = form.get("file");
        body = {
          messaging_product: form.get("messaging_product"),
          type: form.get("type"),
          file: typeof file === "string" ? "(text)" : file?.name,
        };
        if (form.get("messaging_product") !== "whatsapp")
          return graphError(100, "The parameter messaging_product is required.");
        if (!file || typeof file === "string") return graphError(100, "The parameter file is required.");
        const mime = String(form.get("type") ?? file.type ?? "application/octet-stream");
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.length > (MEDIA_LIMITS[mediaKind(mime)] ?? 0)) {
          return graphError(131053, `Media file size ${bytes.length} exceeds the limit for ${mime}.`, {
            message: "(#131053) Media upload error",
          });
        }
        const stored = media.add({
          bytes,
          mime_type: mime,
          filename: file.name,
          phone_number_id: phone.id,
          ttlMs: UPLOAD_TTL_MS,
        });
        return { status: 200, body: { id: stored.id } };
      }
      if (req.method === "GET" && edge === "message_templates" && parts.length === 3) {
        const phone = phoneNumbers.find((p) => p.waba_id === objectId);
        if (!phone) return unknownObject(objectId ?? "");
        return { status: 200, body: templatePage(templates, url, ctx.baseUrl()) };
      }
      if (parts.length === 2 && objectId && (req.method === "GET" || req.method === "DELETE")) {
        const item = media.get(objectId);
        if (!item) return unknownObject(objectId);
        if (req.method === "DELETE") {
          media.delete(objectId);
          return { status: 200, body: { success: true } };
        }
        return {
          status: 200,
          body: {
            messaging_product: "whatsapp",
            url: `${ctx.baseUrl()}/whatsapp_business/attachments/?mid=${item.id}&ext=${Math.floor(item.expiresAt / 1000)}`,
            mime_type: item.mime_type,
            sha256: item.sha256,
            file_size: item.file_size,
            id: item.id,
          },
        };
      }
      return unknownObject(url.pathname);
    })();
    if (body === null && raw.length > 0 && contentType.includes("json")) {
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        body = raw.toString("utf8").slice(0, 2000);
      }
    }
    ctx.record({
      at: new Date(ctx.now()).toISOString(),
      method: req.method ?? "GET",
      path: url.pathname,
      version,
      auth,
      body,
      status: result.status,
      response: result.raw ? `(${result.raw.length} bytes)` : result.body,
    });
    return result;
  };
}

function templatePage(templates: SandboxTemplate[], url: URL, baseUrl: string) {
  const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 25, 1), 100);
  const after = Number(
    url.searchParams.get("after") ? Buffer.from(url.searchParams.get("after")!, "base64").toString() : 0,
  );
  const slice = templates.slice(after, after + limit);
  const cursor = (n: number) => Buffer.from(String(n)).toString("base64");
  const next = after + limit < templates.length ? cursor(after + limit) : null;
  const nextUrl = new URL(url);
  if (next) nextUrl.searchParams.set("after", next);
  return {
    data: slice.map((t, i) => ({
      name: t.name,
      parameter_format: t.parameter_format,
      components: [
        ...(t.header ? [{ type: "HEADER", format: "TEXT", text: t.header }] : []),
        { type: "BODY", text: t.body },
        ...(t.footer ? [{ type: "FOOTER", text: t.footer }] : []),
      ],
      language: t.language,
      status: t.status,
      category: t.category,
      id: templateId(after + i),
    })),
    paging: {
      cursors: { before: cursor(after), after: cursor(after + slice.length) },
      ...(next ? { next: `${baseUrl}${nextUrl.pathname}${nextUrl.search}` } : {}),
    },
  };
}

export const templateId = (index: number) => String(9_000_000 + index);

/** Graph's answer for an id that is not there (or not reachable with the token): (#100) with subcode 33. */
function unknownObject(id: string) {
  return graphError(100, undefined, {
    subcode: 33,
    type: "GraphMethodException",
    withoutData: true,
    message: `Unsupported request - method type: post. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  });
}
