import type { Database } from "../../lib/database";

/** Upkeep of the reports' trigger-kept tables (decisions 071, 077): the worker's repair sweep and the rebuild command. */
export class ReportsMaintenanceService {
  constructor(private readonly db: Database) {}

  /** Rows of report_sale_events whose lead team or source lagged behind a concurrent move, set right. */
  async repairSweep(): Promise<{ repaired: number }> {
    return { repaired: await this.db.repos.saleEvents.repair() };
  }

  async rebuild(): Promise<{ rows: number }> {
    return { rows: await this.db.repos.saleEvents.rebuild() };
  }

  /** report_lead_funnel recomputed from the leads and their steps (decision 077). */
  async rebuildLeadFunnel(): Promise<{ rows: number }> {
    return { rows: await this.db.repos.saleEvents.rebuildLeadFunnel() };
  }
}
