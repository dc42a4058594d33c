import { ONLINE_SOURCES } from "@portal/contracts/lead-enums";
import { FIELD_MSG } from "@portal/contracts/messages";
import { hasRole } from "@portal/contracts/policy";
import {
  canAcquirePreLeads,
  PRE_LEAD_MANAGER_ROLES,
  type preLeadListQuery,
  type preLeadOfferSettingsBody,
} from "@portal/contracts/pre-leads";
import type { z } from "zod";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { SettingsService } from "../settings/settings.service";
import { startOfBusinessDay } from "./business-day";
import {
  dailyAcquisitionLimit,
  preLeadAlreadyAcquired,
  preLeadAlreadyYours,
  preLeadNotAvailable,
  preLeadNotFound,
  preLeadNotOffered,
} from "./pre-leads.errors";
import type { PreLeadRow } from "./pre-leads.repository";

export interface OfferSettings {
  max_acquisitions_per_day: number;
  enterprise_ids: string[];
}

export interface AcquireResult {
  preLead: PreLeadRow;
  leadId: string;
  newInterest: boolean;
}

/** The pre-lead base: listing, offer settings and acquisition into a specialist's wallet. */
export class PreLeadsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
  ) {}

  /** Managers see the whole base; specialists only what is on offer: available, of the offered enterprises. */
  async list(actor: AuthUser, q: z.output<typeof preLeadListQuery>) {
    const manager = hasRole(actor.roles, PRE_LEAD_MANAGER_ROLES);
    // Who sees masked phones searches by the whole number only (decision 035).
    const filter = { ...q, enterpriseId: q.enterprise_id, wholePhoneOnly: !manager };
    if (manager || !canAcquirePreLeads(actor.roles)) {
      return this.db.repos.preLeads.list(filter);
    }
    const offered = await this.settings.get("pre_lead_offered_enterprise_ids");
    return this.db.repos.preLeads.list({
      ...filter,
      status: "AVAILABLE",
      enterpriseIds: offered.length ? offered : undefined,
    });
  }

  async offerSettings(): Promise<OfferSettings> {
    const [max, ids] = await Promise.all([
      this.settings.get("pre_lead_max_acquisitions_per_day"),
      this.settings.get("pre_lead_offered_enterprise_ids"),
    ]);
    return { max_acquisitions_per_day: max, enterprise_ids: ids };
  }

  async updateOfferSettings(actor: AuthUser, input: z.output<typeof preLeadOfferSettingsBody>): Promise<OfferSettings> {
    if (input.enterprise_ids) {
      const unique = [...new Set(input.enterprise_ids)];
      const known = new Set((await this.db.repos.enterprises.allForLookup()).map((e) => e.id));
      unique.forEach((id, i) => {
        if (!known.has(id)) throw fieldError(`enterprise_ids.${i}`, FIELD_MSG.existingEnterprise);
      });
      await this.settings.set("pre_lead_offered_enterprise_ids", unique, actor.id);
    }
    if (input.max_acquisitions_per_day !== undefined) {
      await this.settings.set("pre_lead_max_acquisitions_per_day", input.max_acquisitions_per_day, actor.id);
    }
    return this.offerSettings();
  }

  /**
   * One transaction: claim the pre-lead (conditional update, exactly one concurrent caller wins), then either
   * create the lead in the caller's wallet with its movement and log, or — when the phone already has a live
   * lead in the enterprise — mark that lead NEW_INTEREST with a log entry (no duplicate).
   */
  async acquire(actor: AuthUser, id: string, now = new Date()): Promise<AcquireResult> {
    if (!canAcquirePreLeads(actor.roles)) throw forbidden();
    const { max_acquisitions_per_day: max, enterprise_ids: offered } = await this.offerSettings();

    const outcome = await this.db.transaction(async (repos) => {
      const pre = await repos.preLeads.findById(id);
      if (!pre) throw preLeadNotFound();
      if (pre.status === "ACQUIRED") {
        throw pre.acquiredById === actor.id ? preLeadAlreadyYours() : preLeadAlreadyAcquired();
      }
      if (pre.status !== "AVAILABLE") throw preLeadNotAvailable();
      if (offered.length && !(pre.enterpriseId && offered.includes(pre.enterpriseId))) {
        throw preLeadNotOffered();
      }

      await repos.preLeads.lockSpecialist(actor.id);
      if ((await repos.preLeads.countAcquiredSince(actor.id, startOfBusinessDay(now))) >= max) {
        throw dailyAcquisitionLimit(max);
      }
      if (!(await repos.preLeads.claim(id, actor.id, now))) throw preLeadAlreadyAcquired();

      await repos.preLeads.lockPhoneKey(pre.phone, pre.enterpriseId);
      const existing = await repos.preLeads.findActiveLead(pre.phone, pre.enterpriseId);
      if (existing) {
        await repos.preLeads.markNewInterest(
          existing.id,
          actor.id,
          `Novo interesse: o contato voltou pela base de pré-leads (adquirido por ${actor.fullName}).`,
          { preLeadId: id, previousStatus: existing.status },
          now,
        );
        await repos.preLeads.setLead(id, existing.id);
        return { leadId: existing.id, newInterest: true };
      }

      const salesTeamId = pre.enterpriseId ? await repos.preLeads.enterpriseTeamFor(pre.enterpriseId, actor.id) : null;
      const lead = await repos.preLeads.createLead(
        {
          fullName: pre.fullName,
          phone: pre.phone,
          email: pre.email,
          source: pre.source || "PRE_LEADS_BASE",
          marketingSource: pre.marketingSource,
          nature: ONLINE_SOURCES.includes(pre.source) ? "ONLINE" : "OFFLINE",
          city: pre.city,
          enterpriseId: pre.enterpriseId,
          salesTeamId,
          ownerId: actor.id,
        },
        actor.id,
        `Lead criado a partir da base de pré-leads e adicionado à carteira de ${actor.fullName}.`,
        now,
      );
      await repos.preLeads.setLead(id, lead.id);
      return { leadId: lead.id, newInterest: false };
    });

    const preLead = await this.db.repos.preLeads.findById(id);
    if (!preLead) throw preLeadNotFound();
    return { ...outcome, preLead };
  }
}
