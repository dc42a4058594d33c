import type { SaleRecreateInput } from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { AuthUser } from "../../lib/ports";
import { assertSaleManager, canSeeDeal } from "../proposals/deals-access";
import type { SaleRow } from "./sale-rows";
import {
  recreateAlreadyDone,
  recreateLeadGone,
  recreateNotClosed,
  recreateProposalClosed,
  recreateUnitNotAvailable,
  saleNotFound,
  unitHasLiveSale,
} from "./sales.errors";
import type { SalesService } from "./sales.service";

/**
 * POST /sales/recreate: a CANCELED or DISTRACTED sale is re-opened as a new IN_PROCESS sale for the same
 * proposal, lead and unit, once the unit is AVAILABLE again. The new sale copies the buyers, broker, agency,
 * coordinator, home broker, classification participants and financing data, and points back to the old one
 * (origin_sale_id, unique: a sale is re-opened at most once). The unit goes IN_SALES_PROCESS and the lead
 * follows through the same effects as POST /sales; both sales get a log row; one transaction.
 * Races: the old sale's row lock serialises two recreates of it; the unit's row lock and the partial unique
 * index "one live sale per unit" referee a recreate against a new sale of the unit (UniqueViolation -> 409).
 */
export class SaleRecreateService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  async recreate(actor: AuthUser, input: SaleRecreateInput): Promise<SaleRow> {
    let newId: string;
    try {
      newId = await this.db.transaction(async (repos, events) => {
        await repos.sales.lock(input.sale_id);
        const old = await repos.sales.findById(input.sale_id);
        if (!old || !canSeeDeal(actor, old)) throw saleNotFound();
        assertSaleManager(actor);
        if (old.status !== "CANCELED" && old.status !== "DISTRACTED") throw recreateNotClosed();
        if (old.recreatedSaleId) throw recreateAlreadyDone();
        if (!(await repos.dealsContext.findLead(old.leadId))) throw recreateLeadGone();
        // A proposal cancelled after the sale (the client gave up) is not re-opened behind the approvers' back.
        const proposal = await repos.proposals.findById(old.proposalId);
        if (proposal?.status !== "APPROVED") throw recreateProposalClosed();
        await repos.dealsContext.lockUnit(old.unitId);
        if (await repos.sales.liveSaleOfUnit(old.unitId)) throw unitHasLiveSale();
        const unit = await repos.dealsContext.findUnit(old.unitId);
        if (unit?.status !== "AVAILABLE" || unit.suspended) throw recreateUnitNotAvailable();

        const saleId = await repos.sales.create({
          proposalId: old.proposalId,
          leadId: old.leadId,
          unitId: old.unitId,
          enterpriseId: old.enterpriseId,
          brokerId: old.brokerId,
          partnerAgencyId: old.partnerAgencyId,
          responsibleCoordinatorId: old.responsibleCoordinatorId,
          price: old.price,
          observations: [],
          createdById: actor.id,
          buyers: old.buyers.map((b) => ({
            lead_id: b.leadId,
            full_name: b.fullName,
            document_type: b.documentType,
            document: b.document,
            email: b.email,
            phone: b.phone,
            address: b.address,
            share_percent: b.sharePercent,
          })),
          originSaleId: old.id,
          homeBrokerId: old.homeBrokerId,
        });
        const participants = await repos.saleExtras.participants(old.id);
        await repos.saleExtras.replaceParticipants(saleId, participants);
        const payments = await repos.saleExtras.paymentsInfo(old.id);
        if (payments) await repos.saleExtras.setPaymentsInfo(saleId, payments);

        const reason = input.reason ?? null;
        await repos.saleLogs.add({
          saleId,
          actorId: actor.id,
          action: "recreated_from",
          fromStatus: null,
          toStatus: "IN_PROCESS",
          reason,
          data: { origin_sale_id: old.id, net_price_cents: old.price },
        });
        await repos.saleLogs.add({
          saleId: old.id,
          actorId: actor.id,
          action: "recreated",
          fromStatus: old.status,
          toStatus: old.status,
          reason,
          data: { new_sale_id: saleId },
        });
        const created = (await repos.sales.findById(saleId)) as SaleRow;
        await this.sales.followEffects({ repos, events }, actor, created, "create", reason);
        return saleId;
      });
    } catch (err) {
      if (err instanceof UniqueViolation) throw unitHasLiveSale();
      throw err;
    }
    return this.sales.get(actor, newId);
  }
}
