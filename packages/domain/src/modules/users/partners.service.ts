/** Partner approval (decision 064): the partnership coordinator or an admin approves or rejects a partner. */
import { PARTNER_APPROVER_ROLES, type PartnerStatus } from "@portal/contracts/partner-status";
import type { partnerListQuery } from "@portal/contracts/partners";
import type { z } from "zod";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { AUDIT } from "../audit/audit.actions";
import type { AuthService } from "../auth/auth.service";
import { notifyInTx } from "../notifications/notifications.service";
import { partnerAlreadyReviewed, partnerNotFound } from "./users.errors";
import type { UserRow } from "./users.repository";

const isPartnerRow = (u: UserRow | null): u is UserRow =>
  !!u && u.roles.some((r) => r === "AGENT_PARTNER" || r === "AGENT_PATRIANI");

/** Which statuses each decision may leave: approving a rejected partner re-opens them; rejecting revokes access. */
const FROM: Record<"APPROVED" | "REJECTED", readonly (PartnerStatus | null)[]> = {
  APPROVED: ["PENDING_APPROVAL", "REJECTED"],
  REJECTED: ["PENDING_APPROVAL", "APPROVED", null],
};

/**
 * Tells the approvers of a new partner sign-up, inside the sign-up's transaction: the partnership coordinators,
 * or the admins when the developer has none. Their `notification.created` is published after commit (decision 068).
 */
export async function notifyPartnerSignup(repos: Repositories, events: EventSink, partner: UserRow): Promise<void> {
  let receivers = await repos.users.activeIdsWithRoles(["PARTNERSHIP_COORDINATOR"]);
  if (receivers.length === 0) receivers = await repos.users.activeIdsWithRoles(PARTNER_APPROVER_ROLES);
  for (const receiverId of receivers) {
    await notifyInTx(repos, events, {
      receiverId,
      type: "GENERIC",
      title: "Novo parceiro aguardando aprovação",
      message: `${partner.fullName} (CRECI ${partner.creci ?? "não informado"}) se cadastrou e aguarda sua aprovação.`,
      linkedContent: partner.id,
    });
  }
}

export class PartnersService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
  ) {}

  list(q: z.output<typeof partnerListQuery>) {
    return this.db.repos.users.listPartners(q);
  }

  approve(actor: AuthUser, id: string, meta: RequestMeta) {
    return this.review(actor, id, "APPROVED", null, meta);
  }

  reject(actor: AuthUser, id: string, reason: string, meta: RequestMeta) {
    return this.review(actor, id, "REJECTED", reason, meta);
  }

  private async review(
    actor: AuthUser,
    id: string,
    status: "APPROVED" | "REJECTED",
    reason: string | null,
    meta: RequestMeta,
  ): Promise<UserRow & { reviewerName: string }> {
    const user = await this.db.transaction(async (repos, events) => {
      const before = await repos.users.lockPartner(id);
      if (!isPartnerRow(before)) throw partnerNotFound();
      if (!FROM[status].includes(before.partnerStatus)) throw partnerAlreadyReviewed();
      const after = await repos.users.review(id, { status, reason, reviewerId: actor.id });
      await repos.audit.record({
        actorId: actor.id,
        action: status === "APPROVED" ? AUDIT.partnerApproved : AUDIT.partnerRejected,
        entity: "user",
        entityId: id,
        ip: meta.ip,
        details: { from: before.partnerStatus, to: status, ...(reason ? { reason } : {}) },
      });
      await notifyInTx(repos, events, {
        receiverId: id,
        type: "GENERIC",
        title: status === "APPROVED" ? "Cadastro aprovado" : "Cadastro recusado",
        message:
          status === "APPROVED"
            ? "Seu cadastro de parceiro foi aprovado: empreendimentos, espelho de vendas e preços estão liberados."
            : `Seu cadastro de parceiro foi recusado. Motivo: ${reason}`,
        linkedContent: id,
      });
      return after;
    });
    // The cached session carries the status the route gate reads: the partner's next request sees the decision.
    await this.auth.sessionInvalidation.userChanged(id);
    return { ...user, reviewerName: actor.fullName };
  }
}
