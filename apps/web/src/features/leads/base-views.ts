import type { LeadStatus } from "@portal/contracts/lead-enums";
import { STATUS_OPTIONS } from "./lead-labels";
import type { LeadListApiQuery } from "./lead-search";

/**
 * What the two base screens show (our reading of spec 2's "base leads" and "internal base"):
 *
 * - Base de leads (/base-leads): leads with no owner (GET /leads?owner_id=none): never distributed, removed
 *   from a wallet, or sent back to the base when their days_to_go_to_base ran out. Managers distribute or
 *   reassign them from here.
 * - Base interna (/internal-base): the leads that left the active funnel, whoever owns them:
 *   "Arquivados e descartados" = status Arquivado, Não aderente or Expirado, which managers can put back into
 *   circulation (distribution resets them to "Novo" by default); "Excluídos" = the leads deleted in bulk
 *   (excluded=true), kept for reference only (the API refuses to distribute them).
 */
export const INTERNAL_BASE_STATUSES: readonly LeadStatus[] = ["FILED", "NON_ADHERENT", "EXPIRED"];
export const INTERNAL_BASE_STATUS_OPTIONS = STATUS_OPTIONS.filter((o) => INTERNAL_BASE_STATUSES.includes(o.value));

export type InternalBaseView = "arquivados" | "excluidos";

/** The statuses chosen in the filter, kept inside the internal-base set (all of it when none is chosen). */
export function internalBaseQuery(view: InternalBaseView, status: string | undefined): LeadListApiQuery {
  if (view === "excluidos") return { excluded: true };
  const chosen = (status ?? "").split(",").filter((s) => INTERNAL_BASE_STATUSES.includes(s as LeadStatus));
  return { status: (chosen.length ? chosen : INTERNAL_BASE_STATUSES).join(",") };
}
