import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { ContractsService } from "../contracts/contracts.service";
import { UnitChanges } from "../inventory/unit-events";
import type { NotificationsService } from "../notifications/notifications.service";
import { WebhookOutbox, WebhooksService } from "../webhooks/webhooks.service";
import { PreSalesService } from "./pre-sales.service";
import { ProposalsService } from "./proposals.service";
import { SaleFilesService } from "./sale-files.service";
import { SaleGroupsService } from "./sale-groups.service";
import { SaleHomeBrokerService } from "./sale-home-broker.service";
import { SaleParticipantsService } from "./sale-participants.service";
import { SalePaymentsService } from "./sale-payments.service";
import { SaleRecreateService } from "./sale-recreate.service";
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
    saleRecreate: new SaleRecreateService(deps.db, sales),
    saleHomeBroker: new SaleHomeBrokerService(deps.db, sales),
    saleParticipants: new SaleParticipantsService(deps.db, sales),
    salePayments: new SalePaymentsService(deps.db, sales),
    saleGroups: new SaleGroupsService(deps.db, sales),
    preSales: new PreSalesService(deps.db, sales, deps.storage),
    webhooks: new WebhooksService(deps.db),
    contracts: new ContractsService(deps.db, deps.storage),
  };
}
