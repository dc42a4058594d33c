/**
 * ws(s)://<API host>/ws from the API's http(s) base URL, with the single-use ticket of POST /ws/ticket when given
 * (decision 059); without one the HttpOnly session cookie authenticates the upgrade.
 */
export function websocketUrl(apiUrl: string, pageOrigin?: string, ticket?: string): string {
  const url = new URL(apiUrl, pageOrigin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.pathname = "/ws";
  url.search = ticket ? `?ticket=${encodeURIComponent(ticket)}` : "";
  url.hash = "";
  return url.toString();
}

/** Reconnect delay: 1 s, 2 s, 4 s ... capped at 30 s, with up to 20 % jitter. */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random));
}
