import { safeReturnPath } from "@portal/contracts/validators";

const BASE = "http://portal.invalid";

/**
 * The post-login return address (spec 5), checked again after the browser's own URL
 * normalisation: "/leads/../../x" passes a prefix check but the browser would open "/x".
 */
export function resolveReturnPath(url: string | null | undefined): string | null {
  const safe = safeReturnPath(url);
  if (!safe) return null;
  let resolved: URL;
  try {
    resolved = new URL(safe, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  return safeReturnPath(`${resolved.pathname}${resolved.search}${resolved.hash}`);
}
