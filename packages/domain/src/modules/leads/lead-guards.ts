import { canDeleteLeads, canEditLeadData, canManageLeads, canOwnLeads } from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { fieldError, forbidden } from "../../lib/app-error";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { DirectoryUser } from "./lead-directory.repository";
import { leadExcluded } from "./leads.errors";
import type { LeadRow } from "./leads.repository";

/** Permission and state checks shared by the lead use cases. Scope (404) is lead-access.ts. */
export function assertCanEdit(actor: AuthUser): void {
  if (!canEditLeadData(actor)) throw forbidden();
}

export function assertCanManage(actor: AuthUser): void {
  if (!canManageLeads(actor)) throw forbidden();
}

export function assertCanDelete(actor: AuthUser): void {
  if (!canDeleteLeads(actor)) throw forbidden();
}

export function assertWritable(actor: AuthUser): void {
  if (actor.readOnly) throw forbidden();
}

export function assertNotExcluded(lead: LeadRow): void {
  if (lead.excluded) throw leadExcluded();
}

/** Active users who may own leads (specialists and coordinators), else 400 naming the field (`users.2`). */
export async function loadAssignees(
  repos: Repositories,
  ids: readonly string[],
  field: string,
  indexed = true,
): Promise<DirectoryUser[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await repos.leadDirectory.findUsers(unique)).map((u) => [u.id, u]));
  return unique.map((id) => {
    const u = found.get(id);
    if (!u?.active || !canOwnLeads(u.roles)) {
      throw fieldError(indexed ? `${field}.${ids.indexOf(id)}` : field, FIELD_MSG.activeLeadOwner);
    }
    return u;
  });
}

export async function loadAssignee(repos: Repositories, id: string, field: string): Promise<DirectoryUser> {
  const [u] = await loadAssignees(repos, [id], field, false);
  return u as DirectoryUser;
}
