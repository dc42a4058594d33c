import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall } from "../harness/api";
import { expectPath, type Login, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { expectFitsWidth } from "../harness/fits";
import { type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * The visitor register (decision 050): the receptionist opens the register of their stand, filters it
 * (visitor search, status), opens a visit's details (specialist, report, log) and exports the sheet; on a phone the
 * visits are cards and the details fill the screen; the booth coordinator finds the register in the menu and
 * exports the service reports (FAC).
 */

const PATIENT = { timeout: 20_000 };
const PHONE_390 = { width: 390, height: 844 };
const TABLET = { width: 1366, height: 800 };

let browser: Browser;
let stand: OwnStandFixture;
let specialistCookie: string;
let receptionistCookie: string;
let enterpriseId: string;
let specialistName: string;
const suffix = String(Date.now()).slice(-6);
const standName = `Residencial Registro ${suffix}`;
const served = `Registro Ana ${suffix}`;
const left = `Registro Bruno ${suffix}`;

interface VisitDto {
  _id: string;
}

async function visit(fullName: string): Promise<VisitDto> {
  const res = await apiCall<{ visit: VisitDto }>(
    receptionistCookie,
    "POST",
    "/stand-visits",
    {
      enterprise_id: enterpriseId,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      full_name: fullName,
      lgpd_consent: true,
      how_know: "SITE",
      purpose: "HOME",
    },
    201,
  );
  return res.visit;
}

beforeAll(async () => {
  browser = await launchBrowser();
  stand = await openOwnStand(standName);
  ({ specialistCookie, receptionistCookie, enterpriseId, specialistName } = stand);
  // The day at this stand: one visitor served with the report, one who left before being served.
  await apiCall(specialistCookie, "POST", `/stands/${enterpriseId}/check-in`, undefined, [200, 201]);
  await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
  await apiCall(receptionistCookie, "POST", `/stands/${enterpriseId}/check-in`, undefined, [200, 201]);
  const first = await visit(served);
  await apiCall(specialistCookie, "PUT", `/stand-visits/${first._id}/start`, {});
  await apiCall(specialistCookie, "PUT", `/stand-visits/${first._id}/finish`, {
    interest_level: "HIGH",
    purpose_enterprise: "HOME",
    how_many_bedroom: "TWO",
    quantity_children: "NONE",
    how_know: "SITE",
    know_company: true,
    own_property: false,
    what_did_like: "A varanda gourmet.",
    age: 41,
  });
  const second = await visit(left);
  await apiCall(receptionistCookie, "PUT", `/stand-visits/${second._id}/cancel`, { reason: "Foi embora antes" });
});

afterAll(async () => {
  await stand?.close();
  await browser?.close();
});

/** A context as the harness makes it, more patient: the shared 2-core machine is often under a load of 40+. */
async function context(viewport: { width: number; height: number }) {
  const ctx = await newContext(browser, viewport);
  ctx.setDefaultTimeout(30_000);
  ctx.setDefaultNavigationTimeout(45_000);
  return ctx;
}

async function openRegister(page: Page, user: Login): Promise<void> {
  await login(page, user);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(webUrl("/register"));
  await expectPath(page, "/register");
  await page.getByRole("heading", { name: "Registro de visitas" }).waitFor();
}

describe("stand register", () => {
  it("the receptionist filters the register of their stand and opens a visit's details", async () => {
    const ctx = await context(TABLET);
    const page = await ctx.newPage();
    await openRegister(page, stand.receptionist);
    const rows = page.getByTestId("register-row");
    await rows.filter({ hasText: served }).waitFor();
    await rows.filter({ hasText: left }).waitFor();
    await expect.poll(() => page.getByText(`Visitas do plantão ${standName}`).count(), PATIENT).toBe(1);

    // Search by the visitor's name: the URL keeps it, only that visit stays.
    await page.getByLabel("Visitante").fill(served);
    await expect.poll(() => new URL(page.url()).searchParams.get("search"), PATIENT).toBe(served);
    await expect.poll(() => rows.count(), PATIENT).toBe(1);
    await page.getByLabel("Visitante").fill("");
    await expect.poll(() => rows.filter({ hasText: left }).count(), PATIENT).toBe(1);

    // Status: the canceled visit only.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Cancelada" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("status"), PATIENT).toContain("CANCELED");
    await expect.poll(() => rows.count(), PATIENT).toBe(1);
    expect(await rows.first().textContent()).toContain(left);
    await screenshot(page, "register-filtered-1366");
    await page.goto(webUrl("/register"));
    await rows.filter({ hasText: served }).waitFor();

    // A visit's details: visitor, specialist, times, the report with labels, the log.
    await rows
      .filter({ hasText: served })
      .getByRole("button", { name: `Detalhes da visita de ${served}` })
      .click();
    const details = page.getByRole("dialog", { name: `Visita de ${served}` });
    await details.waitFor();
    await details.getByText(specialistName).first().waitFor();
    const report = details.getByTestId("visit-report");
    await report.getByText("Quente").waitFor();
    await report.getByText("2 dormitórios").waitFor();
    await report.getByText("A varanda gourmet.").waitFor();
    await details.getByTestId("visit-logs").getByText("Atendimento finalizado").first().waitFor();
    expect(new URL(page.url()).searchParams.get("visit")).toBeTruthy();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "register-details-1366");
    await details.getByRole("button", { name: "Fechar detalhes da visita" }).click();
    await details.waitFor({ state: "detached" });

    // The sheet of the register, as filtered.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar visitas" }).click();
    expect((await download).suggestedFilename()).toMatch(/^registro-de-visitas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText("Planilha do registro de visitas gerada.").waitFor();
    // The receptionist does not export the service reports.
    expect(await page.getByRole("button", { name: "Exportar fichas" }).count()).toBe(0);
    await ctx.close();
  }, 180_000);

  it("on a phone the register is a list of cards and a visit's details fill the screen", async () => {
    const ctx = await context(PHONE_390);
    const page = await ctx.newPage();
    await openRegister(page, stand.receptionist);
    const card = page.getByTestId("register-card").filter({ hasText: served });
    await card.waitFor();
    await screenshot(page, "register-cards-390");
    await expectFitsWidth(page);
    await card.click();
    const details = page.getByRole("dialog", { name: `Visita de ${served}` });
    await details.getByTestId("visit-report").getByText("Quente").waitFor();
    await screenshot(page, "register-details-390");
    await ctx.close();
  }, 180_000);

  it("the booth coordinator finds the register in the menu and exports the service reports", async () => {
    const ctx = await context(TABLET);
    const page = await ctx.newPage();
    await login(page, stand.coordinator);
    await expectPath(page, "/home");
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Registro de visitas" })
      .click();
    await expectPath(page, "/register");
    await page.getByTestId("register-row").filter({ hasText: served }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar fichas" }).click();
    expect((await download).suggestedFilename()).toMatch(/^fichas-de-atendimento-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText("Planilha das fichas de atendimento gerada.").waitFor();
    await screenshot(page, "register-coordinator-1366");
    await ctx.close();
  }, 180_000);
});
