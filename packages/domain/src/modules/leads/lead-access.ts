import { leadListScope } from "@portal/contracts/policy";
import { sha256 } from "../../lib/crypto";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { leadLinkInvalid, leadNotFound } from "./leads.errors";
import type { LeadRow } from "./leads.repository";

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

/**
 * Read access to a lead: in the caller's scope, or — outside it — through a valid read-only link
 * (`temporary_token`) to this very lead. Used by the detail, history and file reads; writes never accept a link.
 */
export async function findReadableLead(
  repos: Repositories,
  actor: AuthUser,
  leadId: string,
  temporaryToken?: string,
): Promise<{ lead: LeadRow; viaLink: boolean }> {
  const lead = await repos.leads.findById(leadId);
  if (!lead) throw leadNotFound();
  if (canSeeLead(actor, lead)) return { lead, viaLink: false };
  if (!temporaryToken) throw leadNotFound();
  const link = await repos.leadLinks.findValid(leadId, sha256(temporaryToken), new Date());
  if (!link) throw leadLinkInvalid();
  return { lead, viaLink: true };
}
