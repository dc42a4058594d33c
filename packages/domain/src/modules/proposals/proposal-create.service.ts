/** Creating a proposal and fork-editing one into a counter-proposal (new version, open parent superseded). */
import { applyDiscount, type Discount } from "@portal/contracts/discount";
import { type PlanSeries, SERIES_PERIOD_MONTHS, validatePlan } from "@portal/contracts/payment-plan";
import { PROPOSAL_TAGS, type ProposalCreateInput, type ProposalForkInput } from "@portal/contracts/proposals";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import {
  LEAD_STATUS_WITH_PROPOSAL,
  nextLeadStatus,
  OPEN_PROPOSAL_STATUSES,
  type ProposalStatus,
  proposalMoveError,
  submittedStatus,
} from "@portal/contracts/sale-state";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { canSeeLead } from "../leads/lead-access";
import { assertCanWorkProposals, seesAllDeals } from "./deals-access";
import type { DealUnit } from "./deals-context.repository";
import { notifyProposal, statusNotification } from "./proposal-notifications";
import type { ProposalWithParent } from "./proposal-rows";
import { brokenRules, figuresOf } from "./proposal-rules";
import {
  agencyNotPartner,
  brokerNotActive,
  invalidDiscount,
  invalidPlan,
  leadNotFound,
  partnerOwnBroker,
  proposalChanged,
  proposalMoveRefused,
  unitNotFound,
  unitNotNegotiable,
  unitReservedForOther,
  unitWithoutPrice,
} from "./proposals.errors";
import type { ProposalsService } from "./proposals.service";

/**
 * New proposals: lead + unit + broker (+ partner agency) + table price + discount + payment plan that adds up to
 * the net price, checked against the enterprise's approval rules when submitted. One transaction with its log;
 * the lead's status follows; notifications are announced after commit.
 */
export class ProposalCreateService {
  constructor(
    private readonly db: Database,
    private readonly proposals: ProposalsService,
  ) {}

