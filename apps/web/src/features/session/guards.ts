import { canAccessSection, type Section } from "@portal/contracts/policy";
import type { Session } from "../../lib/session-cookies";

/** Thrown by a route guard when the signed-in user may not open the screen. */
export class ForbiddenError extends Error {
  constructor() {
    super("Acesso negado");
    this.name = "ForbiddenError";
  }
}

/**
 * React reports every error an error boundary catches (by default with console.error). A ForbiddenError is an
 * expected answer, rendered as 'Acesso negado' by the route's error component, so it is not reported; anything
 * else still is, as React would.
 */
export function reportCaughtError(error: unknown): void {
  if (error instanceof ForbiddenError) return;
  console.error(error);
}

export function requireSection(session: Session, section: Section): void {
  if (!canAccessSection(session.roles, section)) throw new ForbiddenError();
}

export function requireRole(allowed: boolean): void {
  if (!allowed) throw new ForbiddenError();
}
