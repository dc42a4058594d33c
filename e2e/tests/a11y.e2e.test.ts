import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";

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
const suffix = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiSession("geral_admin@demo.local");
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

  const specialist = await apiSession("booth_specialist@demo.local");
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
  const price = sold?.price as number;
  const down = Math.round(price * 0.1);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const proposal = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    {
      lead_id: leadId,
      unit_id: sold?._id,
      series: [
        { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: down, first_due_date: today },
        { type: "FINANCING", count: 1, value_cents: price - down, first_due_date: today },
      ],
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
      buyers: [
        {
          full_name: `Íris Acessível ${suffix}`,
          document_type: "CPF",
          document: "52998224725",
          address: {
            zip_code: "13010100",
            street: "Rua Barão de Jaguara",
            number: "100",
            district: "Centro",
            city: "Campinas",
            uf: "SP",
          },
          share_percent: 100,
        },
      ],
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
  await ready(page);
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
    await login(page, "geral_admin@demo.local");
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
    await login(page, "booth_specialist@demo.local");
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
    await login(page, "sales_secretary@demo.local");
    await page.waitForURL((u) => u.pathname !== "/login");
    await check(page, `/sales/${saleId}`, (p) => p.getByTestId("sale-status").waitFor(), "sale-detail");
    await context.close();
  }, 180_000);
});

describe("deal lists at phone width", () => {
  it("sales and proposals show one card per deal with the client, the enterprise and the unit, without sideways scroll", async () => {
    const context = await newContext(browser, { ...PHONE, width: 390, height: 844 });
    const page = await context.newPage();
    await login(page, "sales_secretary@demo.local");
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
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `phone${path.replace("/", "-")}`);
    }
    await context.close();
  });

  it("the sales table names the enterprise at desktop width", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, "sales_secretary@demo.local");
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
