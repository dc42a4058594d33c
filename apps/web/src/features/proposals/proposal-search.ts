import { PROPOSAL_STATUSES } from "@portal/contracts/sale-state";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { searchPage } from "../../lib/search-params";

/** /proposals filters in the URL (status, enterprise, broker, page) and the inbox view. */
const uuidParam = z.uuid().optional().catch(undefined);

export const proposalSearchSchema = z.object({
  view: z.enum(["all", "inbox"]).optional().catch(undefined),
  status: z.enum(PROPOSAL_STATUSES).optional().catch(undefined),
  enterprise_id: uuidParam,
  broker_id: uuidParam,
  page: searchPage,
});
export type ProposalSearch = z.output<typeof proposalSearchSchema>;

export const PROPOSALS_PAGE_SIZE = 20;

/** The inbox is the list of proposals AWAITING_APPROVAL, whatever status filter the URL holds. */
export function toProposalsQuery(search: ProposalSearch): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    skip: ((search.page ?? 1) - 1) * PROPOSALS_PAGE_SIZE,
    limit: PROPOSALS_PAGE_SIZE,
    status: search.view === "inbox" ? "AWAITING_APPROVAL" : search.status,
    enterprise_id: search.enterprise_id,
    broker_id: search.broker_id,
  };
  for (const [key, value] of Object.entries(query)) if (value === undefined || value === "") delete query[key];
  return query;
}

export const builderSearchSchema = z.object({
  unit_id: uuidParam,
  lead_id: uuidParam,
  /** A counter-proposal of this proposal (fork-edit). */
  from: uuidParam,
});
