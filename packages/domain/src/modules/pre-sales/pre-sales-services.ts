import type { Database } from "../../lib/database";
import type { FileStorage } from "../../lib/storage";
import type { SalesService } from "../sales/sales.service";
import { PreSalesService } from "./pre-sales.service";

/** The pre-sales module's service: the printed pre-contract of a live sale and its signed scan. */
export function buildPreSalesServices(deps: { db: Database; sales: SalesService; storage: FileStorage }) {
  return { preSales: new PreSalesService(deps.db, deps.sales, deps.storage) };
}
