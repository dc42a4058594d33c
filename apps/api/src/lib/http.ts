import type { RequestMeta } from "@portal/domain/ports";
import type { FastifyRequest } from "fastify";

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}
