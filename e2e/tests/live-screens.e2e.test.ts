import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import {
  adminSession,
  createEnterprise,
  createSalesTeam,
  createTestUser,
  type TestUser,
  unique,
} from "../harness/factories";
import { type OwnStandFixture, openOwnStand } from "../harness/stand";

/**
 * Screens follow the server (decision 065): what another user changes shows on an open screen without a reload,
 * through the one live hook (realtime event over the websocket -> invalidation by key prefix). A visit the reception
 * cancels closes the specialist's "Cliente no plantão" alert; a booking reaches the coordinator's week view; an
 * approval turns the requester's open solicitation to "Aprovada"; after 'Atender' the header says "Em atendimento"
 * and the stopped lead is "Em conversa". Phone (390x844) and laptop (1366x800) screenshots.
 */

const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const SLOT_MS = 30 * 60_000;
const suffix = String(Date.now()).slice(-6);

const spDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const spTime = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(11, 16);

let browser: Browser;
/** The file's own online coordinator and the online specialist of their team (the booth specialist is the stand's). */
let onlineSpecialist: TestUser;
let onlineCoordinator: TestUser;
let boothSpecialist: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  onlineSpecialist = await createTestUser("ONLINE_SPECIALIST", { admin });
  onlineCoordinator = await createTestUser("ONLINE_COORDINATOR", { admin });
  await createSalesTeam({ admin, master: onlineCoordinator, members: [onlineSpecialist] });
});
afterAll(async () => {
  await browser?.close();
});

