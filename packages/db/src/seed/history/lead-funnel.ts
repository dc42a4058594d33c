/**
 * One history lead and the road it walked before any deal: how it arrived (a roulette offer accepted, perhaps after
 * another specialist let it expire; a stand visit; a partner broker's registration), its attendance, a finished stand
 * visit with its service report, appointments kept or missed, and now and then a move to another specialist.
 */
import { ONLINE_SOURCES } from "@portal/contracts/lead-enums";
import { mobilePhone, personName } from "../leads/people";
import type { Rng } from "../leads/prng";
import { after, DAY, HOUR, MINUTE, slotOf } from "./calendar";
import type { HistoryPeople, HistoryRows } from "./types";

export type Channel = "booth" | "online" | "partner" | "patriani";
export const CHANNEL_WEIGHTS = { booth: 50, online: 30, partner: 14, patriani: 6 } as const;

const SOURCES: Record<Channel, Record<string, number>> = {
  booth: { STAND: 6, PHONE: 2, SPECIALIST_INDICATION: 1, INTERNAL_INDICATION: 1 },
  online: { SITE: 4, FACEBOOK: 3, INSTAGRAM: 3, WHATSAPP: 3, MEU_IMOVEL_PORTAL: 1, TIKTOK: 1 },
  partner: { AGENT_PARTNER: 1 },
  patriani: { AGENT_PARTNER: 1 },
};

export interface LeadPlace {
  id: string;
  city: string;
  teamId: string | null;
  /** Enterprises with a stand (the three with inventory) receive visits. */
  hasStand: boolean;
}

export interface LeadSpec {
  place: LeadPlace;
  channel: Channel;
  createdAt: Date;
  /** Final status; the deal (if any) sets it later. */
  status: string;
  /** Leave the lead in the base (no owner) at the end. */
  toBase?: boolean;
  attend: boolean;
  visit: boolean;
  appointment: "DONE" | "NO_SHOW" | "CANCELED" | null;
  transfer: boolean;
  /** The broker who will sell (buyers): the lead ends in their wallet. */
  broker?: string;
}

export interface BuiltLead {
  id: string;
  ownerId: string | null;
  fullName: string;
  phone: string;
  /** The last funnel instant before a proposal (attendance, visit or appointment). */
  readyAt: Date;
  index: number;
}

export interface FunnelContext {
  rng: Rng;
  now: Date;
  people: HistoryPeople;
  roulettes: { online: string | null; booth: string | null };
  /** The team that serves a channel's leads (online, partners, Patriani agents); else the enterprise's. */
  channelTeams: Partial<Record<Channel, string | null>>;
  rows: HistoryRows;
  takenPhones: Set<string>;
  /** specialist:slot keys already taken (schedule_slots primary key). */
  takenSlots: Set<string>;
  /** Appointments stay clear of the demo agenda's week. */
  appointmentsBefore: Date;
  nextLeadId: () => string;
}

const REPORT_BEDROOMS = ["ONE", "TWO", "TWO", "THREE"];
const REPORT_KNOW = ["SITE", "INSTAGRAM", "PARTNER_BROKER", "FRIENDS", "PASSING_BY"];

function ownerFor(ctx: FunnelContext, channel: Channel, broker?: string): string {
  if (broker) return broker;
  const { rng, people } = ctx;
  if (channel === "online") return rng.chance(0.8) ? people.online : rng.pick(people.booth);
  if (channel === "partner") return people.partnerBroker;
  if (channel === "patriani") return people.patriani;
  return rng.pick(people.booth);
}

