/**
 * Solicitations (decision 054): a specialist opens a colleague's lead through a coordinator's link and asks for it
 * ('Solicitar transferência'); the coordinator, in another browser context, finds it under 'Para aprovar' and
 * approves it; the lead moves to the specialist, who sees the request approved in 'Minhas solicitações' and the lead
 * in their list. A specialist who holds a reservation asks for more days from the unit's drawer (and the
 * "Nova solicitação" dialog offers the same with a picker of their reservations, and a shift swap). Screenshots at
 * 1366 and 390 px.
 */
import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";

const PHONE = { width: 390, height: 844 };

const tag = (length = 6) => Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");

let browser: Browser;
let owner: TestUser;
let requester: TestUser;
let coordinatorUser: TestUser;
beforeAll(async () => {
  owner = await createTestUser("ONLINE_SPECIALIST");
  requester = await createTestUser("BOOTH_SPECIALIST");
  coordinatorUser = await createTestUser("ONLINE_COORDINATOR");
  // The coordinator answers for the owner's team, as the demo's online coordinator does for theirs.
  await createSalesTeam({ master: coordinatorUser, members: [owner] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("solicitations", () => {
  it("a specialist asks for a colleague's lead, a coordinator approves it, and the lead moves", async () => {
    const lead = await createLeadAs(owner, `Otávio Pedido ${tag()}`);
    // A lead already in conversation: moving a NEW lead would raise the new-lead alert on the specialist's screen.
    await apiCall(await apiSession(owner), "PUT", `/leads/${lead._id}/status`, { status: "TALKING" });
    const coordinatorApi = await apiSession(coordinatorUser);
    const link = await apiCall<{ token: string }>(
      coordinatorApi,
      "POST",
      `/leads/${lead._id}/links`,
      { expires_in_hours: 24 },
      201,
    );

    await apiCall(await apiSession(requester), "GET", `/leads/${lead._id}`, undefined, 404);

    // The specialist opens the lead by the coordinator's link and asks for it.
    const specialistContext = await newContext(browser);
    const specialist = await specialistContext.newPage();
    await login(specialist, requester);
    await expectPath(specialist, /^\/(home|stand)/);
    await specialist.goto(webUrl(`/leads/${lead._id}?temporary_token=${link.token}`));
    await specialist.getByRole("heading", { name: lead.full_name }).waitFor();
    await specialist.getByRole("button", { name: "Solicitar transferência" }).click();
    const modal = specialist.getByRole("dialog", { name: "Solicitar transferência" });
    await modal.getByText(`(hoje com ${lead.owner?.full_name})`, { exact: false }).waitFor();
    await modal.getByRole("button", { name: "Enviar solicitação" }).click();
    await modal.getByText("Escreva o motivo da solicitação.").waitFor();
    await modal.getByLabel("Motivo").fill("O cliente me procurou no plantão e quer continuar comigo.");
    await modal.getByRole("button", { name: "Enviar solicitação" }).click();
    await specialist.getByText("Solicitação enviada.").waitFor();
    await expectPath(specialist, /^\/solicitations\/[0-9a-f-]{36}$/);
    await specialist.getByRole("heading", { name: "Transferência de lead" }).waitFor();
    await specialist.getByText("Aberta", { exact: true }).waitFor();
    await screenshot(specialist, "solicitation-requested-1366");

    // The coordinator, in another context, approves it from 'Para aprovar'.
    const coordinatorContext = await newContext(browser, PHONE);
    const coordinator = await coordinatorContext.newPage();
    await login(coordinator, coordinatorUser);
    await expectPath(coordinator, "/home");
    await coordinator.goto(webUrl("/solicitations?box=received&status=OPEN"));
    const item = coordinator.getByRole("link", { name: new RegExp(`Lead ${lead.full_name}`) });
    await item.waitFor();
    await screenshot(coordinator, "solicitations-received-390");
    await item.click();
    await coordinator.getByText("O cliente me procurou no plantão e quer continuar comigo.").waitFor();
    await coordinator.getByLabel("Sua resposta").fill("Aprovado, bom atendimento!");
    await coordinator.getByRole("button", { name: "Aprovar" }).click();
    await coordinator.getByText("Solicitação aprovada.").waitFor();
    await coordinator.getByText("Aprovada", { exact: true }).waitFor();
    await screenshot(coordinator, "solicitation-approved-390");

    // The lead moved: the specialist, who sees only their own leads, now reads it (404 before), no longer the colleague's.
    const now = await apiCall<{ owner: { full_name: string } | null }>(
      await apiSession(requester),
      "GET",
      `/leads/${lead._id}`,
    );
    expect(now.owner?.full_name).not.toBe(lead.owner?.full_name);

    // The specialist sees it approved in 'Minhas solicitações' and the lead in their list.
    await specialist.goto(webUrl("/solicitations"));
    const mine = specialist.getByRole("link", { name: new RegExp(`Lead ${lead.full_name}`) });
    await mine.waitFor();
    await mine.getByText("Aprovada", { exact: true }).waitFor();
    await screenshot(specialist, "solicitations-mine-1366");
    await specialist.goto(webUrl(`/leads?search=${encodeURIComponent(lead.full_name)}`));
    await specialist.getByText(lead.full_name).first().waitFor();

    await specialistContext.close();
    await coordinatorContext.close();
    // Two people, two contexts, six screens: longer than the default 60 s on a busy machine.
  }, 240_000);

  it("a specialist asks to extend their reservation from the unit's drawer; the dialog offers a reservation picker and a shift swap", async () => {
    const admin = await adminSession();
    const enterpriseName = `Residencial Prazo ${tag()}`;
    const { enterpriseId, mirror } = await createPricedEnterprise(admin, {
      name: enterpriseName,
      floors: 1,
      approvalRules: [],
    });
    const unitId = mirror.towers[0]?.floors[0]?.units[0]?._id as string;
    const lead = await createLeadAs(requester, `Rita Prazo ${tag()}`);
    const requesterApi = await apiSession(requester);
    await apiCall(
      requesterApi,
      "POST",
      `/enterprises/units/${unitId}/reserves`,
      { type: "CUSTOMER_NEGOTIATION", lead_id: lead._id, duration_minutes: 120 },
      201,
    );

    // From the unit's drawer, on a phone.
    const phoneContext = await newContext(browser, PHONE);
    const phone = await phoneContext.newPage();
    await login(phone, requester);
    await expectPath(phone, /^\/(home|stand)/);
    await phone.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await phone
      .locator("[data-testid=mirror-tower]")
      .first()
      .getByRole("button", { name: /^Unidade 101\b/ })
      .click();
    const drawer = phone.getByRole("dialog");
    await drawer.getByText("Unidade 101 · Torre A").waitFor();
    await drawer.getByTestId("request-extension").click();
    const modal = phone.getByRole("dialog", { name: "Pedir prorrogação da reserva" });
    await modal.getByText("Torre A - 101", { exact: false }).waitFor();
    await modal.getByRole("button", { name: "Pedir prorrogação" }).click();
    await modal.getByText("Escreva o motivo da solicitação.").waitFor();
    await modal.getByText("Campo obrigatório.").waitFor();
    await screenshot(phone, "reserve-extension-errors-390");
    await modal.getByTestId("extension-minutes").click();
    await phone.getByRole("option", { name: "1 dia" }).click();
    await modal.getByTestId("extension-new-end").waitFor();
    await modal.getByLabel("Motivo").fill("O cliente traz a documentação amanhã.");
    await screenshot(phone, "reserve-extension-390");
    await modal.getByRole("button", { name: "Pedir prorrogação" }).click();
    await phone.getByText("Solicitação enviada.").waitFor();
    await expectPath(phone, /^\/solicitations\/[0-9a-f-]{36}$/);
    await phone.getByRole("heading", { name: "Prorrogação de reserva" }).waitFor();
    await phone.getByText("Torre A - 101", { exact: false }).first().waitFor();
    await phoneContext.close();

    // The same from "Nova solicitação" at 1366: the type, then the picker of the caller's reservations.
    const desk = await newContext(browser);
    const page = await desk.newPage();
    await login(page, requester);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/solicitations"));
    await page.getByRole("button", { name: "Nova solicitação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova solicitação" });
    await dialog.getByTestId("solicitation-type").click();
    await page.getByRole("option", { name: "Prorrogação de reserva" }).click();
    await dialog.getByTestId("extension-reservation").click();
    // Every priced enterprise has a "Torre A - 101": pick this file's.
    await page.getByRole("option", { name: new RegExp(`^${enterpriseName} · .*Torre A - 101`) }).click();
    await dialog.getByTestId("extension-minutes").click();
    await page.getByRole("option", { name: "3 dias" }).click();
    await dialog.getByTestId("extension-new-end").waitFor();
    await screenshot(page, "reserve-extension-picker-1366");
    await dialog.getByTestId("solicitation-type").click();
    await page.getByRole("option", { name: "Troca de plantão" }).click();
    await dialog.getByTestId("shift-swap-form").waitFor();
    await dialog.getByRole("button", { name: "Pedir troca" }).click();
    await dialog.getByText("Escreva o motivo da solicitação.").waitFor();
    await screenshot(page, "shift-swap-dialog-1366");
    await desk.close();
  }, 240_000);
});
