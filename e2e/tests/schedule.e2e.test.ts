import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import { adminSession, createEnterprise, createTestUser, type TestUser, unique } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The agenda's golden path (decision 053): a specialist books a call from the lead's profile at
 * the next half hour (a call: the file's stand opens 09:00-18:00, and the test runs at any hour); the lead's history
 * tells it; the reminder (30 minutes before) arrives on the screen
 * over the websocket — the e2e API runs the worker's reminder sweep every 2 s (harness/global-setup.ts) — and the
 * agenda shows the visit in the week grid, the month calendar and, on a phone, the day list.
 */

/** The file's stand opens 09:00-18:00 on weekdays (decision 048). */
const WEEKDAY_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: "09:00", closes_at: "18:00" }));
const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 860 };
const SLOT_MS = 30 * 60_000;
const suffix = String(Date.now()).slice(-6);
const leadName = `Cliente Agenda ${suffix}`;

let browser: Browser;
let specialist: TestUser;
let standEnterprise: string;
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
  // A specialist of the file's own: an empty agenda, whatever the hour.
  specialist = await createTestUser("ONLINE_SPECIALIST");
  const admin = await adminSession();
  const stand = await createEnterprise({ admin, name: unique("Residencial Agenda") });
  standEnterprise = stand.name;
  await apiCall(admin, "PUT", `/enterprises/${stand._id}/stand`, { active: true, opening_hours: WEEKDAY_HOURS });
  cookie = await apiSession(specialist);
  leadId = (await createLeadAs(specialist, leadName))._id;
  // The next half hour (the one after when it is under 2 minutes away): its reminder is due at once.
  const next = Math.ceil(Date.now() / SLOT_MS) * SLOT_MS;
  slot = new Date(next - Date.now() < 2 * 60_000 ? next + SLOT_MS : next);
});

afterAll(async () => {
  await browser?.close();
});

describe("agenda", () => {
  it("a specialist books a call from the lead, the history tells it and the reminder arrives", {
    timeout: 240_000,
  }, async () => {
    const context = await newContext(browser, LAPTOP);
    // The shared 2-core machine runs eight engineers' builds: give each step room.
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads/${leadId}`));
    await realtimeOpen(page);
    await page.getByRole("button", { name: "Agendar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText(`Cliente: ${leadName}`).count()).toBe(1);
    await choose(page, /^Tipo/, "Ligação");
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
      .getByText(/^Agendado: Ligação/)
      .first()
      .waitFor();

    // The reminder: a notification 30 minutes before, pushed over the websocket.
    await page.getByText("Lembrete de agendamento").first().waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByText(`Ligação com ${leadName} às ${spTime(slot)}.`).count()).toBeGreaterThan(0);
    await screenshot(page, "schedule-reminder-1366");

    // The agenda: the week grid holds the visit at its half hour.
    await page.goto(webUrl(`/schedule?day=${spDay(slot)}`));
    const event = page.getByRole("button", { name: new RegExp(`^${spTime(slot)} ${leadName}\\s*Ligação`) });
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

  it("the time picker offers no past half hour, and a stand visit only inside the stand's opening hours", {
    timeout: 120_000,
  }, async () => {
    const context = await newContext(browser, LAPTOP);
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");

    // Today, from the lead's profile: a call may start from the half hour under way on, never before.
    await page.goto(webUrl(`/leads/${leadId}`));
    await page.getByRole("button", { name: "Agendar", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText(`Cliente: ${leadName}`).count()).toBe(1);
    const earliest = spTime(new Date(Math.floor(Date.now() / SLOT_MS) * SLOT_MS));
    await dialog.getByRole("combobox", { name: /^Horário/ }).click();
    const todays = await page.getByRole("option").allTextContents();
    const after = spTime(new Date(Math.floor(Date.now() / SLOT_MS) * SLOT_MS));
    expect([earliest, after]).toContain(todays[0]);
    expect(todays.every((t) => t >= (todays[0] as string))).toBe(true);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    // A Wednesday ahead, from a free 07:00 of the agenda's day view: the stand opens 09:00-18:00 on weekdays.
    const wednesday = new Date(Date.now() - 3 * 3_600_000 + 2 * 86_400_000);
    while (wednesday.getUTCDay() !== 3) wednesday.setUTCDate(wednesday.getUTCDate() + 1);
    const day = wednesday.toISOString().slice(0, 10);
    await page.goto(webUrl(`/schedule?view=day&day=${day}`));
    await page.getByRole("button", { name: /às 07:00$/ }).click();
    await expect.poll(() => dialog.getByRole("combobox", { name: /^Horário/ }).inputValue()).toBe("07:00");
    await choose(page, /^Tipo/, "Visita ao plantão");
    await choose(page, /^Empreendimento/, standEnterprise);
    // 07:00 is before the stand opens: the picker clears it and offers 09:00 to 17:30 only.
    await expect.poll(() => dialog.getByRole("combobox", { name: /^Horário/ }).inputValue()).toBe("");
    await dialog.getByRole("combobox", { name: /^Horário/ }).click();
    await expect.poll(() => page.getByRole("option").first().textContent()).toBe("09:00");
    const visits = await page.getByRole("option").allTextContents();
    expect(visits).toEqual(
      Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`),
    );
    await screenshot(page, "schedule-stand-hours-1366");
    await page.keyboard.press("Escape");
    // An hour-long visit may not start at 17:30 (it would end after 18:00).
    await choose(page, /^Duração/, "1 h");
    await dialog.getByRole("combobox", { name: /^Horário/ }).click();
    await expect.poll(() => page.getByRole("option").last().textContent()).toBe("17:00");
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
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/schedule?view=day&day=${spDay(later)}`));
    await page
      .getByTestId("schedule-day-list")
      .getByText(new RegExp(`^${spTime(later)}`))
      .first()
      .waitFor();
    expect(await page.getByTestId("schedule-day-list").getByText(leadName).count()).toBeGreaterThan(0);
    await screenshot(page, "schedule-day-390");
    await expectFitsWidth(page);
    await context.close();
  });
});
