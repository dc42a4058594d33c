/**
 * What a read_only user may still change (docs/decisions/028-read-only-and-role-grants.md).
 *
 * A read_only user changes nothing, anywhere, except their own password and avatar, the read state of
 * their own notifications (readed / was_shown) and their own session (logout). The API enforces it once,
 * inside the authentication hook, for every route whose method is not GET/HEAD/OPTIONS: a write route
 * answers 403 unless its key ("METHOD /route/pattern", the Fastify route pattern) is listed here.
 */
export const READ_ONLY_ALLOWED_WRITES = [
  "POST /users/logout",
  "PUT /users/change-password",
  "PUT /admin/profile/change-password",
  "POST /admin/profile/image",
  // Marks one of the caller's own notifications readed and was_shown.
  "PUT /notifications/:id",
  // Marks all of the caller's own notifications read. Not /notifications/user/:userId: it can touch another user's feed.
  "PUT /notifications/read-all",
  // A single-use ticket to open the caller's own realtime socket (decision 059): reads, written as a POST.
  "POST /ws/ticket",
] as const;

/** Methods that only read; everything else is a write for the read-only rule. */
export const READ_METHODS = ["GET", "HEAD", "OPTIONS"] as const;

export const readOnlyRouteKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** True when a read_only user may call this route (method + Fastify route pattern, e.g. "/notifications/:id"). */
export function isAllowedForReadOnly(method: string, routeUrl: string): boolean {
  const m = method.toUpperCase();
  if ((READ_METHODS as readonly string[]).includes(m)) return true;
  return (READ_ONLY_ALLOWED_WRITES as readonly string[]).includes(readOnlyRouteKey(m, routeUrl));
}
