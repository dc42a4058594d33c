/**
 * The demo history (pure: no database). Fourteen São Paulo months of leads and funnel steps, and of deals on the demo
 * enterprises' units: sales with a seasonal shape (slow January and December, strong autumn and spring, a rush in
 * a launch month), some cancelled, a few distratos (one re-opened on the same unit, others back in stock),
 * commissions in every status, and one price table a month. The same rng and `now` give the same rows.
 */
import { splitCommission } from "@portal/contracts/commission";
import { cpfFromBase } from "../../documents";
import { after, calendarMonth, DAY, HOUR, instantBetween, spMonthStart } from "./calendar";
import {
  type BuiltLead,
  buildLead,
  CHANNEL_WEIGHTS,
  type Channel,
  type FunnelContext,
  type LeadPlace,
} from "./lead-funnel";
import { snapshotRows } from "./snapshots";
import { emptyRows, type HistoryEnterprise, type HistoryInput, type HistoryRows, type UnitOutcome } from "./types";

export const HISTORY_MONTHS = 14;
/** Sales per calendar month relative to an average one (Jan..Dec). */
const SEASON = [0.55, 0.7, 1.0, 1.05, 1.1, 0.95, 0.9, 1.05, 1.1, 1.2, 1.25, 0.75];
/** Leads without a deal created per month: the leads seed already fills the last six months. */
const FUNNEL_LEADS_OLD = 230;
const FUNNEL_LEADS_RECENT = 60;

type SaleStatus = "IN_PROCESS" | "COMPLETED" | "CANCELED" | "DISTRACTED";

interface SaleDraft {
  id: string;
  unitId: string;
  enterprise: HistoryEnterprise;
  lead: BuiltLead;
  brokerId: string;
  agencyId: string | null;
  proposalId: string;
  price: number;
  createdAt: Date;
  completedAt: Date | null;
  canceledAt: Date | null;
  distractedAt: Date | null;
  originSaleId: string | null;
}

export interface GeneratedHistory {
  rows: HistoryRows;
  units: UnitOutcome[];
}

