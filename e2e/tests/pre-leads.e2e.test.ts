import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createEnterprise, createTestUser, type TestUser } from "../harness/factories";

async function offerSettings(user: TestUser): Promise<{ max_acquisitions_per_day: number; enterprise_ids: string[] }> {
  return apiCall(await apiSession(user), "GET", "/pre-leads/offer-settings");
}

let browser: Browser;
let coordinator: TestUser;
let specialistUser: TestUser;
/** The enterprise of the file's own: offered in the first test, named by the imported rows in the second. */
let enterprise: { _id: string; name: string };
beforeAll(async () => {
  browser = await launchBrowser();
  coordinator = await createTestUser("ONLINE_COORDINATOR");
  specialistUser = await createTestUser("ONLINE_SPECIALIST");
  enterprise = await createEnterprise();
});
afterAll(async () => {
  await browser?.close();
});

describe("pre-lead offer settings", () => {
  it("a coordinator changes the daily limit and the enterprises on offer; a specialist has no such button", async () => {
    const before = await offerSettings(coordinator);
    const next = before.max_acquisitions_per_day === 7 ? 8 : 7;
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl("/pre-leads"));
    await page.getByRole("button", { name: "Configurar oferta" }).click();
    const limit = page.getByRole("textbox", { name: "Aquisições por especialista por dia" });
    await limit.waitFor();
    await limit.fill(String(next));
    // Pick the file's own enterprise.
    await page.getByRole("combobox", { name: "Empreendimentos em oferta" }).click();
    await page.getByRole("option", { name: `${enterprise.name} (Campinas)`, exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByText(/Somente os pré-leads de \d+ empreendimentos? ficam em oferta/).waitFor();
    await screenshot(page, "pre-leads-offer-settings");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Configuração de oferta salva.").waitFor();
    const after = await offerSettings(coordinator);
    expect(after.max_acquisitions_per_day).toBe(next);
    expect(after.enterprise_ids).toContain(enterprise._id);
    await context.close();

    const phone = await newContext(browser, PHONE);
    const specialist = await phone.newPage();
    await login(specialist, specialistUser);
    await expectPath(specialist, "/home");
    await specialist.goto(webUrl("/pre-leads"));
    await specialist.getByRole("heading", { name: "Pré-leads" }).waitFor();
    await expect(specialist.getByRole("button", { name: "Configurar oferta" }).count()).resolves.toBe(0);
    await phone.close();
  });
});

describe("pre-lead import and acquisition", () => {
  it("a coordinator imports a CSV (report of accepted and rejected rows); a specialist acquires one into the wallet", async () => {
    // Every enterprise on offer (the test above may have narrowed it).
    const coordinatorApi = await apiSession(coordinator);
    await apiCall(coordinatorApi, "PUT", "/pre-leads/offer-settings", {
      enterprise_ids: [],
      max_acquisitions_per_day: 50,
    });
    // Names take letters only: a tag of letters keeps this run's rows apart from earlier ones.
    const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
    const mobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const accepted = `Pré Teste Aceito ${tag}`;
    const acceptedPhone = mobile();
    const fullPhone = `(11) ${acceptedPhone.slice(2, 7)}-${acceptedPhone.slice(7)}`;
    const csv = [
      "full_name;phone;email;city;enterprise;source",
      `${accepted};${acceptedPhone};;;${enterprise.name};`,
      `Pré Teste Telefone Ruim ${tag};123;;;${enterprise.name};`,
      `Pré Teste Outro ${tag};${mobile()};pre.${tag}@example.com;;${enterprise.name};Site`,
    ].join("\n");

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl("/pre-leads"));
    await page.getByRole("button", { name: "Importar CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar pré-leads" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `pre-leads-${tag}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(csv, "utf8"),
    });
    await dialog.getByRole("button", { name: "Importar", exact: true }).click();
    await dialog.getByText("Importação concluída com rejeições").waitFor();
    await dialog.getByText(`2 de 3 linhas de pre-leads-${tag}.csv foram importadas.`, { exact: false }).waitFor();
    const rejected = dialog.getByTestId("rejected-row");
    await expect(rejected.count()).resolves.toBe(1);
    await expect(rejected.first().textContent()).resolves.toMatch(/^3.*telefone/i);
    await screenshot(page, "pre-leads-import-report");
    await dialog.getByRole("button", { name: "Concluir" }).click();
    await context.close();

    const specialistContext = await newContext(browser);
    const specialist = await specialistContext.newPage();
    await login(specialist, specialistUser);
    await expectPath(specialist, "/home");
    await specialist.goto(webUrl("/pre-leads"));
    await specialist.getByLabel("Buscar").fill(accepted);
    // Before 'Adquirir' the phone is masked (the API sends it so); the whole number is nowhere on the page.
    await specialist
      .getByText(`(11) 9****-**${acceptedPhone.slice(-2)}`)
      .first()
      .waitFor();
    await expect(specialist.getByText(fullPhone).count()).resolves.toBe(0);
    await expect(specialist.content()).resolves.not.toContain(acceptedPhone.slice(2));
    await specialist.getByRole("button", { name: `Adquirir ${accepted}` }).click();
    await specialist.getByText("Pré-lead adicionado à sua carteira.").waitFor();
    // It is a lead in the specialist's wallet now, with the whole phone.
    await specialist.goto(webUrl(`/leads?search=${encodeURIComponent(accepted)}`));
    await specialist.getByRole("link", { name: accepted }).first().click();
    await specialist.getByRole("heading", { name: accepted }).waitFor();
    await specialist.getByText(fullPhone).first().waitFor();
    await specialistContext.close();
  });
});