describe("live screens", () => {
  let stand: OwnStandFixture | undefined;
  afterAll(async () => {
    await stand?.close();
  });

  it("the reception cancels a routed visit: the specialist's 'Cliente no plantão' alert closes by itself", async () => {
    stand = await openOwnStand(`Residencial Ao Vivo ${suffix}`);
    boothSpecialist = stand.specialist;
    const { enterpriseId, specialistCookie, receptionistCookie } = stand;
    await apiCall(specialistCookie, "POST", `/stands/${enterpriseId}/check-in`);
    await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
    await apiCall(receptionistCookie, "POST", `/stands/${enterpriseId}/check-in`);

    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, /^\/(home|stand)/);
    await realtimeOpen(page);

    const visitor = `Visitante Desistiu ${suffix}`;
    const created = await apiCall<{ visit: { _id: string; status: string; specialist: { _id: string } | null } }>(
      receptionistCookie,
      "POST",
      "/stand-visits",
      {
        enterprise_id: enterpriseId,
        phone: `1194${randomInt(1_000_000, 9_999_999)}`,
        full_name: visitor,
        lgpd_consent: true,
      },
      201,
    );
    expect(created.visit.specialist?._id).toBe(stand.specialistId);
    const alert = page.getByRole("dialog", { name: "Cliente no plantão" });
    await alert.getByText(visitor).waitFor({ timeout: 15_000 });
    await screenshot(page, "live-visit-alert-open-390");

    await apiCall(receptionistCookie, "PUT", `/stand-visits/${created.visit._id}/cancel`, {
      reason: "Visitante foi embora",
    });
    await alert.waitFor({ state: "detached", timeout: 15_000 });
    expect(await page.getByRole("button", { name: "Iniciar atendimento" }).count()).toBe(0);
    await screenshot(page, "live-visit-alert-closed-390");
    await context.close();
  });

  it("the booth specialist asks for the lead of the client they served at the stand, from the visit", async () => {
    if (!stand) throw new Error("the stand of the first test");
    const { enterpriseId, specialistCookie, receptionistCookie } = stand;
    const ownerCookie = await apiSession(onlineSpecialist);
    const phone = `1193${randomInt(1_000_000, 9_999_999)}`;
    const clientName = `Cliente da Colega ${suffix}`;
    const made = await apiCall<{ lead: { _id: string; owner: { full_name: string } | null } }>(
      ownerCookie,
      "POST",
      "/leads",
      { full_name: clientName, phone, city: "Campinas", source: "SITE", enterprise_id: enterpriseId },
      201,
    );
    await apiCall(ownerCookie, "PUT", `/leads/${made.lead._id}/status`, { status: "TALKING" });
    const visit = (
      await apiCall<{ visit: { _id: string; lead_id: string; owner: { _id: string } | null } }>(
        receptionistCookie,
        "POST",
        "/stand-visits",
        { enterprise_id: enterpriseId, phone, full_name: clientName, lgpd_consent: true },
        201,
      )
    ).visit;
    expect(visit.lead_id).toBe(made.lead._id);
    await apiCall(specialistCookie, "PUT", `/stand-visits/${visit._id}/start`);
    await apiCall(specialistCookie, "PUT", `/stand-visits/${visit._id}/finish`, {
      interest_level: "HIGH",
      purpose_enterprise: "HOME",
      how_many_bedroom: "TWO",
      quantity_children: "ONE",
      how_know: "SITE",
      know_company: true,
      own_property: false,
      what_did_like: "Gostou da varanda.",
      age: 34,
    });

    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/stand/attendance"));
    const row = page.getByTestId("finished-visit").filter({ hasText: clientName });
    await row.getByRole("button", { name: `Solicitar transferência de ${clientName}` }).click();
    const modal = page.getByRole("dialog", { name: "Solicitar transferência" });
    await modal.getByText(`(hoje com ${made.lead.owner?.full_name})`, { exact: false }).waitFor();
    await modal.getByLabel("Motivo").fill("Atendi o cliente no plantão e ele quer seguir comigo.");
    await screenshot(page, "live-visit-transfer-form-390");
    await modal.getByRole("button", { name: "Enviar solicitação" }).click();
    await page.getByText("Solicitação enviada.").waitFor();
    await expectPath(page, /^\/solicitations\/[0-9a-f-]{36}$/);
    // They met the client: the request shows the lead's name (not the restricted text).
    await page.getByText(clientName).first().waitFor();
    await screenshot(page, "live-visit-transfer-sent-390");
    const id = new URL(page.url()).pathname.split("/").at(-1) as string;
    await apiCall(specialistCookie, "POST", `/solicitations/${id}/reply`, { decision: "CANCELED" });
    await context.close();
  });

  it("a booking made by another user shows in the coordinator's open week view without reload", async () => {
    const coordinatorCookie = await apiSession(onlineCoordinator);
    const specialistCookie = await apiSession(onlineSpecialist);
    const me = await apiCall<{ _id: string }>(specialistCookie, "GET", "/users/my-profile");
    const agendas = await apiCall<{ scope: string; payload: { _id: string }[] }>(
      coordinatorCookie,
      "GET",
      "/schedules/specialists",
    );
    expect(agendas.scope).toBe("team");
    expect(agendas.payload.map((u) => u._id)).toContain(me._id);

    // Two days ahead at 09:00 in São Paulo, freed in the specialist's agenda (should it hold anything).
    const day = spDay(new Date(Date.now() + 2 * 86_400_000));
    const slot = new Date(`${day}T09:00:00-03:00`);
    const window = `starts_at=${encodeURIComponent(slot.toISOString())}&ends_at=${encodeURIComponent(new Date(slot.getTime() + SLOT_MS).toISOString())}`;
    const taken = await apiCall<{ payload: { _id: string; status: string }[] }>(
      specialistCookie,
      "GET",
      `/schedules?${window}`,
    );
    for (const s of taken.payload.filter((x) => x.status === "SCHEDULED"))
      await apiCall(specialistCookie, "PUT", `/schedules/${s._id}/cancel`, {});

    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, onlineCoordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/schedule?day=${day}`));
    await page.getByRole("heading", { name: "Agenda" }).waitFor();
    await realtimeOpen(page);

    const leadName = `Cliente Ao Vivo ${suffix}`;
    const lead = await createLeadAs(onlineSpecialist, leadName);
    await apiCall(
      specialistCookie,
      "POST",
      "/schedules",
      { lead_id: lead._id, type: "CALL", starts_at: slot.toISOString(), duration_minutes: 30 },
      201,
    );
    const url = page.url();
    // An agenda cell is named by its text: time and lead, then the type (and the specialist in a team's view).
    const booking = page.getByTestId("schedule-event").filter({ hasText: leadName });
    await booking.waitFor({ timeout: 15_000 });
    expect(await booking.textContent()).toMatch(new RegExp(`^${spTime(slot)} ${leadName}Ligação`));
    expect(page.url()).toBe(url);
    await screenshot(page, "live-agenda-coordinator-1366");
    await context.close();
  });

  it("a requester's open solicitation turns to 'Aprovada' when a coordinator approves it elsewhere", async () => {
    const lead = await createLeadAs(onlineSpecialist, `Otávio Ao Vivo ${suffix}`);
    // Already in conversation: a NEW lead moving to the requester would raise the new-lead alert on their screen.
    await apiCall(await apiSession(onlineSpecialist), "PUT", `/leads/${lead._id}/status`, { status: "TALKING" });
    const requesterCookie = await apiSession(boothSpecialist);
    const made = await apiCall<{ solicitation: { _id: string } }>(
      requesterCookie,
      "POST",
      "/solicitations",
      { type: "LEAD_TRANSFER", lead_id: lead._id, message: "O cliente voltou ao plantão e quer seguir comigo." },
      201,
    );
    const id = made.solicitation._id;

    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl(`/solicitations/${id}`));
    await page.getByRole("heading", { name: "Transferência de lead" }).waitFor();
    await page.getByText("Aberta", { exact: true }).waitFor();
    await realtimeOpen(page);

    await apiCall(await apiSession(onlineCoordinator), "POST", `/solicitations/${id}/reply`, {
      decision: "APPROVED",
      message: "Pode seguir com ele.",
    });
    await page.getByText("Aprovada", { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.getByText("Pode seguir com ele.").first().waitFor();
    expect(await page.getByRole("button", { name: "Cancelar solicitação" }).count()).toBe(0);
    await screenshot(page, "live-solicitation-approved-390");
    await context.close();
  });

  it("after 'Atender' the header says 'Em atendimento' and the stopped lead is 'Em conversa'", async () => {
    // 'Atender' sets the presence of the specialist's roulettes (decision 036): they are a member of one of the file's own.
    const admin = await adminSession();
    const enterprise = await createEnterprise({ admin });
    const roulette = await apiCall<{ _id: string }>(
      admin,
      "POST",
      "/roulettes",
      { name: unique("Roleta Ao Vivo"), type: "ONLINE", enterprise_ids: [enterprise._id] },
      201,
    );
    await apiCall(admin, "POST", `/roulettes/${roulette._id}/agents`, { user_id: onlineSpecialist._id }, 201);
    const cookie = await apiSession(onlineSpecialist);
    const before = await apiCall<{ availability_status: string }>(cookie, "GET", "/users/my-profile");
    const lead = await createLeadAs(onlineSpecialist, `Parado Ao Vivo ${suffix}`);
    await apiCall(cookie, "PUT", `/leads/${lead._id}/status`, { status: "STOPPED" });
    await apiCall(cookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
    try {
      const context = await newContext(browser, LAPTOP);
      const page = await context.newPage();
      await login(page, onlineSpecialist);
      await expectPath(page, "/home");
      await page.goto(webUrl(`/leads/${lead._id}`));
      await page.getByRole("heading", { name: lead.full_name }).waitFor();
      const header = page.getByTestId("availability-control");
      const available = header.getByRole("radio", { name: "Disponível" });
      await expect.poll(() => available.isChecked()).toBe(true);
      await page.getByText("Parado", { exact: true }).first().waitFor();

      await page.getByRole("button", { name: "Atender" }).click();
      await page.getByTestId("in-attendance").waitFor();
      await expect.poll(() => header.getByTestId("availability-status").textContent()).toBe("Em atendimento");
      expect(await available.isChecked()).toBe(false);
      await page.getByText("Em conversa", { exact: true }).first().waitFor();
      expect(await page.getByText("Parado", { exact: true }).count()).toBe(0);
      await screenshot(page, "live-attend-header-1366");
      await context.close();
    } finally {
      // Back to how the specialist was.
      if (before.availability_status === "OFFLINE") await apiCall(cookie, "POST", "/roulettes/check-out");
      else
        await apiCall(cookie, "PUT", "/users/availability", {
          availability_status: before.availability_status === "AVAILABLE" ? "AVAILABLE" : "IN_PAUSE",
        });
    }
  });
});
