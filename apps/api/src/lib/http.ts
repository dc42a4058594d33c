import type { RequestMeta } from "@portal/domain/ports";
import type { FastifyRequest } from "fastify";

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** Query parameters that carry a credential (GET /ws?token= and ?ticket=): never written to the logs. */
const URL_SECRETS = /([?&](?:token|ticket)=)[^&#]*/gi;

export function redactUrlSecrets(url: string): string {
  return url.replace(URL_SECRETS, "$1[redacted]");
}

/** The request logger's `req` (Fastify's own fields), with credentials in the query string redacted. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
