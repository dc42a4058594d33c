/** Commissions of sales: a sale's rows, a broker's own statement, and finance releasing or paying one. */
import { type CommissionStatus, commissionMoveError } from "@portal/contracts/commission";
import { hasRole } from "@portal/contracts/policy";
import { COMMISSION_MANAGER_ROLES } from "@portal/contracts/sales";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { seesAllDeals } from "../proposals/deals-access";
import { commissionMoveRefused, commissionNotFound, saleChanged, saleForbidden } from "./sales.errors";
import type { SalesService } from "./sales.service";

export class SaleCommissionsService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  /** Commissions of a sale: a partner sees only their own rows. */
  async commissions(actor: AuthUser, id: string) {
    await this.sales.get(actor, id);
    const rows = await this.db.repos.saleCommissions.list({ saleId: id });
    return seesAllDeals(actor) ? rows : rows.filter((c) => c.beneficiaryId === actor.id);
  }

  /** Finance releases (client paid the down payment) or pays a commission; one log row on the sale. */
  async moveCommission(actor: AuthUser, saleId: string, commissionId: string, to: CommissionStatus) {
    if (actor.readOnly || !hasRole(actor.roles, COMMISSION_MANAGER_ROLES)) {
      throw saleForbidden();
    }
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(saleId);
      const sale = await this.sales.get(actor, saleId, repos);
      const current = (await repos.saleCommissions.list({ saleId })).find((c) => c.id === commissionId);
      if (!current) throw commissionNotFound();
      const error = commissionMoveError(current.status, to);
      if (error) throw commissionMoveRefused(error);
      if (!(await repos.saleCommissions.move(commissionId, saleId, current.status, to))) throw saleChanged();
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "commission_moved",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { commission_id: commissionId, party: current.party, from: current.status, to },
      });
    });
    return (await this.db.repos.saleCommissions.list({ saleId })).find((c) => c.id === commissionId);
  }

  /** A broker's own commission statement (partners: the only one they can read). */
  myCommissions(actor: AuthUser) {
    return this.db.repos.saleCommissions.list({ beneficiaryId: actor.id });
  }
}
