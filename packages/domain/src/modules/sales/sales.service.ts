/** Reading sales and what every sale use case shares: visibility, the effects of a move, the after-commit dispatch. */
import type { SaleAction } from "@portal/contracts/sale-state";
import type { SaleListQuery } from "@portal/contracts/sales";
import type { Database } from "../../lib/database";
import type { Tx } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { findVisibleLead } from "../leads/lead-access";
import { canSeeDeal, seesAllDeals } from "../proposals/deals-access";
import { followSaleMove } from "./sale-effects";
import type { SaleRow } from "./sale-rows";
import { saleNotFound } from "./sales.errors";

/**
 * Sales: start from an APPROVED proposal and follow IN_PROCESS -> COMPLETED | CANCELED, COMPLETED ->
 * DISTRACTED (contracts/sale-state.ts). Each move is one transaction: the sale (conditional update), its log,
 * the unit (conditional update + unit log), the lead's status (+ lead log), commissions, and the outbox rows
 * of the webhooks, which are enqueued after commit.
 *
 * This class reads sales and holds what every move shares (the effects in the transaction, whose events are
 * delivered after commit: decision 068); the use cases live beside it: sale-create, sale-moves, sale-details, sale-commissions.
 */
export class SalesService {
  constructor(private readonly db: Database) {}

  list(actor: AuthUser, q: SaleListQuery) {
    return this.db.repos.sales.list({
      status: q.status,
      leadId: q.lead_id,
      enterpriseId: q.enterprise_id,
      brokerId: q.broker_id,
      ownerId: seesAllDeals(actor) ? undefined : actor.id,
      skip: q.skip,
      limit: q.limit,
    });
  }

  async get(actor: AuthUser, id: string, repos: Repositories = this.db.repos): Promise<SaleRow> {
    const s = await repos.sales.findById(id);
    if (!s || !canSeeDeal(actor, s)) throw saleNotFound();
    return s;
  }

  async logs(actor: AuthUser, id: string) {
    await this.get(actor, id);
    return this.db.repos.saleLogs.list(id);
  }

  /** Follows the lead's visibility: a lead the caller cannot see is "not found", whether it has a sale or not. */
  async verifyLeadActiveSale(actor: AuthUser, leadId: string) {
    await findVisibleLead(this.db.repos, actor, leadId);
    const saleId = await this.db.repos.sales.liveSaleOfLead(leadId);
    if (!saleId) return { has_active_sale: false, sale_id: null };
    const sale = await this.db.repos.sales.findById(saleId);
    // A partner learns that the lead is taken, not which sale it is.
    const visible = sale && canSeeDeal(actor, sale);
    return { has_active_sale: true, sale_id: visible ? saleId : null };
  }

  /**
   * Unit, lead, commissions and domain events that follow a sale move (same transaction; also used by recreate).
   * Its commit announces `unit.changed`: the mirror's live update (the units module's consumer).
   */
  async followEffects(tx: Tx, actor: AuthUser, sale: SaleRow, action: SaleAction, reason: string | null) {
    await followSaleMove(tx, actor, sale, action, reason);
    tx.events.emit({ type: "unit.changed", enterpriseId: sale.enterpriseId, unitId: sale.unitId });
  }
}
