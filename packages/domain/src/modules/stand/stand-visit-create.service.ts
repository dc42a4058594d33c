import type { LeadCreateInput } from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { canReceiveStandVisitors, hasRole } from "@portal/contracts/policy";
import type { StandVisitCreateInput } from "@portal/contracts/stand";
import { phoneField } from "@portal/contracts/users";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { createLeadInTx } from "../leads/lead-create-tx";
import type { LeadRow } from "../leads/leads.repository";
import {
  standEnterpriseField,
  standForbidden,
  standNotScheduledToday,
  standNotYours,
  standReceptionElsewhere,
} from "./stand.errors";
import { StandEvents } from "./stand-events";
import type { Routing } from "./stand-routing";
import { routeVisitInTx, StandLogBatch } from "./stand-routing-tx";
import type { StandVisitRow, ThirdPartyVisitRecord } from "./stand-rows";
import { actsAt, type StandScope, standScopeOf } from "./stand-scope";

/**
 * Why a caller may not check a visitor in at this stand: a receptionist scheduled there who has not chosen it yet, one
 * whose stand the schedule no longer covers or who is not scheduled there today; anyone else works elsewhere.
 */
function refusal(actor: AuthUser, scope: StandScope, enterpriseId: string, standName: string) {
  if (scope.receptionScheduled.has(enterpriseId)) return standReceptionElsewhere();
  if (hasRole(actor.roles, ["RECEPCIONIST"], { excludeMaster: true })) return standNotScheduledToday(standName);
  return standNotYours();
}

export interface VisitorLookupItem {
  fullName: string;
  ownerName: string | null;
  status: LeadRow["status"];
  thisEnterprise: boolean;
  lastVisitAt: Date | null;
}

/**
 * The receptionist's side of a visit (formStand): the phone-first lookup, and the check-in that creates the lead
 * through the normal create path and the visit, and routes it, all in one transaction (decision 048).
 */
export class StandVisitCreateService {
  constructor(private readonly db: Database) {}

  /**
   * GET /stand-visits/phone/{phone}: whose client the visitor is. Like the receptionist's lead lookup (decision
   * 030): name, owner's name and status, plus whether it is this enterprise's lead and the last stand visit.
   */
  async phoneLookup(actor: AuthUser, rawPhone: string, enterpriseId?: string): Promise<VisitorLookupItem[]> {
    if (!canReceiveStandVisitors(actor.roles)) throw standForbidden();
    const parsed = phoneField.safeParse(rawPhone);
    if (!parsed.success) throw fieldError("phone", FIELD_MSG.phone);
    const leads = await this.db.repos.leads.findByPhone(parsed.data);
    const [owners, visits] = await Promise.all([
      this.db.repos.leadDirectory.userNames(leads.map((l) => l.ownerId)),
      this.db.repos.standVisits.lastVisitAt(leads.map((l) => l.id)),
    ]);
    return leads
      .map((l) => ({
        fullName: l.fullName,
        ownerName: l.ownerId ? (owners.get(l.ownerId) ?? null) : null,
        status: l.status,
        thisEnterprise: !!enterpriseId && l.enterpriseId === enterpriseId,
        lastVisitAt: visits.get(l.id) ?? null,
      }))
      .sort((a, b) => Number(b.thisEnterprise) - Number(a.thisEnterprise));
  }

