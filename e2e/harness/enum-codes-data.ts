/**
 * Set-up of the raw-enum-codes walk (tests/enum-codes.e2e.test.ts): data in every state the API can reach, so each
 * screen has codes to show (a lead with history and movements, a roulette whose log holds availability changes,
 * pauses, offers and a check-out, pre-leads, reservations, proposals, a completed sale with commissions,
 * notifications, users).
 */
import { randomInt } from "node:crypto";
import { expect, inject } from "vitest";
import { apiCall, apiSession } from "./api";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "./deals";
import { adminSession, createTestUser, type TestUser } from "./factories";

/** The records the walk opens. */
export interface EnumCodeIds {
  enterprise: string;
  lead: string;
  rouletteLead: string;
  roulette: string;
  proposalAwaiting: string;
  proposalApproved: string;
  sale: string;
  specialistUser: string;
}

/** The names the walk searches for and waits on. */
export interface EnumCodeNames {
  enterprise: string;
  lead: string;
  rouletteLead: string;
  roulette: string;
  member: string;
  paused: string;
}

/** The users the walk signs in as: an administrator and the booth specialist who owns the deals. */
export interface EnumCodeUsers {
  admin: TestUser;
  specialist: TestUser;
}

export interface EnumCodeData {
  ids: EnumCodeIds;
  names: EnumCodeNames;
  users: EnumCodeUsers;
}

