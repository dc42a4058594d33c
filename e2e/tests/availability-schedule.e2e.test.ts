import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, realtimeOpen, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import {
  adminSession,
  createEnterprise,
  createSalesTeam,
  createTestUser,
  type TestUser,
  unique,
} from "../harness/factories";
import { serveByTeam } from "../harness/schedules";

/**
 * The availability schedule: a booth coordinator fills a week of a stand's month by dragging
 * over the grid (1366 px), and the booth specialist sees those shifts in their own month on a phone (390 px). A
 * specialist asks to swap a shift with a colleague; an admin approves it in another browser and the coordinator's
 * open grid shows the swap without a reload (decision 057, `availability_schedule.changed`).
 */

const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

let browser: Browser;
let admin: string;
/** The file's own booth coordinator (mastering the team that serves the stand), its specialist and an admin. */
let coordinator: TestUser;
let specialist: TestUser;
let geralAdmin: TestUser;
let enterpriseId: string;
/** An active stand of the file's own that no team of the coordinator serves. */
let foreignId: string;
let specialistName: string;
let specialistId: string;
const suffix = String(Date.now()).slice(-6);
const standName = unique("Residencial Escala");

/** Two months ahead (clear of any shift of this month and the next). */
function monthAhead(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const [y, m] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + 2, 1)).toISOString().slice(0, 7);
}
const month = monthAhead();
/** The first Monday of the month and the six days after it, "dd/mm". */
function firstWeek(): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(first.getUTCDate() + i);
    return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSession();
  coordinator = await createTestUser("BOOTH_COORDINATOR", { admin });
  specialist = await createTestUser("BOOTH_SPECIALIST", { admin });
  geralAdmin = await createTestUser("GERAL_ADMIN", { admin });
  const team = await createSalesTeam({ admin, master: coordinator, members: [specialist] });
  const created = await createPricedEnterprise(admin, { name: standName, floors: 2, approvalRules: [] });
  enterpriseId = created.enterpriseId;
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/stand`, { active: true, opening_hours: [] });
  // The coordinator writes the schedules of their teams' stands (decision 057).
  await serveByTeam(admin, enterpriseId, team.name);
  specialistName = specialist.full_name;
  specialistId = specialist._id;
  foreignId = (await createEnterprise({ admin, name: unique("Residencial Outra Equipe") }))._id;
  await apiCall(admin, "PUT", `/enterprises/${foreignId}/stand`, { active: true, opening_hours: [] });
});

afterAll(async () => {
  if (admin && enterpriseId) {
    await apiCall(admin, "POST", "/availability-schedules/clear", { enterprise_id: enterpriseId, month }).catch(
      () => undefined,
    );
    for (const id of [enterpriseId, foreignId]) {
      await apiCall(admin, "PUT", `/enterprises/${id}/stand`, { active: false, opening_hours: [] }).catch(
        () => undefined,
      );
    }
  }
  await browser?.close();
});

describe("availability schedule", () => {
  it("a coordinator fills a week by dragging over the grid; the specialist sees it in their month", async () => {
    const week = firstWeek();
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${enterpriseId}&month=${month}`));
    const grid = page.getByTestId("schedule-grid");
    await grid.waitFor({ timeout: 30_000 });
    await page.getByTestId("shift-legend").getByText("M = Manhã", { exact: false }).waitFor();
    const cell = (day: string, shift: string) =>
      grid.getByRole("button", { name: `${specialistName}, ${day}, ${shift}`, exact: true });

    // Press on Monday's morning and drag to Sunday's night: every shift of the week is filled, in one write.
    const from = await cell(week[0] as string, "Manhã").boundingBox();
    const to = await cell(week[6] as string, "Noite").boundingBox();
    if (!from || !to) throw new Error("grid cells not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 40 });
    await page.mouse.up();
    // The write answers within seconds, but two browser files share the 2 cores: allow for a slow save.
    await page.getByText("Escala atualizada.").waitFor({ timeout: 30_000 });
    for (const day of week) {
      for (const shift of ["Manhã", "Tarde", "Noite"]) {
        await expect.poll(() => cell(day, shift).getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
      }
    }
    // A click turns one cell off again.
    await cell(week[6] as string, "Noite").click();
    await expect
      .poll(() => cell(week[6] as string, "Noite").getAttribute("aria-pressed"), { timeout: 15_000 })
      .toBe("false");
    const savedCount = async () =>
      (
        await apiCall<{ payload: unknown[] }>(
          admin,
          "GET",
          `/availability-schedules?month=${month}&enterprise_id=${enterpriseId}`,
        )
      ).payload.length;
    await expect.poll(savedCount, { timeout: 15_000 }).toBe(20);
    await page.getByText("Salvando a escala...").waitFor({ state: "hidden", timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "availability-schedule-coordinator-1366");
    await context.close();

    // The specialist, on a phone: their month lists the seven days at this stand.
    const phone = await newContext(browser, PHONE_390);
    const sp = await phone.newPage();
    await login(sp, specialist);
    await expectPath(sp, "/home");
    await sp.goto(webUrl(`/availability-schedule?month=${month}`));
    const mine = sp.getByTestId("my-schedule");
    await mine.getByTestId("my-schedule-day").first().waitFor({ timeout: 30_000 });
    expect(await mine.getByTestId("my-schedule-day").count()).toBe(7);
    const monday = mine.getByTestId("my-schedule-day").filter({ hasText: week[0] as string });
    expect(await monday.getByText(`Manhã · ${standName}`).count()).toBe(1);
    const sunday = mine.getByTestId("my-schedule-day").filter({ hasText: week[6] as string });
    expect(await sunday.getByText(`Noite · ${standName}`).count()).toBe(0);
    await sp.getByTestId("stand-schedule").getByText(standName).waitFor();
    await expectNoSeriousA11yViolations(sp);
    await screenshot(sp, "availability-schedule-specialist-390");
    await phone.close();
  }, 180_000);

  it("on a phone the coordinator edits a specialist's days as a list", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${enterpriseId}&month=${month}`));
    await page.getByTestId("schedule-day-list").waitFor({ timeout: 30_000 });
    await screenshot(page, "availability-schedule-coordinator-390");
    await context.close();
  });

  it("a stand no team of the coordinator serves opens read-only, with the reason", async () => {
    const coordinatorApi = await apiSession(coordinator);
    const stands = await apiCall<{ payload: { enterprise_id: string; name: string; editable: boolean }[] }>(
      coordinatorApi,
      "GET",
      "/availability-schedules/stands",
    );
    expect(stands.payload.find((s) => s.enterprise_id === enterpriseId)?.editable).toBe(true);
    const foreign = stands.payload.find((s) => s.enterprise_id === foreignId);
    expect(foreign?.editable).toBe(false);
    if (!foreign) throw new Error("the file's other stand is missing from the coordinator's list");
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/availability-schedule?enterprise=${foreign.enterprise_id}&month=${month}`));
    await page.getByTestId("schedule-read-only").waitFor({ timeout: 30_000 });
    await page.getByTestId("schedule-grid").waitFor();
    expect(await page.getByRole("button", { name: "Importar" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "availability-schedule-read-only-1366");
    await context.close();
  });

  it("a specialist asks to swap a shift; an admin approves it in another browser and the coordinator's open grid changes without reload", async () => {
    const colleagueName = `Bianca Troca ${suffix}`;
    const colleague = await createTestUser("BOOTH_SPECIALIST", { admin, fullName: colleagueName });
    const d1 = `${month}-15`;
    const d2 = `${month}-20`;
    await apiCall(admin, "PUT", "/availability-schedules", {
      enterprise_id: enterpriseId,
      changes: [
        { user_id: specialistId, day: d1, shift: "M", scheduled: true },
        { user_id: colleague._id, day: d2, shift: "T", scheduled: true },
      ],
    });
    const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
    const weekday = (day: string) =>
      ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"][new Date(`${day}T00:00:00Z`).getUTCDay()] as string;
    const slot = (day: string, shift: string) => `${weekday(day)}, ${ddmm(day)} · ${shift}`;

    // The coordinator keeps the stand's grid open (another browser).
    const coordinatorContext = await newContext(browser, LAPTOP);
    const grid = await coordinatorContext.newPage();
    await login(grid, coordinator);
    await expectPath(grid, "/home");
    await grid.goto(webUrl(`/availability-schedule?enterprise=${enterpriseId}&month=${month}`));
    const cells = grid.getByTestId("schedule-grid");
    await cells.waitFor({ timeout: 30_000 });
    await realtimeOpen(grid);
    const pressed = (who: string, day: string, shift: string) =>
      cells.getByRole("button", { name: `${who}, ${ddmm(day)}, ${shift}`, exact: true }).getAttribute("aria-pressed");
    expect(await pressed(specialistName, d1, "Manhã")).toBe("true");
    expect(await pressed(colleagueName, d1, "Manhã")).toBe("false");

    // The specialist, on a phone, asks for the swap from their schedule.
    const phone = await newContext(browser, PHONE_390);
    const sp = await phone.newPage();
    await login(sp, specialist);
    await expectPath(sp, "/home");
    await sp.goto(webUrl(`/availability-schedule?month=${month}&enterprise=${enterpriseId}`));
    await sp.getByTestId("shift-swap-open").click();
    const modal = sp.getByRole("dialog", { name: "Pedir troca de plantão" });
    await modal.getByRole("button", { name: "Pedir troca" }).click();
    await modal.getByText("Escreva o motivo da solicitação.").waitFor();
    expect(await modal.getByText("Campo obrigatório.").count()).toBe(3);
    await screenshot(sp, "shift-swap-form-errors-390");
    await modal.getByTestId("swap-mine").click();
    await sp.getByRole("option", { name: slot(d1, "Manhã") }).click();
    await modal.getByTestId("swap-colleague").click();
    await sp.getByRole("option", { name: colleagueName }).click();
    await modal.getByTestId("swap-theirs").click();
    await sp.getByRole("option", { name: slot(d2, "Tarde") }).click();
    await modal.getByLabel("Motivo").fill("Tenho consulta médica nessa manhã.");
    await expectNoSeriousA11yViolations(sp);
    await screenshot(sp, "shift-swap-form-390");
    await modal.getByRole("button", { name: "Pedir troca" }).click();
    await sp.getByText("Solicitação enviada.").waitFor();
    await expectPath(sp, /^\/solicitations\/[0-9a-f-]{36}$/);
    const solicitationId = new URL(sp.url()).pathname.split("/").pop() as string;
    await sp.getByRole("heading", { name: "Troca de plantão" }).waitFor();
    await phone.close();

    // An admin approves it in a third browser.
    const adminContext = await newContext(browser, LAPTOP);
    const ap = await adminContext.newPage();
    await login(ap, geralAdmin);
    await ap.waitForURL((u) => u.pathname !== "/login");
    await ap.goto(webUrl(`/solicitations/${solicitationId}`));
    await ap.getByText("Tenho consulta médica nessa manhã.").waitFor();
    await ap.getByRole("button", { name: "Aprovar" }).click();
    await ap.getByText("Solicitação aprovada.").waitFor();
    await adminContext.close();

    // The coordinator's grid shows the swap, pushed over the websocket: no reload, no navigation.
    const url = grid.url();
    await expect.poll(() => pressed(colleagueName, d1, "Manhã"), { timeout: 15_000 }).toBe("true");
    await expect.poll(() => pressed(specialistName, d1, "Manhã"), { timeout: 15_000 }).toBe("false");
    await expect.poll(() => pressed(specialistName, d2, "Tarde"), { timeout: 15_000 }).toBe("true");
    expect(await pressed(colleagueName, d2, "Tarde")).toBe("false");
    expect(grid.url()).toBe(url);
    await coordinatorContext.close();
  }, 240_000);
});
