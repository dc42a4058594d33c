import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const HSTS = "strict-transport-security";

/**
 * Helmet's security headers, computed once (docs/decisions/024-static-security-headers.md).
 *
 * @fastify/helmet calls `helmet(options)` on every request, which rebuilds the whole middleware — a few hundred
 * objects, and some of them outlive the young generation: with it the API's scavenges promoted about 650 bytes a
 * request and took 2.9 ms instead of 0.4 ms, and those pauses were most of GET /leads' latency tail. Without a CSP
 * nonce the headers never change, so helmet runs once here, against a recording response, and every reply gets
 * the recorded headers.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Sets the headers on every reply, errors and 404s included (helmet's onRequest timing). Strict-Transport-Security
 * only on HTTPS requests (RFC 6797 §7.2: a host must not send it over plain HTTP): the request's own TLS, or
 * X-Forwarded-Proto when it comes from a trusted proxy (TRUST_PROXY, decision 034) — Fastify's request.protocol
 * ignores that header from anyone else.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const { [HSTS]: hsts, ...always } = securityHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(always);
    if (hsts !== undefined && request.protocol === "https") reply.header(HSTS, hsts);
    done();
  });
}
