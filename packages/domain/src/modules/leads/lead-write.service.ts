import {
  canOwnLeads,
  isSpecialist,
  LEAD_CREATE_ROLES,
  type LeadContractInfoInput,
  type LeadCreateInput,
  type LeadDto,
  type LeadSummaryDto,
  type LeadUpdateInput,
} from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { hasRole, leadListScope } from "@portal/contracts/policy";
import { fieldError, forbidden } from "../../lib/app-error";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { canSeeLead, findVisibleLead } from "./lead-access";
import { LeadCreateBatcher, type OfferCreatedInTx } from "./lead-create-batch";
import { createLeadInTx } from "./lead-create-tx";
import { type Changes, diffLead, type FieldMapping } from "./lead-diff";
import { assertCanEdit, assertNotExcluded, loadAssignee } from "./lead-guards";
import { presentLead, presentSummaries } from "./lead-presenter";
import { leadPhoneTaken } from "./leads.errors";
import { profileToDb, profileToWire } from "./leads.mapper";
import type { LeadRow } from "./leads.repository";

export interface CreateLeadResult {
  duplicate: boolean;
  lead: LeadDto | null;
  summary: LeadSummaryDto;
}

const UPDATE_FIELDS: Record<string, FieldMapping> = {
  full_name: { column: "fullName" },
  phone: { column: "phone" },
  email: { column: "email" },
  city: { column: "city" },
  interest_level: { column: "interestLevel" },
  profile: { column: "profile", toWire: profileToWire, toDb: profileToDb },
  is_client: { column: "isClient" },
  enterprise_id: { column: "enterpriseId" },
  source: { column: "source" },
  origin_type: { column: "originType" },
  marketing_source: { column: "marketingSource" },
  sales_team_id: { column: "salesTeamId" },
  days_to_go_to_base: { column: "daysToGoToBase" },
};

const CONTRACT_FIELDS: Record<string, FieldMapping> = {
  document: { column: "document" },
  document_type: { column: "documentType" },
  social_reason: { column: "socialReason" },
  rg: { column: "rg" },
  rne: { column: "rne" },
  state_registration: { column: "stateRegistration" },
  issuing_agency: { column: "issuingAgency" },
  uf: { column: "uf" },
  email: { column: "email" },
  dob: {
    column: "dob",
    toWire: (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null),
    toDb: (s: string | null) => (s ? new Date(`${s}T00:00:00Z`) : null),
  },
  profession: { column: "profession" },
  sex: { column: "sex" },
  marital_status: { column: "maritalStatus" },
  marriage_regime: { column: "marriageRegime" },
  nationality: { column: "nationality" },
  naturalness: { column: "naturalness" },
  address: { column: "address" },
  notary_notes: { column: "notaryNotes" },
};

/** Create (with the duplicate-phone rule), general data and contract data of a lead. */
export class LeadWriteService {
  /** afterQueued: called after commit for a new lead that entered the roulette (the distribution service). */
  readonly #creates: LeadCreateBatcher;

  constructor(
    private readonly db: Database,
    private readonly afterQueued: (leadId: string) => Promise<unknown>,
    offerCreatedInTx: OfferCreatedInTx,
    private readonly log?: WarnLog,
  ) {
    this.#creates = new LeadCreateBatcher(db, offerCreatedInTx);
  }

  async create(actor: AuthUser, input: LeadCreateInput): Promise<CreateLeadResult> {
    if (actor.readOnly || !hasRole(actor.roles, LEAD_CREATE_ROLES)) throw forbidden();
    const ownerId = await this.ownerForNewLead(actor, input.owner_id);
    // Lower case, as PostgreSQL prints uuids: the phone + enterprise lock key (and the batch's own duplicate check)
    // must not tell "ABC..." from "abc...".
    const enterpriseId = input.enterprise_id?.toLowerCase() ?? null;
    // Fast path: a new lead, written in a batch with the creates running at the same time.
    const queue = !ownerId && !!enterpriseId;
    const created = await this.#creates.submit({ actor, input, ownerId, enterpriseId, queue });
    if (created) {
      // Offered in the create's transaction: wait for its expiry job and events; otherwise distribute now.
      if (created.offered) await created.sent;
      else if (queue)
        await this.afterQueued(created.leadId).catch(
          logBestEffort(this.log, "distribute a new lead", { leadId: created.leadId }),
        ); // the offer sweep retries
      return { duplicate: false, lead: created.lead, summary: created.summary };
    }
    return this.createOneByOne(actor, input, ownerId, enterpriseId);
  }

