/**
 * The raw-enum-codes walk (tests/enum-codes.e2e.test.ts): open a screen, wait for its data, fail (softly) on every
 * contracts code it shows; and the admin's screens, group by group.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot, webUrl } from "./browser";
import { contractEnumCodes, type EnumCodes, enumCodesOnPage } from "./enum-codes";
import type { EnumCodeData } from "./enum-codes-data";

let enums: Promise<EnumCodes> | undefined;
/** The contracts' codes, read once per file. */
export function enumCodes(): Promise<EnumCodes> {
  enums ??= contractEnumCodes();
  return enums;
}

/** Opens the path, waits for what shows the page has its data, and fails (softly) on every code it shows. */
export async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  name: string,
): Promise<void> {
  await page.goto(webUrl(path));
  await ready(page).catch(async (error) => {
    await screenshot(page, `enum-codes-${name}-not-ready`);
    throw error;
  });
  await expectNoCodes(page, name);
}

export async function expectNoCodes(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await screenshot(page, `enum-codes-${name}`);
  const seen = await enumCodesOnPage(page, (await enumCodes()).codes);
  expect.soft(seen, `raw enum codes on ${name} (${new URL(page.url()).pathname})`).toEqual([]);
}

/** Clicks a tab and checks what its panel shows. */
export async function tab(page: Page, label: string | RegExp, name: string): Promise<void> {
  const tab = page.getByRole("tab", { name: label });
  await tab.click();
  await page.getByRole("tabpanel", { name: label }).waitFor();
  await expectNoCodes(page, name);
}

/** Leads: the list, a lead's history, data and contract tabs, the roulette lead, movements and the base. */
export async function adminLeadScreens(page: Page, { ids, names }: EnumCodeData): Promise<void> {
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
}

/** Roulettes: the list, a roulette's log, why a lead went where it went; and the pre-leads on offer. */
export async function adminRouletteScreens(page: Page, { ids }: EnumCodeData): Promise<void> {
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
}

/** Inventory: the enterprise, its mirror, and a reserved and a sold unit's drawer with its tabs. */
export async function adminInventoryScreens(page: Page, { ids, names }: EnumCodeData): Promise<void> {
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
}

/** Deals: proposals (list, inbox, awaiting, approved), sales and commissions. */
export async function adminDealScreens(page: Page, { ids }: EnumCodeData): Promise<void> {
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
}

/** Notifications and user administration. */
export async function adminAccountScreens(page: Page, { ids }: EnumCodeData): Promise<void> {
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
}
