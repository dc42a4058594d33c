/**
 * Response headers of the portal's web pages, in one place (decision 034): the start script's static server
 * (serve.ts) sends them, and docker/nginx.conf is rendered from them (nginx-conf.ts; a test keeps it in sync).
 */

/** Origins the page talks to for the API at `apiUrl`: its http(s) origin and the websocket (ws/wss) one. */
export function apiOrigins(apiUrl: string | undefined): { http: string; ws: string } | null {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return null; // relative ("/api"): same origin, covered by 'self'
  const url = new URL(apiUrl);
  return { http: url.origin, ws: `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}` };
}

/**
 * The SPA's Content-Security-Policy. Scripts only from the build itself; styles also inline (Mantine writes its
 * CSS variables in a <style> element); the API (and its uploaded images) and the realtime websocket are the only
 * other origins; no page may frame the portal.
 */
export function contentSecurityPolicy(apiUrl: string | undefined): string {
  const api = apiOrigins(apiUrl);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(api ? [api.http] : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(api ? [api.http, api.ws] : [])],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Every header the web server adds to every answer (pages, assets, fallbacks, 404s). */
export function webSecurityHeaders(apiUrl: string | undefined): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(apiUrl),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Reset and invitation links carry their token in the URL: never send it along.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Cache-Control: hashed assets forever, everything else revalidated so a deploy reaches browsers at once. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
