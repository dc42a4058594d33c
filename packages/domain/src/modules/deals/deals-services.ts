import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { ContractsService } from "../contracts/contracts.service";
import type { NotificationsService } from "../notifications/notifications.service";
import { UnitChanges } from "../units/unit-events";
import { WebhookOutbox, WebhooksService } from "../webhooks/webhooks.service";
import { PreSalesService } from "./pre-sales.service";
import { ProposalCreateService } from "./proposal-create.service";
import { ProposalTransitionsService } from "./proposal-transitions.service";
import { ProposalsService } from "./proposals.service";
import { SaleCommissionsService } from "./sale-commissions.service";
import { SaleCreateService } from "./sale-create.service";
import { SaleDetailsService } from "./sale-details.service";
import { SaleFilesService } from "./sale-files.service";
import { SaleGroupsService } from "./sale-groups.service";
import { SaleHomeBrokerService } from "./sale-home-broker.service";
import { SaleMovesService } from "./sale-moves.service";
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
  const proposals = new ProposalsService(deps.db);
  return {
    proposals,
    proposalCreate: new ProposalCreateService(deps.db, deps.notifications, proposals),
    proposalTransitions: new ProposalTransitionsService(deps.db, deps.notifications, proposals),
    sales,
    saleCreate: new SaleCreateService(deps.db, sales),
    saleMoves: new SaleMovesService(deps.db, sales),
    saleDetails: new SaleDetailsService(deps.db, sales),
    saleCommissions: new SaleCommissionsService(deps.db, sales),
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
