/**
 * Demo data of the inventory-and-deals issue, created THROUGH THE API (app.inject) so every rule, log,
 * notification, commission and unit state is exactly what the product would produce:
 * three enterprises in different phases (about 1,000 units), price tables, payment-plan templates, approval
 * rules and approvers, twelve months of INCC-DI/IGP-M, some reservations, proposals in every status and sales
 * in every status with their commissions. Runs after the database seed (demo users, enterprises and leads).
 * Idempotent: an enterprise whose wizard is already published is left alone, and the deals part is skipped
 * when any proposal exists.
 */

import type { step6Body } from "@portal/contracts/enterprise-steps";
import type { proposalCreateBody } from "@portal/contracts/proposals";
import type { saleCreateBody } from "@portal/contracts/sales";
import { cpfFromBase } from "@portal/db/documents";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { DemoApiClient } from "./demo-api-client";
import { DEMO_INVENTORY, INDEX_VARIATIONS } from "./demo-catalog";
import { demoPlans } from "./demo-plans";

export type Log = (message: string) => void;

const ADMIN = "geral_admin@demo.local";
const COORDINATOR = "booth_coordinator@demo.local";
const SPECIALIST = "booth_specialist@demo.local";
const ONLINE_SPECIALIST = "online_specialist@demo.local";
const SECRETARY = "sales_secretary@demo.local";
const FINANCIAL = "financial@demo.local";
const PARTNER = "agent_partner@demo.local";

interface Unit {
  _id: string;
  enterpriseId: string;
  number: string;
  floor: number;
  status: string;
  price: number | null;
}

/** "YYYY-MM" of the month `monthsAgo` months before `now`. */
function monthOf(now: Date, monthsAgo: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return d.toISOString().slice(0, 7);
}

function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A plan that adds up to `net` to the centavo: ACT `downPct`% (one instalment), 24 equal monthly instalments
 * making about 10%, financing for the rest. The centavos that 24 equal instalments cannot carry go into the down
 * payment, as a broker rounds a plan at the stand (no stray one-off series of a few centavos).
 */
export function demoPlan(net: number, now: Date, downPct = 10): z.input<typeof proposalCreateBody>["series"] {
  const monthlyTotal = Math.round(net * 0.1);
  const monthly = Math.floor(monthlyTotal / 24);
  const act = Math.round((net * downPct) / 100) + (monthlyTotal - monthly * 24);
  const financing = net - act - monthly * 24;
  const series: z.input<typeof proposalCreateBody>["series"] = [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: act, first_due_date: addDays(now, 3) },
  ];
  series.push(
    { type: "MONTHLY", count: 24, value_cents: monthly, first_due_date: addDays(now, 30), index: "INCCDI" },
    { type: "FINANCING", count: 1, value_cents: financing, first_due_date: addDays(now, 900) },
  );
  return series;
}

/** Uploads the demo plans of an enterprise that has none yet (idempotent); returns how many were uploaded. */
async function seedPlansOnce(api: DemoApiClient, id: string): Promise<number> {
  type Total = { pagination: { total: number } };
  const towersPlans = await api.call<Total>(ADMIN, "GET", `/enterprises/${id}/towers-plans?limit=1`);
  const commonPlans = await api.call<Total>(ADMIN, "GET", `/enterprises/${id}/commom-area-plans?limit=1`);
  if (towersPlans.pagination.total > 0 || commonPlans.pagination.total > 0) return 0;
  const { towers } = await api.call<{ towers: { _id: string; name: string }[] }>(
    ADMIN,
    "GET",
    `/enterprises/${id}/step-2`,
  );
  const uploads = demoPlans(towers);
  for (const p of uploads) {
    const fields: Record<string, string> = { title: p.title, order: String(p.order) };
    if (p.towerId) fields.tower_id = p.towerId;
    const file = { field: "file", name: "planta.png", type: "image/png", data: p.png };
    await api.upload(ADMIN, `/enterprises/${id}/${p.kind}`, fields, file);
  }
  return uploads.length;
}

