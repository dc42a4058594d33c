import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../harness/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("maintenance", () => {
  it("replaces the whole app with the maintenance page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(new URL("/login", inject("maintenanceWebUrl")).toString());
    await page.getByRole("heading", { name: "Sistema em manutenção." }).waitFor();
    await expect(page.getByText("Em breve retornaremos!").isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("E-mail").count()).resolves.toBe(0);
    await screenshot(page, "maintenance");
    await context.close();
  });
});