export function generateHistory(input: HistoryInput): GeneratedHistory {
  const { rng, now, people } = input;
  const rows = emptyRows();
  let firstLead = true;
  const ctx: FunnelContext = {
    rng,
    now,
    people,
    roulettes: input.roulettes,
    channelTeams: input.channelTeams,
    rows,
    takenPhones: input.takenPhones,
    takenSlots: new Set(),
    appointmentsBefore: new Date(now.getTime() - 8 * DAY),
    nextLeadId: () => {
      if (firstLead) {
        firstLead = false;
        return input.markerId;
      }
      return rng.uuid();
    },
  };
  const placeOf = (e: { id: string; city: string; teamId: string | null }, hasStand: boolean): LeadPlace => ({
    id: e.id,
    city: e.city,
    teamId: e.teamId,
    hasStand,
  });
  const pools = new Map(input.enterprises.map((e) => [e.id, e.units.filter((u) => u.free).map((u) => u.id)]));
  const priceOf = new Map(input.enterprises.flatMap((e) => e.units.map((u) => [u.id, u.price] as const)));
  const sales: SaleDraft[] = [];
  let leadIndex = 0;

  // Deals, month by month, oldest first.
  for (let k = HISTORY_MONTHS - 1; k >= 0; k--) {
    const monthFrom = spMonthStart(now, k);
    const monthTo = new Date(Math.min(spMonthStart(now, k - 1).getTime(), now.getTime() - 3 * HOUR));
    const elapsed = Math.min(
      1,
      (monthTo.getTime() - monthFrom.getTime()) / (spMonthStart(now, k - 1).getTime() - monthFrom.getTime()),
    );
    const season = SEASON[calendarMonth(now, k) - 1] as number;
    for (const e of input.enterprises) {
      if (k > e.launchMonthsAgo) continue;
      const rush = k === e.launchMonthsAgo ? 2.2 : k === e.launchMonthsAgo - 1 ? 1.4 : 1;
      const expected = e.salesPerMonth * season * rush * elapsed * (0.85 + 0.3 * rng.next());
      const count = Math.floor(expected + rng.next());
      const from = new Date(Math.max(monthFrom.getTime(), e.tables.launchAt.getTime() + DAY));
      for (let n = 0; n < count; n++) {
        const pool = pools.get(e.id) ?? [];
        const createdAt = instantBetween(rng, from, monthTo);
        if (!createdAt || pool.length === 0) continue;
        const unitId = pool.splice(rng.int(0, pool.length - 1), 1)[0] as string;
        sales.push(draftSale(ctx, e, unitId, createdAt, leadIndex++, priceOf));
      }
    }
  }

  // One distrato re-opened on the same unit (the sale recreated for the same buyer): the oldest one.
  const distracted = sales
    .filter((s) => s.distractedAt)
    .sort((a, b) => +(a.distractedAt as Date) - +(b.distractedAt as Date));
  const reopened = distracted[0];
  if (reopened?.distractedAt) {
    const createdAt = after(rng, reopened.distractedAt, 7 * DAY, 20 * DAY);
    if (createdAt < now) {
      const completedAt = after(rng, createdAt, 6 * DAY, 20 * DAY);
      sales.push({
        ...reopened,
        id: rng.uuid(),
        createdAt,
        completedAt: completedAt < now ? completedAt : null,
        canceledAt: null,
        distractedAt: null,
        originSaleId: reopened.id,
      });
    }
  }

  for (const s of sales) writeSale(ctx, s);
  const units = unitOutcomes(sales, priceOf);
  settleBuyers(rows, sales);
  const frozen = sales.flatMap((s) =>
    s.completedAt ? [{ unitId: s.unitId, from: s.completedAt, to: s.distractedAt, price: soldPrice(s, priceOf) }] : [],
  );
  for (const e of input.enterprises) {
    const snap = snapshotRows(rng, e, frozen, input.adminId);
    rows.snapshots.push(...snap.snapshots);
    rows.snapshotItems.push(...snap.items);
  }

  // Leads that never bought: the rest of each month's funnel.
  const places: { place: LeadPlace; weight: number }[] = [
    ...input.enterprises.map((e) => ({ place: placeOf(e, true), weight: 3 })),
    ...input.leadOnly.map((e) => ({ place: placeOf(e, false), weight: 1 })),
  ];
  const totalWeight = places.reduce((s, p) => s + p.weight, 0);
  const pickPlace = () => {
    let r = rng.next() * totalWeight;
    for (const p of places) {
      r -= p.weight;
      if (r < 0) return p.place;
    }
    return (places[places.length - 1] as (typeof places)[number]).place;
  };
  for (let k = HISTORY_MONTHS - 1; k >= 0; k--) {
    const monthFrom = spMonthStart(now, k);
    const monthTo = new Date(Math.min(spMonthStart(now, k - 1).getTime(), now.getTime() - HOUR));
    const count = Math.round((k >= 6 ? FUNNEL_LEADS_OLD : FUNNEL_LEADS_RECENT) * (0.9 + 0.2 * rng.next()));
    for (let n = 0; n < count; n++) {
      const createdAt = instantBetween(rng, monthFrom, monthTo);
      if (!createdAt) continue;
      const old = now.getTime() - createdAt.getTime() > 60 * DAY;
      const channel = rng.weighted(CHANNEL_WEIGHTS) as Channel;
      const status = old
        ? rng.weighted({ FILED: 30, STOPPED: 25, NON_ADHERENT: 10, TALKING: 20, EXPIRED: 10, PROPOSAL: 5 })
        : rng.weighted({ NEW: 15, TALKING: 50, STOPPED: 15, FILED: 12, PROPOSAL: 8 });
      const place = pickPlace();
      const attend = status !== "NEW" && rng.chance(0.75);
      const visit = status !== "NEW" && rng.chance(channel === "booth" || channel === "partner" ? 0.5 : 0.15);
      const lead = buildLead(
        ctx,
        {
          place,
          channel,
          createdAt,
          status,
          toBase: (status === "STOPPED" || status === "EXPIRED") && rng.chance(0.5),
          attend,
          visit,
          appointment:
            status !== "NEW" && rng.chance(0.25) ? rng.weighted({ DONE: 60, NO_SHOW: 25, CANCELED: 15 }) : null,
          transfer: rng.chance(0.08),
        },
        leadIndex++,
      );
      const enterprise = input.enterprises.find((e) => e.id === place.id);
      // Most proposals do not become sales: after a stand visit often, after an attendance now and then.
      if (enterprise && (status === "PROPOSAL" || rng.chance(visit ? 0.4 : attend ? 0.08 : 0))) {
        lostProposal(ctx, enterprise, lead, pools, priceOf);
      }
    }
  }
  return { rows, units };
}

