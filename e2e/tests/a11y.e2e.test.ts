import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * axe-core finds no serious or critical violation on the pages brokers and managers use most (decision 038), at
 * desktop width. The checks are soft: one run lists every page that fails.
 */

let browser: Browser;
let enterpriseId: string;
let unitId: string;
let leadId: string;
let saleId: string;
let proposalId: string;
/** The file's own users, one of each role the pages are checked as. */
let geralAdmin: TestUser;
let boothSpecialist: TestUser;
let onlineSpecialist: TestUser;
let secretary: TestUser;
let juridical: TestUser;
let financial: TestUser;
const suffix = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  const master = await adminSession();
  geralAdmin = await createTestUser("GERAL_ADMIN", { admin: master });
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST", { admin: master });
  onlineSpecialist = await createTestUser("ONLINE_SPECIALIST", { admin: master });
  secretary = await createTestUser("SALES_SECRETARY", { admin: master });
  juridical = await createTestUser("JURIDICAL", { admin: master });
  financial = await createTestUser("FINANCIAL", { admin: master });
  const admin = await apiSession(geralAdmin);
  const created = await createPricedEnterprise(admin, {
    name: `Residencial Acessível ${suffix}`,
    floors: 3,
    approvalRules: [],
  });
  enterpriseId = created.enterpriseId;
  const units = created.mirror.towers[0]?.floors
    .flatMap((f) => f.units)
    .filter((u) => u.status === "AVAILABLE" && u.price);
  expect(units?.length).toBe(6);

  const specialist = await apiSession(boothSpecialist);
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    {
      full_name: `Íris Acessível ${suffix}`,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      city: "Campinas",
      source: "STAND",
    },
    201,
  );
  leadId = lead.lead._id;
  const sold = units?.[0];
  unitId = units?.[1]?._id as string;
  const proposal = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    {
      lead_id: leadId,
      unit_id: sold?._id,
      series: atoAndFinancing(sold?.price as number, 10),
      submit: true,
    },
    201,
  );
  expect(proposal.status).toBe("APPROVED");
  proposalId = proposal._id;
  const sale = await apiCall<{ _id: string }>(
    specialist,
    "POST",
    "/sales",
    {
      proposal_id: proposal._id,
      buyers: [saleBuyer(`Íris Acessível ${suffix}`)],
    },
    201,
  );
  saleId = sale._id;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the path, waits for what shows the page has its data, and runs axe. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>, name: string) {
  await page.goto(webUrl(path));
  await ready(page).catch(async (error) => {
    await screenshot(page, `a11y-${name}-not-ready`);
    throw error;
  });
  await page.waitForLoadState("networkidle");
  await screenshot(page, `a11y-${name}`);
  await expectNoSeriousA11yViolations(page);
}

describe("accessibility (axe-core: no serious or critical violations)", () => {
  it("the login page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await check(page, "/login", (p) => p.getByLabel("E-mail").waitFor(), "login");
    await context.close();
  });

  it("home, leads, enterprises, the mirror and notifications, as an admin", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await page.waitForURL((u) => u.pathname !== "/login");
    await check(page, "/home", (p) => p.getByTestId("user-menu").waitFor(), "home");
    await check(page, "/leads", (p) => p.getByRole("heading", { name: "Leads" }).waitFor(), "leads");
    await check(page, "/enterprises", (p) => p.getByTestId("enterprise-card").first().waitFor(), "enterprises");
    await check(
      page,
      `/enterprises/${enterpriseId}/mirror`,
      (p) => p.locator("[data-testid=mirror-unit]").first().waitFor(),
      "mirror",
    );
    await check(
      page,
      "/notifications",
      (p) => p.getByTestId("notifications-list").or(p.getByText("Nenhuma notificação")).waitFor(),
      "notifications",
    );
    await context.close();
  }, 180_000);

  it("the lead profile, a new proposal, a proposal and an enterprise, as the booth specialist", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await page.waitForURL((u) => u.pathname !== "/login");
    await check(
      page,
      `/leads/${leadId}`,
      (p) => p.getByText(`Íris Acessível ${suffix}`).first().waitFor(),
      "lead-profile",
    );
    await check(
      page,
      `/proposals/new?unit_id=${unitId}&lead_id=${leadId}`,
      (p) => p.getByTestId("unit-summary").waitFor(),
      "proposal-new",
    );
    await check(page, `/proposals/${proposalId}`, (p) => p.getByTestId("proposal-status").waitFor(), "proposal-detail");
    await check(
      page,
      `/enterprises/${enterpriseId}`,
      (p) => p.getByRole("heading", { name: `Residencial Acessível ${suffix}` }).waitFor(),
      "enterprise-detail",
    );
    await context.close();
  }, 180_000);

  it("a sale, as the sales secretary", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, secretary);
    await page.waitForURL((u) => u.pathname !== "/login");
    await check(page, `/sales/${saleId}`, (p) => p.getByTestId("sale-status").waitFor(), "sale-detail");
    await context.close();
  }, 180_000);
});

