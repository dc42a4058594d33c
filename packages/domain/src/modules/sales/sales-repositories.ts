import type { PrismaClient } from "@portal/db/client";
import { ContractsRepository } from "../contracts/contracts.repository";
import { WebhooksRepository } from "../webhooks/webhooks.repository";
import { DealsContextRepository } from "./deals-context.repository";
import { ProposalsRepository } from "./proposals.repository";
import { SaleCommissionsRepository } from "./sale-commissions.repository";
import { SaleExtrasRepository } from "./sale-extras.repository";
import { SaleFilesRepository } from "./sale-files.repository";
import { SaleLogsRepository } from "./sale-logs.repository";
import { SalesRepository } from "./sales.repository";

/** Repositories of proposals, sales and webhooks (issue 5 part 2). */
export function createDealsRepositories(db: PrismaClient) {
  return {
    proposals: new ProposalsRepository(db),
    sales: new SalesRepository(db),
    saleLogs: new SaleLogsRepository(db),
    saleCommissions: new SaleCommissionsRepository(db),
    dealsContext: new DealsContextRepository(db),
    webhooks: new WebhooksRepository(db),
    contracts: new ContractsRepository(db),
    saleFiles: new SaleFilesRepository(db),
    saleExtras: new SaleExtrasRepository(db),
  };
}
