import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_VERIFY_TOKEN } from "./demo";
import type { WebhookPayload } from "./payloads";

export interface ReceivedWebhook {
  signature: string | undefined;
  userAgent: string | undefined;
  raw: string;
  payload: WebhookPayload;
}

/**
 * A local webhook endpoint that records every signed POST with its raw body, and lets a test wait until a given
 * number of them arrived (events, not sleeps). `answer` decides the HTTP status (for retry tests).
 */
export async function startWebhookReceiver(answer: (n: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  let hits = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET") {
        // The subscription handshake: echo hub.challenge when the verify token matches.
        const q = new URL(req.url ?? "/", "http://x").searchParams;
        const ok = q.get("hub.mode") === "subscribe" && q.get("hub.verify_token") === DEMO_VERIFY_TOKEN;
        res.writeHead(ok ? 200 : 403).end(ok ? (q.get("hub.challenge") ?? "") : "");
        return;
      }
      const status = answer(++hits);
      if (status === 200) {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          signature: req.headers["x-hub-signature-256"] as string | undefined,
          userAgent: req.headers["user-agent"],
          raw,
          payload: JSON.parse(raw),
        });
        const due = waiters.filter((w) => received.length >= w.count);
        waiters = waiters.filter((w) => received.length < w.count);
        for (const w of due) w.resolve();
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    received,
    get hits() {
      return hits;
    },
    /** Resolves once `count` webhooks were accepted in total (rejects after 5 s with what did arrive). */
    waitFor(count: number) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} webhooks, got ${received.length}`)), 5000);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The statuses of every received webhook, in arrival order. */
export const statusesOf = (received: ReceivedWebhook[]) =>
  received.flatMap((r) => r.payload.entry.flatMap((e) => e.changes.flatMap((c) => c.value.statuses ?? [])));
