import type { DistributionServices } from "@portal/domain/distribution";
import { defineJob } from "../registry.ts";

/** Daily: leads idle for their days_to_go_to_base go back to the base. */
export function staleSweepJob(services: DistributionServices) {
  return defineJob("leads.stale-sweep", async (_payload, { logger }) => {
    const result = await services.leadDistribution.staleSweep();
    if (result.moved > 0) logger.info(result, "stale leads moved to the base");
    return result;
  });
}