/** A sale's lead, funnel and proposal, and when it completed, was cancelled or was undone. */
function draftSale(
  ctx: FunnelContext,
  e: HistoryEnterprise,
  unitId: string,
  createdAt: Date,
  index: number,
  priceOf: Map<string, number>,
): SaleDraft {
  const { rng, now, people } = ctx;
  const channel = rng.weighted(CHANNEL_WEIGHTS) as Channel;
  const broker =
    channel === "booth"
      ? rng.pick(people.booth)
      : channel === "online"
        ? rng.chance(0.8)
          ? people.online
          : rng.pick(people.booth)
        : channel === "partner"
          ? people.partnerBroker
          : people.patriani;
  const leadAt = new Date(createdAt.getTime() - rng.int(12, 90) * DAY - rng.int(0, 10) * HOUR);
  const lead = buildLead(
    ctx,
    {
      place: { id: e.id, city: e.city, teamId: e.teamId, hasStand: true },
      channel,
      createdAt: leadAt,
      status: "TALKING",
      attend: true,
      visit: channel !== "online" || rng.chance(0.5),
      appointment: rng.chance(0.4) ? "DONE" : null,
      transfer: false,
      broker,
    },
    index,
  );
  const table = e.tables.tableAt(createdAt);
  const tablePrice = e.tables.priceIn(priceOf.get(unitId) as number, table);
  const discountPct = rng.chance(0.45) ? 0 : rng.int(2, 6);
  const discount = Math.round((tablePrice * discountPct) / 100);
  const proposalAt = new Date(Math.max(lead.readyAt.getTime() + HOUR, createdAt.getTime() - rng.int(1, 6) * DAY));
  const proposalId = rng.uuid();
  const proposalCreated = proposalAt < createdAt ? proposalAt : new Date(createdAt.getTime() - 2 * HOUR);
  const decidedAt = new Date(Math.min(createdAt.getTime() - HOUR, proposalCreated.getTime() + rng.int(1, 20) * HOUR));
  const net = tablePrice - discount;
  ctx.rows.proposals.push({
    id: proposalId,
    leadId: lead.id,
    unitId,
    enterpriseId: e.id,
    brokerId: broker,
    partnerAgencyId: channel === "partner" ? people.agency : null,
    price: tablePrice,
    discountType: discountPct ? "PERCENTAGE" : null,
    discountPercentage: discountPct || null,
    discountAmount: discount,
    netPrice: net,
    status: "APPROVED",
    createdById: broker,
    submittedAt: proposalCreated,
    decidedAt,
    createdAt: proposalCreated,
    updatedAt: decidedAt,
  });
  planSeries(ctx, proposalId, net, proposalCreated);
  ctx.rows.proposalLogs.push(
    {
      id: rng.uuid(),
      proposalId,
      actorId: broker,
      action: "created",
      toStatus: "AWAITING_APPROVAL",
      createdAt: proposalCreated,
    },
    {
      id: rng.uuid(),
      proposalId,
      actorId: e.coordinatorId,
      action: "approve",
      fromStatus: "AWAITING_APPROVAL",
      toStatus: "APPROVED",
      createdAt: decidedAt,
    },
  );

  // What happened next: most sales complete within weeks; some are cancelled before; a few complete ones are undone.
  let completedAt: Date | null = null;
  let canceledAt: Date | null = null;
  let distractedAt: Date | null = null;
  if (rng.chance(0.07)) {
    const at = after(rng, createdAt, 4 * DAY, 25 * DAY);
    if (at < now) canceledAt = at;
  } else {
    const at = after(rng, createdAt, 5 * DAY, 28 * DAY);
    if (at < now) completedAt = at;
    if (completedAt && rng.chance(0.06)) {
      const undone = after(rng, completedAt, 35 * DAY, 220 * DAY);
      if (undone.getTime() < now.getTime() - DAY) distractedAt = undone;
    }
  }
  return {
    id: rng.uuid(),
    unitId,
    enterprise: e,
    lead,
    brokerId: broker,
    agencyId: channel === "partner" ? people.agency : null,
    proposalId,
    price: net,
    createdAt,
    completedAt,
    canceledAt,
    distractedAt,
    originSaleId: null,
  };
}

