import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { DEMO_PASSWORD, expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { contractEnumCodes, type EnumCodes, enumCodesOnPage } from "../harness/enum-codes";

/**
 * Issue 16, "Words a user reads": every enum a screen shows goes through the contracts' label maps. The walk visits
 * the main screens with data in every state the set-up can reach (a lead with history and movements, a roulette
 * whose log holds availability changes, pauses, offers and a check-out, pre-leads, a reservation, proposals, a
 * completed sale with commissions, notifications, users) as an admin and as a specialist, and fails on any raw
 * code of packages/contracts in what the page shows.
 */

let browser: Browser;
let enums: EnumCodes;
const suffix = String(Date.now()).slice(-6);
const ids = {
  enterprise: "",
  lead: "",
  rouletteLead: "",
  roulette: "",
  proposalAwaiting: "",
  proposalApproved: "",
  sale: "",
  specialistUser: "",
};
const names = {
  enterprise: `Residencial Rótulos ${suffix}`,
  lead: `Cliente Rótulos ${suffix}`,
  rouletteLead: `Lead Roleta Rótulos ${suffix}`,
  roulette: `Roleta Rótulos ${suffix}`,
  member: `Marta Rótulos ${suffix}`,
  paused: `Paulo Rótulos ${suffix}`,
};

async function createSpecialist(admin: string, fullName: string, email: string): Promise<string> {
  const user = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/admin/users",
    { full_name: fullName, email, password: DEMO_PASSWORD, roles: ["ONLINE_SPECIALIST"] },
    201,
  );
  return user._id;
}

