import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot } from "../harness/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("roulette administration", () => {
  it("an admin opens a roulette, sees its agents live and moves one to the first position", async () => {
    const suffix = String(Date.now()).slice(-6);
    const admin = await apiSession("geral_admin@demo.local");
    const roulette = await apiCall<{ _id: string }>(
      admin,
      "POST",
      "/roulettes",
      {
        name: `Roleta Online E2E ${suffix}`,
        type: "ONLINE",
      },
      201,
    );
    const second = await apiCall<{ _id: string }>(
      admin,
      "POST",
      "/admin/users",
      {
        full_name: `Bruna Roleta ${suffix}`,
        email: `bruna.roleta.${suffix}@exemplo.com.br`,
        password: "Inicial@2026",
        roles: ["ONLINE_SPECIALIST"],
      },
      201,
    );
    const first = await apiCall<{ _id: string }>(
      admin,
      "POST",
      "/admin/users",
      {
        full_name: `Alice Roleta ${suffix}`,
        email: `alice.roleta.${suffix}@exemplo.com.br`,
        password: "Inicial@2026",
        roles: ["ONLINE_SPECIALIST"],
      },
      201,
    );
    await apiCall(admin, "POST", `/roulettes/${roulette._id}/agents`, { user_id: first._id, status: "AVAILABLE" }, 201);
    await apiCall(admin, "POST", `/roulettes/${roulette._id}/agents`, { user_id: second._id }, 201);

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, "geral_admin@demo.local");
    await expectPath(page, "/home");
    await page.getByRole("link", { name: "Roletas" }).click();
    await expectPath(page, "/roulettes");
    await page.getByRole("link", { name: `Roleta Online E2E ${suffix}` }).click();
    await expectPath(page, `/roulettes/${roulette._id}`);

    const rows = page.getByTestId("agent-row");
    await rows.nth(1).waitFor();
    const names = () => rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-agent-name")));
    await expect(names()).resolves.toEqual([`Alice Roleta ${suffix}`, `Bruna Roleta ${suffix}`]);
    await expect(rows.nth(0).textContent()).resolves.toContain("Disponível");
    await expect(rows.nth(1).textContent()).resolves.toContain("Em pausa");
    await screenshot(page, "roulette-detail");

    await page.getByRole("button", { name: `Mover Bruna Roleta ${suffix} para a primeira posição` }).click();
    await page.getByText(`Bruna Roleta ${suffix} foi movido para a primeira posição.`).waitFor();
    await page.waitForFunction(
      (name) => document.querySelector("[data-testid=agent-row]")?.getAttribute("data-agent-name") === name,
      `Bruna Roleta ${suffix}`,
    );
    await expect(names()).resolves.toEqual([`Bruna Roleta ${suffix}`, `Alice Roleta ${suffix}`]);
    // The decision log shows the move.
    await page.getByTestId("roulette-log").getByText("Movido para o início").first().waitFor();
    await context.close();
  });
});
