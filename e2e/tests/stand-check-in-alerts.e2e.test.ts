import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import { chooseOption, type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * A booth specialist's check-in at a stand where a visitor waits, while an online lead waits in a roulette they belong
 * to (decision 063): the check-in routes the visitor to them and the roulette offers them the lead in the same
 * moment. One modal at a time: "Cliente no plantão" first, the offer after it; no toast repeats what an alert says.
 * Desktop (1366x800) and phone (390x844).
 */

const DESKTOP_1366 = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const suffix = String(Date.now()).slice(-6);
const standName = `Residencial Alertas ${suffix}`;

let browser: Browser;
let stand: OwnStandFixture;
let rouletteId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  stand = await openOwnStand(standName);
  const roulette = await apiCall<{ _id: string }>(
    stand.admin,
    "POST",
    "/roulettes",
    { name: `Roleta Alertas ${suffix}`, type: "BOOTH", enterprise_ids: [stand.enterpriseId] },
    201,
  );
  rouletteId = roulette._id;
  await apiCall(stand.admin, "POST", `/roulettes/${rouletteId}/agents`, { user_id: stand.specialistId }, 201);
  await apiCall(stand.receptionistCookie, "POST", `/stands/${stand.enterpriseId}/check-in`);
});

afterAll(async () => {
  // Out of the roulette and the stand for the other files.
  await stand?.close();
  if (rouletteId) await apiCall(stand.admin, "DELETE", `/roulettes/${rouletteId}`).catch(() => undefined);
  await browser?.close();
});

/** A visitor waiting at the stand (nobody checked in) and an online lead waiting in the roulette (nobody available). */
async function visitorAndLeadWaiting(tag: string): Promise<{ visitor: string; visitId: string; leadId: string }> {
  const visitor = `Visitante ${tag} ${suffix}`;
  const created = await apiCall<{ visit: { _id: string; status: string } }>(
    stand.receptionistCookie,
    "POST",
    "/stand-visits",
    {
      enterprise_id: stand.enterpriseId,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      full_name: visitor,
      lgpd_consent: true,
    },
    201,
  );
  expect(created.visit.status).toBe("WAITING");
  const lead = await apiCall<{ lead?: { _id: string }; summary?: { _id: string } }>(
    stand.admin,
    "POST",
    "/leads",
    {
      full_name: `Lead Roleta ${tag} ${suffix}`,
      phone: `1197${randomInt(1_000_000, 9_999_999)}`,
      enterprise_id: stand.enterpriseId,
      source: "STAND",
    },
    201,
  );
  const leadId = lead.lead?._id ?? lead.summary?._id;
  expect(leadId).toBeTruthy();
  return { visitor, visitId: created.visit._id, leadId: leadId as string };
}

const openDialogs = (page: Page) => page.locator('[role="dialog"]:visible').count();
const toastTexts = (page: Page) => page.locator(".mantine-Notification-root").allTextContents();

async function checkInWithBothWaiting(page: Page, tag: string, shot: string): Promise<string> {
  const { visitor, visitId, leadId } = await visitorAndLeadWaiting(tag);
  const lead = `Lead Roleta ${tag} ${suffix}`;
  await page.goto(webUrl("/stand/attendance"));
  const checkIn = page.getByTestId("stand-check-in");
  await checkIn.waitFor();
  await realtimeOpen(page);
  await chooseOption(page, "Plantão", `${standName} (Campinas)`);
  await checkIn.getByRole("button", { name: "Fazer check-in" }).click();

  // The visitor is routed to them: "Cliente no plantão" is the one modal on screen.
  const standAlert = page.getByRole("dialog", { name: "Cliente no plantão" });
  await standAlert.getByText(visitor).waitFor({ timeout: 15_000 });
  // The offer was made in the same check-in (its lead is theirs now): it waits behind the visitor's alert.
  await expect
    .poll(async () => {
      const row = await apiCall<{ owner: { full_name: string } | null }>(stand.admin, "GET", `/leads/${leadId}`);
      return row.owner?.full_name ?? null;
    })
    .toBe(stand.specialistName);
  await expect.poll(() => page.getByText("Atenda antes que o lead vá para o próximo da fila.").count()).toBe(0);
  expect(await openDialogs(page)).toBe(1);
  // No toast repeats an alert: neither "Cliente no plantão" nor the new-lead title.
  const toasts = await toastTexts(page);
  expect(toasts.filter((t) => t.includes("Cliente no plantão") || t.includes("Novo Lead"))).toEqual([]);
  expect(toasts.length).toBeLessThanOrEqual(1);
  await screenshot(page, `${shot}-visitor-first`);

  // Done with the visitor's alert: then, and only then, the offer.
  await standAlert.getByRole("button", { name: "Ver minhas visitas" }).click();
  const offer = page.getByRole("dialog", { name: "Novo Lead na sua carteira" });
  await offer.getByText(lead).waitFor({ timeout: 15_000 });
  expect(await openDialogs(page)).toBe(1);
  await screenshot(page, `${shot}-offer-next`);
  await page.keyboard.press("Escape");
  await offer.waitFor({ state: "detached" });
  return visitId;
}

describe("stand check-in alerts", () => {
  it("one modal at a time on a desktop, the visitor's first; then on a phone", async () => {
    const context = await newContext(browser, DESKTOP_1366);
    const page = await context.newPage();
    await login(page, stand.specialist);
    await expectPath(page, "/home");
    const first = await checkInWithBothWaiting(page, "Desktop", "stand-check-in-alerts-desktop");
    await context.close();
    // Out again (the visit not started goes back to waiting): that visitor left; a new one and a new lead wait.
    await apiCall(stand.specialistCookie, "POST", "/stands/check-out");
    await apiCall(stand.receptionistCookie, "PUT", `/stand-visits/${first}/cancel`, { reason: "Visitante foi embora" });

    const phone = await newContext(browser, PHONE_390);
    const sp = await phone.newPage();
    await login(sp, stand.specialist);
    await expectPath(sp, "/home");
    await checkInWithBothWaiting(sp, "Celular", "stand-check-in-alerts-phone");
    await phone.close();
  });
});
