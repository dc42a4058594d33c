import {
  COMMISSION_CANCELLABLE,
  type CommissionStatus,
  commissionMoveError,
  splitCommission,
} from "@portal/contracts/commission";
import { hasRole } from "@portal/contracts/policy";
import { DEALS_MSG } from "@portal/contracts/proposals";
import { nextLeadStatus, SALE_TRANSITIONS, type SaleAction, saleMoveError } from "@portal/contracts/sale-state";
import {
  type BuyerInput,
  buyerSchema,
  COMMISSION_MANAGER_ROLES,
  type SaleCreateInput,
  type SaleListQuery,
} from "@portal/contracts/sales";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { UnitChanges } from "../inventory/unit-events";
import { applyUnitAction, type RouteUnitAction } from "../inventory/units.service";
import type { WebhookOutbox } from "../webhooks/webhooks.service";
import { assertCanWorkProposals, assertSaleManager, canSeeDeal, seesAllDeals } from "./deals-access";
import { participantCommissions } from "./sale-participants.service";
import type { SaleRow } from "./sales.repository";

const notFound = () => new AppError("NOT_FOUND", DEALS_MSG.saleNotFound);
const conflict = (message: string) => new AppError("CONFLICT", message);

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

/**
 * Sales: start from an APPROVED proposal and follow IN_PROCESS -> COMPLETED | CANCELED, COMPLETED ->
 * DISTRACTED (contracts/sale-state.ts). Each move is one transaction: the sale (conditional update), its log,
 * the unit (conditional update + unit log), the lead's status (+ lead log), commissions, and the outbox rows
 * of the webhooks, which are enqueued after commit.
 */
