import { hasRole } from "@portal/contracts/policy";
import { HOME_BROKER_ROLES } from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { manageSale } from "./sale-edit";
import type { SaleRow } from "./sale-rows";
import { homeBrokerClosed, homeBrokerRole } from "./sales.errors";
import type { SalesService } from "./sales.service";

/** The sale's "corretor da casa" (an in-house broker, HOME_BROKER_ROLES), set or cleared by the back office. */
export class SaleHomeBrokerService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  async set(actor: AuthUser, saleId: string, homeBrokerId: string | null): Promise<SaleRow> {
    await manageSale(this.db, this.sales, actor, saleId, async (repos, sale) => {
      if (sale.status === "CANCELED" || sale.status === "DISTRACTED") throw homeBrokerClosed();
      if (homeBrokerId) {
        const user = await repos.dealsContext.findUser(homeBrokerId);
        // MASTER passes hasRole's checks; a home broker must really hold an in-house broker role.
        const inHouse = user?.roles.some((r) => (HOME_BROKER_ROLES as readonly string[]).includes(r));
        if (!user?.active || !inHouse || !hasRole(user.roles, HOME_BROKER_ROLES)) {
          throw homeBrokerRole();
        }
      }
      await repos.saleExtras.setHomeBroker(saleId, homeBrokerId);
      return {
        action: homeBrokerId ? "home_broker_set" : "home_broker_cleared",
        data: { from: sale.homeBrokerId, to: homeBrokerId },
      };
    });
    return this.sales.get(actor, saleId);
  }
}
