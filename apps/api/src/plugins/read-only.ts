import { MSG } from "@portal/contracts/messages";
import { isAllowedForReadOnly } from "@portal/contracts/read-only";
import { AppError } from "@portal/domain/app-error";
import type { AuthUser } from "@portal/domain/ports";
import type { FastifyRequest } from "fastify";

/**
 * The read-only rule (docs/decisions/028-read-only-and-role-grants.md): a read_only user calls no write
 * route except those in READ_ONLY_ALLOWED_WRITES. Called by `authenticate` right after the session is
 * resolved, so every authenticated route gets it and none can forget it; onRequest runs before the body
 * is parsed or validated, so nothing of the request is read, let alone written.
 */
export function assertReadOnlyAllows(request: FastifyRequest, user: AuthUser): void {
  if (!user.readOnly) return;
  // An unmatched route has no pattern: fall back to the raw path, which no allow-list key matches.
  const url = request.routeOptions.url ?? request.url;
  if (!isAllowedForReadOnly(request.method, url)) throw new AppError("FORBIDDEN", MSG.readOnlyUser);
}
