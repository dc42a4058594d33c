import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
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

/**
 * The sales module's services: `sales` reads sales and holds what every move shares (effects, after-commit
 * dispatch of webhooks and the mirror's live update); one service per use case around it.
 */
export function buildSalesServices(deps: {
  db: Database;
  jobs: JobQueue;
  storage: FileStorage;
  realtime: RealtimePublisher;
  log: { warn(obj: object, msg: string): void };
}) {
  // The mirror's live update after a move is the units module's `unit.changed` consumer (decision 068).
  const sales = new SalesService(deps.db);
  return {
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
  };
}
