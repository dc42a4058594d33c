import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";

/**
 * The agenda's golden path (issue 19 section 2, decision 053): a specialist books a stand visit from the lead's
 * profile at the next half hour; the lead's history tells it; the reminder (30 minutes before) arrives on the screen
 * over the websocket — the e2e API runs the worker's reminder sweep every 2 s (harness/global-setup.ts) — and the
 * agenda shows the visit in the week grid, the month calendar and, on a phone, the day list.
 */

const SPECIALIST = "online_specialist@demo.local";
const STAND_ENTERPRISE = "Residencial Vista Taquaral";
const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 860 };
const SLOT_MS = 30 * 60_000;
const suffix = String(Date.now()).slice(-6);
const leadName = `Cliente Agenda ${suffix}`;

let browser: Browser;
let cookie: string;
let leadId: string;
let slot: Date;

const spDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const spTime = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(11, 16);
const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await apiSession(SPECIALIST);
  leadId = (await createLeadAs(SPECIALIST, leadName))._id;
  // The next half hour (the one after when it is under 2 minutes away): its reminder is due at once.
  const next = Math.ceil(Date.now() / SLOT_MS) * SLOT_MS;
  slot = new Date(next - Date.now() < 2 * 60_000 ? next + SLOT_MS : next);
  // Free that half hour in the specialist's agenda (the demo week may hold it).
  await freeHalfHour(slot);
  // And the second test's half hour (an hour later): a demo appointment may overlap it (a 15:30-16:30 call).
  await freeHalfHour(new Date(slot.getTime() + 2 * SLOT_MS));
});

/** Cancels whatever the specialist holds in [at, at + 30 min) (the seeded demo week may hold it). */
async function freeHalfHour(at: Date): Promise<void> {
  const taken = await apiCall<{ payload: { _id: string; status: string }[] }>(
    cookie,
    "GET",
    `/schedules?starts_at=${encodeURIComponent(at.toISOString())}&ends_at=${encodeURIComponent(new Date(at.getTime() + SLOT_MS).toISOString())}`,
  );
  for (const s of taken.payload.filter((x) => x.status === "SCHEDULED"))
    await apiCall(cookie, "PUT", `/schedules/${s._id}/cancel`, {});
}

afterAll(async () => {
  await browser?.close();
});

describe("agenda", () => {
  it("a specialist books a stand visit from the lead, the history tells it and the reminder arrives", {
    timeout: 240_000,
  }, async () => {
    const context = await newContext(browser, LAPTOP);
    // The shared 2-core machine runs eight engineers' builds: give each step room.
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await login(page, SPECIALIST);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads/${leadId}`));
    await realtimeOpen(page);
    await page.getByRole("button", { name: "Agendar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText(`Cliente: ${leadName}`).count()).toBe(1);
    await choose(page, /^Tipo/, "Visita ao plantão");
    await choose(page, /^Empreendimento/, STAND_ENTERPRISE);
    if (spDay(slot) !== spDay(new Date())) {
      await dialog.getByRole("button", { name: /^Dia/ }).click();
      const [, m, d] = spDay(slot).split("-").map(Number) as [number, number, number];
      await page.getByRole("button", { name: `${d} ${MONTHS[m - 1]} ${spDay(slot).slice(0, 4)}` }).click();
    }
    await choose(page, /^Horário/, spTime(slot));
    await dialog.getByLabel("Observações").fill("Quer conhecer o decorado.");
    await screenshot(page, "schedule-form-1366");
    await dialog.getByRole("button", { name: "Agendar", exact: true }).click();
    await page.getByText("Agendamento criado.").first().waitFor();

    // The lead's history tells the visit (a VISIT follow-up written with it).
    await page
      .getByText(/^Agendado: Visita ao plantão/)
      .first()
      .waitFor();

    // The reminder: a notification 30 minutes before, pushed over the websocket.
    await page.getByText("Lembrete de agendamento").first().waitFor({ timeout: 180_000 });
    await expect
      .poll(() => page.getByText(`Visita ao plantão com ${leadName} às ${spTime(slot)}.`).count())
      .toBeGreaterThan(0);
    await screenshot(page, "schedule-reminder-1366");

    // The agenda: the week grid holds the visit at its half hour.
    await page.goto(webUrl(`/schedule?day=${spDay(slot)}`));
    const event = page.getByRole("button", { name: `Visita ao plantão com ${leadName} às ${spTime(slot)}` });
    await event.waitFor();
    await screenshot(page, "schedule-week-1366");
    await event.click();
    await expect.poll(() => page.getByTestId("schedule-detail").getByText("Agendado").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    // The month calendar counts it on its day.
    await page.goto(webUrl(`/schedule?view=month&day=${spDay(slot)}`));
    await page.getByTestId("schedule-month").waitFor();
    await screenshot(page, "schedule-month-1366");
    await context.close();
  });

  it("on a phone the agenda is the day's list", { timeout: 120_000 }, async () => {
    // Its own appointment (an hour after the first test's), so this test stands alone.
    const later = new Date(slot.getTime() + 2 * SLOT_MS);
    await apiCall(
      cookie,
      "POST",
      "/schedules",
      { lead_id: leadId, type: "CALL", starts_at: later.toISOString(), notes: "Ligar para confirmar." },
      201,
    );
    const context = await newContext(browser, PHONE_390);
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await login(page, SPECIALIST);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/schedule?view=day&day=${spDay(later)}`));
    await page
      .getByTestId("schedule-day-list")
      .getByText(new RegExp(`^${spTime(later)}`))
      .first()
      .waitFor();
    expect(await page.getByTestId("schedule-day-list").getByText(leadName).count()).toBeGreaterThan(0);
    await screenshot(page, "schedule-day-390");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
