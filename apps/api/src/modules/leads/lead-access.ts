import { MSG } from "@portal/contracts/messages";
import { leadListScope } from "@portal/contracts/policy";
import { AppError } from "../../lib/app-error";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { LeadRow } from "./leads.repository";

export const leadNotFound = () => new AppError("NOT_FOUND", "Lead não encontrado.");

/** True when the caller may see this lead: everyone in the "all" scope, otherwise only its owner. */
export function canSeeLead(actor: Pick<AuthUser, "id" | "roles">, lead: Pick<LeadRow, "ownerId">): boolean {
  return leadListScope(actor.roles) === "all" || lead.ownerId === actor.id;
}

/**
 * Loads a lead the caller may see, or 404 — a lead outside the caller's scope is indistinguishable
 * from a missing one (no existence leak).
 */
export async function findVisibleLead(repos: Repositories, actor: AuthUser, leadId: string): Promise<LeadRow> {
  const lead = await repos.leads.findById(leadId);
  if (!lead || !canSeeLead(actor, lead)) throw leadNotFound();
  return lead;
}

export const forbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
