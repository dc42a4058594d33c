import { canAccessSection, type Section } from "@portal/contracts/policy";
import type { Session } from "../../lib/session-cookies";

/** Thrown by a route guard when the signed-in user may not open the screen. */
export class ForbiddenError extends Error {
  constructor() {
    super("Acesso negado");
    this.name = "ForbiddenError";
  }
}

export function requireSection(session: Session, section: Section): void {
  if (!canAccessSection(session.roles, section)) throw new ForbiddenError();
}

export function requireRole(allowed: boolean): void {
  if (!allowed) throw new ForbiddenError();
}