describe("accessibility of the agenda, solicitations and a paged notifications list", () => {
  it("/schedule (a week with an appointment), /solicitations and /notifications with its pages, as the booth specialist", async () => {
    // More than one page of notifications (20 a page): 21 new leads handed to the booth specialist, each with its
    // notification, then all read (no new-lead alert over the page).
    const online = await apiSession(onlineSpecialist);
    const admin = await apiSession(geralAdmin);
    const booth = await apiSession(boothSpecialist);
    const me = boothSpecialist;
    const leads: string[] = [];
    for (let i = 0; i < 21; i++) {
      const created = await apiCall<{ lead: { _id: string } }>(
        online,
        "POST",
        "/leads",
        {
          full_name: `Nara Paginada ${suffix} ${i}`,
          phone: `1195${randomInt(1_000_000, 9_999_999)}`,
          city: "Campinas",
          source: "SITE",
        },
        201,
      );
      leads.push(created.lead._id);
    }
    await apiCall(admin, "POST", "/leads/distribute", { leads, users: [me._id], notify_specialist: true });
    await apiCall(booth, "PUT", "/notifications/read-all");
    // An appointment in the week the agenda opens on: two days ahead at 10:00 in São Paulo (its reminder, 30 minutes
    // before, falls long after the test).
    const day = new Date(Date.now() + 2 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    await apiCall(
      booth,
      "POST",
      "/schedules",
      {
        lead_id: leadId,
        type: "CALL",
        starts_at: new Date(`${day}T10:00:00-03:00`).toISOString(),
        duration_minutes: 30,
      },
      201,
    );

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await page.waitForURL((u) => u.pathname !== "/login");
    await check(page, `/schedule?day=${day}`, (p) => p.getByTestId("schedule-event").first().waitFor(), "schedule");
    await check(
      page,
      "/solicitations",
      (p) => p.getByRole("heading", { name: "Solicitações" }).waitFor(),
      "solicitations",
    );
    await check(
      page,
      "/notifications",
      (p) => p.getByRole("button", { name: "Próxima página" }).waitFor(),
      "notifications-paged",
    );
    await context.close();
  }, 240_000);

  it("the proposals list as JURIDICAL and FINANCIAL: no call the role may not make (no 403)", async () => {
    for (const user of [juridical, financial]) {
      const role = user.roles[0] as string;
      const context = await newContext(browser);
      const page = await context.newPage();
      const refused: string[] = [];
      page.on("response", (r) => {
        if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
      });
      await login(page, user);
      await page.waitForURL((u) => u.pathname !== "/login");
      await check(
        page,
        "/proposals",
        (p) => p.getByRole("heading", { name: "Propostas" }).waitFor(),
        `proposals-${role.toLowerCase()}`,
      );
      expect(refused, role).toEqual([]);
      await context.close();
    }
  }, 180_000);
});

describe("accessibility of the enterprise wizard and the new-lead modals", () => {
  /** Any step's button onwards: "Salvar e continuar", "Gerar unidades e continuar", "Continuar", "Salvar e concluir". */
  const stepSave = (page: Page) => page.getByRole("button", { name: /(continuar|concluir)$/i });
  const stepActive = (page: Page, n: number) =>
    page.waitForURL((u) => u.pathname.endsWith("/wizard") && u.searchParams.get("step") === String(n));

  it("a new enterprise's first step and every step of the wizard, walked with 'Salvar e continuar'", async () => {
    const admin = await apiSession(geralAdmin);
    const { enterpriseId: wizardId } = await createPricedEnterprise(admin, {
      name: `Residencial Assistente Acessível ${suffix}`,
      floors: 2,
      approvalRules: [{ kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 10, level: 1 }],
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    await check(page, "/enterprises/new", (p) => p.getByLabel(/^Nome/).waitFor(), "wizard-new");

    for (const step of [1, 2, 3]) {
      await check(page, `/enterprises/${wizardId}/wizard?step=${step}`, (p) => stepSave(p).waitFor(), `wizard-${step}`);
    }
    // Step 4 with one campaign being written, saved with the step; then steps 5 and 6 as the wizard opens them.
    await page.goto(webUrl(`/enterprises/${wizardId}/wizard?step=4`));
    await page.getByRole("button", { name: "Nova campanha" }).click();
    await page.getByLabel(/^Nome da campanha/).fill("Campanha acessível");
    await page.waitForLoadState("networkidle");
    await screenshot(page, "a11y-wizard-4");
    await expectNoSeriousA11yViolations(page);
    await stepSave(page).click();
    await stepActive(page, 5);
    await page.getByRole("heading", { name: "Arquivos", exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "a11y-wizard-5");
    await expectNoSeriousA11yViolations(page);
    await stepSave(page).click();
    await stepActive(page, 6);
    await page.getByText("Etapas salvas: 5 de 6").waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "a11y-wizard-6");
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }, 180_000);

  it("the 'Novo lead' modal: empty, with its errors, and when the phone already has a lead", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    await page.goto(webUrl("/leads"));
    await page.getByRole("button", { name: "Novo lead" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo lead" });
    await dialog.getByLabel(/^Nome completo/).waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "a11y-new-lead");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Criar lead" }).click();
    await dialog.locator("[aria-invalid=true]").first().waitFor();
    await screenshot(page, "a11y-new-lead-errors");
    await expectNoSeriousA11yViolations(page);

    // The lead of the set-up has this phone: the modal answers with the lead already there.
    const existing = await apiCall<{ phone: string }>(await apiSession(geralAdmin), "GET", `/leads/${leadId}`);
    await dialog.getByLabel(/^Nome completo/).fill(`Íris Repetida ${suffix}`);
    await dialog.getByLabel(/^Telefone/).fill(existing.phone.slice(2));
    await dialog.getByRole("button", { name: "Criar lead" }).click();
    await dialog.getByText("Lead já cadastrado").waitFor();
    await screenshot(page, "a11y-new-lead-duplicate");
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }, 120_000);

  it("the new-lead alert a specialist receives with a new lead in their wallet", async () => {
    const admin = await apiSession(geralAdmin);
    const specialist = await createTestUser("ONLINE_SPECIALIST", { fullName: `Alice Alerta ${suffix}` });
    const lead = await apiCall<{ lead: { _id: string } }>(
      admin,
      "POST",
      "/leads",
      { full_name: `Lead Alerta ${suffix}`, phone: `1193${randomInt(1_000_000, 9_999_999)}`, source: "SITE" },
      201,
    );
    // A NEW lead given with 'Notificar especialista' arrives with the new-lead alert (decision 036).
    await apiCall(admin, "PUT", `/leads/${lead.lead._id}/specialist`, {
      specialist_id: specialist._id,
      type: "TRANSFER",
      notify_specialist: true,
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, specialist);
    const alert = page.getByRole("dialog", { name: "Novo Lead na sua carteira" });
    await alert.getByTestId("new-lead-name").waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await screenshot(page, "a11y-new-lead-alert");
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }, 120_000);
});

describe("deal lists at phone width", () => {
  it("sales and proposals show one card per deal with the client, the enterprise and the unit, without sideways scroll", async () => {
    const context = await newContext(browser, { ...PHONE, width: 390, height: 844 });
    const page = await context.newPage();
    await login(page, secretary);
    await page.waitForURL((u) => u.pathname !== "/login");
    for (const [path, testId] of [
      ["/sales", "sale-card"],
      ["/proposals", "proposal-card"],
    ] as const) {
      await page.goto(webUrl(path));
      const card = page
        .getByTestId(testId)
        .filter({ hasText: `Íris Acessível ${suffix}` })
        .first();
      await card.waitFor();
      const text = (await card.textContent()) ?? "";
      expect(text).toContain(`Residencial Acessível ${suffix}`);
      expect(text).toMatch(/Torre A · \d+/);
      await expectFitsWidth(page);
      await screenshot(page, `phone${path.replace("/", "-")}`);
    }
    await context.close();
  });

  it("the sales table names the enterprise at desktop width", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, secretary);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl("/sales"));
    const row = page.getByTestId("sale-row").filter({ hasText: `Íris Acessível ${suffix}` });
    await row.waitFor();
    expect(await page.getByRole("columnheader", { name: "Empreendimento" }).count()).toBe(1);
    expect(await row.textContent()).toContain(`Residencial Acessível ${suffix}`);
    await screenshot(page, "desktop-sales");
    await context.close();
  });
});