export function buildLead(ctx: FunnelContext, spec: LeadSpec, index: number): BuiltLead {
  const { rng, rows, people } = ctx;
  const id = ctx.nextLeadId();
  const source = rng.weighted(SOURCES[spec.channel]);
  const online = ONLINE_SOURCES.includes(source);
  const name = personName(rng);
  let phone = mobilePhone(rng, spec.place.city);
  while (ctx.takenPhones.has(phone)) phone = mobilePhone(rng, spec.place.city);
  ctx.takenPhones.add(phone);
  const createdAt = spec.createdAt;
  let owner = ownerFor(ctx, spec.channel, spec.broker);
  const partnerMade = spec.channel === "partner" || spec.channel === "patriani";
  let readyAt = createdAt;
  let lastActivity = createdAt;

  // Arrival: an online lead is offered by the roulette (an expired offer first, one time in four).
  if (online) {
    let offeredAt = new Date(createdAt.getTime() + rng.int(5, 90) * 1000);
    if (rng.chance(0.25)) {
      const other = owner === people.online ? rng.pick(people.booth) : people.online;
      const deadline = new Date(offeredAt.getTime() + 10 * MINUTE);
      rows.offers.push({
        id: rng.uuid(),
        leadId: id,
        rouletteId: ctx.roulettes.online,
        agentUserId: other,
        offeredAt,
        deadline,
        outcome: "EXPIRED",
        resolvedAt: deadline,
      });
      offeredAt = new Date(deadline.getTime() + rng.int(2, 30) * 1000);
    }
    // Time to accept: most within two minutes, a tail up to nine.
    const seconds = rng.chance(0.7) ? rng.int(15, 150) : rng.int(150, 540);
    const resolvedAt = new Date(offeredAt.getTime() + seconds * 1000);
    rows.offers.push({
      id: rng.uuid(),
      leadId: id,
      rouletteId: ctx.roulettes.online,
      agentUserId: owner,
      offeredAt,
      deadline: new Date(offeredAt.getTime() + 10 * MINUTE),
      outcome: "ACCEPTED",
      resolvedAt,
    });
    rows.movements.push({
      id: rng.uuid(),
      leadId: id,
      originUserId: null,
      destinationUserId: owner,
      enterpriseId: spec.place.id,
      actorId: null,
      reason: "ROULETTE_OFFER",
      createdAt: resolvedAt,
    });
    readyAt = resolvedAt;
  } else {
    rows.movements.push({
      id: rng.uuid(),
      leadId: id,
      originUserId: null,
      destinationUserId: owner,
      enterpriseId: spec.place.id,
      actorId: owner,
      reason: source === "STAND" && spec.place.hasStand ? "STAND_VISIT" : "CREATED",
      createdAt,
    });
  }

  if (spec.attend) {
    const startedAt =
      source === "STAND" ? after(rng, createdAt, MINUTE, 10 * MINUTE) : after(rng, readyAt, MINUTE, 30 * HOUR);
    if (startedAt < ctx.now) {
      rows.attendances.push({
        id: rng.uuid(),
        leadId: id,
        attendantId: owner,
        startedAt,
        endedAt: after(rng, startedAt, 8 * MINUTE, 50 * MINUTE),
      });
      readyAt = startedAt;
    }
  }

  if (spec.visit && spec.place.hasStand) {
    const walkIn = source === "STAND";
    const arrivedAt = walkIn ? createdAt : after(rng, readyAt, 2 * DAY, 12 * DAY);
    const specialist = people.booth.includes(owner) ? owner : rng.pick(people.booth);
    const startedAt = after(rng, arrivedAt, 2 * MINUTE, 15 * MINUTE);
    const finishedAt = after(rng, startedAt, 25 * MINUTE, 80 * MINUTE);
    if (finishedAt < ctx.now) {
      const visitId = rng.uuid();
      rows.visits.push({
        id: visitId,
        enterpriseId: spec.place.id,
        leadId: id,
        returningVisitor: !walkIn,
        visitorName: name.fullName,
        visitorPhone: phone,
        lgpdConsent: true,
        status: "FINISHED",
        receptionistId: people.receptionist,
        specialistId: specialist,
        ownerId: walkIn ? null : owner,
        assignmentType: walkIn ? "QUEUE" : specialist === owner ? "OWNER" : "MANUAL",
        assignmentReason: walkIn ? "próximo da fila da vez" : "cliente do especialista",
        arrivedAt,
        assignedAt: startedAt,
        startedAt,
        finishedAt,
        createdAt: arrivedAt,
        updatedAt: finishedAt,
      });
      rows.serviceReports.push({
        id: rng.uuid(),
        standVisitId: visitId,
        leadId: id,
        enterpriseId: spec.place.id,
        specialistId: specialist,
        interestLevel: rng.pick(["HIGH", "HIGH", "MEDIUM", "LOW"]),
        purposeEnterprise: rng.chance(0.75) ? "HOME" : "INVESTMENT",
        howManyBedroom: rng.pick(REPORT_BEDROOMS),
        quantityChildren: rng.pick(["NONE", "NONE", "ONE", "TWO"]),
        howKnow: partnerMade ? "PARTNER_BROKER" : rng.pick(REPORT_KNOW),
        knowCompany: rng.chance(0.5),
        ownProperty: rng.chance(0.3),
        createdAt: finishedAt,
      });
      if (partnerMade) {
        rows.thirdPartyVisits.push({
          id: rng.uuid(),
          standVisitId: visitId,
          enterpriseId: spec.place.id,
          leadId: id,
          brokerName: spec.channel === "partner" ? "Thiago Ramos Vieira" : "Larissa Pinto Correia",
          brokerCreci: spec.channel === "partner" ? "10013-F" : "10014-F",
          agencyName: spec.channel === "partner" ? "Imobiliária Costa Verde" : null,
          brokerUserId: owner,
          coPartnerAdded: false,
          createdById: people.receptionist,
          createdAt: arrivedAt,
        });
      }
      readyAt = finishedAt;
      lastActivity = finishedAt;
    }
  }

  if (spec.appointment) {
    const startsAt = slotOf(after(rng, readyAt, DAY, 9 * DAY));
    const local = (startsAt.getTime() - 3 * HOUR) % DAY;
    const aligned = new Date(startsAt.getTime() - local + rng.int(18, 35) * 30 * MINUTE); // 9h00-17h30 São Paulo
    const key = `${owner}:${aligned.toISOString()}`;
    if (aligned < ctx.appointmentsBefore && !ctx.takenSlots.has(key)) {
      ctx.takenSlots.add(key);
      const scheduleId = rng.uuid();
      const endsAt = new Date(aligned.getTime() + 30 * MINUTE);
      const status = spec.appointment;
      rows.schedules.push({
        id: scheduleId,
        leadId: id,
        specialistId: owner,
        enterpriseId: spec.place.id,
        type: spec.place.hasStand && rng.chance(0.5) ? "STAND_VISIT" : rng.pick(["CALL", "VIDEO_CALL"]),
        status,
        startsAt: aligned,
        endsAt,
        outcomeNotes: status === "DONE" ? "Cliente atendido conforme combinado." : null,
        cancelReason: status === "CANCELED" ? "Cliente pediu para remarcar." : null,
        createdById: owner,
        updatedById: owner,
        closedAt: endsAt,
        createdAt: new Date(aligned.getTime() - 2 * DAY),
        updatedAt: endsAt,
      });
      // Cancelled appointments free their slots; done and no-show keep them.
      if (status !== "CANCELED") rows.slots.push({ specialistId: owner, slotStart: aligned, scheduleId });
      if (status === "DONE" && aligned > readyAt) readyAt = endsAt;
    }
  }

  if (spec.transfer && !partnerMade && spec.broker === undefined) {
    const at = after(rng, readyAt, 3 * DAY, 30 * DAY);
    if (at < ctx.now) {
      const to =
        owner === people.online
          ? rng.pick(people.booth)
          : rng.pick([...people.booth, people.online].filter((u) => u !== owner));
      rows.movements.push({
        id: rng.uuid(),
        leadId: id,
        originUserId: owner,
        destinationUserId: to,
        enterpriseId: spec.place.id,
        actorId: rng.pick(people.coordinators),
        reason: "TRANSFER",
        createdAt: at,
      });
      owner = to;
      lastActivity = at;
    }
  }

  let finalOwner: string | null = owner;
  if (spec.toBase) {
    const at = after(rng, lastActivity, 20 * DAY, 45 * DAY);
    if (at < ctx.now) {
      rows.movements.push({
        id: rng.uuid(),
        leadId: id,
        originUserId: owner,
        destinationUserId: null,
        enterpriseId: spec.place.id,
        actorId: null,
        reason: "STALE_TO_BASE",
        createdAt: at,
      });
      finalOwner = null;
      lastActivity = at;
    }
  }

  const last = new Date(Math.max(readyAt.getTime(), lastActivity.getTime()));
  rows.leads.push({
    id,
    fullName: name.fullName,
    phone,
    source,
    originType: null,
    marketingSource: online ? rng.pick(["Google Ads", "Meta Ads", "Orgânico"]) : null,
    nature: online ? "ONLINE" : "OFFLINE",
    enterpriseId: spec.place.id,
    ownerId: finalOwner,
    status: spec.status as never,
    interestLevel: rng.pick(["HIGH", "MEDIUM", "MEDIUM", "LOW", "NO_CLASSIFICATION"]),
    profile: rng.chance(0.6) ? "ADHERENT" : "UNCLASSIFIED",
    city: spec.place.city,
    salesTeamId: ctx.channelTeams[spec.channel] ?? spec.place.teamId,
    hasPartner: false,
    isClient: false,
    statusProfile: null,
    lastInterestAt: createdAt,
    lastActivityAt: last,
    createdById: online ? null : owner,
    createdAt,
    updatedAt: last,
  });
  return { id, ownerId: finalOwner, fullName: name.fullName, phone, readyAt, index };
}