export class SalesService {
  constructor(
    private readonly db: Database,
    private readonly webhooks: WebhookOutbox,
    private readonly units?: UnitChanges,
  ) {}

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
    if (!s || !canSeeDeal(actor, s)) throw notFound();
    return s;
  }

  async create(actor: AuthUser, input: SaleCreateInput): Promise<SaleRow> {
    assertCanWorkProposals(actor);
    const outbox: string[] = [];
    const id = await this.db.transaction(async (repos) => {
      await repos.proposals.lock(input.proposal_id);
      const proposal = await repos.proposals.findById(input.proposal_id);
      if (!proposal || !canSeeDeal(actor, proposal))
        throw fieldError("proposal_id", "não corresponde a uma proposta existente");
      if (proposal.status !== "APPROVED") throw conflict(DEALS_MSG.saleProposalNotApproved);
      if (input.responsible_coordinator_id)
        await this.requireUser(repos, input.responsible_coordinator_id, "responsible_coordinator_id");
      const buyers = input.buyers ?? (await this.buyerFromLead(repos, proposal.leadId));
      await this.requireBuyerLeads(repos, buyers);
      await repos.dealsContext.lockUnit(proposal.unitId);
      if (await repos.sales.liveSaleOfUnit(proposal.unitId)) throw conflict(DEALS_MSG.unitHasLiveSale);
      const reservation = await repos.dealsContext.activeReservation(proposal.unitId);
      if (reservation?.leadId && reservation.leadId !== proposal.leadId) throw conflict(DEALS_MSG.unitReservedForOther);
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
      await repos.sales.addLog({
        saleId,
        actorId: actor.id,
        action: "created",
        fromStatus: null,
        toStatus: "IN_PROCESS",
        data: { proposal_id: proposal.id, net_price_cents: proposal.netPrice },
      });
      const sale = (await repos.sales.findById(saleId)) as SaleRow;
      outbox.push(...(await this.followEffects(repos, actor, sale, "create", null)));
      return saleId;
    });
    await this.afterCommit(outbox, id);
    return this.get(actor, id);
  }

  complete(actor: AuthUser, id: string) {
    return this.move(actor, id, "complete", null);
  }

  cancel(actor: AuthUser, id: string, reason: string) {
    return this.move(actor, id, "cancel", reason);
  }

  distract(actor: AuthUser, id: string, reason: string) {
    return this.move(actor, id, "distract", reason);
  }

  async replaceBuyers(actor: AuthUser, id: string, buyers: BuyerInput[]) {
    return this.edit(actor, id, async (repos, sale) => {
      if (sale.status !== "IN_PROCESS")
        throw conflict("Os compradores só podem ser alterados com a venda em andamento.");
      await this.requireBuyerLeads(repos, buyers);
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
      await this.requireUser(repos, coordinatorId, "responsible_coordinator_id");
      await repos.sales.update(id, { responsibleCoordinatorId: coordinatorId });
      return { action: "coordinator_changed", data: { from: sale.responsibleCoordinatorId, to: coordinatorId } };
    });
  }

  async logs(actor: AuthUser, id: string) {
    await this.get(actor, id);
    return this.db.repos.sales.logs(id);
  }

  /** Commissions of a sale: a partner sees only their own rows. */
  async commissions(actor: AuthUser, id: string) {
    await this.get(actor, id);
    const rows = await this.db.repos.sales.commissions({ saleId: id });
    return seesAllDeals(actor) ? rows : rows.filter((c) => c.beneficiaryId === actor.id);
  }

  /** Finance releases (client paid the down payment) or pays a commission; one log row on the sale. */
  async moveCommission(actor: AuthUser, saleId: string, commissionId: string, to: CommissionStatus) {
    if (actor.readOnly || !hasRole(actor.roles, COMMISSION_MANAGER_ROLES)) {
      throw new AppError("FORBIDDEN", "Você não tem permissão para realizar esta ação.");
    }
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(saleId);
      const sale = await this.get(actor, saleId, repos);
      const current = (await repos.sales.commissions({ saleId })).find((c) => c.id === commissionId);
      if (!current) throw new AppError("NOT_FOUND", "Comissão não encontrada.");
      const error = commissionMoveError(current.status, to);
      if (error) throw conflict(error);
      if (!(await repos.sales.moveCommission(commissionId, saleId, current.status, to)))
        throw conflict(DEALS_MSG.saleChanged);
      await repos.sales.addLog({
        saleId,
        actorId: actor.id,
        action: "commission_moved",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { commission_id: commissionId, party: current.party, from: current.status, to },
      });
    });
    return (await this.db.repos.sales.commissions({ saleId })).find((c) => c.id === commissionId);
  }

  /** A broker's own commission statement (partners: the only one they can read). */
  myCommissions(actor: AuthUser) {
    return this.db.repos.sales.commissions({ beneficiaryId: actor.id });
  }

  async verifyLeadActiveSale(actor: AuthUser, leadId: string) {
    const saleId = await this.db.repos.sales.liveSaleOfLead(leadId);
    if (!saleId) return { has_active_sale: false, sale_id: null };
    const sale = await this.db.repos.sales.findById(saleId);
    // A partner learns that the lead is taken, not which sale it is.
    const visible = sale && canSeeDeal(actor, sale);
    return { has_active_sale: true, sale_id: visible ? saleId : null };
  }

  // ------------------------------------------------------------------ helpers

  private async move(actor: AuthUser, id: string, action: Exclude<SaleAction, "create">, reason: string | null) {
    assertSaleManager(actor);
    const outbox: string[] = [];
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(id);
      const sale = await this.get(actor, id, repos);
      const error = saleMoveError(action, sale.status);
      if (error) throw conflict(error);
      const t = SALE_TRANSITIONS[action];
      if (!(await repos.sales.moveStatus(id, sale.status, t.to, reason))) throw conflict(DEALS_MSG.saleChanged);
      await repos.sales.addLog({
        saleId: id,
        actorId: actor.id,
        action,
        fromStatus: sale.status,
        toStatus: t.to,
        reason,
      });
      outbox.push(...(await this.followEffects(repos, actor, sale, action, reason)));
    });
    await this.afterCommit(outbox, id);
    return this.get(actor, id);
  }

  /** Webhook jobs and the mirror's live update, once the transaction committed (also used by recreate). */
  async afterCommit(outbox: string[], saleId: string): Promise<void> {
    await this.webhooks.dispatch(outbox);
    const sale = await this.db.repos.sales.findById(saleId);
    if (sale && this.units) await this.units.unitChanged(sale.enterpriseId, sale.unitId);
  }

  /** Unit, lead, commissions and domain events that follow a sale move (same transaction; also used by recreate). */
  async followEffects(
    repos: Repositories,
    actor: AuthUser,
    sale: SaleRow,
    action: SaleAction,
    reason: string | null,
  ): Promise<string[]> {
    const t = SALE_TRANSITIONS[action];
    const unit = await repos.dealsContext.findUnit(sale.unitId);
    if (!unit) throw conflict(DEALS_MSG.unitChanged);
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
      if (!moved) throw conflict(DEALS_MSG.unitChanged);
    }
    const lead = await repos.dealsContext.findLead(sale.leadId);
    if (lead) {
      const target =
        t.lead === "TALKING" && (await repos.sales.liveSaleOfLead(lead.id))
          ? lead.status
          : nextLeadStatus(lead.status, t.lead);
      await repos.dealsContext.setLeadStatus(lead.id, lead.status, target, actor.id, LEAD_REASON[action]);
    }
    if (t.commissions === "compute-forecast") await this.computeCommissions(repos, sale);
    if (t.commissions === "cancel") {
      const n = await repos.sales.cancelCommissions(sale.id, COMMISSION_CANCELLABLE);
      if (n > 0)
        await repos.sales.addLog({
          saleId: sale.id,
          actorId: actor.id,
          action: "commissions_cancelled",
          fromStatus: null,
          toStatus: null,
          data: { count: n },
        });
    }
    const ids = await this.webhooks.record(repos, "unit.status_changed", {
      unit_id: unit.id,
      enterprise_id: unit.enterpriseId,
      from: unit.status,
      to: t.unit,
      sale_id: sale.id,
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
      ids.push(
        ...(await this.webhooks.record(repos, saleEvent, {
          sale_id: sale.id,
          unit_id: sale.unitId,
          enterprise_id: sale.enterpriseId,
          lead_id: sale.leadId,
          net_price_cents: sale.price,
          status: t.to,
          reason,
        })),
      );
    }
    return ids;
  }

  /**
   * FORECAST commissions: from the sale's classification participants when it has any (decision 015), else
   * from the enterprise's commission info; no info, no commissions.
   */
  private async computeCommissions(repos: Repositories, sale: SaleRow) {
    const participants = await repos.saleExtras.participants(sale.id);
    if (participants.length > 0) {
      await repos.sales.createCommissions(sale.id, participantCommissions(sale.price, participants));
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
    await repos.sales.createCommissions(
      sale.id,
      shares.map((s) => ({
        party: s.party,
        beneficiaryId: beneficiary[s.party],
        percent: percents[s.party],
        amount: s.value_cents,
      })),
    );
  }

  private async edit(
    actor: AuthUser,
    id: string,
    fn: (repos: Repositories, sale: SaleRow) => Promise<{ action: string; data: Record<string, unknown> }>,
  ) {
    if (actor.readOnly) throw new AppError("FORBIDDEN", "Você não tem permissão para realizar esta ação.");
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(id);
      const sale = await this.get(actor, id, repos);
      const { action, data } = await fn(repos, sale);
      await repos.sales.addLog({
        saleId: id,
        actorId: actor.id,
        action,
        fromStatus: sale.status,
        toStatus: sale.status,
        data,
      });
    });
    return this.get(actor, id);
  }

  /** The lead's contract data as the only buyer; incomplete data is a 400 on `buyers`. */
  private async buyerFromLead(repos: Repositories, leadId: string): Promise<BuyerInput[]> {
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
      throw fieldError("buyers", `é obrigatório: os dados contratuais do lead estão incompletos (${field})`);
    }
    return [parsed.data];
  }

  private async requireUser(repos: Repositories, userId: string, field: string) {
    const u = await repos.dealsContext.findUser(userId);
    if (!u?.active) throw fieldError(field, DEALS_MSG.userNotFound);
  }

  private async requireBuyerLeads(repos: Repositories, buyers: BuyerInput[]) {
    for (const [i, b] of buyers.entries()) {
      if (b.lead_id && !(await repos.dealsContext.findLead(b.lead_id))) {
        throw fieldError(`buyers.${i}.lead_id`, DEALS_MSG.leadNotFound);
      }
    }
  }
}