/** ACT 10% now, 24 monthly instalments making 10%, financing for the rest (as the demo's own deals). */
function planSeries(ctx: FunnelContext, proposalId: string, net: number, at: Date) {
  const monthlyTotal = Math.round(net * 0.1);
  const monthly = Math.floor(monthlyTotal / 24);
  const act = Math.round(net * 0.1) + (monthlyTotal - monthly * 24);
  const day = (d: number) => new Date(at.getTime() + d * DAY);
  ctx.rows.proposalSeries.push(
    {
      id: ctx.rng.uuid(),
      proposalId,
      position: 0,
      type: "ACT",
      downPaymentVariant: "AT",
      count: 1,
      value: act,
      firstDueDate: day(3),
      periodicityMonths: 0,
    },
    {
      id: ctx.rng.uuid(),
      proposalId,
      position: 1,
      type: "MONTHLY",
      count: 24,
      value: monthly,
      firstDueDate: day(30),
      periodicityMonths: 1,
      indexType: "INCCDI",
    },
    {
      id: ctx.rng.uuid(),
      proposalId,
      position: 2,
      type: "FINANCING",
      count: 1,
      value: net - act - monthly * 24,
      firstDueDate: day(900),
      periodicityMonths: 0,
    },
  );
}

/** A proposal that did not become a sale (cancelled by the broker or disapproved): the unit stays on offer. */
function lostProposal(
  ctx: FunnelContext,
  e: HistoryEnterprise,
  lead: BuiltLead,
  pools: Map<string, string[]>,
  priceOf: Map<string, number>,
) {
  const { rng, now } = ctx;
  const pool = pools.get(e.id) ?? [];
  const createdAt = after(rng, lead.readyAt, DAY, 8 * DAY);
  if (pool.length === 0 || createdAt >= now || !lead.ownerId) return;
  const unitId = rng.pick(pool);
  const price = e.tables.priceIn(priceOf.get(unitId) as number, e.tables.tableAt(createdAt));
  const disapproved = rng.chance(0.4);
  const discountPct = disapproved ? rng.int(8, 12) : rng.int(0, 5);
  const discount = Math.round((price * discountPct) / 100);
  const decidedAt = new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + rng.int(2, 72) * HOUR));
  const id = rng.uuid();
  const status = disapproved ? "DISAPPROVED" : "CANCELED";
  ctx.rows.proposals.push({
    id,
    leadId: lead.id,
    unitId,
    enterpriseId: e.id,
    brokerId: lead.ownerId,
    price,
    discountType: discountPct ? "PERCENTAGE" : null,
    discountPercentage: discountPct || null,
    discountAmount: discount,
    netPrice: price - discount,
    status,
    createdById: lead.ownerId,
    submittedAt: createdAt,
    decidedAt,
    createdAt,
    updatedAt: decidedAt,
  });
  planSeries(ctx, id, price - discount, createdAt);
  ctx.rows.proposalLogs.push({
    id: rng.uuid(),
    proposalId: id,
    actorId: disapproved ? e.coordinatorId : lead.ownerId,
    action: disapproved ? "disapprove" : "cancel",
    fromStatus: "AWAITING_APPROVAL",
    toStatus: status,
    reason: disapproved ? "Desconto acima da política da campanha vigente." : "Cliente desistiu da compra.",
    createdAt: decidedAt,
  });
}

