import { applyDiscount, type Discount } from "@portal/contracts/discount";
import { MSG } from "@portal/contracts/messages";
import type { NotificationType } from "@portal/contracts/notifications";
import { expandPlan, type PlanSeries, SERIES_PERIOD_MONTHS, validatePlan } from "@portal/contracts/payment-plan";
import {
  DEALS_MSG,
  PROPOSAL_TAGS,
  type ProposalCreateInput,
  type ProposalForkInput,
  type ProposalListQuery,
} from "@portal/contracts/proposals";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import {
  LEAD_STATUS_WITH_PROPOSAL,
  nextLeadStatus,
  OPEN_PROPOSAL_STATUSES,
  type ProposalStatus,
  proposalMoveError,
  submittedStatus,
} from "@portal/contracts/sale-state";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { NotificationsService, PendingRealtimeEvent } from "../notifications/notifications.service";
import { assertCanWorkProposals, canSeeDeal, hasApproverRole, isGlobalApprover, seesAllDeals } from "./deals-access";
import type { DealUnit } from "./deals-context.repository";
import { renderProposalPdf } from "./proposal-pdf";
import { brokenRules, figuresOf, requiredLevel } from "./proposal-rules";
import type { ProposalWithParent, StoredFailedRule } from "./proposals.repository";

const notFound = () => new AppError("NOT_FOUND", DEALS_MSG.proposalNotFound);
const conflict = (message: string) => new AppError("CONFLICT", message);
/** 400 with every plan issue, each naming its field ("series.2.value_cents"). */
const planError = (issues: { path: (string | number)[]; message: string }[]) =>
  new AppError(
    "BAD_REQUEST",
    issues.map((i) => `"${i.path.join(".")}" ${i.message}`),
  );

const NOTIFY_TEXT: Record<string, { title: string; message: (p: ProposalWithParent) => string }> = {
  NEW_PROPOSAL: { title: "Nova proposta", message: (p) => `Proposta v${p.version} criada para a unidade.` },
  PROPOSAL_AWAITING_APPROVAL: {
    title: "Proposta aguardando aprovação",
    message: (p) => `A proposta v${p.version} passou dos limites do empreendimento e aguarda sua aprovação.`,
  },
  PROPOSAL_APPROVED: { title: "Proposta aprovada", message: (p) => `A proposta v${p.version} foi aprovada.` },
  PROPOSAL_DISAPPROVED: { title: "Proposta reprovada", message: (p) => `A proposta v${p.version} foi reprovada.` },
  PROPOSAL_CANCELED: { title: "Proposta cancelada", message: (p) => `A proposta v${p.version} foi cancelada.` },
};

/**
 * Proposals: lead + unit + broker (+ partner agency) + table price + discount + payment plan that adds up
 * to the net price. Submitting checks the enterprise's approval rules; each move is one transaction with its
 * proposal log, the lead's status follows, and notifications are published after commit.
 */