  async create(actor: AuthUser, input: ProposalCreateInput): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    const id = await this.db.transaction(async (repos, events) => {
      await repos.dealsContext.lockUnit(input.unit_id);
      const unit = await repos.dealsContext.findUnit(input.unit_id);
      if (!unit) throw unitNotFound();
      const lead = await repos.dealsContext.findLead(input.lead_id);
      // The lead routes' visibility: a lead outside the caller's scope is as missing as a deleted one, so a
      // proposal never reveals (or attaches to) another broker's client.
      if (!lead || !canSeeLead(actor, lead)) throw leadNotFound();
      const brokerId = await this.resolveBroker(repos, actor, input.broker_id);
      const agencyId = await this.resolveAgency(repos, input.agency_id);
      const price = this.negotiablePrice(unit);
      if (unit.status === "RESERVED") {
        const reservation = await repos.dealsContext.activeReservation(unit.id);
        if (reservation?.leadId && reservation.leadId !== lead.id) throw unitReservedForOther();
      }
      const money = this.price(price, input.discount ?? null, input.series);
      const rules = brokenRules(
        figuresOf({ ...money, price, series: input.series }),
        await repos.dealsContext.approvalRules(unit.enterpriseId),
      );
      const status: ProposalStatus = input.submit ? submittedStatus(rules.length > 0) : "DRAFT";
      const newId = await repos.proposals.create({
        leadId: lead.id,
        unitId: unit.id,
        enterpriseId: unit.enterpriseId,
        brokerId,
        partnerAgencyId: agencyId,
        createdById: actor.id,
        status,
        version: 1,
        parentId: null,
        price,
        ...this.discountColumns(input.discount ?? null, money.discountAmount),
        netPrice: money.netPrice,
        tags: rules.length ? [PROPOSAL_TAGS.aboveLimits] : [],
        observations: input.observations ?? null,
        brokenRules: rules,
        series: withPeriods(input.series),
        submittedAt: input.submit ? new Date() : null,
      });
      await repos.proposals.addLog({
        proposalId: newId,
        actorId: actor.id,
        action: "created",
        fromStatus: null,
        toStatus: status,
        data: { net_price_cents: money.netPrice, failed_rules: rules },
      });
      await repos.dealsContext.setLeadStatus(
        lead.id,
        lead.status,
        nextLeadStatus(lead.status, LEAD_STATUS_WITH_PROPOSAL),
        actor.id,
        "Proposta criada",
      );
      const created = (await repos.proposals.findById(newId)) as ProposalWithParent;
      await notifyProposal(repos, events, created, actor, "NEW_PROPOSAL");
      if (status !== "DRAFT") await notifyProposal(repos, events, created, actor, statusNotification(status));
      return newId;
    });
    return this.proposals.get(actor, id);
  }

  /** A counter-proposal: a new version linked to its parent; the parent, if still open, is superseded. */
  async fork(actor: AuthUser, parentId: string, input: ProposalForkInput): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    const id = await this.db.transaction(async (repos, events) => {
      await repos.proposals.lock(parentId);
      const parent = await this.proposals.get(actor, parentId, repos);
      const moveError = proposalMoveError("fork", parent.status);
      if (moveError) throw proposalMoveRefused(moveError);
      const series = input.series ?? parent.series;
      const discount =
        input.discount !== undefined
          ? input.discount
          : parent.discountType
            ? { type: parent.discountType, value: parent.discountValue as number }
            : null;
      const money = this.price(parent.price, discount, series);
      const rules = brokenRules(
        figuresOf({ price: parent.price, ...money, series }),
        await repos.dealsContext.approvalRules(parent.enterpriseId),
      );
      const status: ProposalStatus = input.submit ? submittedStatus(rules.length > 0) : "DRAFT";
      const tags = [PROPOSAL_TAGS.counterProposal, ...(rules.length ? [PROPOSAL_TAGS.aboveLimits] : [])];
      const childId = await repos.proposals.create({
        leadId: parent.leadId,
        unitId: parent.unitId,
        enterpriseId: parent.enterpriseId,
        brokerId: parent.brokerId,
        partnerAgencyId: parent.partnerAgencyId,
        createdById: actor.id,
        status,
        version: parent.version + 1,
        parentId: parent.id,
        price: parent.price,
        ...this.discountColumns(discount, money.discountAmount),
        netPrice: money.netPrice,
        tags,
        observations: input.observations !== undefined ? input.observations : parent.observations,
        brokenRules: rules,
        series: withPeriods(series),
        submittedAt: input.submit ? new Date() : null,
      });
      if (OPEN_PROPOSAL_STATUSES.includes(parent.status)) {
        if (!(await repos.proposals.moveStatus(parent.id, [parent.status], "CANCELED"))) {
          throw proposalChanged();
        }
        await repos.proposals.addLog({
          proposalId: parent.id,
          actorId: actor.id,
          action: "superseded",
          fromStatus: parent.status,
          toStatus: "CANCELED",
          reason: `Substituída pela contraproposta v${parent.version + 1}`,
          data: { child_id: childId },
        });
      }
      const child = (await repos.proposals.findById(childId)) as ProposalWithParent;
      await repos.proposals.addLog({
        proposalId: childId,
        actorId: actor.id,
        action: "forked",
        fromStatus: null,
        toStatus: status,
        data: { parent_id: parent.id },
      });
      await notifyProposal(repos, events, child, actor, "NEW_PROPOSAL");
      if (status !== "DRAFT") await notifyProposal(repos, events, child, actor, statusNotification(status));
      return childId;
    });
    return this.proposals.get(actor, id);
  }

  /** The unit's table price, when the unit may be negotiated. */
  private negotiablePrice(unit: DealUnit): number {
    if (unit.suspended || unit.status === "SOLD" || unit.status === "IN_SALES_PROCESS") {
      throw unitNotNegotiable();
    }
    if (unit.price === null || unit.price <= 0) throw unitWithoutPrice();
    return unit.price;
  }

  /** Net price after the discount, and the plan must add up to it (400 naming the series otherwise). */
  private price(price: number, discount: Discount | null, series: PlanSeries[]) {
    const d = applyDiscount(price, discount);
    if (!d.ok) throw invalidDiscount(d.field, d.message);
    const issues = validatePlan(series, d.net_price_cents);
    if (issues.length) throw invalidPlan(issues);
    return { discountAmount: d.discount_cents, netPrice: d.net_price_cents };
  }

  private discountColumns(discount: Discount | null, amount: number) {
    return {
      discountType: discount?.type ?? null,
      discountValue: discount ? discount.value : null,
      discountAmount: amount,
    };
  }

  /** A partner broker always brokers their own proposals; staff may name an active broker. */
  private async resolveBroker(repos: Repositories, actor: AuthUser, brokerId: string | undefined): Promise<string> {
    if (!brokerId || brokerId === actor.id) return actor.id;
    if (!seesAllDeals(actor)) throw partnerOwnBroker();
    const broker = await repos.dealsContext.findUser(brokerId);
    if (!broker?.active) throw brokerNotActive();
    return broker.id;
  }

  private async resolveAgency(repos: Repositories, agencyId: string | null | undefined): Promise<string | null> {
    if (!agencyId) return null;
    const agency = await repos.dealsContext.findUser(agencyId);
    if (!agency?.active || !agency.roles.some((r) => (PARTNER_ROLES as readonly string[]).includes(r))) {
      throw agencyNotPartner();
    }
    return agency.id;
  }
}

function withPeriods(series: PlanSeries[]) {
  return series.map((s) => ({ ...s, periodicityMonths: SERIES_PERIOD_MONTHS[s.type] }));
}