/** The sale row, its buyer, logs, unit logs and (once completed) its commissions with their own timeline. */
function writeSale(ctx: FunnelContext, s: SaleDraft) {
  const { rng, now, rows, people } = ctx;
  const status: SaleStatus = s.distractedAt
    ? "DISTRACTED"
    : s.canceledAt
      ? "CANCELED"
      : s.completedAt
        ? "COMPLETED"
        : "IN_PROCESS";
  const updatedAt = s.distractedAt ?? s.canceledAt ?? s.completedAt ?? s.createdAt;
  rows.sales.push({
    id: s.id,
    proposalId: s.proposalId,
    unitId: s.unitId,
    leadId: s.lead.id,
    enterpriseId: s.enterprise.id,
    brokerId: s.brokerId,
    partnerAgencyId: s.agencyId,
    originSaleId: s.originSaleId,
    status,
    price: s.price,
    responsibleCoordinatorId: s.enterprise.coordinatorId,
    cancelReason: s.canceledAt ? "Crédito imobiliário não aprovado." : null,
    distratoReason: s.distractedAt ? "Distrato a pedido do comprador (mudança de cidade)." : null,
    createdById: s.brokerId,
    completedAt: s.completedAt,
    canceledAt: s.canceledAt,
    distractedAt: s.distractedAt,
    createdAt: s.createdAt,
    updatedAt,
  });
  rows.saleBuyers.push({
    id: rng.uuid(),
    saleId: s.id,
    leadId: s.lead.id,
    fullName: s.lead.fullName,
    document: cpfFromBase(412_000_000 + s.lead.index * 7),
    documentType: "CPF",
    phone: s.lead.phone,
    sharePercentage: 100,
    isMain: true,
    createdAt: s.createdAt,
  });
  const log = (
    action: string,
    at: Date,
    from: SaleStatus | null,
    to: SaleStatus | null,
    actor: string,
    reason?: string,
  ) => {
    rows.saleLogs.push({
      id: rng.uuid(),
      saleId: s.id,
      actorId: actor,
      action,
      fromStatus: from,
      toStatus: to,
      reason,
      createdAt: at,
    });
  };
  const unitLog = (action: string, at: Date, from: string, to: string, actor: string) => {
    rows.unitLogs.push({
      id: rng.uuid(),
      unitId: s.unitId,
      enterpriseId: s.enterprise.id,
      actorId: actor,
      action,
      fromStatus: from as never,
      toStatus: to as never,
      data: { sale_id: s.id },
      createdAt: at,
    });
  };
  log(s.originSaleId ? "recreated_from" : "created", s.createdAt, null, "IN_PROCESS", s.brokerId);
  unitLog("START_SALE_PROCESS", s.createdAt, "AVAILABLE", "IN_SALES_PROCESS", s.brokerId);
  if (s.canceledAt) {
    log("cancel", s.canceledAt, "IN_PROCESS", "CANCELED", people.secretary, "Crédito imobiliário não aprovado.");
    unitLog("CANCEL_SALE_PROCESS", s.canceledAt, "IN_SALES_PROCESS", "AVAILABLE", people.secretary);
  }
  if (!s.completedAt) return;
  log("complete", s.completedAt, "IN_PROCESS", "COMPLETED", people.secretary);
  unitLog("MAKE_SOLD_FOR_ADMIN", s.completedAt, "IN_SALES_PROCESS", "SOLD", people.secretary);
  if (s.distractedAt) {
    log("distract", s.distractedAt, "COMPLETED", "DISTRACTED", people.secretary, "Distrato a pedido do comprador.");
    unitLog("DISTRATO", s.distractedAt, "SOLD", "AVAILABLE", people.secretary);
  }
  const info = s.enterprise.commission;
  if (!info) return;
  const beneficiary = { AGENCY: s.agencyId, BROKER: s.brokerId, COORDINATOR: s.enterprise.coordinatorId };
  const percent = { AGENCY: info.agency, BROKER: info.broker, COORDINATOR: info.coordinator };
  const shares = splitCommission(s.price, {
    agency_percent: s.agencyId ? info.agency : 0,
    broker_percent: info.broker,
    coordinator_percent: info.coordinator,
  });
  // Finance releases a sale's commissions together (down payment received) and pays them some weeks later; those
  // released this month are not paid yet (they are the month's "due").
  const releasedAt = after(rng, s.completedAt, 10 * DAY, 45 * DAY);
  const released = releasedAt < now && (!s.distractedAt || releasedAt < s.distractedAt);
  const paidAt = after(rng, releasedAt, 15 * DAY, 40 * DAY);
  const currentMonth = spMonthStart(now, 0);
  const paid = released && paidAt < now && releasedAt < currentMonth && (!s.distractedAt || paidAt < s.distractedAt);
  for (const share of shares) {
    const status = paid ? "PAID" : s.distractedAt ? "CANCELLED" : released ? "RELEASED" : "FORECAST";
    rows.commissions.push({
      id: rng.uuid(),
      saleId: s.id,
      role: share.party,
      beneficiaryId: beneficiary[share.party],
      percentage: percent[share.party],
      amount: share.value_cents,
      status,
      releasedAt: released ? releasedAt : null,
      paidAt: paid ? paidAt : null,
      canceledAt: status === "CANCELLED" ? s.distractedAt : null,
      createdAt: s.completedAt,
      updatedAt:
        status === "CANCELLED" ? (s.distractedAt as Date) : paid ? paidAt : released ? releasedAt : s.completedAt,
    });
  }
  if (paid || released) {
    log("commission_moved", released ? releasedAt : s.completedAt, null, null, people.financial);
  }
  if (s.distractedAt && !paid) log("commissions_cancelled", s.distractedAt, null, null, people.secretary);
}

