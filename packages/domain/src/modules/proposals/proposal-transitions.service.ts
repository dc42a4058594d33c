/** Proposal moves: submit, approve, disapprove, cancel, and removing a tag; each one transaction with its log. */
import { PROPOSAL_TAGS } from "@portal/contracts/proposals";
import { type ProposalStatus, proposalMoveError, submittedStatus } from "@portal/contracts/sale-state";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { assertCanWorkProposals, hasApproverRole, isGlobalApprover } from "./deals-access";
import { notifyProposal, statusNotification } from "./proposal-notifications";
import type { ProposalWithParent, StoredFailedRule } from "./proposal-rows";
import { brokenRules, figuresOf, requiredLevel } from "./proposal-rules";
import {
  dealForbidden,
  notApprover,
  proposalChanged,
  proposalHasLiveSale,
  proposalMoveRefused,
  reasonRequired,
  tagNotOnProposal,
} from "./proposals.errors";
import type { ProposalsService } from "./proposals.service";

/**
 * The status moves of a proposal: the row locked, the move checked against contracts/sale-state.ts, a conditional
 * update and its proposal log in one transaction; notifications are announced after commit.
 */
export class ProposalTransitionsService {
  constructor(
    private readonly db: Database,
    private readonly proposals: ProposalsService,
  ) {}

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
    if (!reason) throw reasonRequired();
    return this.transition(actor, id, "disapprove", async (repos, p) => {
      await this.assertApprover(repos, actor, p.enterpriseId, p.brokenRules);
      await repos.proposals.recordApprovals(p.id, "DISAPPROVED", actor.id, reason);
      return { to: "DISAPPROVED", reason, extra: { decidedAt: new Date() } };
    });
  }

  cancel(actor: AuthUser, id: string, reason: string | undefined) {
    if (!reason) throw reasonRequired();
    return this.transition(actor, id, "cancel", async (repos, p) => {
      if (p.status === "APPROVED" && (await repos.sales.liveSaleOfProposal(p.id))) {
        throw proposalHasLiveSale();
      }
      return { to: "CANCELED", reason, extra: { decidedAt: new Date() } };
    });
  }

  async removeTag(actor: AuthUser, id: string, tag: string): Promise<ProposalWithParent> {
    assertCanWorkProposals(actor);
    await this.db.transaction(async (repos) => {
      await repos.proposals.lock(id);
      const p = await this.proposals.get(actor, id, repos);
      if (!p.tags.includes(tag)) throw tagNotOnProposal();
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
    return this.proposals.get(actor, id);
  }

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
    await this.db.transaction(async (repos, events) => {
      await repos.proposals.lock(id);
      const p = await this.proposals.get(actor, id, repos);
      const moveError = proposalMoveError(action, p.status);
      if (moveError) throw proposalMoveRefused(moveError);
      const { to, reason, extra, data } = await decide(repos, p);
      if (!(await repos.proposals.moveStatus(id, [p.status], to, extra))) throw proposalChanged();
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
      await notifyProposal(repos, events, after, actor, statusNotification(to));
    });
    return this.proposals.get(actor, id);
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
    if (actor.readOnly) throw dealForbidden();
    if (isGlobalApprover(actor)) return;
    const approvers = await repos.dealsContext.approvers(enterpriseId);
    if (approvers.length === 0) {
      if (hasApproverRole(actor)) return;
      throw notApprover();
    }
    const mine = approvers.find((a) => a.userId === actor.id);
    if (!mine || mine.level < requiredLevel(rules)) throw notApprover();
  }
}

function addTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags : [...tags, tag];
}
