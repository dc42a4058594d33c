import { DEALS_READ_ROLES } from "../policy";
import { SALE_MANAGER_ROLES } from "../proposals";
import { roles } from "../route-rules";

/** Proposal and sale reads (spec 6 + decision 030): every record for DEALS_READ_ALL_ROLES, own for DEALS_OWN_ROLES. */
export const DEALS_READ = roles(DEALS_READ_ROLES, {
  scope: "every record for DEALS_READ_ALL_ROLES; only their own for AGENT_PARTNER and the specialists",
});

/**
 * Sale writes whose service refuses by role alone (assertSaleManager): the same roles stand in the access rule, so a
 * caller without them gets 403 before the body is parsed. The service keeps its own check.
 */
export const SALE_MANAGER = roles(SALE_MANAGER_ROLES, { scope: "the sale must be visible to the caller, else 404" });