  /**
   * The create decided under the phone + enterprise lock, one lead per transaction: the existing lead's new
   * interest, or a new lead. The fast path hands it every request it did not insert.
   */
  private async createOneByOne(
    actor: AuthUser,
    input: LeadCreateInput,
    ownerId: string | null,
    enterpriseId: string | null,
  ): Promise<CreateLeadResult> {
    if (enterpriseId && !(await this.db.repos.leadDirectory.enterpriseExists(enterpriseId))) {
      throw fieldError("enterprise_id", FIELD_MSG.enterpriseNotFound);
    }
    const result = await this.db.transaction(async (repos) => {
      const created = await createLeadInTx(repos, actor, input, {
        ownerId,
        enterpriseId,
        queue: true,
      });
      const [summary] = await presentSummaries(repos, [created.lead]);
      const visible = !created.duplicate || canSeeLead(actor, created.lead);
      return {
        queued: created.queued ? created.lead.id : null,
        out: {
          duplicate: created.duplicate,
          lead: visible ? await presentLead(repos, actor.id, created.lead) : null,
          summary: summary as LeadSummaryDto,
        },
      };
    });
    const queued = result.queued;
    if (queued)
      await this.afterQueued(queued).catch(logBestEffort(this.log, "distribute a new lead", { leadId: queued })); // the offer sweep retries
    return result.out;
  }

  /** "all" scope may give the lead to an assignee; a specialist's own lead is theirs; otherwise the base. */
  private async ownerForNewLead(actor: AuthUser, requested?: string): Promise<string | null> {
    if (requested === undefined) return isSpecialist(actor.roles) ? actor.id : null;
    if (requested === actor.id) {
      if (!canOwnLeads(actor.roles)) throw fieldError("owner_id", FIELD_MSG.activeLeadOwner);
      return actor.id;
    }
    if (leadListScope(actor.roles) !== "all") throw forbidden();
    await loadAssignee(this.db.repos, requested, "owner_id");
    return requested;
  }

  async update(actor: AuthUser, id: string, input: LeadUpdateInput): Promise<LeadDto> {
    await findVisibleLead(this.db.repos, actor, id);
    assertCanEdit(actor);
    const fields = Object.keys(UPDATE_FIELDS).filter((k) => input[k] !== undefined);
    if (fields.length === 0) throw fieldError("body", FIELD_MSG.atLeastOneField);
    if (input.enterprise_id && !(await this.db.repos.leadDirectory.enterpriseExists(input.enterprise_id))) {
      throw fieldError("enterprise_id", FIELD_MSG.enterpriseNotFound);
    }
    if (input.sales_team_id && !(await this.db.repos.leadDirectory.salesTeamExists(input.sales_team_id))) {
      throw fieldError("sales_team_id", FIELD_MSG.salesTeamNotFound);
    }
    return this.db.transaction(async (repos) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      const { patch, changes } = diffLead(lead, input, UPDATE_FIELDS);
      if (changes.phone || changes.enterprise_id) await this.assertNoDuplicate(repos, lead, patch);
      return this.applyChanges(repos, actor, lead, patch, changes, "DATA");
    });
  }

  async updateContractInfo(actor: AuthUser, id: string, input: LeadContractInfoInput): Promise<LeadDto> {
    await findVisibleLead(this.db.repos, actor, id);
    assertCanEdit(actor);
    if (!Object.keys(CONTRACT_FIELDS).some((k) => input[k] !== undefined)) {
      throw fieldError("body", FIELD_MSG.atLeastOneField);
    }
    return this.db.transaction(async (repos) => {
      await repos.leads.lockRow(id);
      const lead = await findVisibleLead(repos, actor, id);
      assertNotExcluded(lead);
      const { patch, changes } = diffLead(lead, input, CONTRACT_FIELDS);
      return this.applyChanges(repos, actor, lead, patch, changes, "CONTRACT_INFO");
    });
  }

  private async assertNoDuplicate(
    repos: Repositories,
    lead: LeadRow,
    patch: { phone?: string; enterpriseId?: string | null },
  ) {
    const phone = patch.phone ?? lead.phone;
    const enterpriseId = patch.enterpriseId !== undefined ? patch.enterpriseId : lead.enterpriseId;
    await repos.leads.lockPhoneKey(phone, enterpriseId);
    if (await repos.leads.findActiveDuplicate(phone, enterpriseId, lead.id)) {
      throw leadPhoneTaken();
    }
  }

  private async applyChanges(
    repos: Repositories,
    actor: AuthUser,
    lead: LeadRow,
    patch: object,
    changes: Changes,
    logType: "DATA" | "CONTRACT_INFO",
  ): Promise<LeadDto> {
    if (Object.keys(changes).length === 0) return presentLead(repos, actor.id, lead);
    const updated = await repos.leads.update(lead.id, { ...patch, lastActivityAt: new Date() });
    await repos.leadLogs.create({ leadId: lead.id, authorId: actor.id, type: logType, data: { changes } });
    return presentLead(repos, actor.id, updated);
  }
}
