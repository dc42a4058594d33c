/** Editing a sale's details: its buyers, observations and responsible coordinator, each with a sale log row. */
import type { BuyerInput } from "@portal/contracts/sales";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { assertSaleManager } from "../proposals/deals-access";
import { requireBuyerLeads, requireUser } from "./sale-create.service";
import type { SaleRow } from "./sale-rows";
import { buyersNotInProcess, saleForbidden } from "./sales.errors";
import type { SalesService } from "./sales.service";

export class SaleDetailsService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  async replaceBuyers(actor: AuthUser, id: string, buyers: BuyerInput[]) {
    return this.edit(actor, id, async (repos, sale) => {
      if (sale.status !== "IN_PROCESS") throw buyersNotInProcess();
      await requireBuyerLeads(repos, actor, buyers);
      await repos.sales.replaceBuyers(id, buyers);
      return {
        action: "buyers_changed",
        data: { buyers: buyers.map((b) => ({ document: b.document, share: b.share_percent })) },
      };
    });
  }

  async addObservation(actor: AuthUser, id: string, text: string) {
    return this.edit(actor, id, async (repos, sale) => {
      const observations = [...sale.observations, { text, author_id: actor.id, createdAt: new Date().toISOString() }];
      await repos.sales.update(id, { observations });
      return { action: "observation_added", data: { text } };
    });
  }

  async setCoordinator(actor: AuthUser, id: string, coordinatorId: string) {
    assertSaleManager(actor);
    return this.edit(actor, id, async (repos, sale) => {
      await requireUser(repos, coordinatorId, "responsible_coordinator_id");
      await repos.sales.update(id, { responsibleCoordinatorId: coordinatorId });
      return { action: "coordinator_changed", data: { from: sale.responsibleCoordinatorId, to: coordinatorId } };
    });
  }

  private async edit(
    actor: AuthUser,
    id: string,
    fn: (repos: Repositories, sale: SaleRow) => Promise<{ action: string; data: Record<string, unknown> }>,
  ) {
    if (actor.readOnly) throw saleForbidden();
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(id);
      const sale = await this.sales.get(actor, id, repos);
      const { action, data } = await fn(repos, sale);
      await repos.saleLogs.add({
        saleId: id,
        actorId: actor.id,
        action,
        fromStatus: sale.status,
        toStatus: sale.status,
        data,
      });
    });
    return this.sales.get(actor, id);
  }
}
