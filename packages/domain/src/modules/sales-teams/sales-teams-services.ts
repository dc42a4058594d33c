import type { Database } from "../../lib/database";
import { SalesTeamsService } from "./sales-teams.service";

/** Sales teams and their members. */
export function buildSalesTeamsServices(deps: { db: Database }) {
  return { salesTeams: new SalesTeamsService(deps.db) };
}
