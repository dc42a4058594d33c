/** What follows a sale move in its transaction: the unit, the lead, the commissions and its webhook events. */
import { COMMISSION_CANCELLABLE, splitCommission } from "@portal/contracts/commission";
import { nextLeadStatus, SALE_TRANSITIONS, type SaleAction } from "@portal/contracts/sale-state";
import type { Tx } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { applyUnitAction, type RouteUnitAction } from "../units/units.service";
import { participantCommissions } from "./sale-commission-split";
import type { SaleRow } from "./sale-rows";
import { unitChanged } from "./sales.errors";

/** The inventory's unit action each sale move applies (contracts/unit-state.ts); distrato has none. */
const INVENTORY_ACTION: Record<SaleAction, RouteUnitAction | null> = {
  create: "start-sale-process",
  complete: "make-sold-for-admin",
  cancel: "cancel-sale-process",
  distract: null,
};
const LEAD_REASON: Record<SaleAction, string> = {
  create: "Venda iniciada",
  complete: "Venda concluída",
  cancel: "Venda cancelada",
  distract: "Distrato da venda",
};

/** Unit, lead, commissions and domain events that follow a sale move (same transaction; also used by recreate). */
export async function followSaleMove(
  { repos, events }: Tx,
  actor: AuthUser,
  sale: SaleRow,
  action: SaleAction,
  reason: string | null,
): Promise<void> {
  const t = SALE_TRANSITIONS[action];
  const unit = await repos.dealsContext.findUnit(sale.unitId);
  if (!unit) throw unitChanged();
  const inventoryAction = INVENTORY_ACTION[action];
  if (inventoryAction) {
    // The inventory's state machine, in this transaction: row lock, transition, reservations, unit log.
    await applyUnitAction(repos, sale.unitId, inventoryAction, actor, reason ?? LEAD_REASON[action]);
  } else {
    // Distrato (SOLD -> AVAILABLE) is a sale move the unit machine has no action for.
    const moved = await repos.dealsContext.moveUnit(sale.unitId, ["SOLD"], t.unit, {
      actorId: actor.id,
      action: "DISTRATO",
      reason: reason ?? LEAD_REASON[action],
      data: { sale_id: sale.id },
    });
    if (!moved) throw unitChanged();
  }
  const lead = await repos.dealsContext.findLead(sale.leadId);
  if (lead) {
    const target =
      t.lead === "TALKING" && (await repos.sales.liveSaleOfLead(lead.id))
        ? lead.status
        : nextLeadStatus(lead.status, t.lead);
    await repos.dealsContext.setLeadStatus(lead.id, lead.status, target, actor.id, LEAD_REASON[action]);
  }
  if (t.commissions === "compute-forecast") await computeCommissions(repos, sale);
  if (t.commissions === "cancel") {
    const n = await repos.saleCommissions.cancel(sale.id, COMMISSION_CANCELLABLE);
    if (n > 0)
      await repos.saleLogs.add({
        saleId: sale.id,
        actorId: actor.id,
        action: "commissions_cancelled",
        fromStatus: null,
        toStatus: null,
        data: { count: n },
      });
  }
  events.emit({
    type: "unit.status_changed",
    data: { unit_id: unit.id, enterprise_id: unit.enterpriseId, from: unit.status, to: t.unit, sale_id: sale.id },
  });
  const saleEvent =
    action === "complete"
      ? "sale.completed"
      : action === "cancel"
        ? "sale.canceled"
        : action === "distract"
          ? "sale.distracted"
          : null;
  if (saleEvent) {
    events.emit({
      type: saleEvent,
      data: {
        sale_id: sale.id,
        unit_id: sale.unitId,
        enterprise_id: sale.enterpriseId,
        lead_id: sale.leadId,
        net_price_cents: sale.price,
        status: t.to,
        reason,
      },
    });
  }
}

/**
 * FORECAST commissions: from the sale's classification participants when it has any (decision 015), else
 * from the enterprise's commission info; no info, no commissions.
 */
async function computeCommissions(repos: Repositories, sale: SaleRow) {
  const participants = await repos.saleExtras.participants(sale.id);
  if (participants.length > 0) {
    await repos.saleCommissions.create(sale.id, participantCommissions(sale.price, participants));
    return;
  }
  const info = await repos.dealsContext.commissionInfo(sale.enterpriseId);
  if (!info) return;
  const beneficiary = {
    AGENCY: sale.partnerAgencyId,
    BROKER: sale.brokerId,
    COORDINATOR: sale.responsibleCoordinatorId,
  };
  const percents = {
    AGENCY: info.agency_percent,
    BROKER: info.broker_percent,
    COORDINATOR: info.coordinator_percent,
  };
  // Without a partner agency, its share is not paid to anyone: left out rather than forecast to nobody.
  const shares = splitCommission(sale.price, {
    ...info,
    agency_percent: sale.partnerAgencyId ? info.agency_percent : 0,
  });
  await repos.saleCommissions.create(
    sale.id,
    shares.map((s) => ({
      party: s.party,
      beneficiaryId: beneficiary[s.party],
      percent: percents[s.party],
      amount: s.value_cents,
    })),
  );
}
