import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { unique } from "../harness/factories";
import { type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * The stand scope (decision 061) on the screens: the receptionist's stand picker offers only the stands the schedule
 * puts them at today, and the booth coordinator schedules receptionists on the same month grid as the specialists
 * (marked "Recepção"), at 1366 px and on a 390 px phone.
 */

const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

let browser: Browser;
let stand: OwnStandFixture;
let receptionistId: string;
let receptionistName: string;
const standName = unique("Residencial Escopo");

/** The 10th of the month after next ("YYYY-MM-DD"): a day the receptionist's own schedule leaves free. */
function freeDay(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const [y, m] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + 2, 10)).toISOString().slice(0, 10);
}
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // A new receptionist scheduled at this stand today (and nowhere else).
  stand = await openOwnStand(standName);
  receptionistId = stand.receptionist._id;
  receptionistName = stand.receptionist.full_name;
});

afterAll(async () => {
  // The receptionist's month two months ahead goes back to empty at this stand.
  if (stand && receptionistId) {
    await apiCall(stand.admin, "POST", "/availability-schedules/clear", {
      enterprise_id: stand.enterpriseId,
      month: freeDay().slice(0, 7),
      user_id: receptionistId,
    }).catch(() => undefined);
  }
  await stand?.close();
  await browser?.close();
});

describe("stand scope screens", () => {
  it("the receptionist's picker lists only the stand of today's schedule (1366 and 390 px)", async () => {
    const listed = await apiCall<{ payload: { enterprise_id: string }[] }>(stand.receptionistCookie, "GET", "/stands");
    expect(listed.payload.map((s) => s.enterprise_id)).toEqual([stand.enterpriseId]);
    for (const [viewport, name] of [
      [LAPTOP, "stand-scope-choose-1366"],
      [PHONE_390, "stand-scope-choose-390"],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await login(page, stand.receptionist);
      await expectPath(page, "/stand/choose-enterprise");
      await page.getByText("Os plantões em que você está escalado(a) hoje.", { exact: false }).waitFor();
      const cards = page.getByTestId("stand-choice");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      await expect(cards.first().getByRole("heading").textContent()).resolves.toBe(standName);
      await screenshot(page, name);
      await context.close();
    }
  });

  it("the coordinator schedules the receptionist on the month grid, marked Recepção (1366 and 390 px)", async () => {
    const day = freeDay();
    const month = day.slice(0, 7);
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, stand.coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${stand.enterpriseId}&month=${month}`));
    const grid = page.getByTestId("schedule-grid");
    await grid.waitFor({ timeout: 30_000 });
    const row = grid.locator(`[data-testid="schedule-row"][data-person="${receptionistName}"]`);
    await expect(row.getAttribute("data-kind")).resolves.toBe("RECEPTION");
    await row.getByText("Recepção", { exact: true }).waitFor();
    const cell = grid.getByRole("button", { name: `${receptionistName}, ${ddmm(day)}, Manhã`, exact: true });
    await expect(cell.getAttribute("aria-pressed")).resolves.toBe("false");
    await cell.click();
    await expect.poll(() => cell.getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
    await expect
      .poll(async () => {
        const rows = await apiCall<{ payload: { day: string; shift: string; user_kind: string }[] }>(
          stand.admin,
          "GET",
          `/availability-schedules?month=${month}&enterprise_id=${stand.enterpriseId}&user_id=${receptionistId}`,
        );
        return rows.payload.filter((r) => r.day === day && r.shift === "M").map((r) => r.user_kind);
      })
      .toEqual(["RECEPTION"]);
    await page.getByText("Salvando a escala...").waitFor({ state: "hidden", timeout: 15_000 });
    await screenshot(page, "stand-scope-grid-1366");
    await context.close();

    const phone = await newContext(browser, PHONE_390);
    const sp = await phone.newPage();
    await login(sp, stand.coordinator);
    await expectPath(sp, "/home");
    await sp.goto(webUrl(`/availability-schedule?enterprise=${stand.enterpriseId}&month=${month}`));
    await sp.getByTestId("schedule-day-list").waitFor({ timeout: 30_000 });
    await sp.getByRole("combobox", { name: "Pessoa da escala", exact: true }).click();
    await sp.getByRole("option", { name: `${receptionistName} (Recepção)`, exact: true }).click();
    await screenshot(sp, "stand-scope-grid-390");
    await phone.close();
  });
});
