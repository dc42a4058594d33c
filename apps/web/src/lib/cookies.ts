/** Small, dependency-free cookie helpers. The pure functions are unit-tested; the DOM ones wrap them. */

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: "Lax" | "Strict";
  secure?: boolean;
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${options.path ?? "/"}`,
    `SameSite=${options.sameSite ?? "Lax"}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

function isHttps(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return parseCookies(document.cookie)[name];
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari.
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: isHttps() });
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = serializeCookie(name, "", { maxAgeSeconds: 0, secure: isHttps() });
}