  /**
   * POST /stand-visits. Reads before the transaction (the stand and its enterprise's name; the caller's stand scope,
   * decision 061), the transaction (lead, visit, routing; the logs in one insert per table at its end), and the answer built
   * from what was written: no read after commit (decision 056).
   */
  async create(actor: AuthUser, input: StandVisitCreateInput): Promise<{ visit: StandVisitRow; routing: Routing }> {
    if (!canReceiveStandVisitors(actor.roles)) throw standForbidden();
    const enterpriseId = input.enterprise_id.toLowerCase();
    const [context, scope] = await Promise.all([
      this.db.repos.stands.checkInContext(enterpriseId),
      standScopeOf(this.db.repos, actor),
    ]);
    if (!context?.standActive) throw standEnterpriseField();
    if (!actsAt(scope, enterpriseId)) throw refusal(actor, scope, enterpriseId, context.enterpriseName);
    const enterpriseName = context.enterpriseName;
    const broker = input.third_party
      ? await this.db.repos.thirdPartyVisits.findPartnerByCreci(input.third_party.broker_creci)
      : null;
    const leadInput: LeadCreateInput = {
      full_name: input.full_name,
      phone: input.phone,
      email: input.email,
      enterprise_id: enterpriseId,
      source: "STAND",
      nature: "OFFLINE",
      origin_type: "STAND",
      marketing_source: input.how_know,
    };
    const { routed, thirdParty } = await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      const at = new Date();
      // The normal create path: duplicate phone for this enterprise -> NEW_INTEREST; never into a roulette (the
      // stand routes the visitor itself). Lock order: phone key -> lead -> stand (taken for the routing below).
      const { lead, duplicate } = await createLeadInTx(repos, actor, leadInput, {
        ownerId: null,
        enterpriseId,
        queue: false,
      });
      const visit = await repos.standVisits.create({
        enterpriseId,
        leadId: lead.id,
        returningVisitor: duplicate,
        visitorName: input.full_name,
        visitorPhone: input.phone,
        visitorEmail: input.email ?? null,
        howKnow: input.how_know ?? null,
        purpose: input.purpose ?? null,
        lgpdConsent: input.lgpd_consent,
        receptionistId: actor.id,
        ownerId: lead.ownerId,
        arrivedAt: at,
      });
      let thirdParty: ThirdPartyVisitRecord | null = null;
      if (input.third_party) {
        if (broker) await repos.thirdPartyVisits.addCoPartner(lead.id, broker);
        thirdParty = await repos.thirdPartyVisits.create({
          standVisitId: visit.id,
          enterpriseId,
          leadId: lead.id,
          brokerName: input.third_party.broker_name,
          brokerCreci: input.third_party.broker_creci,
          agencyName: input.third_party.agency_name ?? null,
          brokerUserId: broker?.id ?? null,
          coPartnerAdded: !!broker,
          createdById: actor.id,
        });
      }
      // Written at the end with the routing's own logs, one insert per table, in this order.
      const logs = new StandLogBatch();
      logs.lead.push({
        leadId: lead.id,
        authorId: actor.id,
        type: "STAND_VISIT",
        subtype: "CHECK_IN",
        data: {
          visit_id: visit.id,
          enterprise_id: enterpriseId,
          returning_visitor: duplicate,
          lgpd_consent: input.lgpd_consent,
          ...(input.how_know ? { how_know: input.how_know } : {}),
          ...(input.purpose ? { purpose: input.purpose } : {}),
          ...(input.third_party
            ? {
                third_party: {
                  broker_name: input.third_party.broker_name,
                  broker_creci: input.third_party.broker_creci,
                  broker_user_id: broker?.id ?? null,
                },
              }
            : {}),
        },
      });
      logs.stand.push({
        enterpriseId,
        visitId: visit.id,
        actorId: actor.id,
        action: "VISIT_CREATED",
        reason: duplicate ? "visita registrada (cliente já cadastrado: novo interesse)" : "visita registrada",
        data: { lead_id: lead.id, returning_visitor: duplicate },
      });
      // The stand's lock only around the routing (held until commit): the rest of the check-in runs in parallel.
      // It cannot share a statement with the queue read: a statement sees the rows committed before it started, so
      // a queue read in the statement that waited for the lock would miss the turns its holder just used.
      const locked = await repos.stands.lock(enterpriseId);
      if (!locked?.active) throw standEnterpriseField();
      const routed = await routeVisitInTx(repos, announce, {
        visit,
        lead,
        enterpriseName,
        actorId: actor.id,
        at,
        logWaiting: true,
        logs,
      });
      await logs.write(repos);
      return { routed, thirdParty };
    });
    const { routing, visit, ownerName } = routed;
    // The answer from the rows just written (what findRow would read back).
    const row: StandVisitRow = {
      ...visit,
      enterpriseName,
      specialistName: visit.specialistId ? (routing.chosen?.userName ?? null) : null,
      receptionistName: actor.fullName,
      ownerName: visit.ownerId ? ownerName : null,
      serviceReportId: null,
      thirdPartyVisit: thirdParty
        ? {
            ...thirdParty,
            enterpriseName,
            visitorName: visit.visitorName,
            brokerUserName: broker && thirdParty.brokerUserId === broker.id ? broker.fullName : null,
          }
        : null,
    };
    return { visit: row, routing };
  }
}
