import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import {
  expectPath,
  launchBrowser,
  login,
  newContext,
  PHONE,
  realtimeOpen,
  screenshot,
  webUrl,
} from "../harness/browser";
import { adminSession, createEnterprise, createTestUser, type TestUser, unique } from "../harness/factories";

let browser: Browser;
let specialist: TestUser;
let previousOwner: TestUser;
let adminCookie: string;
let specialistCookie: string;
let rouletteId: string;
let enterpriseId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await adminSession();
  specialist = await createTestUser("ONLINE_SPECIALIST", { admin: adminCookie });
  previousOwner = await createTestUser("BOOTH_SPECIALIST", { admin: adminCookie });
  specialistCookie = await apiSession(specialist);
  enterpriseId = (await createEnterprise({ admin: adminCookie }))._id;
  const roulette = await apiCall<{ _id: string }>(
    adminCookie,
    "POST",
    "/roulettes",
    { name: unique("Roleta e2e"), type: "ONLINE", enterprise_ids: [enterpriseId] },
    201,
  );
  rouletteId = roulette._id;
  await apiCall(
    adminCookie,
    "POST",
    `/roulettes/${rouletteId}/agents`,
    { user_id: specialist._id, status: "AVAILABLE" },
    201,
  );
  await apiCall(specialistCookie, "PUT", "/users/availability", { availability_status: "AVAILABLE" });
});

afterAll(async () => {
  // Leave the specialist out of the rotation for the other suites.
  if (specialistCookie) await apiCall(specialistCookie, "POST", "/roulettes/check-out").catch(() => undefined);
  if (adminCookie && rouletteId)
    await apiCall(adminCookie, "DELETE", `/roulettes/${rouletteId}`).catch(() => undefined);
  await browser?.close();
});

describe("notifications", () => {
  it("a specialist on the leads page gets the new-lead alert without reloading and attends the lead", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.goto(webUrl("/leads"));
    await page.getByTestId("availability-control").waitFor();
    await realtimeOpen(page); // the websocket is open before the lead is created

    const fullName = unique("Lead Roleta E2E");
    const phone = `1198${String(randomInt(1_000_000, 9_999_999))}`;
    const created = await apiCall<{ lead: { _id: string } }>(
      adminCookie,
      "POST",
      "/leads",
      { full_name: fullName, phone, enterprise_id: enterpriseId, source: "SITE" },
      201,
    );

    const modal = page.getByRole("dialog", { name: "Novo Lead na sua carteira" });
    await modal.waitFor({ timeout: 15_000 });
    await modal.getByText(fullName).waitFor();
    const countdown = await modal.getByTestId("new-lead-countdown").textContent();
    expect(countdown).toMatch(/^\d{2}:\d{2}$/);
    await screenshot(page, "new-lead-alert");

    await modal.getByTestId("attend-button").click();
    await modal.waitFor({ state: "detached", timeout: 15_000 });

    const lead = await apiCall<{ in_attendance: boolean; owner: { _id?: string; full_name: string } | null }>(
      specialistCookie,
      "GET",
      `/leads/${created.lead._id}`,
    );
    expect(lead.in_attendance).toBe(true);
    expect(lead.owner?.full_name).toBe(specialist.full_name);

    // The notification toast went away or stays; the notifications page lists it.
    await page.goto(webUrl("/notifications"));
    await page.getByTestId("notifications-list").getByText("Novo Lead na sua carteira").first().waitFor();
    await context.close();
  });

  it("a toast announces a lead transferred to the specialist and opens that notification", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await realtimeOpen(page);

    const fullName = unique("Lead Transferido E2E");
    const phone = `1197${String(randomInt(1_000_000, 9_999_999))}`;
    const created = await apiCall<{ lead: { _id: string } }>(
      adminCookie,
      "POST",
      "/leads",
      { full_name: fullName, phone, enterprise_id: enterpriseId, source: "PORTAL", owner_id: previousOwner._id },
      201,
    );
    // A lead already being worked: a NEW one would arrive with the new-lead alert instead (decision 036).
    await apiCall(adminCookie, "PUT", `/leads/${created.lead._id}/status`, { status: "TALKING" });
    await apiCall(adminCookie, "PUT", `/leads/${created.lead._id}/specialist`, {
      specialist_id: specialist._id,
      type: "TRANSFER",
      notify_specialist: true,
    });

    const toast = page.getByRole("alert").filter({ hasText: "Lead transferido para sua carteira" });
    await toast.waitFor({ timeout: 15_000 });
    await toast.getByText(`O lead ${fullName} foi transferido para você.`).click();
    await expectPath(page, /^\/notifications\/see\/[0-9a-f-]{36}$/);
    await page.getByText(`O lead ${fullName} foi transferido para você.`).first().waitFor();
    await context.close();
  });

  it("on a phone the availability toggle and check-out are in the menu", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.getByRole("button", { name: "Abrir navegação" }).click();
    const control = page.getByTestId("availability-control");
    await control.waitFor();
    expect(await page.getByTestId("availability-control").count()).toBe(1);
    await control.getByText("Em pausa").click();
    await expect
      .poll(
        async () =>
          (await apiCall<{ availability_status: string }>(specialistCookie, "GET", "/users/my-profile"))
            .availability_status,
      )
      .toBe("IN_PAUSE");
    await screenshot(page, "availability-phone");
    await control.getByText("Disponível").click();
    await expect
      .poll(
        async () =>
          (await apiCall<{ availability_status: string }>(specialistCookie, "GET", "/users/my-profile"))
            .availability_status,
      )
      .toBe("AVAILABLE");
    await context.close();
  });
});
