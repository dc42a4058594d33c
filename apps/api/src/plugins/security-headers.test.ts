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
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get("/ok", async () => ({ ok: true }));
    app.get("/boom", async () => {
      throw new Error("boom");
    });
    const expected = helmetOnRealResponse();
    for (const url of ["/ok", "/missing", "/boom"]) {
      const res = await app.inject({ method: "GET", url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });

  it("a helmet option error surfaces at start-up, not per request", () => {
    expect(() => securityHeaders({ referrerPolicy: { policy: "nonsense" as never } })).toThrow();
  });
});
