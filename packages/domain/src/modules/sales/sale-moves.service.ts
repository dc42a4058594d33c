/** Sale moves: complete, cancel and distrato, each one transaction with its log and the effects that follow. */
import { SALE_TRANSITIONS, type SaleAction, saleMoveError } from "@portal/contracts/sale-state";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertSaleManager } from "../proposals/deals-access";
import { saleChanged, saleMoveRefused } from "./sales.errors";
import type { SalesService } from "./sales.service";

/**
 * IN_PROCESS -> COMPLETED | CANCELED, COMPLETED -> DISTRACTED (contracts/sale-state.ts): the sale (conditional
 * update), its log and the effects in one transaction; webhooks and the unit's live update after commit.
 */
export class SaleMovesService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  complete(actor: AuthUser, id: string) {
    return this.move(actor, id, "complete", null);
  }

  cancel(actor: AuthUser, id: string, reason: string) {
    return this.move(actor, id, "cancel", reason);
  }

  distract(actor: AuthUser, id: string, reason: string) {
    return this.move(actor, id, "distract", reason);
  }

  private async move(actor: AuthUser, id: string, action: Exclude<SaleAction, "create">, reason: string | null) {
    assertSaleManager(actor);
    await this.db.transaction(async (repos, events) => {
      await repos.sales.lock(id);
      const sale = await this.sales.get(actor, id, repos);
      const error = saleMoveError(action, sale.status);
      if (error) throw saleMoveRefused(error);
      const t = SALE_TRANSITIONS[action];
      if (!(await repos.sales.moveStatus(id, sale.status, t.to, reason))) throw saleChanged();
      await repos.saleLogs.add({
        saleId: id,
        actorId: actor.id,
        action,
        fromStatus: sale.status,
        toStatus: t.to,
        reason,
      });
      await this.sales.followEffects({ repos, events }, actor, sale, action, reason);
    });
    return this.sales.get(actor, id);
  }
}
