import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, type CreatedLead, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import { expectFitsWidth } from "../harness/fits";
import { todayAndTomorrow } from "../harness/schedules";
import { chooseOption, type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * The stand's golden path: the receptionist chooses the stand and checks a visitor in, the booth
 * specialist's page (another browser) gets the alert without reloading, starts the attendance and ends it with the
 * service report; the visit is finished. Phone (390x844) for the specialist, a tablet/laptop (1366x800) for the
 * reception, as they work.
 */

const PHONE_390 = { width: 390, height: 844 };
const TABLET = { width: 1366, height: 800 };

let browser: Browser;
let stand: OwnStandFixture;
let specialistCookie: string;
let receptionistCookie: string;
let enterpriseId: string;
let specialistName: string;
const suffix = String(Date.now()).slice(-6);
const standName = `Residencial Plantão ${suffix}`;
const firstVisitor = `Visitante Plantão ${suffix}`;
const firstVisitorPhone = `1197${randomInt(1_000_000, 9_999_999)}`;

interface VisitDto {
  _id: string;
  lead_id: string;
  status: string;
  specialist: { _id: string; full_name: string } | null;
  service_report_id: string | null;
  visitor: { full_name: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  stand = await openOwnStand(standName);
  ({ specialistCookie, receptionistCookie, enterpriseId, specialistName } = stand);
});

afterAll(async () => {
  await stand?.close();
  await browser?.close();
});

/**
 * A stand visit in the specialist's agenda today at this stand: the admin books the latest free half hour of the day
 * (the agenda refuses the past, decision 066; this stand has no opening hours set). The latest, so its reminder
 * (30 minutes before) does not pop up over the test's screens, except in the day's last hour.
 */
async function bookStandVisitToday(): Promise<CreatedLead> {
  const lead = await createLeadAs(stand.specialist, `Agendado Plantão ${suffix}`);
  const [today] = todayAndTomorrow();
  const midnight = new Date(`${today}T00:00:00-03:00`).getTime() + 86_400_000;
  const current = Math.floor(Date.now() / (30 * 60_000)) * 30 * 60_000;
  for (let at = midnight - 30 * 60_000; at >= current; at -= 30 * 60_000) {
    const startsAt = new Date(at);
    const res = await apiCall<{ schedule?: { _id: string } }>(
      stand.admin,
      "POST",
      "/schedules",
      {
        lead_id: lead._id,
        specialist_id: stand.specialistId,
        type: "STAND_VISIT",
        enterprise_id: enterpriseId,
        starts_at: startsAt.toISOString(),
      },
      [201, 409],
    );
    if (res.schedule) return lead;
  }
  throw new Error("no free half hour left today for the scheduled visit");
}

describe("stand", () => {
  it("reception checks a visitor in, the specialist is alerted live, serves and finishes with the report", async () => {
    const expectedLead = await bookStandVisitToday();
    // The specialist, on a phone, checks in at the stand and waits on their stand page.
    const specialistContext = await newContext(browser, PHONE_390);
    const sp = await specialistContext.newPage();
    await login(sp, stand.specialist);
    await expectPath(sp, "/home");
    await sp.goto(webUrl("/stand/attendance"));
    const checkIn = sp.getByTestId("stand-check-in");
    await checkIn.waitFor();
    await chooseOption(sp, "Plantão", `${standName} (Campinas)`);
    await checkIn.getByRole("button", { name: "Fazer check-in" }).click();
    await sp.getByTestId("stand-presence").getByText(standName).waitFor();
    await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
    await realtimeOpen(sp);
    await screenshot(sp, "stand-specialist-checked-in-phone");

    // The receptionist lands on the choice of stand, chooses it; the header shows it.
    const receptionContext = await newContext(browser, TABLET);
    const rp = await receptionContext.newPage();
    await login(rp, stand.receptionist);
    await expectPath(rp, "/stand/choose-enterprise");
    const card = rp.getByTestId("stand-choice").filter({ hasText: standName });
    await card.waitFor();
    await screenshot(rp, "stand-choose-tablet");
    await card.getByRole("button", { name: /Escolher este plantão/ }).click();
    await expectPath(rp, "/stand/form");
    await expect.poll(() => rp.getByTestId("chosen-stand").textContent()).toContain(standName);
    const presence = await apiCall<{ presence: { enterprise: { _id: string } } | null }>(
      receptionistCookie,
      "GET",
      "/stands/my-presence",
    );
    expect(presence.presence?.enterprise._id).toBe(enterpriseId);

    // A visit booked at this stand for today is on the reception's form page, with whose client it is.
    await expect.poll(() => rp.getByTestId("scheduled-visits-today").getByText(expectedLead.full_name).count()).toBe(1);
    await rp.getByTestId("scheduled-visits-today").getByText(specialistName).waitFor();
    await screenshot(rp, "stand-scheduled-visits-today-tablet");

    // Phone first: a new number says so, then the rest of the form appears.
    const visitor = firstVisitor;
    await rp.getByLabel("Celular").pressSequentially(firstVisitorPhone);
    await rp.getByTestId("visitor-lookup").getByText("Visitante novo").waitFor();
    await rp.getByLabel("Nome completo").fill(visitor);
    await chooseOption(rp, "Como conheceu", "Site");
    await chooseOption(rp, "Finalidade", "Moradia");
    await rp.getByLabel(/autoriza o uso dos seus dados/).check();
    await screenshot(rp, "stand-form-tablet");
    await rp.getByRole("button", { name: "Registrar visita" }).click();

    // The receptionist sees who serves the visitor and why.
    const routed = rp.getByTestId("visit-routed");
    await routed.waitFor();
    expect(await routed.getByTestId("visit-specialist").textContent()).toBe(specialistName);
    expect((await routed.getByTestId("visit-reason").textContent())?.length).toBeGreaterThan(10);
    await screenshot(rp, "stand-visit-routed-tablet");

    // The specialist's page gets the alert without reloading, with the visitor's name.
    const alert = sp.getByRole("dialog", { name: "Cliente no plantão" });
    await alert.waitFor({ timeout: 15_000 });
    await alert.getByText(visitor).waitFor();
    await screenshot(sp, "stand-visit-alert-phone");

    // The receptionist's board follows live: open it before the specialist starts.
    await rp.getByRole("link", { name: "Ver lista da vez" }).click();
    await expectPath(rp, "/stand/board");
    await realtimeOpen(rp);

    await alert.getByRole("button", { name: "Iniciar atendimento" }).click();
    await alert.waitFor({ state: "detached" });
    const myVisit = sp.getByTestId("my-stand-visit").filter({ hasText: visitor });
    await expect.poll(() => myVisit.getAttribute("data-status"), { timeout: 15_000 }).toBe("IN_ATTENDANCE");

    const serving = rp.getByTestId("board-column-IN_ATTENDANCE").getByTestId("queue-entry").filter({
      hasText: specialistName,
    });
    await serving.getByText(visitor).waitFor({ timeout: 15_000 });
    await screenshot(rp, "stand-board-tablet");

    // Ending the attendance requires the report: the required answers are named, then it finishes.
    await myVisit.getByRole("button", { name: "Finalizar com a ficha" }).click();
    const report = sp.getByRole("dialog", { name: "Ficha de atendimento" });
    await report.waitFor();
    await report.getByRole("button", { name: "Finalizar atendimento" }).click();
    await report.getByText("Campo obrigatório.").first().waitFor();
    await chooseOption(sp, "Nível de interesse", "Quente");
    await chooseOption(sp, "Quantos dormitórios", "2 dormitórios");
    await chooseOption(sp, "Filhos", "Nenhum");
    await report.getByRole("radiogroup", { name: "Já conhecia a empresa?" }).getByLabel("Não").check();
    await report.getByRole("radiogroup", { name: "Possui imóvel próprio?" }).getByLabel("Sim").check();
    await report.getByLabel("O que gostou").fill("A varanda e a área de lazer.");
    await screenshot(sp, "stand-service-report-phone");
    await report.getByRole("button", { name: "Finalizar atendimento" }).click();
    await report.waitFor({ state: "detached" });

    // The visit shows as finished on the specialist's page and on the API, with its report.
    await sp.getByTestId("finished-visits").getByText(visitor).waitFor({ timeout: 15_000 });
    expect(await myVisit.count()).toBe(0);
    const list = await apiCall<{ payload: VisitDto[] }>(
      specialistCookie,
      "GET",
      `/stand-visits?enterprise_id=${enterpriseId}&search=${encodeURIComponent(visitor)}`,
    );
    expect(list.payload).toHaveLength(1);
    expect(list.payload[0]?.status).toBe("FINISHED");
    expect(list.payload[0]?.service_report_id).toBeTruthy();
    await screenshot(sp, "stand-finished-phone");

    // The lead's history tells the visit: checked in, routed, served, and the report with the thermometer.
    await sp.goto(webUrl(`/leads/${list.payload[0]?.lead_id}`));
    await sp.getByRole("tab", { name: "Histórico" }).click();
    const history = sp.getByTestId("history-entry");
    await history
      .filter({ hasText: "Ficha de atendimento do plantão" })
      .getByText(/Termômetro: .*Quente/)
      .waitFor();
    await history.filter({ hasText: `Visita encaminhada para ${specialistName}` }).waitFor();
    await history.filter({ hasText: "Visita ao plantão registrada" }).getByText("Como conheceu: Site").waitFor();
    await history.filter({ hasText: "Atendimento no plantão iniciado" }).waitFor();
    await screenshot(sp, "stand-lead-history-phone");

    // The board shows the specialist back in the queue.
    await rp
      .getByTestId("board-column-AVAILABLE")
      .getByTestId("queue-entry")
      .filter({ hasText: specialistName })
      .waitFor({ timeout: 15_000 });

    // End of the day: the receptionist opens the partial report from the navigation; today's figures count the
    // visit just served, with nothing left without a report.
    await rp
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Relatório parcial" })
      .click();
    await expectPath(rp, "/partial-report");
    const figures = rp.getByTestId("partial-report");
    await figures.waitFor();
    expect(await rp.getByRole("heading", { level: 1 }).textContent()).toBe("Relatório parcial");
    await rp.getByText(`${standName} · `).waitFor();
    expect(await figures.getByTestId("partial-report-visits").textContent()).toBe("Visitas1");
    expect(await figures.getByTestId("partial-report-finished").textContent()).toBe("Atendidas1");
    expect(await figures.getByTestId("partial-report-without-report").textContent()).toBe(
      "Sem relatório de atendimento0",
    );
    await figures
      .getByTestId("partial-report-specialists")
      .getByRole("row", { name: new RegExp(specialistName) })
      .waitFor();
    await figures.getByTestId("partial-report-sources").getByText("Site").waitFor();
    await figures.getByText("Nada pendente").waitFor();
    await screenshot(rp, "stand-partial-report-tablet");
    await expectNoSeriousA11yViolations(rp);
    await rp.setViewportSize(PHONE_390);
    await figures.getByText("Nada pendente").waitFor();
    await expectFitsWidth(rp);
    await screenshot(rp, "stand-partial-report-phone");
    await receptionContext.close();
    await specialistContext.close();
  });

  it("the receptionist's mirror is the chosen stand's enterprise, read-only", async () => {
    const context = await newContext(browser, TABLET);
    const page = await context.newPage();
    await login(page, stand.receptionist);
    await expectPath(page, "/stand/choose-enterprise");
    await page
      .getByTestId("stand-choice")
      .filter({ hasText: standName })
      .getByRole("button", { name: /plantão/ })
      .click();
    await expectPath(page, "/stand/form");
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Espelho de vendas" })
      .click();
    await expectPath(page, "/mirror");
    await page.getByRole("heading", { name: `Espelho · ${standName}` }).waitFor();
    await page.getByTestId("mirror-live").waitFor();
    await page.locator(".mirror-cell").first().click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await drawer.getByRole("button", { name: "Reservar" }).count()).toBe(0);
    await screenshot(page, "stand-mirror-tablet");
    await context.close();
  });

  it("the stand screens fit a phone and pass axe", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, stand.receptionist);
    await expectPath(page, "/stand/choose-enterprise");
    await page.getByTestId("stand-choice").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "stand-choose-phone");
    await page
      .getByTestId("stand-choice")
      .filter({ hasText: standName })
      .getByRole("button", { name: /plantão/ })
      .click();
    await expectPath(page, "/stand/form");
    // On a phone the chosen stand is in the menu, one tap from the choice.
    await page.getByRole("button", { name: "Abrir navegação" }).click();
    const chip = page.getByTestId("chosen-stand");
    await chip.waitFor({ state: "visible" });
    expect(await chip.textContent()).toBe(`Plantão: ${standName}`);
    // Once the menu has slid in, the chip is whole on screen.
    await expect.poll(async () => (await chip.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    const box = await chip.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_390.width);
    await screenshot(page, "stand-menu-phone");
    await page.getByRole("button", { name: "Abrir navegação" }).click();
    // The first visitor comes back: the phone says whose client they are, and fills the name to confirm.
    await page.getByLabel("Celular").pressSequentially(firstVisitorPhone);
    const match = page.getByTestId("visitor-match").filter({ hasText: firstVisitor });
    await match.getByText(`Cliente de ${specialistName}`).waitFor();
    await match.getByText("Deste empreendimento").waitFor();
    await match.getByText(/^Última visita ao plantão: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await expect.poll(() => page.getByLabel("Nome completo").inputValue()).toBe(firstVisitor);
    await page.getByRole("button", { name: "Registrar visita" }).waitFor({ state: "visible" });
    await screenshot(page, "stand-form-phone");
    await expectFitsWidth(page, "horizontal overflow of the form");
    await page.goto(webUrl("/stand/board"));
    await page.getByTestId("queue-board").waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "stand-board-phone");
    await context.close();
  });
});