/** The table price a completed sale's unit keeps while sold (prices of sold units do not follow the index). */
const soldPrice = (s: SaleDraft, priceOf: Map<string, number>) =>
  s.enterprise.tables.priceIn(priceOf.get(s.unitId) as number, s.enterprise.tables.tableAt(s.completedAt as Date));

/** The buyers' lead status follows their last sale (sale-state.ts): in process CONTRACT, sold SOLD, else TALKING. */
function settleBuyers(rows: HistoryRows, sales: readonly SaleDraft[]) {
  const leads = new Map(rows.leads.map((l) => [l.id as string, l]));
  for (const s of [...sales].sort((a, b) => +a.createdAt - +b.createdAt)) {
    const lead = leads.get(s.lead.id);
    if (!lead) continue;
    const sold = s.completedAt && !s.distractedAt;
    lead.status = s.distractedAt || s.canceledAt ? "TALKING" : sold ? "SOLD" : "CONTRACT";
    lead.isClient = Boolean(sold);
    lead.statusProfile = sold || lead.status === "CONTRACT" ? "CONTRACT_SIGNING" : null;
    lead.interestLevel = "HIGH";
    const last = s.distractedAt ?? s.canceledAt ?? s.completedAt ?? s.createdAt;
    if (last > (lead.lastActivityAt as Date)) {
      lead.lastActivityAt = last;
      lead.updatedAt = last;
    }
  }
}

/** Each unit's state after its last sale (the mirror) and its price: a sold unit keeps the table price it sold at. */
function unitOutcomes(sales: readonly SaleDraft[], priceOf: Map<string, number>): UnitOutcome[] {
  const last = new Map<string, SaleDraft>();
  for (const s of [...sales].sort((a, b) => +a.createdAt - +b.createdAt)) last.set(s.unitId, s);
  const out: UnitOutcome[] = [];
  for (const [unitId, s] of last) {
    const status = s.distractedAt || s.canceledAt ? "AVAILABLE" : s.completedAt ? "SOLD" : "IN_SALES_PROCESS";
    const current = priceOf.get(unitId) as number;
    out.push({ id: unitId, status, price: status === "SOLD" ? soldPrice(s, priceOf) : current });
  }
  return out;
}
