import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import { chooseOption, type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * The stand's queue board ("lista da vez"): the coordinator pauses and resumes a specialist and the
 * specialist's page follows live; a visit nobody can take waits, the receptionist assigns it by hand with a reason,
 * then cancels it. A tablet/laptop (1366x800), as the reception and the coordinator work.
 */

const TABLET = { width: 1366, height: 800 };

let browser: Browser;
let stand: OwnStandFixture;
let specialistCookie: string;
let receptionistCookie: string;
let enterpriseId: string;
let specialistName: string;
const suffix = String(Date.now()).slice(-6);
const standName = `Residencial Lista ${suffix}`;

interface VisitDto {
  _id: string;
  status: string;
  specialist: { _id: string; full_name: string } | null;
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

describe("stand board", () => {
  it("the coordinator pauses and resumes a specialist on the board, live", async () => {
    await apiCall(specialistCookie, "POST", `/stands/${enterpriseId}/check-in`, undefined, [200, 201]);
    await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
    // The specialist watches their own stand page meanwhile.
    const specialistContext = await newContext(browser, TABLET);
    const sp = await specialistContext.newPage();
    await login(sp, stand.specialist);
    await expectPath(sp, "/home");
    await sp.goto(webUrl("/stand/attendance"));
    const place = sp.getByTestId("my-queue-place");
    await expect.poll(() => place.textContent()).toBe("1º na fila");
    await realtimeOpen(sp);

    const context = await newContext(browser, TABLET);
    const page = await context.newPage();
    await login(page, stand.coordinator);
    await expectPath(page, "/home");
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Lista da vez" })
      .click();
    await expectPath(page, "/stand/board");
    await chooseOption(page, "Plantão", standName);
    const entry = (column: string) =>
      page.getByTestId(`board-column-${column}`).getByTestId("queue-entry").filter({ hasText: specialistName });
    await entry("AVAILABLE").waitFor();
    await entry("AVAILABLE")
      .getByRole("button", { name: `Ações para ${specialistName}` })
      .click();
    await page.getByRole("menuitem", { name: "Pausar" }).click();
    await entry("UNAVAILABLE").waitFor();
    // The specialist's page and header follow without reloading (stand.changed, availability.changed).
    await expect.poll(() => place.textContent()).toBe("Em pausa");
    const toggle = sp.getByTestId("availability-control");
    await expect.poll(() => toggle.getByRole("radio", { name: "Em pausa" }).isChecked()).toBe(true);
    await entry("UNAVAILABLE")
      .getByRole("button", { name: `Ações para ${specialistName}` })
      .click();
    await page.getByRole("menuitem", { name: "Retomar" }).click();
    await entry("AVAILABLE").waitFor();
    await expect.poll(() => place.textContent()).toBe("1º na fila");
    await expect.poll(() => toggle.getByRole("radio", { name: "Disponível" }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "stand-board-coordinator-tablet");
    await expectNoSeriousA11yViolations(sp);
    await context.close();
    await specialistContext.close();
  });

  it("a visit nobody can take waits; the receptionist assigns it by hand with a reason, then cancels it", async () => {
    // The only specialist of the stand pauses: the next visitor waits.
    await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "IN_PAUSE" });
    await apiCall(receptionistCookie, "POST", `/stands/${enterpriseId}/check-in`);
    const visitor = `Visitante Espera ${suffix}`;
    const created = await apiCall<{ visit: VisitDto }>(
      receptionistCookie,
      "POST",
      "/stand-visits",
      {
        enterprise_id: enterpriseId,
        phone: `1195${randomInt(1_000_000, 9_999_999)}`,
        full_name: visitor,
        lgpd_consent: true,
      },
      201,
    );
    expect(created.visit.status).toBe("WAITING");

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
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Lista da vez" })
      .click();
    const waiting = page.getByTestId("waiting-visits");
    await waiting.getByText(visitor).waitFor();
    await waiting.getByRole("button", { name: "Atribuir" }).click();
    const dialog = page.getByRole("dialog", { name: "Atribuir visita" });
    await dialog.getByRole("button", { name: "Atribuir" }).click();
    await dialog.getByText("Campo obrigatório.").first().waitFor();
    await chooseOption(page, "Especialista", `${specialistName} · Em pausa`);
    await dialog.getByLabel("Motivo").fill("O cliente pediu para ser atendido por ele.");
    await screenshot(page, "stand-assign-tablet");
    await dialog.getByRole("button", { name: "Atribuir" }).click();
    await dialog.waitFor({ state: "detached" });
    const paused = page.getByTestId("board-column-UNAVAILABLE").getByTestId("queue-entry").filter({
      hasText: specialistName,
    });
    await paused.getByText(visitor).waitFor();
    await expect.poll(() => page.getByTestId("waiting-visits").count()).toBe(0);
    const assigned = await apiCall<{ visit: VisitDto & { assignment_type: string; assignment_reason: string } }>(
      receptionistCookie,
      "GET",
      `/stand-visits/${created.visit._id}`,
    );
    expect(assigned.visit.status).toBe("ASSIGNED");
    expect(assigned.visit.specialist?.full_name).toBe(specialistName);
    expect(assigned.visit.assignment_type).toBe("MANUAL");
    expect(assigned.visit.assignment_reason).toContain("O cliente pediu para ser atendido por ele.");
    await screenshot(page, "stand-board-assigned-tablet");

    // The visitor gave up: the visit leaves the board.
    await paused.getByRole("button", { name: "Cancelar" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancelar visita" });
    await cancel.getByLabel("Motivo").fill("Foi embora antes do atendimento.");
    await cancel.getByRole("button", { name: "Cancelar visita" }).click();
    await cancel.waitFor({ state: "detached" });
    await expect.poll(() => paused.getByText(visitor).count()).toBe(0);
    const canceled = await apiCall<{ visit: VisitDto }>(
      receptionistCookie,
      "GET",
      `/stand-visits/${created.visit._id}`,
    );
    expect(canceled.visit.status).toBe("CANCELED");
    await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
    await context.close();
  });
});
