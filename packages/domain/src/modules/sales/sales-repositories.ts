import type { PrismaClient } from "@portal/db/client";
import { SaleCommissionsRepository } from "./sale-commissions.repository";
import { SaleExtrasRepository } from "./sale-extras.repository";
import { SaleFilesRepository } from "./sale-files.repository";
import { SaleLogsRepository } from "./sale-logs.repository";
import { SalesRepository } from "./sales.repository";

/** Repositories of sales (the sale and its buyers, logs, commissions, files, extras), spread into createRepositories(). */
export function createSalesRepositories(db: PrismaClient) {
  return {
    sales: new SalesRepository(db),
    saleLogs: new SaleLogsRepository(db),
    saleCommissions: new SaleCommissionsRepository(db),
    saleFiles: new SaleFilesRepository(db),
    saleExtras: new SaleExtrasRepository(db),
  };
}
