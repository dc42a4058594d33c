/**
 * A partner broker registers their own client (decision 064): a lead they own, created through the one-by-one
 * create path (createLeadInTx) under the phone lock. A client who is already a lead of that enterprise (same phone,
 * or same CPF) stays with its owner: the partner gets 409 "Cliente já cadastrado" and learns nothing of that lead;
 * the attempt is written in the lead's history as a partner indication and its owner (or, for a lead in the
 * base, the partnership coordinators) is notified.
 */
import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import type { partnerClientBody } from "@portal/contracts/partners";
import type { z } from "zod";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { notifyInTx } from "../notifications/notifications.service";
import { createLeadInTx } from "./lead-create-tx";
import type { LeadRow } from "./leads.repository";

type Input = z.output<typeof partnerClientBody>;
export interface PartnerClient {
  lead: LeadRow;
  alreadyYours: boolean;
}

export const partnerClientTaken = () => new AppError("CONFLICT", MSG.partnerClientTaken);

export class PartnerClientsService {
  constructor(private readonly db: Database) {}

  async register(actor: AuthUser, input: Input): Promise<PartnerClient> {
    const enterpriseId = input.enterprise_id.toLowerCase();
    if (!(await this.db.repos.leadDirectory.enterpriseExists(enterpriseId))) {
      throw fieldError("enterprise_id", FIELD_MSG.existingEnterprise);
    }
    const result = await this.db.transaction(async (repos, events) => {
      // The phone key is the one every lead create takes; the CPF key serialises two partners with one CPF.
      await repos.leads.lockPhoneKey(input.phone, enterpriseId);
      await repos.leads.lockPhoneKey(`cpf:${input.cpf}`, enterpriseId);
      const byPhone = await repos.leads.findActiveDuplicate(input.phone, enterpriseId);
      const existing = byPhone ?? (await repos.leads.findActiveByDocument(input.cpf, enterpriseId));
      if (existing?.ownerId === actor.id) return { lead: existing, alreadyYours: true, taken: false };
      if (existing) {
        await this.recordIndication(repos, events, actor, existing, byPhone ? "phone" : "cpf");
        return { lead: existing, alreadyYours: false, taken: true };
      }
      const created = await createLeadInTx(
        repos,
        actor,
        {
          full_name: input.full_name,
          phone: input.phone,
          email: input.email,
          enterprise_id: enterpriseId,
          source: "AGENT_PARTNER",
          nature: "OFFLINE",
          origin_type: actor.roles.includes("AGENT_PATRIANI") ? "AGENT_PATRIANI" : "INDICATION",
        },
        { ownerId: actor.id, enterpriseId, queue: false },
      );
      const lead = await repos.leads.update(created.lead.id, {
        document: input.cpf,
        documentType: "CPF",
        hasPartner: true,
      });
      return { lead, alreadyYours: false, taken: false };
    });
    // After the commit: the indication and its notification stay, the partner reads only that the client is taken.
    if (result.taken) throw partnerClientTaken();
    return { lead: result.lead, alreadyYours: result.alreadyYours };
  }

  private async recordIndication(
    repos: Repositories,
    events: EventSink,
    actor: AuthUser,
    lead: LeadRow,
    matchedBy: "phone" | "cpf",
  ): Promise<void> {
    await repos.leadLogs.create({
      leadId: lead.id,
      authorId: actor.id,
      type: "PARTNER_INDICATION",
      text: `O corretor parceiro ${actor.fullName} tentou cadastrar este cliente (mesmo ${matchedBy === "phone" ? "telefone" : "CPF"}).`,
      data: { partner_id: actor.id, partner_name: actor.fullName, matched_by: matchedBy },
    });
    const receivers = lead.ownerId ? [lead.ownerId] : await repos.users.activeIdsWithRoles(["PARTNERSHIP_COORDINATOR"]);
    for (const receiverId of receivers) {
      await notifyInTx(repos, events, {
        receiverId,
        type: "GENERIC",
        title: "Indicação de corretor parceiro",
        message: `O corretor parceiro ${actor.fullName} tentou cadastrar ${lead.fullName}, que já é seu cliente${lead.ownerId ? "" : " na base"}.`,
        linkedContent: lead.id,
        enterpriseId: lead.enterpriseId,
      });
    }
  }
}