async function importPreLeads(cookie: string, csv: string, suffix: string): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), `pre-leads-rotulos-${suffix}.csv`);
  const res = await fetch(new URL("/pre-leads/imports", inject("apiUrl")), {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** Creates the walk's users and data through the API, as the admin, a coordinator and the booth specialist. */
export async function createEnumCodeData(): Promise<EnumCodeData> {
  const suffix = String(Date.now()).slice(-6);
  const ids: EnumCodeIds = {
    enterprise: "",
    lead: "",
    rouletteLead: "",
    roulette: "",
    proposalAwaiting: "",
    proposalApproved: "",
    sale: "",
    specialistUser: "",
  };
  const names: EnumCodeNames = {
    enterprise: `Residencial Rótulos ${suffix}`,
    lead: `Cliente Rótulos ${suffix}`,
    rouletteLead: `Lead Roleta Rótulos ${suffix}`,
    roulette: `Roleta Rótulos ${suffix}`,
    member: `Marta Rótulos ${suffix}`,
    paused: `Paulo Rótulos ${suffix}`,
  };
  const master = await adminSession();
  const users: EnumCodeUsers = {
    admin: await createTestUser("GERAL_ADMIN", { admin: master }),
    specialist: await createTestUser("BOOTH_SPECIALIST", { admin: master }),
  };
  const coordinatorUser = await createTestUser("ONLINE_COORDINATOR", { admin: master });
  const admin = await apiSession(users.admin);
  const specialist = await apiSession(users.specialist);
  ids.specialistUser = users.specialist._id;

  // Inventory: priced units; a minimum ato of 10 % sends a 5 % ato to approval.
  const created = await createPricedEnterprise(admin, {
    name: names.enterprise,
    floors: 3,
    approvalRules: [{ kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 10, level: 1 }],
  });
  ids.enterprise = created.enterpriseId;
  const units = created.mirror.towers[0]?.floors
    .flatMap((f) => f.units)
    .filter((u) => u.status === "AVAILABLE" && u.price) as { _id: string; price: number }[];
  expect(units.length).toBe(6);
  const [sold, awaiting, reserved, technical, disapproved] = units as [
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
  ];

  // A lead of the booth specialist with annotations, a funnel stage, a status change and a transfer.
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    {
      full_name: names.lead,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      city: "Campinas",
      source: "STAND",
      enterprise_id: ids.enterprise,
    },
    201,
  );
  ids.lead = lead.lead._id;
  await apiCall(
    specialist,
    "POST",
    `/leads/${ids.lead}/annotations`,
    { text: "Cliente pediu a tabela de preços.", type: "WHATSAPP", status_profile: "INFO_SEND_AWAIT_RETURN" },
    [200, 201],
  );
  await apiCall(specialist, "PUT", `/leads/${ids.lead}/status`, { status: "TALKING" });
  await apiCall(specialist, "PUT", `/leads/${ids.lead}/favorite`, { favorite: true });

  // Deals: an approved proposal turned into a completed sale (commissions), one awaiting approval, a reservation.
  const approved = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    { lead_id: ids.lead, unit_id: sold._id, series: atoAndFinancing(sold.price, 20), submit: true },
    201,
  );
  expect(approved.status).toBe("APPROVED");
  ids.proposalApproved = approved._id;
  const sale = await apiCall<{ _id: string }>(
    specialist,
    "POST",
    "/sales",
    { proposal_id: approved._id, buyers: [saleBuyer(names.lead)] },
    201,
  );
  ids.sale = sale._id;
  await apiCall(admin, "PUT", `/sales/${ids.sale}/complete`, {});
  const waiting = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    { lead_id: ids.lead, unit_id: awaiting._id, series: atoAndFinancing(awaiting.price, 5), submit: true },
    201,
  );
  expect(waiting.status).toBe("AWAITING_APPROVAL");
  ids.proposalAwaiting = waiting._id;
  const refused = await apiCall<{ _id: string }>(
    specialist,
    "POST",
    "/proposals",
    { lead_id: ids.lead, unit_id: disapproved._id, series: atoAndFinancing(disapproved.price, 5), submit: true },
    201,
  );
  await apiCall(admin, "PUT", `/proposals/${refused._id}/disapprove`, { reason: "Entrada abaixo do mínimo." });
  await apiCall(
    specialist,
    "POST",
    `/enterprises/units/${reserved._id}/reserves`,
    { type: "CUSTOMER_NEGOTIATION", lead_id: ids.lead, duration_minutes: 60 },
    201,
  );
  await apiCall(
    admin,
    "POST",
    `/enterprises/units/${technical._id}/reserves`,
    { type: "TECHNICAL_RESERVE", duration_minutes: 0, observations: "Reserva da diretoria" },
    201,
  );

  // A roulette whose log holds what the distribution writes: members added, presence changes, a pause, an offer
  // that is attended, a shuffle and a check-out.
  const memberUser = await createTestUser("ONLINE_SPECIALIST", { admin: master, fullName: names.member });
  const pausedUser = await createTestUser("ONLINE_SPECIALIST", { admin: master, fullName: names.paused });
  const memberId = memberUser._id;
  const pausedId = pausedUser._id;
  const roulette = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/roulettes",
    { name: names.roulette, type: "ONLINE", enterprise_ids: [ids.enterprise] },
    201,
  );
  ids.roulette = roulette._id;
  await apiCall(admin, "POST", `/roulettes/${ids.roulette}/agents`, { user_id: memberId }, 201);
  const pausedAgent = await apiCall<{ _id: string }>(
    admin,
    "POST",
    `/roulettes/${ids.roulette}/agents`,
    { user_id: pausedId, status: "AVAILABLE" },
    201,
  );
  const member = await apiSession(memberUser);
  const paused = await apiSession(pausedUser);
  await apiCall(member, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
  await apiCall(paused, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
  await apiCall(admin, "PUT", `/roulettes/agents/${pausedAgent._id}/action`, { action: "PAUSE" });
  await apiCall(admin, "POST", `/roulettes/${ids.roulette}/shuffle`, {}, [200, 201]);
  const rouletteLead = await apiCall<{ lead: { _id: string } }>(
    admin,
    "POST",
    "/leads",
    {
      full_name: names.rouletteLead,
      phone: `1195${randomInt(1_000_000, 9_999_999)}`,
      enterprise_id: ids.enterprise,
      source: "SITE",
      owner_id: ids.specialistUser,
    },
    201,
  );
  ids.rouletteLead = rouletteLead.lead._id;
  await apiCall(admin, "POST", `/leads/${ids.rouletteLead}/play-in-roulette`, {}, [200, 201]);
  const offered = await apiCall<{ owner_id: string | null }>(admin, "GET", `/leads/${ids.rouletteLead}`);
  expect(offered.owner_id).toBe(memberId);
  await apiCall(member, "PUT", `/leads/${ids.rouletteLead}/attend`, {});
  await apiCall(paused, "POST", "/roulettes/check-out", {}, [200, 201]);

  // A lead already being worked, transferred to the booth specialist with a notification.
  const transferred = await apiCall<{ lead: { _id: string } }>(
    admin,
    "POST",
    "/leads",
    {
      full_name: `Lead Transferido Rótulos ${suffix}`,
      phone: `1194${randomInt(1_000_000, 9_999_999)}`,
      enterprise_id: ids.enterprise,
      source: "PORTAL",
      owner_id: memberId,
    },
    201,
  );
  await apiCall(admin, "PUT", `/leads/${transferred.lead._id}/status`, { status: "TALKING" });
  await apiCall(admin, "PUT", `/leads/${transferred.lead._id}/specialist`, {
    specialist_id: ids.specialistUser,
    type: "TRANSFER",
    notify_specialist: true,
  });

  // Pre-leads on offer.
  const coordinator = await apiSession(coordinatorUser);
  await apiCall(coordinator, "PUT", "/pre-leads/offer-settings", { enterprise_ids: [], max_acquisitions_per_day: 50 });
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  await importPreLeads(
    coordinator,
    [
      "full_name;phone;email;city;enterprise;source",
      `Pré Rótulos Um ${tag};119${randomInt(10_000_000, 99_999_999)};;Campinas;${names.enterprise};Site`,
      `Pré Rótulos Dois ${tag};119${randomInt(10_000_000, 99_999_999)};;;${names.enterprise};`,
    ].join("\n"),
    suffix,
  );
  return { ids, names, users };
}
