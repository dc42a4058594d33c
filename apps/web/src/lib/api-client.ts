import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  type QueryValue,
} from "@portal/contracts/endpoint";
import type { z } from "zod";
import { ApiError, callKindOf, isMaintenance, isSessionExpired, NETWORK_ERROR_STATUS } from "./api-error";
import { API_URL } from "./env";

/**
 * Every call to the API goes through apiRequest: cookies travel (credentials: "include"), the
 * session-expired and maintenance answers are handled here once, and errors become ApiError.
 */
export interface ApiClientHandlers {
  onSessionExpired?: () => void;
  onMaintenance?: () => void;
}

let handlers: ApiClientHandlers = {};

export function configureApiClient(next: ApiClientHandlers): void {
  handlers = next;
}

export type { QueryValue };

/** Spec 5: empty filter values are left out of query parameters. */
export function buildQuery(params: Record<string, QueryValue | readonly QueryValue[]> | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      const text = String(v).trim();
      if (text === "") continue;
      search.append(key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Response schema from @portal/contracts; the parsed value is returned. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Only for the few calls that must not trigger the global session-expired handling (logout). */
  ignoreSessionExpiry?: boolean;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", query, body, schema, signal } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}${buildQuery(query)}`, {
      method,
      credentials: "include",
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, null, callKindOf(method));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (!options.ignoreSessionExpiry && isSessionExpired(response.status, payload)) handlers.onSessionExpired?.();
    if (isMaintenance(response.status, payload)) handlers.onMaintenance?.();
    throw new ApiError(response.status, payload, callKindOf(method));
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    // The API answered something the contract does not describe: treat it as a server failure.
    console.error(`Resposta inesperada de ${method} ${path}`, parsed.error);
    throw new ApiError(502, null, callKindOf(method));
  }
  return parsed.data;
}

/**
 * Calls an endpoint from its definition (packages/contracts/src/endpoints): the path is built from its template and
 * the params, the answer is parsed with its response schema. No path is written by hand in the web, so a renamed
 * path, param or field is a compile error here.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<EndpointResult<E>> {
  const call = (input ?? {}) as {
    params?: Record<string, string>;
    query?: RequestOptions<unknown>["query"];
    body?: unknown;
  };
  return apiRequest(endpointPath(endpoint.path, call.params), {
    method: endpoint.method,
    query: call.query,
    body: call.body,
    schema: endpoint.response as z.ZodType<EndpointResult<E>>,
    signal: options?.signal,
  });
}

/** A file endpoint (a spreadsheet, a PDF) called through its definition: the answer as a Blob and its file name. */
export function callBlobEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<BlobResult> {
  const call = (input ?? {}) as {
    params?: Record<string, string>;
    query?: RequestOptions<unknown>["query"];
    body?: unknown;
  };
  return apiBlob(endpointPath(endpoint.path, call.params), {
    method: endpoint.method,
    query: call.query,
    body: call.body,
    signal: options?.signal,
  });
}

/** The input may be left out when the endpoint takes no params, query or body. */
type EndpointArgs<E extends Endpoint> =
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, options?: { signal?: AbortSignal }];

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface BlobResult {
  blob: Blob;
  /** From Content-Disposition, when the API names the file. */
  fileName: string | null;
}

/**
 * A call answered with a file (PDFs, lead documents): same cookies and error handling as apiRequest. The body is
 * JSON, or FormData for a multipart call (images converted into a PDF).
 */
export async function apiBlob(
  path: string,
  options: Pick<RequestOptions<unknown>, "method" | "query" | "body" | "signal"> = {},
): Promise<BlobResult> {
  const { method = "GET", query, body, signal } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}${buildQuery(query)}`, {
      method,
      credentials: "include",
      headers: body === undefined || isForm ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, null, callKindOf(method));
  }
  if (!response.ok) {
    const payload = await readJson(response);
    if (isSessionExpired(response.status, payload)) handlers.onSessionExpired?.();
    if (isMaintenance(response.status, payload)) handlers.onMaintenance?.();
    throw new ApiError(response.status, payload, callKindOf(method));
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
}

/** `attachment; filename="x.pdf"` or RFC 5987 `filename*=UTF-8''x%20y.pdf`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `onProgress` receives 0..1 while the body is sent.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: {
    schema?: z.ZodType<T>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** PUT replaces a stored file (/files/update-files). */
    method?: "POST" | "PUT";
  } = {},
): Promise<T> {
  const method = options.method ?? "POST";
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const kind = callKindOf(method);
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, null, kind));
    xhr.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        if (isSessionExpired(xhr.status, payload)) handlers.onSessionExpired?.();
        if (isMaintenance(xhr.status, payload)) handlers.onMaintenance?.();
        reject(new ApiError(xhr.status, payload, kind));
        return;
      }
      if (!options.schema) return resolve(payload as T);
      const parsed = options.schema.safeParse(payload);
      if (!parsed.success) {
        console.error(`Resposta inesperada de ${method} ${path}`, parsed.error);
        reject(new ApiError(502, null, kind));
        return;
      }
      resolve(parsed.data);
    };
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Hands a downloaded file to the browser ("Salvar como"). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before releasing the object URL.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
