/** Starting a sale from an APPROVED proposal: buyers (given or from the lead's contract data), unit, lead, log. */
import { type BuyerInput, buyerSchema, type SaleCreateInput } from "@portal/contracts/sales";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { canSeeLead } from "../leads/lead-access";
import { assertCanWorkProposals, canSeeDeal } from "../proposals/deals-access";
import type { SaleRow } from "./sale-rows";
import {
  buyerLeadNotFound,
  leadContractDataIncomplete,
  proposalMissing,
  proposalNotApproved,
  unitHasLiveSale,
  unitReservedForOther,
  userNotActive,
} from "./sales.errors";
import type { SalesService } from "./sales.service";

/**
 * POST /sales: one transaction with the proposal and the unit locked; the sale, its log and the effects of the
 * "create" move (unit IN_SALES_PROCESS, lead, webhooks), which are dispatched after commit.
 */
export class SaleCreateService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  async create(actor: AuthUser, input: SaleCreateInput): Promise<SaleRow> {
    assertCanWorkProposals(actor);
    const id = await this.db.transaction(async (repos, events) => {
      await repos.proposals.lock(input.proposal_id);
      const proposal = await repos.proposals.findById(input.proposal_id);
      if (!proposal || !canSeeDeal(actor, proposal)) throw proposalMissing();
      if (proposal.status !== "APPROVED") throw proposalNotApproved();
      if (input.responsible_coordinator_id)
        await requireUser(repos, input.responsible_coordinator_id, "responsible_coordinator_id");
      const buyers = input.buyers ?? (await buyerFromLead(repos, proposal.leadId));
      await requireBuyerLeads(repos, actor, buyers);
      await repos.dealsContext.lockUnit(proposal.unitId);
      if (await repos.sales.liveSaleOfUnit(proposal.unitId)) throw unitHasLiveSale();
      const reservation = await repos.dealsContext.activeReservation(proposal.unitId);
      if (reservation?.leadId && reservation.leadId !== proposal.leadId) throw unitReservedForOther();
      const saleId = await repos.sales.create({
        proposalId: proposal.id,
        leadId: proposal.leadId,
        unitId: proposal.unitId,
        enterpriseId: proposal.enterpriseId,
        brokerId: proposal.brokerId,
        partnerAgencyId: proposal.partnerAgencyId,
        responsibleCoordinatorId: input.responsible_coordinator_id ?? null,
        price: proposal.netPrice,
        observations: input.observations
          ? [{ text: input.observations, author_id: actor.id, createdAt: new Date().toISOString() }]
          : [],
        createdById: actor.id,
        buyers,
      });
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "created",
        fromStatus: null,
        toStatus: "IN_PROCESS",
        data: { proposal_id: proposal.id, net_price_cents: proposal.netPrice },
      });
      const sale = (await repos.sales.findById(saleId)) as SaleRow;
      await this.sales.followEffects({ repos, events }, actor, sale, "create", null);
      return saleId;
    });
    return this.sales.get(actor, id);
  }
}

/** The lead's contract data as the only buyer; incomplete data is a 400 on `buyers`. */
async function buyerFromLead(repos: Repositories, leadId: string): Promise<BuyerInput[]> {
  const lead = await repos.dealsContext.leadContractData(leadId);
  const parsed = buyerSchema.safeParse({
    lead_id: leadId,
    full_name: lead?.documentType === "CNPJ" && lead.socialReason ? lead.socialReason : lead?.fullName,
    document_type: lead?.documentType ?? undefined,
    document: lead?.document ?? undefined,
    email: lead?.email ?? null,
    address: lead?.address ?? undefined,
    share_percent: 100,
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "document";
    throw leadContractDataIncomplete(field);
  }
  return [parsed.data];
}

export async function requireUser(repos: Repositories, userId: string, field: string) {
  const u = await repos.dealsContext.findUser(userId);
  if (!u?.active) throw userNotActive(field);
}

/** A buyer may name a lead only if the caller may see it (the lead routes' rule): never another broker's client. */
export async function requireBuyerLeads(repos: Repositories, actor: AuthUser, buyers: BuyerInput[]) {
  for (const [i, b] of buyers.entries()) {
    if (!b.lead_id) continue;
    const lead = await repos.dealsContext.findLead(b.lead_id);
    if (!lead || !canSeeLead(actor, lead)) throw buyerLeadNotFound(i);
  }
}
