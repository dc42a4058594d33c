import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { scheduleOnDuty } from "../harness/schedules";
import { type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * The receptionist's one current stand: the API scopes their register to the stand they are checked in at, so the
 * header names that stand too, even when this device remembered another one (they checked in elsewhere from another
 * device). Before, the header kept the device's stand while the register listed the other stand's visits.
 */

let browser: Browser;
let here: OwnStandFixture;
let there: OwnStandFixture;
const suffix = String(Date.now()).slice(-6);
const hereName = `Residencial Tablet ${suffix}`;
const thereName = `Residencial Outro Balcão ${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  there = await openOwnStand(thereName);
  // One receptionist of the file's own works both stands. Opened last, so their shifts of today are at this stand
  // (a receptionist works one stand a shift).
  here = await openOwnStand(hereName, { receptionist: there.receptionist });
});

afterAll(async () => {
  await here?.close();
  await there?.close();
  await browser?.close();
});

describe("the receptionist's current stand", () => {
  it("the header follows the check-in stand the register is scoped to, not the device's memory", async () => {
    const context = await newContext(browser, { width: 1366, height: 800 });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await login(page, here.receptionist);
    await expectPath(page, "/stand/choose-enterprise");
    // This device chose the first stand...
    const card = page.getByTestId("stand-choice").filter({ hasText: hereName });
    await card.getByRole("button", { name: /Escolher este plantão/ }).click();
    await expectPath(page, "/stand/form");
    await expect.poll(() => page.getByTestId("chosen-stand").textContent()).toBe(`Plantão: ${hereName}`);
    // ...then the shift moved to the other stand and the receptionist checked in there from another device.
    await scheduleOnDuty(there.admin, there.enterpriseId, there.receptionistId);
    await apiCall(there.receptionistCookie, "POST", `/stands/${there.enterpriseId}/check-in`);

    await page.goto(webUrl("/register"));
    await expectPath(page, "/register");
    await expect
      .poll(() => page.getByTestId("chosen-stand").textContent(), { timeout: 20_000 })
      .toBe(`Plantão: ${thereName}`);
    // The register says the same stand it lists.
    await page.getByText(`Visitas do plantão ${thereName}`).waitFor();
    await screenshot(page, "stand-current-register-1366");
    // The device now remembers the check-in stand: a reload opens on it at once.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("chosen-stand").textContent(), { timeout: 20_000 })
      .toBe(`Plantão: ${thereName}`);
    await context.close();
  });
});
