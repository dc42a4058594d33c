import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";

/**
 * The availability schedule (issue 19 section 1): a booth coordinator fills a week of a stand's month by dragging
 * over the grid (1366 px), and the booth specialist sees those shifts in their own month on a phone (390 px).
 */

const COORDINATOR = "booth_coordinator@demo.local";
const SPECIALIST = "booth_specialist@demo.local";
const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

let browser: Browser;
let admin: string;
let enterpriseId: string;
let specialistName: string;
const suffix = String(Date.now()).slice(-6);
const standName = `Residencial Escala ${suffix}`;

/** Two months ahead (the seed schedules the demo specialist at the demo stand this month and the next). */
function monthAhead(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const [y, m] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + 2, 1)).toISOString().slice(0, 7);
}
const month = monthAhead();
/** The first Monday of the month and the six days after it, "dd/mm". */
function firstWeek(): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(first.getUTCDate() + i);
    return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSession("geral_admin@demo.local");
  const created = await createPricedEnterprise(admin, { name: standName, floors: 2, approvalRules: [] });
  enterpriseId = created.enterpriseId;
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/stand`, { active: true, opening_hours: [] });
  const specialist = await apiSession(SPECIALIST);
  specialistName = (await apiCall<{ full_name: string }>(specialist, "GET", "/users/my-profile")).full_name;
});

afterAll(async () => {
  if (admin && enterpriseId) {
    await apiCall(admin, "POST", "/availability-schedules/clear", { enterprise_id: enterpriseId, month }).catch(
      () => undefined,
    );
    await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/stand`, { active: false, opening_hours: [] }).catch(
      () => undefined,
    );
  }
  await browser?.close();
});

describe("availability schedule", () => {
  it("a coordinator fills a week by dragging over the grid; the specialist sees it in their month", async () => {
    const week = firstWeek();
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, COORDINATOR);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${enterpriseId}&month=${month}`));
    const grid = page.getByTestId("schedule-grid");
    await grid.waitFor({ timeout: 30_000 });
    await page.getByTestId("shift-legend").getByText("M = Manhã", { exact: false }).waitFor();
    const cell = (day: string, shift: string) =>
      grid.getByRole("button", { name: `${specialistName}, ${day}, ${shift}`, exact: true });

    // Press on Monday's morning and drag to Sunday's night: every shift of the week is filled, in one write.
    const from = await cell(week[0] as string, "Manhã").boundingBox();
    const to = await cell(week[6] as string, "Noite").boundingBox();
    if (!from || !to) throw new Error("grid cells not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 40 });
    await page.mouse.up();
    await page.getByText("Escala atualizada.").waitFor();
    for (const day of week) {
      for (const shift of ["Manhã", "Tarde", "Noite"]) {
        await expect.poll(() => cell(day, shift).getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
      }
    }
    // A click turns one cell off again.
    await cell(week[6] as string, "Noite").click();
    await expect
      .poll(() => cell(week[6] as string, "Noite").getAttribute("aria-pressed"), { timeout: 15_000 })
      .toBe("false");
    const savedCount = async () =>
      (
        await apiCall<{ payload: unknown[] }>(
          admin,
          "GET",
          `/availability-schedules?month=${month}&enterprise_id=${enterpriseId}`,
        )
      ).payload.length;
    await expect.poll(savedCount, { timeout: 15_000 }).toBe(20);
    await page.getByText("Salvando a escala...").waitFor({ state: "hidden", timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "availability-schedule-coordinator-1366");
    await context.close();

    // The specialist, on a phone: their month lists the seven days at this stand.
    const phone = await newContext(browser, PHONE_390);
    const sp = await phone.newPage();
    await login(sp, SPECIALIST);
    await expectPath(sp, "/home");
    await sp.goto(webUrl(`/availability-schedule?month=${month}`));
    const mine = sp.getByTestId("my-schedule");
    await mine.getByTestId("my-schedule-day").first().waitFor({ timeout: 30_000 });
    expect(await mine.getByTestId("my-schedule-day").count()).toBe(7);
    const monday = mine.getByTestId("my-schedule-day").filter({ hasText: week[0] as string });
    expect(await monday.getByText(`Manhã · ${standName}`).count()).toBe(1);
    const sunday = mine.getByTestId("my-schedule-day").filter({ hasText: week[6] as string });
    expect(await sunday.getByText(`Noite · ${standName}`).count()).toBe(0);
    await sp.getByTestId("stand-schedule").getByText(standName).waitFor();
    await expectNoSeriousA11yViolations(sp);
    await screenshot(sp, "availability-schedule-specialist-390");
    await phone.close();
  }, 180_000);

  it("on a phone the coordinator edits a specialist's days as a list", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, COORDINATOR);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${enterpriseId}&month=${month}`));
    await page.getByTestId("schedule-day-list").waitFor({ timeout: 30_000 });
    await screenshot(page, "availability-schedule-coordinator-390");
    await context.close();
  });
});
