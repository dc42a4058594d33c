import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import Fastify from "fastify";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders, securityHeaders } from "./security-headers";

const OPTIONS = { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: "same-site" } } as const;

/** What helmet itself sets on a real Node response. */
function helmetOnRealResponse(): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(OPTIONS)(req, res, () => {});
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe("security headers computed once", () => {
  it("are exactly the headers helmet sets on a real response", () => {
    const headers = securityHeaders(OPTIONS);
    expect(headers).toEqual(helmetOnRealResponse());
    expect(headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(headers["content-security-policy"]).toBeUndefined();
  });

  it("are on every reply: a route, a 404 and an error", async () => {
    const app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, OPTIONS);
    app.get("/ok", async () => ({ ok: true }));
    app.get("/boom", async () => {
      throw new Error("boom");
    });
    const expected = helmetOnRealResponse();
    for (const url of ["/ok", "/missing", "/boom"]) {
      const res = await app.inject({ method: "GET", url, headers: { "x-forwarded-proto": "https" } });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });

  it("Strict-Transport-Security only over HTTPS: never on a plain-HTTP request, whatever an untrusted client claims", async () => {
    const hsts = helmetOnRealResponse()["strict-transport-security"];
    expect(hsts).toBe("max-age=31536000; includeSubDomains");
    const direct = Fastify();
    const behindProxy = Fastify({ trustProxy: "127.0.0.1" });
    for (const app of [direct, behindProxy]) {
      registerSecurityHeaders(app, OPTIONS);
      app.get("/ok", async () => ({ ok: true }));
    }
    const get = (app: typeof direct, proto?: string) =>
      app.inject({ method: "GET", url: "/ok", headers: proto ? { "x-forwarded-proto": proto } : {} });
    const plain = await get(direct);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    // Not behind a trusted proxy: X-Forwarded-Proto is the client's word and proves nothing.
    expect((await get(direct, "https")).headers["strict-transport-security"]).toBeUndefined();
    // The trusted proxy terminated TLS and says so; it also says when it did not.
    expect((await get(behindProxy, "https")).headers["strict-transport-security"]).toBe(hsts);
    expect((await get(behindProxy, "http")).headers["strict-transport-security"]).toBeUndefined();
    for (const app of [direct, behindProxy]) await app.close();
  });

  it("a helmet option error surfaces at start-up, not per request", () => {
    expect(() => securityHeaders({ referrerPolicy: { policy: "nonsense" as never } })).toThrow();
  });
});
