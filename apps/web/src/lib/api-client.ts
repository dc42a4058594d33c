import type { z } from "zod";
import { ApiError, isMaintenance, isSessionExpired, NETWORK_ERROR_STATUS } from "./api-error";
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

export type QueryValue = string | number | boolean | null | undefined;

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
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (!options.ignoreSessionExpiry && isSessionExpired(response.status, payload)) handlers.onSessionExpired?.();
    if (isMaintenance(response.status, payload)) handlers.onMaintenance?.();
    throw new ApiError(response.status, payload);
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    // The API answered something the contract does not describe: treat it as a server failure.
    console.error(`Resposta inesperada de ${method} ${path}`, parsed.error);
    throw new ApiError(502, null);
  }
  return parsed.data;
}

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
