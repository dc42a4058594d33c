import { type Endpoint, type EndpointInput, endpointPath } from "@portal/contracts/endpoint";
import { EXPORT_MSG, EXPORT_TOTAL_HEADER } from "@portal/contracts/exports";
import { buildQuery, fileNameOf } from "./api-client";
import { ApiError, NETWORK_ERROR_STATUS, UserFacingError } from "./api-error";
import { API_URL } from "./env";

/** How far a streamed export has come: bytes received, rows when they can be counted (CSV), rows expected. */
export interface DownloadProgress {
  bytes: number;
  rows: number | null;
  total: number | null;
}

/**
 * A streamed export (decision 073) read with fetch: the row count arrives in a header before the body, then the
 * body in chunks, each reported to `onProgress`; a CSV's rows are counted by its line breaks (the header line not
 * counted). Errors before the body are ApiErrors (403, the Excel limit's 400...); a body that breaks off is a
 * UserFacingError, and nothing is saved.
 */
export async function downloadExport<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { onProgress?: (p: DownloadProgress) => void; countLines?: boolean; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null; rows: number | null }> {
  const call = input as { params?: Record<string, string>; query?: Parameters<typeof buildQuery>[0] };
  let response: Response;
  try {
    response = await fetch(`${API_URL}${endpointPath(endpoint.path, call.params)}${buildQuery(call.query)}`, {
      credentials: "include",
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, null, "read");
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body, "read");
  }
  const header = response.headers.get(EXPORT_TOTAL_HEADER);
  const total = header === null ? null : Number(header);
  let bytes = 0;
  let lines = 0;
  // Counted on the way through; the Blob is made by the browser from the stream (the page keeps no chunk list).
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.length;
      if (options.countLines) for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      options.onProgress?.({ bytes, rows: options.countLines ? Math.max(0, lines - 1) : null, total });
      controller.enqueue(chunk);
    },
  });
  let blob: Blob;
  try {
    const body = response.body ? response.body.pipeThrough(counter) : null;
    blob = await new Response(body, { headers: { "content-type": response.headers.get("content-type") ?? "" } }).blob();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new UserFacingError(EXPORT_MSG.interrupted);
  }
  return {
    blob,
    fileName: fileNameOf(response.headers.get("content-disposition")),
    rows: options.countLines ? Math.max(0, lines - 1) : total,
  };
}

const mb = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const int = new Intl.NumberFormat("pt-BR");

/** "12.345 de 100.000 linhas" (CSV), else "3,2 MB recebidos · 100.000 linhas"; the fraction when it is known. */
export function progressView(p: DownloadProgress): { text: string; fraction: number | null } {
  if (p.rows !== null && p.total) {
    return {
      text: `${int.format(Math.min(p.rows, p.total))} de ${int.format(p.total)} linhas`,
      fraction: Math.min(1, p.rows / p.total),
    };
  }
  const received = `${mb.format(p.bytes / 1_048_576)} MB recebidos`;
  return {
    text: p.total === null ? received : `${received} · ${int.format(p.total)} ${p.total === 1 ? "linha" : "linhas"}`,
    fraction: null,
  };
}
