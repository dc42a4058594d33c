/** Reading proposals: list, one proposal, its log, instalment schedule and PDF. */
import { expandPlan } from "@portal/contracts/payment-plan";
import type { ProposalListQuery } from "@portal/contracts/proposals";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { canSeeDeal, seesAllDeals } from "./deals-access";
import { renderProposalPdf } from "./proposal-pdf";
import type { ProposalWithParent } from "./proposal-rows";
import { proposalNotFound } from "./proposals.errors";

/**
 * Reading proposals: the list, one proposal (404 when the caller may not see it), its log, its instalment
 * schedule and its PDF. Creating and forking live in proposal-create.service.ts, the status moves in
 * proposal-transitions.service.ts.
 */
export class ProposalsService {
  constructor(private readonly db: Database) {}

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
    if (!p || !canSeeDeal(actor, p)) throw proposalNotFound();
    return p;
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
}
