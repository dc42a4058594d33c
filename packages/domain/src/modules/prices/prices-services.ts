import type { Database } from "../../lib/database";
import { PricesService } from "./prices.service";

/** Price tables (versions, index/percentage/table updates, restore) and the market indexes. */
export function buildPricesServices(deps: { db: Database }) {
  return { prices: new PricesService(deps.db) };
}
export type PricesServices = ReturnType<typeof buildPricesServices>;
