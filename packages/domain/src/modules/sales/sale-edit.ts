import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { assertSaleManager } from "../proposals/deals-access";
import type { SaleRow } from "./sale-rows";
import type { SalesService } from "./sales.service";

export interface SaleChange {
  action: string;
  data: Record<string, unknown>;
}

/**
 * One back-office change of a sale (decision 015): sale row locked, visibility first (a sale the caller may not
 * see is a 404, even for a partner who could not edit it anyway), then the sale-manager role (403), the change
 * and its sale log row, all in one transaction.
 */
export async function manageSale<T = void>(
  db: Database,
  sales: SalesService,
  actor: AuthUser,
  saleId: string,
  fn: (repos: Repositories, sale: SaleRow) => Promise<SaleChange & { result?: T }>,
): Promise<T | undefined> {
  return db.transaction(async (repos) => {
    await repos.sales.lock(saleId);
    const sale = await sales.get(actor, saleId, repos);
    assertSaleManager(actor);
    const { action, data, result } = await fn(repos, sale);
    await repos.saleLogs.add({
      saleId,
      actorId: actor.id,
      action,
      fromStatus: sale.status,
      toStatus: sale.status,
      data,
    });
    return result;
  });
}