export class ProposalsService {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
  ) {}

  async list(actor: AuthUser, q: ProposalListQuery) {
    return this.db.repos.proposals.list({
      status: q.status,
      leadId: q.lead_id,
      unitId: q.unit_id,
      enterpriseId: q.enterprise_id,
      brokerId: q.broker_id,
      ownerId: seesAllDeals(actor) ? undefined : actor.id,
      skip: q.skip,
      limit: q.limit,
    });
  }

  /** 404 both for a missing proposal and for one the caller may not see. */
  async get(actor: AuthUser, id: string, repos: Repositories = this.db.repos): Promise<ProposalWithParent> {
    const p = await repos.proposals.findById(id);
    if (!p || !canSeeDeal(actor, p)) throw notFound();
    return p;
  }

  async create(actor: AuthUser, input: ProposalCreateInput): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    const pending: PendingRealtimeEvent[] = [];
    const id = await this.db.transaction(async (repos) => {
      await repos.dealsContext.lockUnit(input.unit_id);
      const unit = await repos.dealsContext.findUnit(input.unit_id);
      if (!unit) throw fieldError("unit_id", DEALS_MSG.unitNotFound);
      const lead = await repos.dealsContext.findLead(input.lead_id);
      if (!lead) throw fieldError("lead_id", DEALS_MSG.leadNotFound);
      const brokerId = await this.resolveBroker(repos, actor, input.broker_id);
      const agencyId = await this.resolveAgency(repos, input.agency_id);
      const price = this.negotiablePrice(unit);
      if (unit.status === "RESERVED") {
        const reservation = await repos.dealsContext.activeReservation(unit.id);
        if (reservation?.leadId && reservation.leadId !== lead.id) throw conflict(DEALS_MSG.unitReservedForOther);
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
      await this.notifyFor(repos, pending, created, actor, "NEW_PROPOSAL");
      if (status !== "DRAFT") await this.notifyFor(repos, pending, created, actor, statusNotification(status));
      return newId;
    });
    await this.notifications.publish(pending);
    return this.get(actor, id);
  }

  /** A counter-proposal: a new version linked to its parent; the parent, if still open, is superseded. */
  async fork(actor: AuthUser, parentId: string, input: ProposalForkInput): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    const pending: PendingRealtimeEvent[] = [];
    const id = await this.db.transaction(async (repos) => {
      await repos.proposals.lock(parentId);
      const parent = await this.get(actor, parentId, repos);
      const moveError = proposalMoveError("fork", parent.status);
      if (moveError) throw conflict(moveError);
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
          throw conflict(DEALS_MSG.proposalChanged);
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
      await this.notifyFor(repos, pending, child, actor, "NEW_PROPOSAL");
      if (status !== "DRAFT") await this.notifyFor(repos, pending, child, actor, statusNotification(status));
      return childId;
    });
    await this.notifications.publish(pending);
    return this.get(actor, id);
  }

  /** DRAFT -> APPROVED when inside every limit, else AWAITING_APPROVAL (the failed rules are listed). */
  submit(actor: AuthUser, id: string) {
    return this.transition(actor, id, "submit", async (repos, p) => {
      const rules = brokenRules(figuresOf(p), await repos.dealsContext.approvalRules(p.enterpriseId));
      const to = submittedStatus(rules.length > 0);
      const tags = rules.length ? addTag(p.tags, PROPOSAL_TAGS.aboveLimits) : p.tags;
      return { to, extra: { submittedAt: new Date(), brokenRules: rules, tags }, data: { failed_rules: rules } };
    });
  }

  approve(actor: AuthUser, id: string, reason?: string) {
    return this.transition(actor, id, "approve", async (repos, p) => {
      await this.assertApprover(repos, actor, p.enterpriseId, p.brokenRules);
      await repos.proposals.recordApprovals(p.id, "APPROVED", actor.id, reason ?? null);
      return { to: "APPROVED", reason, extra: { decidedAt: new Date() } };
    });
  }

  disapprove(actor: AuthUser, id: string, reason: string | undefined) {
    if (!reason) throw fieldError("reason", DEALS_MSG.reasonRequired);
    return this.transition(actor, id, "disapprove", async (repos, p) => {
      await this.assertApprover(repos, actor, p.enterpriseId, p.brokenRules);
      await repos.proposals.recordApprovals(p.id, "DISAPPROVED", actor.id, reason);
      return { to: "DISAPPROVED", reason, extra: { decidedAt: new Date() } };
    });
  }

  cancel(actor: AuthUser, id: string, reason: string | undefined) {
    if (!reason) throw fieldError("reason", DEALS_MSG.reasonRequired);
    return this.transition(actor, id, "cancel", async (repos, p) => {
      if (p.status === "APPROVED" && (await repos.sales.liveSaleOfProposal(p.id))) {
        throw conflict(DEALS_MSG.proposalHasLiveSale);
      }
      return { to: "CANCELED", reason, extra: { decidedAt: new Date() } };
    });
  }

  async removeTag(actor: AuthUser, id: string, tag: string): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    await this.db.transaction(async (repos) => {
      await repos.proposals.lock(id);
      const p = await this.get(actor, id, repos);
      if (!p.tags.includes(tag)) throw fieldError("tag", "não está na proposta");
      await repos.proposals.setTags(
        id,
        p.tags.filter((t) => t !== tag),
      );
      await repos.proposals.addLog({
        proposalId: id,
        actorId: actor.id,
        action: "tag_removed",
        fromStatus: p.status,
        toStatus: p.status,
        data: { tag },
      });
    });
    return this.get(actor, id);
  }

  /** Every instalment by due date (the calculator's and the client's view of the plan). */
  async schedule(actor: AuthUser, id: string) {
    const p = await this.get(actor, id);
    return { instalments: expandPlan(p.series), total_cents: p.netPrice };
  }

  /** The proposal PDF for the client. */
  async pdf(actor: AuthUser, id: string): Promise<{ data: Buffer; fileName: string }> {
    const p = await this.get(actor, id);
    const repos = this.db.repos;
    const [unit, lead, broker] = await Promise.all([
      repos.dealsContext.findUnit(p.unitId),
      repos.dealsContext.findLead(p.leadId),
      repos.dealsContext.findUser(p.brokerId),
    ]);
    const data = await renderProposalPdf(
      p,
      {
        clientName: lead?.fullName ?? "Cliente",
        brokerName: broker?.fullName ?? null,
        enterpriseName: unit?.enterpriseName ?? "",
        towerName: unit?.towerName ?? "",
        unitNumber: unit?.number ?? "",
        privateArea: unit?.privateArea ?? 0,
      },
      new Date(),
    );
    return { data, fileName: `proposta-${p.id.slice(0, 8)}-v${p.version}.pdf` };
  }

  async logs(actor: AuthUser, id: string) {
    await this.get(actor, id);
    return this.db.repos.proposals.logs(id);
  }

  // ------------------------------------------------------------------ helpers

  private async transition(
    actor: AuthUser,
    id: string,
    action: "submit" | "approve" | "disapprove" | "cancel",
    decide: (
      repos: Repositories,
      p: ProposalWithParent,
    ) => Promise<{
      to: ProposalStatus;
      reason?: string;
      extra?: Parameters<Repositories["proposals"]["moveStatus"]>[3];
      data?: Record<string, unknown>;
    }>,
  ): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    const pending: PendingRealtimeEvent[] = [];
    await this.db.transaction(async (repos) => {
      await repos.proposals.lock(id);
      const p = await this.get(actor, id, repos);
      const moveError = proposalMoveError(action, p.status);
      if (moveError) throw conflict(moveError);
      const { to, reason, extra, data } = await decide(repos, p);
      if (!(await repos.proposals.moveStatus(id, [p.status], to, extra))) throw conflict(DEALS_MSG.proposalChanged);
      await repos.proposals.addLog({
        proposalId: id,
        actorId: actor.id,
        action: action === "submit" ? "submitted" : action === "cancel" ? "canceled" : `${action}d`,
        fromStatus: p.status,
        toStatus: to,
        reason: reason ?? null,
        data,
      });
      const after = (await repos.proposals.findById(id)) as ProposalWithParent;
      await this.notifyFor(repos, pending, after, actor, statusNotification(to));
    });
    await this.notifications.publish(pending);
    return this.get(actor, id);
  }

  /** The unit's table price, when the unit may be negotiated. */
  private negotiablePrice(unit: DealUnit): number {
    if (unit.suspended || unit.status === "SOLD" || unit.status === "IN_SALES_PROCESS") {
      throw conflict(DEALS_MSG.unitNotNegotiable);
    }
    if (unit.price === null || unit.price <= 0) throw conflict(DEALS_MSG.unitWithoutPrice);
    return unit.price;
  }

  /** Net price after the discount, and the plan must add up to it (400 naming the series otherwise). */
  private price(price: number, discount: Discount | null, series: PlanSeries[]) {
    const d = applyDiscount(price, discount);
    if (!d.ok) throw fieldError(d.field, d.message);
    const issues = validatePlan(series, d.net_price_cents);
    if (issues.length) throw planError(issues);
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
    if (!seesAllDeals(actor)) throw fieldError("broker_id", DEALS_MSG.partnerOwnBroker);
    const broker = await repos.dealsContext.findUser(brokerId);
    if (!broker?.active) throw fieldError("broker_id", DEALS_MSG.userNotFound);
    return broker.id;
  }

  private async resolveAgency(repos: Repositories, agencyId: string | null | undefined): Promise<string | null> {
    if (!agencyId) return null;
    const agency = await repos.dealsContext.findUser(agencyId);
    if (!agency?.active || !agency.roles.some((r) => (PARTNER_ROLES as readonly string[]).includes(r))) {
      throw fieldError("agency_id", DEALS_MSG.agencyNotPartner);
    }
    return agency.id;
  }

  /**
   * The enterprise's approvers at or above the level the broken rules need; with no approvers listed for the
   * enterprise, the approver roles (coordinators). Admins and MASTER always may.
   */
  private async assertApprover(
    repos: Repositories,
    actor: AuthUser,
    enterpriseId: string,
    rules: readonly StoredFailedRule[],
  ): Promise<void> {
    if (actor.readOnly) throw new AppError("FORBIDDEN", MSG.forbidden);
    if (isGlobalApprover(actor)) return;
    const approvers = await repos.dealsContext.approvers(enterpriseId);
    if (approvers.length === 0) {
      if (hasApproverRole(actor)) return;
      throw new AppError("FORBIDDEN", DEALS_MSG.notApprover);
    }
    const mine = approvers.find((a) => a.userId === actor.id);
    if (!mine || mine.level < requiredLevel(rules)) throw new AppError("FORBIDDEN", DEALS_MSG.notApprover);
  }

  /**
   * Who hears of what: the approvers of the enterprise hear of new proposals and of those awaiting approval;
   * the broker (and partner agency) hear of decisions and cancellations. Never the actor themself.
   */
  private async notifyFor(
    repos: Repositories,
    pending: PendingRealtimeEvent[],
    p: ProposalWithParent,
    actor: AuthUser,
    type: NotificationType | null,
  ): Promise<void> {
    if (!type) return;
    const text = NOTIFY_TEXT[type];
    if (!text) return;
    const toApprovers = type === "NEW_PROPOSAL" || type === "PROPOSAL_AWAITING_APPROVAL";
    const receivers = toApprovers
      ? (await repos.dealsContext.approvers(p.enterpriseId)).map((a) => a.userId)
      : [p.brokerId, p.partnerAgencyId, p.createdById];
    for (const receiverId of new Set(receivers)) {
      if (!receiverId || receiverId === actor.id) continue;
      const { pending: event } = await this.notifications.notify(repos, {
        receiverId,
        type,
        title: text.title,
        message: text.message(p),
        linkedContent: p.leadId,
        enterpriseId: p.enterpriseId,
        unitId: p.unitId,
        workingSystems: ["SALES"],
      });
      pending.push(event);
    }
  }
}

function statusNotification(status: ProposalStatus): NotificationType | null {
  switch (status) {
    case "AWAITING_APPROVAL":
      return "PROPOSAL_AWAITING_APPROVAL";
    case "APPROVED":
      return "PROPOSAL_APPROVED";
    case "DISAPPROVED":
      return "PROPOSAL_DISAPPROVED";
    case "CANCELED":
      return "PROPOSAL_CANCELED";
    default:
      return null;
  }
}

function withPeriods(series: PlanSeries[]) {
  return series.map((s) => ({ ...s, periodicityMonths: SERIES_PERIOD_MONTHS[s.type] }));
}

function addTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags : [...tags, tag];
}
