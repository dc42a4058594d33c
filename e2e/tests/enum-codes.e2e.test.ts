import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPath, launchBrowser, login, newContext } from "../harness/browser";
import { type EnumCodes, enumCodesOnPage } from "../harness/enum-codes";
import { createEnumCodeData, type EnumCodeData } from "../harness/enum-codes-data";
import {
  adminAccountScreens,
  adminDealScreens,
  adminInventoryScreens,
  adminLeadScreens,
  adminRouletteScreens,
  enumCodes,
  expectNoCodes,
  visit,
} from "../harness/enum-codes-walk";

/**
 * Issue 16, "Words a user reads": every enum a screen shows goes through the contracts' label maps. The walk visits
 * the main screens with data in every state the set-up can reach (a lead with history and movements, a roulette
 * whose log holds availability changes, pauses, offers and a check-out, pre-leads, a reservation, proposals, a
 * completed sale with commissions, notifications, users) as an admin and as a specialist, and fails on any raw
 * code of packages/contracts in what the page shows.
 */

let browser: Browser;
let enums: EnumCodes;
let data: EnumCodeData;

beforeAll(async () => {
  browser = await launchBrowser();
  enums = await enumCodes();
  // The data set-up (harness/enum-codes-data.ts); the admin's screen groups are in harness/enum-codes-walk.ts.
  data = await createEnumCodeData();
});
afterAll(async () => {
  await browser?.close();
});

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
    await login(page, data.users.admin);
    await expectPath(page, "/home");
    await expectNoCodes(page, "admin-home");

    await adminLeadScreens(page, data);
    await adminRouletteScreens(page, data);
    await adminInventoryScreens(page, data);
    await adminDealScreens(page, data);
    await adminAccountScreens(page, data);
    await context.close();
  }, 240_000);

  it("the lists' phone layouts (cards) show labels, never codes", async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const { ids, names } = data;
    await login(page, data.users.admin);
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
    const { ids } = data;
    await login(page, data.users.specialist);
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
