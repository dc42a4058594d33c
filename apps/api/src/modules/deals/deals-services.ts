import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { ContractsService } from "../contracts/contracts.service";
import { UnitChanges } from "../inventory/unit-events";
import type { NotificationsService } from "../notifications/notifications.service";
import { WebhookOutbox, WebhooksService } from "../webhooks/webhooks.service";
import { ProposalsService } from "./proposals.service";
import { SaleFilesService } from "./sale-files.service";
import { SalesService } from "./sales.service";

export function buildDealsServices(deps: {
  db: Database;
  jobs: JobQueue;
  notifications: NotificationsService;
  storage: FileStorage;
  realtime: RealtimePublisher;
  log: { warn(obj: object, msg: string): void };
}) {
  const outbox = new WebhookOutbox(deps.jobs, deps.log);
  const sales = new SalesService(deps.db, outbox, new UnitChanges(deps.realtime, deps.log));
  return {
    proposals: new ProposalsService(deps.db, deps.notifications),
    sales,
    saleFiles: new SaleFilesService(deps.db, sales, deps.storage),
    webhooks: new WebhooksService(deps.db),
    contracts: new ContractsService(deps.db, deps.storage),
  };
}
