import type { ReportsServices } from "@portal/domain/reports";
import { defineJob } from "../registry.ts";

/** Every few minutes: report_sale_events' lead columns set right after a lead moved at the instant of a sale. */
export function reportsRepairSweepJob(services: ReportsServices) {
  return defineJob("reports.repair-sweep", async (_payload, { logger }) => {
    const result = await services.maintenance.repairSweep();
    if (result.repaired > 0) logger.info(result, "report sale events set right after a concurrent lead move");
    return result;
  });
}
