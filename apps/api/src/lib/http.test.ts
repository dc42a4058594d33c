import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logRequest, redactUrlSecrets } from "./http";

describe("credentials in URLs stay out of the logs", () => {
  it("redacts ?token= and ?ticket= values, whatever their position, and nothing else", () => {
    expect(redactUrlSecrets("/ws?token=eyJ.abc.def")).toBe("/ws?token=[redacted]");
    expect(redactUrlSecrets("/ws?x=1&ticket=abc_DEF-1&y=2")).toBe("/ws?x=1&ticket=[redacted]&y=2");
    expect(redactUrlSecrets("/leads?search=token")).toBe("/leads?search=token");
  });

  it("the request log line carries the redacted URL", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream, serializers: { req: logRequest } } });
    app.get("/ws", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: "/ws?token=segredo.jwt.aqui" });
    await app.close();
    const logged = lines.join("");
    expect(logged).toContain("/ws?token=[redacted]");
    expect(logged).not.toContain("segredo");
  });
});