function buyer(
  lead: { _id: string; full_name: string },
  index: number,
): NonNullable<z.input<typeof saleCreateBody>["buyers"]>[number] {
  return {
    lead_id: lead._id,
    full_name: lead.full_name,
    document_type: "CPF",
    document: cpfFromBase(318_400_100 + index * 7),
    email: null,
    address: {
      zip_code: "13025-000",
      street: "Rua Coronel Quirino",
      number: String(100 + index * 13),
      district: "Cambuí",
      city: "Campinas",
      uf: "SP",
    },
    share_percent: 100,
  };
}

export interface DemoInventoryResult {
  enterprises: number;
  units: number;
  reservations: number;
  proposals: number;
  sales: number;
  skipped: boolean;
}

export async function seedDemoInventory(
  app: FastifyInstance,
  log: Log,
  now = new Date(),
): Promise<DemoInventoryResult> {
  const api = new DemoApiClient(app);
  const result: DemoInventoryResult = {
    enterprises: 0,
    units: 0,
    reservations: 0,
    proposals: 0,
    sales: 0,
    skipped: false,
  };
  const simplified = await api.call<{ payload: { _id: string; name: string }[] }>(
    ADMIN,
    "GET",
    "/enterprises/simplified",
  );
  const idByName = new Map(simplified.payload.map((e) => [e.name, e._id]));
  const profile = async (email: string) => api.call<{ _id: string }>(email, "GET", "/users/my-profile");
  const coordinator = await profile(COORDINATOR);
  const teams = await api.call<{ payload: { _id: string; name: string }[] }>(ADMIN, "GET", "/sales-teams?limit=100");
  const boothTeam = teams.payload.find((t) => t.name === "Equipe Plantão Interior");

  // Market indexes: twelve months of each.
  for (const [type, values] of Object.entries(INDEX_VARIATIONS)) {
    for (const [i, value] of values.entries()) {
      await api.call(ADMIN, "PUT", "/market-indexes", { type, month: monthOf(now, 12 - i), value });
    }
  }

  const enterpriseIds: string[] = [];
  for (const plan of DEMO_INVENTORY) {
    const id = idByName.get(plan.name);
    if (!id) throw new Error(`demo enterprise ${plan.name} is missing: run the database seed first`);
    enterpriseIds.push(id);
    const wizard = await api.call<{ wizard_step: number; published: boolean }>(
      ADMIN,
      "GET",
      `/enterprises/${id}/wizard`,
    );
    if (wizard.published) continue;
    const current = await api.call<{ name: string; city: string; group: string; phase: string; property_type: string }>(
      ADMIN,
      "GET",
      `/enterprises/${id}/step-1`,
    );
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-1`, {
      name: current.name,
      city: current.city,
      group: current.group,
      phase: current.phase,
      property_type: current.property_type,
      ...plan.step1,
    });
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-2`, { towers: plan.towers });
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-3`, plan.prices);
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-4`, plan.rules);
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-5`, { medias: [] });
    const step6: z.input<typeof step6Body> = {
      sales_team_ids: boothTeam ? [boothTeam._id] : [],
      approvers: [{ user_id: coordinator._id, level: 1 }],
      published: true,
    };
    await api.call(ADMIN, "PUT", `/enterprises/${id}/step-6`, step6);
    result.enterprises += 1;
    result.units += plan.towers.reduce((n, t) => n + t.floors * t.units_per_floor, 0);
  }
  log(`Demo inventory: ${result.enterprises} enterprises published with ${result.units} units.`);
  for (const [i, id] of enterpriseIds.entries()) {
    const plans = await seedPlansOnce(api, id);
    if (plans) log(`Demo plans: ${plans} floor and common-area plans for ${DEMO_INVENTORY[i]?.name}.`);
  }

  const existing = await api.call<{ pagination: { total: number } }>(ADMIN, "GET", "/proposals?limit=1");
  if (existing.pagination.total > 0) {
    result.skipped = result.enterprises === 0;
    log("Demo proposals and sales already exist: skipped.");
    return result;
  }

  // Open leads of a demo broker's own wallet (the seed spreads ~2,000 leads over the demo specialists); most deals
  // are the booth specialist's.
  const openLeads = async (email: string, limit: number) => {
    const leads = await api.call<{ payload: { _id: string; full_name: string; status: string }[] }>(
      email,
      "GET",
      `/leads?limit=${limit}`,
    );
    return leads.payload.filter((l) => !["ARCHIVED", "DISCARDED", "EXCLUDED", "SOLD"].includes(l.status));
  };
  const pool = await openLeads(SPECIALIST, 100);
  let leadIndex = 0;
  const nextLead = () => {
    const lead = pool[leadIndex % pool.length];
    leadIndex += 1;
    if (!lead) throw new Error("demo deals need leads of the booth specialist");
    return lead;
  };

  const mirrorUnits = async (enterpriseId: string): Promise<Unit[]> => {
    const mirror = await api.call<{ towers: { floors: { units: Unit[] }[] }[] }>(
      ADMIN,
      "GET",
      `/enterprises/${enterpriseId}/mirror`,
    );
    return mirror.towers
      .flatMap((t) => t.floors.flatMap((f) => f.units))
      .filter((u) => u.status === "AVAILABLE")
      .map((u) => ({ ...u, enterpriseId }));
  };

  // Spread the deals over the three enterprises, upper floors first (where buyers usually start).
  const available = (await Promise.all(enterpriseIds.map(mirrorUnits))).map((units) =>
    [...units].sort((a, b) => b.floor - a.floor || a.number.localeCompare(b.number)),
  );
  let pick = 0;
  const nextUnit = (): Unit => {
    const list = available[pick % available.length] ?? [];
    pick += 1;
    const unit = list.shift();
    if (!unit?.price) throw new Error("demo deals ran out of priced units");
    return unit;
  };

  const propose = async (
    email: string,
    unit: Unit,
    lead: { _id: string },
    opts: { discountPct?: number; submit?: boolean } = {},
  ) => {
    const price = unit.price as number;
    const net = opts.discountPct ? price - Math.round((price * opts.discountPct) / 100) : price;
    const body: z.input<typeof proposalCreateBody> = {
      lead_id: lead._id,
      unit_id: unit._id,
      discount: opts.discountPct ? { type: "PERCENTAGE", value: opts.discountPct } : null,
      series: demoPlan(net, now),
      submit: opts.submit ?? true,
    };
    const created = await api.call<{ _id: string; status: string }>(email, "POST", "/proposals", body);
    result.proposals += 1;
    return created;
  };

  // Reservations: negotiation holds by the specialist and two technical reserves by the coordinator.
  for (let i = 0; i < 6; i++) {
    const unit = nextUnit();
    await api.call(SPECIALIST, "POST", `/enterprises/units/${unit._id}/reserves`, {
      type: "CUSTOMER_NEGOTIATION",
      lead_id: nextLead()._id,
      duration_minutes: [1440, 4320, 720][i % 3],
      observations: "Cliente avaliando condições com a família.",
    });
    result.reservations += 1;
  }
  for (let i = 0; i < 2; i++) {
    const unit = nextUnit();
    await api.call(COORDINATOR, "POST", `/enterprises/units/${unit._id}/reserves`, {
      type: "TECHNICAL_RESERVE",
      duration_minutes: 0,
      observations: "Unidade reservada para permuta com o proprietário do terreno.",
    });
    result.reservations += 1;
  }

  // Proposals in every status. The optional ones are skipped (and said so) when the demo data does not allow them.
  const skipped = (what: string) => (err: unknown) => log(`Demo: skipped the ${what}: ${String(err)}`);
  await propose(SPECIALIST, nextUnit(), nextLead(), { submit: false }); // DRAFT
  // Every broker proposes for a client of their own wallet (the lead routes' visibility).
  const [onlineLead] = await openLeads(ONLINE_SPECIALIST, 20);
  if (onlineLead) {
    await propose(ONLINE_SPECIALIST, nextUnit(), onlineLead, { submit: false }).catch(
      skipped("online specialist draft"),
    );
  }
  for (let i = 0; i < 3; i++) await propose(SPECIALIST, nextUnit(), nextLead(), { discountPct: 7 + i }); // AWAITING
  for (let i = 0; i < 2; i++) {
    const p = await propose(SPECIALIST, nextUnit(), nextLead(), { discountPct: 8 });
    await api.call(COORDINATOR, "PUT", `/proposals/${p._id}/disapprove`, {
      reason: "Desconto acima da política da campanha vigente.",
    });
  }
  for (let i = 0; i < 2; i++) {
    const p = await propose(SPECIALIST, nextUnit(), nextLead());
    await api.call(SPECIALIST, "PUT", `/proposals/${p._id}/cancel`, { reason: "Cliente desistiu da compra." });
  }
  // A partner broker's own proposal, for the client they register for the unit's enterprise (decision 064).
  const partnerUnit = nextUnit();
  await api
    .call<{ _id: string }>(PARTNER, "POST", "/leads/partner-clients", {
      full_name: "Renata Moraes Quintela",
      phone: "48991230077",
      cpf: cpfFromBase(318_400_990),
      enterprise_id: partnerUnit.enterpriseId,
    })
    .then((client) => propose(PARTNER, partnerUnit, client))
    .catch(skipped("partner broker proposal"));

  // Sales in every status: approved proposals (within the rules, or approved by the coordinator).
  const saleStates = [
    "IN_PROCESS",
    "IN_PROCESS",
    "COMPLETED",
    "COMPLETED",
    "COMPLETED",
    "COMPLETED",
    "CANCELED",
    "DISTRACTED",
  ];
  for (const [i, state] of saleStates.entries()) {
    const lead = nextLead();
    const unit = nextUnit();
    const p = await propose(SPECIALIST, unit, lead, { discountPct: i % 3 === 0 ? 6 : undefined });
    if (p.status === "AWAITING_APPROVAL") {
      await api.call(COORDINATOR, "PUT", `/proposals/${p._id}/approve`, { reason: "Cliente com bom histórico." });
    }
    const sale = await api.call<{ _id: string }>(SPECIALIST, "POST", "/sales", {
      proposal_id: p._id,
      buyers: [buyer(lead, i)],
      responsible_coordinator_id: coordinator._id,
      observations: "Documentação do comprador recebida no plantão.",
    });
    result.sales += 1;
    if (state === "COMPLETED" || state === "DISTRACTED") {
      await api.call(SECRETARY, "PUT", `/sales/${sale._id}/complete`, {});
    }
    if (state === "CANCELED") {
      await api.call(SECRETARY, "PUT", `/sales/${sale._id}/cancel`, { reason: "Crédito imobiliário não aprovado." });
    }
    if (state === "DISTRACTED") {
      await api.call(SECRETARY, "PUT", `/sales/${sale._id}/distract`, {
        reason: "Distrato a pedido do comprador (mudança de cidade).",
      });
    }
    if (state === "COMPLETED" && i >= 4) {
      // Finance released (and for one sale paid) the commissions.
      const commissions = await api.call<{ payload?: { _id: string }[] } | { _id: string }[]>(
        FINANCIAL,
        "GET",
        `/sales/${sale._id}/commissions`,
      );
      const list = Array.isArray(commissions) ? commissions : (commissions.payload ?? []);
      for (const c of list) {
        await api.call(FINANCIAL, "PUT", `/sales/${sale._id}/commissions/${c._id}`, { status: "RELEASED" });
        if (i === 5) await api.call(FINANCIAL, "PUT", `/sales/${sale._id}/commissions/${c._id}`, { status: "PAID" });
      }
    }
  }
  log(
    `Demo deals: ${result.reservations} reservations, ${result.proposals} proposals, ${result.sales} sales (with commissions).`,
  );
  return result;
}
