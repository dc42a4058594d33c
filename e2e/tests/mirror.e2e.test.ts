import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { adminSession, createSalesTeam, createTestUser, harnessAdmin, type TestUser } from "../harness/factories";

/** An enterprise with towers of identical floors and a price table, made through the wizard's API. */
async function createEnterprise(
  admin: string,
  name: string,
  towers: { name: string; floors: number; perFloor: number }[],
) {
  const e = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/enterprises",
    { name, city: "Campinas", group: "STOCK", phase: "RELEASE" },
    201,
  );
  await apiCall(admin, "PUT", `/enterprises/${e._id}/step-2`, {
    towers: towers.map((t) => ({
      name: t.name,
      floors: t.floors,
      first_floor: 1,
      units_per_floor: t.perFloor,
      layout: Array.from({ length: t.perFloor }, (_, i) => ({
        bedrooms: 2 + (i % 2),
        private_area: 58.5 + 10 * (i % 2),
        position: i % 2 === 0 ? "FRONT" : "BACK",
      })),
    })),
  });
  await apiCall(admin, "PUT", `/enterprises/${e._id}/step-3`, {
    index_type: "INCCDI",
    base_price_per_m2: 850_000,
    floor_adjustment_percentage: 0.5,
    position_adjustments: { FRONT: 2 },
  });
  return e._id;
}

let browser: Browser;
let enterpriseId: string;
let bigEnterpriseId: string;
const suffix = String(Date.now()).slice(-6);
const leadName = `Otávio Nogueira Espelho ${suffix}`;

let boothSpecialist: TestUser;
let boothCoordinator: TestUser;
let partner: TestUser;
beforeAll(async () => {
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  boothCoordinator = await createTestUser("BOOTH_COORDINATOR");
  partner = await createTestUser("AGENT_PARTNER");
  await createSalesTeam({ master: boothCoordinator, members: [boothSpecialist] });
  browser = await launchBrowser();
  const admin = await adminSession();
  enterpriseId = await createEnterprise(admin, `Residencial Espelho ${suffix}`, [
    { name: "Torre A", floors: 6, perFloor: 4 },
    { name: "Torre B", floors: 5, perFloor: 4 },
  ]);
  bigEnterpriseId = await createEnterprise(admin, `Parque Dois Mil ${suffix}`, [
    { name: "Torre 1", floors: 25, perFloor: 20 },
    { name: "Torre 2", floors: 25, perFloor: 20 },
    { name: "Torre 3", floors: 25, perFloor: 20 },
    { name: "Torre 4", floors: 25, perFloor: 20 },
  ]);
  // The client the booth specialist reserves for: a lead in their own wallet.
  const specialist = await apiSession(boothSpecialist);
  await apiCall(
    specialist,
    "POST",
    "/leads",
    { full_name: leadName, phone: `1198${String(randomInt(1_000_000, 9_999_999))}`, city: "Campinas", source: "STAND" },
    201,
  );
});
afterAll(async () => {
  await browser?.close();
});

