/**
 * Issue 3's list actions in the browser: a coordinator creates a lead with the form (phone mask, enterprise),
 * transfers it and another lead to a specialist in bulk, and finds both transfers on the movements screen (a batch
 * for one person is recorded as a transfer, not a distribution).
 */
import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, selectLeads, webUrl } from "../harness/browser";
import { createEnterprise, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";

let browser: Browser;
let coordinator: TestUser;
let specialist: TestUser;
let enterpriseName: string;
beforeAll(async () => {
  browser = await launchBrowser();
  coordinator = await createTestUser("BOOTH_COORDINATOR");
  specialist = await createTestUser("BOOTH_SPECIALIST");
  await createSalesTeam({ master: coordinator, members: [specialist] });
  enterpriseName = (await createEnterprise()).name;
});
afterAll(async () => {
  await browser?.close();
});

describe("lead list actions", () => {
  it("a coordinator creates a lead with the form, transfers two leads in bulk and sees the movements", async () => {
    const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join("");
    const formName = `Otávio Lote ${tag}`;
    const apiName = `Rebeca Lote ${tag}`;
    const coordinatorApi = await apiSession(coordinator);
    await apiCall(
      coordinatorApi,
      "POST",
      "/leads",
      { full_name: apiName, phone: `1198${randomInt(1e6, 1e7 - 1)}` },
      201,
    );

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl("/leads"));

    // The create form: the phone is typed as digits and shown masked; the enterprise is picked from the list.
    await page.getByRole("button", { name: "Novo lead" }).click();
    const form = page.getByRole("dialog", { name: "Novo lead" });
    await form.getByLabel("Nome completo").fill(formName);
    const phone = form.getByLabel("Telefone");
    await phone.pressSequentially(`1197${randomInt(1e6, 1e7 - 1)}`);
    await expect(phone.inputValue()).resolves.toMatch(/^\(11\) 97\d{3}-\d{4}$/);
    await form.getByRole("combobox", { name: "Empreendimento" }).click();
    await page.getByRole("option", { name: enterpriseName }).click();
    await form.getByRole("button", { name: "Criar lead" }).click();
    await page.getByText(`Lead ${formName} criado.`).waitFor();
    await page.getByRole("heading", { name: formName }).waitFor();

    // Both leads, selected in the list and transferred together.
    await page.goto(webUrl(`/leads?search=${encodeURIComponent(`Lote ${tag}`)}`));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=lead-row]").length === 2);
    const bulk = await selectLeads(page, [formName, apiName]);
    await bulk.getByRole("button", { name: "Transferir" }).click();
    const transfer = page.getByRole("dialog", { name: "Transferir leads" });
    await transfer.getByRole("combobox", { name: "Novo responsável" }).fill(specialist.full_name);
    await page
      .getByRole("option", { name: new RegExp(specialist.full_name) })
      .first()
      .click();
    await transfer.getByRole("button", { name: "Transferir" }).click();
    await page.getByText("2 leads transferidos.").waitFor();
    await page.waitForFunction(
      (owner) =>
        Array.from(document.querySelectorAll("[data-testid=lead-row]")).every((row) =>
          row.textContent?.includes(owner),
        ),
      specialist.full_name,
    );

    // The movements screen lists both transfers to the specialist.
    await page.goto(webUrl(`/movements?search=${encodeURIComponent(`Lote ${tag}`)}`));
    for (const name of [formName, apiName]) {
      const row = page.getByRole("row").filter({ hasText: name });
      await row.first().waitFor();
      await expect(row.first().textContent()).resolves.toContain(specialist.full_name);
      await expect(row.first().textContent()).resolves.toContain("Transferência");
    }
    await screenshot(page, "movements-after-transfer");
    await context.close();
  });
});