async function importPreLeads(cookie: string, csv: string): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), `pre-leads-rotulos-${suffix}.csv`);
  const res = await fetch(new URL("/pre-leads/imports", inject("apiUrl")), {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

beforeAll(async () => {
  browser = await launchBrowser();
  enums = await contractEnumCodes();
  const admin = await apiSession("geral_admin@demo.local");
  const specialist = await apiSession("booth_specialist@demo.local");
  ids.specialistUser = (await apiCall<{ _id: string }>(specialist, "GET", "/users/my-profile"))._id;

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
  const memberEmail = `marta.rotulos.${suffix}@exemplo.com.br`;
  const pausedEmail = `paulo.rotulos.${suffix}@exemplo.com.br`;
  const memberId = await createSpecialist(admin, names.member, memberEmail);
  const pausedId = await createSpecialist(admin, names.paused, pausedEmail);
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
  const member = await apiSession(memberEmail);
  const paused = await apiSession(pausedEmail);
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
  const coordinator = await apiSession("online_coordinator@demo.local");
  await apiCall(coordinator, "PUT", "/pre-leads/offer-settings", { enterprise_ids: [], max_acquisitions_per_day: 50 });
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  await importPreLeads(
    coordinator,
    [
      "full_name;phone;email;city;enterprise;source",
      `Pré Rótulos Um ${tag};119${randomInt(10_000_000, 99_999_999)};;Campinas;${names.enterprise};Site`,
      `Pré Rótulos Dois ${tag};119${randomInt(10_000_000, 99_999_999)};;;${names.enterprise};`,
    ].join("\n"),
  );
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the path, waits for what shows the page has its data, and fails (softly) on every code it shows. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>, name: string): Promise<void> {
  await page.goto(webUrl(path));
  await ready(page).catch(async (error) => {
    await screenshot(page, `enum-codes-${name}-not-ready`);
    throw error;
  });
  await expectNoCodes(page, name);
}

async function expectNoCodes(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await screenshot(page, `enum-codes-${name}`);
  const seen = await enumCodesOnPage(page, enums.codes);
  expect.soft(seen, `raw enum codes on ${name} (${new URL(page.url()).pathname})`).toEqual([]);
}

/** Clicks a tab and checks what its panel shows. */
async function tab(page: Page, label: string | RegExp, name: string): Promise<void> {
  const tab = page.getByRole("tab", { name: label });
  await tab.click();
  await page.getByRole("tabpanel", { name: label }).waitFor();
  await expectNoCodes(page, name);
}

describe("raw enum codes on the screens", () => {
  it("the code list comes from the contracts and leaves out words the labels show as they are", async () => {
    for (const code of [
      "AVAILABLE",
      "IN_ATTENDANCE",
      "NEW_INTEREST",
      "ONLINE",
      "BOOTH",
      "PAUSE",
      "TECHNICAL_RESERVE",
    ]) {
      expect(enums.codes.has(code), code).toBe(true);
    }
    for (const word of ["SP", "CPF", "CNPJ", "FGTS", "AT"]) expect(enums.codes.has(word), word).toBe(false);

    // The detector sees codes in text, attributes and input values; CSS upper-case does not make a code.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setContent(`
      <p>Disponível → Em atendimento</p>
      <p>AVAILABLE -> IN_ATTENDANCE</p>
      <span style="text-transform: uppercase">Online</span>
      <button aria-label="Status BOOTH">x</button>
      <input value="NEW_INTEREST" />
      <input type="radio" value="IN_PAUSE" />
      <p hidden>STAND</p>
      <p>UF SP, CPF 529.982.247-25</p>`);
    const seen = await enumCodesOnPage(page, enums.codes);
    expect(seen.map((s) => s.split(" ")[0]).sort()).toEqual(["AVAILABLE", "BOOTH", "IN_ATTENDANCE", "NEW_INTEREST"]);
    await context.close();
  });

  it("an admin's screens show labels, never codes", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, "geral_admin@demo.local");
    await expectPath(page, "/home");
    await expectNoCodes(page, "admin-home");

    await visit(
      page,
      `/leads?search=${encodeURIComponent(names.lead)}`,
      (p) => p.getByTestId("lead-row").first().waitFor(),
      "admin-leads",
    );
    await visit(
      page,
      `/leads/${ids.lead}`,
      (p) => p.getByTestId("history-entry").first().waitFor(),
      "admin-lead-history",
    );
    await tab(page, /^Dados$/, "admin-lead-data");
    await tab(page, "Dados do contrato", "admin-lead-contract");
    await visit(
      page,
      `/leads/${ids.rouletteLead}`,
      (p) => p.getByTestId("history-entry").first().waitFor(),
      "admin-roulette-lead",
    );
    await visit(page, "/movements", (p) => p.getByTestId("movement-row").first().waitFor(), "admin-movements");
    await visit(page, "/base-leads", (p) => p.getByRole("heading", { level: 1 }).first().waitFor(), "admin-base-leads");

    await visit(page, "/roulettes", (p) => p.getByTestId("roulette-row").first().waitFor(), "admin-roulettes");
    await visit(
      page,
      `/roulettes/${ids.roulette}`,
      (p) => p.getByTestId("roulette-log").locator("tbody tr").nth(5).waitFor(),
      "admin-roulette-log",
    );
    await visit(
      page,
      `/roulettes/why?lead=${ids.rouletteLead}`,
      (p) => p.getByTestId("why-summary").waitFor(),
      "admin-roulette-why",
    );

    await visit(page, "/pre-leads", (p) => p.getByTestId("pre-lead-row").first().waitFor(), "admin-pre-leads");

    await visit(
      page,
      `/enterprises/${ids.enterprise}`,
      (p) => p.getByRole("heading", { name: names.enterprise }).waitFor(),
      "admin-enterprise",
    );
    await visit(
      page,
      `/enterprises/${ids.enterprise}/mirror`,
      (p) => p.getByTestId("mirror-unit").first().waitFor(),
      "admin-mirror",
    );
    for (const status of ["RESERVED", "SOLD"]) {
      await page.locator(`[data-testid=mirror-unit][data-status=${status}]`).first().click();
      const drawer = page.getByTestId("unit-drawer");
      await drawer.getByTestId("unit-status").waitFor();
      await expectNoCodes(page, `admin-unit-${status.toLowerCase()}`);
      for (const label of ["Reservas", "Propostas", "Histórico"]) {
        await tab(page, label, `admin-unit-${status.toLowerCase()}-${label.toLowerCase()}`);
      }
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
    }

    await visit(page, "/proposals", (p) => p.getByTestId("proposal-row").first().waitFor(), "admin-proposals");
    await visit(
      page,
      "/proposals?view=inbox",
      (p) => p.getByTestId("proposal-row").first().waitFor(),
      "admin-proposals-inbox",
    );
    await visit(
      page,
      `/proposals/${ids.proposalAwaiting}`,
      (p) => p.getByTestId("proposal-status").waitFor(),
      "admin-proposal-awaiting",
    );
    await visit(
      page,
      `/proposals/${ids.proposalApproved}`,
      (p) => p.getByTestId("proposal-status").waitFor(),
      "admin-proposal-approved",
    );
    await visit(page, "/sales", (p) => p.getByTestId("sale-row").first().waitFor(), "admin-sales");
    await visit(page, `/sales/${ids.sale}`, (p) => p.getByTestId("commission-row").first().waitFor(), "admin-sale");
    await visit(
      page,
      "/commissions",
      (p) => p.getByRole("heading", { name: "Minhas comissões" }).waitFor(),
      "admin-commissions",
    );

    await visit(
      page,
      "/notifications",
      (p) => p.getByTestId("notifications-list").or(p.getByText("Nenhuma notificação")).first().waitFor(),
      "admin-notifications",
    );
    await visit(page, "/admin/users", (p) => p.getByTestId("user-row").first().waitFor(), "admin-users");
    await visit(
      page,
      `/admin/users/${ids.specialistUser}`,
      (p) => p.getByRole("heading", { level: 1 }).first().waitFor(),
      "admin-user",
    );
    await context.close();
  }, 240_000);

  it("the lists' phone layouts (cards) show labels, never codes", async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await login(page, "geral_admin@demo.local");
    await expectPath(page, "/home");
    await visit(
      page,
      `/leads?search=${encodeURIComponent(names.lead)}`,
      (p) => p.getByTestId("lead-card").first().waitFor(),
      "phone-leads",
    );
    await visit(
      page,
      `/roulettes/${ids.roulette}`,
      (p) => p.getByTestId("roulette-log").getByText("Check-out", { exact: true }).waitFor(),
      "phone-roulette-log",
    );
    await visit(page, "/movements", (p) => p.getByTestId("movement-card").first().waitFor(), "phone-movements");
    await visit(page, "/pre-leads", (p) => p.getByTestId("pre-lead-card").first().waitFor(), "phone-pre-leads");
    await visit(page, "/proposals", (p) => p.getByTestId("proposal-card").first().waitFor(), "phone-proposals");
    await visit(page, "/sales", (p) => p.getByTestId("sale-card").first().waitFor(), "phone-sales");
    await visit(page, "/admin/users", (p) => p.getByTestId("user-card").first().waitFor(), "phone-users");
    await context.close();
  }, 180_000);

  it("a specialist's screens show labels, never codes", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, "booth_specialist@demo.local");
    await expectPath(page, "/home");
    await expectNoCodes(page, "specialist-home");
    await visit(page, "/leads", (p) => p.getByTestId("lead-row").first().waitFor(), "specialist-leads");
    await visit(
      page,
      `/leads/${ids.lead}`,
      (p) => p.getByTestId("history-entry").first().waitFor(),
      "specialist-lead-history",
    );
    await visit(
      page,
      "/roulettes",
      (p) => p.getByRole("heading", { name: "Roletas" }).waitFor(),
      "specialist-roulettes",
    );
    await visit(page, "/pre-leads", (p) => p.getByTestId("pre-lead-row").first().waitFor(), "specialist-pre-leads");
    await visit(page, "/proposals", (p) => p.getByTestId("proposal-row").first().waitFor(), "specialist-proposals");
    await visit(
      page,
      `/proposals/${ids.proposalAwaiting}`,
      (p) => p.getByTestId("proposal-status").waitFor(),
      "specialist-proposal",
    );
    await visit(page, `/sales/${ids.sale}`, (p) => p.getByTestId("sale-status").waitFor(), "specialist-sale");
    await visit(
      page,
      "/commissions",
      (p) => p.getByTestId("commission-row").first().waitFor(),
      "specialist-commissions",
    );
    await visit(
      page,
      "/notifications",
      (p) => p.getByTestId("notifications-list").waitFor(),
      "specialist-notifications",
    );
    await context.close();
  }, 240_000);
});