describe("sales mirror", () => {
  it("a booth specialist reserves a unit (countdown visible) and another user's mirror shows it reserved without reload", async () => {
    // The watcher: a coordinator with the same mirror open.
    const watcherContext = await newContext(browser);
    const watcher = await watcherContext.newPage();
    await login(watcher, boothCoordinator);
    await watcher.waitForURL((u) => u.pathname !== "/login");
    await watcher.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await watcher.locator("[data-testid=mirror-unit]").first().waitFor();
    await watcher.locator("[data-testid=mirror-live][data-live=true]").waitFor();
    expect(await watcher.locator("[data-testid=mirror-unit]").count()).toBe(44);

    const context = await newContext(browser, { width: 1024, height: 768 });
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl("/enterprises"));
    await page
      .getByTestId("enterprise-card")
      .filter({ hasText: `Residencial Espelho ${suffix}` })
      .waitFor();
    await page
      .getByTestId("enterprise-card")
      .filter({ hasText: `Residencial Espelho ${suffix}` })
      .getByRole("link", { name: "Espelho de vendas" })
      .click();
    await page.locator("[data-testid=mirror-unit]").first().waitFor();
    await screenshot(page, "mirror-tablet");

    // Unit 101 of Torre A (the first tower drawn; the ground row is the last of its grid).
    const unit = page
      .locator("[data-testid=mirror-tower]")
      .first()
      .getByRole("button", { name: /^Unidade 101\b/ });
    expect(await unit.getAttribute("data-status")).toBe("AVAILABLE");
    const unitId = await unit.getAttribute("data-unit-id");
    await unit.click();
    const drawer = page.getByRole("dialog");
    await drawer.getByText("Unidade 101 · Torre A").waitFor();
    await drawer.getByRole("button", { name: "Reservar" }).click();

    const leadInput = drawer.getByTestId("reserve-lead");
    await leadInput.fill(leadName.slice(0, 14));
    await page.getByRole("option", { name: leadName }).click();
    await drawer.getByTestId("reserve-duration").click();
    await page.getByRole("option", { name: "1 h 30 min" }).click();
    await drawer.getByRole("button", { name: "Confirmar reserva" }).click();

    const countdown = drawer.getByTestId("reservation-countdown");
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^01:(29|30):\d\d$/);
    await page.waitForFunction(
      (id) => document.querySelector(`[data-unit-id="${id}"]`)?.getAttribute("data-status") === "RESERVED",
      unitId,
    );
    await screenshot(page, "mirror-reserved-drawer");

    // The other user's page turns the unit reserved by itself (websocket unit.changed -> refetch).
    await watcher.waitForFunction(
      (id) => document.querySelector(`[data-unit-id="${id}"]`)?.getAttribute("data-status") === "RESERVED",
      unitId,
      { timeout: 5_000 },
    );
    expect(await watcher.getByTestId("legend-RESERVED").textContent()).toContain("1");
    await screenshot(watcher, "mirror-watcher");

    // A second reservation of the same unit is refused: the specialist is offered the queue, not a reserve.
    await drawer.getByTestId("create-proposal").waitFor(); // the drawer's actions (where 'Reservar' would be) rendered
    expect(await drawer.getByRole("button", { name: "Reservar" }).count()).toBe(0);

    // From the held unit straight to the proposal builder, for the client of the reservation.
    await drawer.getByTestId("create-proposal").click();
    await page.waitForURL((u) => u.pathname === "/proposals/new");
    const params = new URL(page.url()).searchParams;
    expect(params.get("unit_id")).toBe(unitId);
    expect(params.get("lead_id")).toBeTruthy();
    // The builder opens with the reservation's client picked.
    await expect.poll(() => page.getByTestId("lead-picker").inputValue(), { timeout: 10_000 }).toBe(leadName);
    await context.close();
    await watcherContext.close();
  });

  it("the sales desk is offered an indefinite duration for a technical reserve only, and it has no deadline", async () => {
    const context = await newContext(browser, { width: 1024, height: 768 });
    const page = await context.newPage();
    await login(page, boothCoordinator);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await page
      .locator("[data-testid=mirror-tower]")
      .first()
      .getByRole("button", { name: /^Unidade 103\b/ })
      .click();
    const drawer = page.getByRole("dialog");
    await drawer.getByText("Unidade 103 · Torre A").waitFor();
    await drawer.getByRole("button", { name: "Reservar" }).click();

    // Spec 9's two lists: a negotiation offers the standard one (the sales desk may leave it without an end),
    // a technical reserve the alternate one with 30 days.
    await drawer.getByTestId("reserve-duration").click();
    await page.getByRole("option", { name: "24 h" }).waitFor();
    await expect(page.getByRole("option", { name: "Indeterminada" }).count()).resolves.toBe(1);
    await expect(page.getByRole("option", { name: "30 dias" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");

    await drawer.getByRole("combobox", { name: "Tipo de reserva" }).click();
    await page.getByRole("option", { name: "Reserva técnica" }).click();
    await drawer.getByTestId("reserve-duration").click();
    await page.getByRole("option", { name: "30 dias" }).waitFor();
    await page.getByRole("option", { name: "Indeterminada" }).click();
    await drawer.getByRole("button", { name: "Confirmar reserva" }).click();
    await expect.poll(() => drawer.getByTestId("reservation-countdown").textContent()).toBe("Sem prazo");
    await screenshot(page, "mirror-technical-indefinite");
    await context.close();
  });

  it("a partner broker sees the mirror read-only except reserving", async () => {
    const context = await newContext(browser, { width: 1024, height: 768 });
    const page = await context.newPage();
    await login(page, partner);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    const unit = page
      .locator("[data-testid=mirror-tower]")
      .first()
      .getByRole("button", { name: /^Unidade 102\b/ });
    await unit.click();
    const drawer = page.getByRole("dialog");
    await drawer.getByText("Unidade 102 · Torre A").waitFor();
    await drawer.getByRole("button", { name: "Reservar" }).waitFor();
    for (const label of [
      "Suspender",
      "Disponibilizar",
      "Permutar",
      "Marcar como vendida",
      "Iniciar processo de venda",
    ]) {
      expect(await drawer.getByRole("button", { name: label }).count()).toBe(0);
    }
    expect(await drawer.getByText("Status exibido aos corretores parceiros").count()).toBe(0);
    expect(await drawer.getByRole("button", { name: "Editar unidade" }).count()).toBe(0);
    await context.close();
  });

  it("shows a 2,000-unit mirror and filters it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, harnessAdmin());
    await page.waitForURL((u) => u.pathname !== "/login");
    const started = Date.now();
    await page.goto(webUrl(`/enterprises/${bigEnterpriseId}/mirror`));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=mirror-unit]").length === 2000, null, {
      timeout: 20_000,
    });
    const untilComplete = Date.now() - started;
    const grid = page.getByTestId("mirror-grid");
    const renderMs = Number(await grid.getAttribute("data-first-render-ms"));
    const latestMs = Number(await grid.getAttribute("data-render-ms"));
    console.info(
      `mirror 2,000 units: page load to every unit ${untilComplete} ms; first grid render ${renderMs} ms; latest re-render ${latestMs} ms`,
    );
    expect(renderMs).toBeGreaterThan(0);

    // 3 bedrooms only: the others are dimmed, not removed.
    await page.locator("label", { hasText: "3 dorm." }).click();
    await page.getByTestId("mirror-matching").waitFor();
    expect(await page.getByTestId("mirror-matching").textContent()).toContain("1000 de 2000");
    // The router keeps search values as JSON ("3").
    expect(new URL(page.url()).searchParams.get("bedrooms")).toBe('"3"');
    expect(await page.locator("[data-testid=mirror-unit][data-dimmed=true]").count()).toBe(1000);
    await context.close();
  });
});
