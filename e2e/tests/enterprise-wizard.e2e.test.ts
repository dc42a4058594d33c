import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";

let browser: Browser;
const suffix = String(Date.now()).slice(-6);
const name = `Jardim Assistente ${suffix}`;
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

let geralAdmin: TestUser;
beforeAll(async () => {
  geralAdmin = await createTestUser("GERAL_ADMIN");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("enterprise wizard", () => {
  it("an admin creates an enterprise step by step, and the wizard resumes where it stopped", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl("/enterprises"));
    await page.getByRole("link", { name: "Novo empreendimento" }).click();
    await expectPath(page, "/enterprises/new");

    // Step 1: a wrong CNPJ is pointed at its field.
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByRole("combobox", { name: /^Cidade/ }).click();
    await page.getByRole("option", { name: "Campinas" }).click();
    await page.getByRole("combobox", { name: /^Grupo/ }).click();
    await page.getByRole("option", { name: "Estoque" }).click();
    await page.getByLabel(/^Razão social da SPE/).fill(`Jardim Assistente SPE ${suffix} Ltda`);
    await page.getByLabel(/^CNPJ da SPE/).fill("11.111.111/1111-11");
    await page.getByLabel(/^CEP/).fill("13015-100");
    await page.getByLabel(/^Rua/).fill("Avenida Norte-Sul");
    await page.getByLabel(/^Número/).fill("1000");
    await page.getByLabel(/^Bairro/).fill("Cambuí");
    await page.getByRole("combobox", { name: /^UF/ }).click();
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await page.getByRole("button", { name: "Salvar e continuar" }).click();
    await page.getByText(/CNPJ/i, { exact: false }).first().waitFor();
    expect(await page.locator("[aria-invalid=true]").count()).toBeGreaterThan(0);
    await page.getByLabel(/^CNPJ da SPE/).fill("11.222.333/0001-81");
    await page.getByRole("button", { name: "Salvar e continuar" }).click();

    // Step 2: the default pattern (Torre A, 10 floors × 4) generates 40 units.
    await page.waitForURL((u) => u.pathname.endsWith("/wizard") && u.searchParams.get("step") === "2");
    await page.getByTestId("wizard-total-units").getByText("40 unidades").waitFor();
    await page.getByRole("button", { name: "Gerar unidades e continuar" }).click();

    // Step 3: prices from R$ 9.000/m².
    await page.waitForURL((u) => u.searchParams.get("step") === "3");
    await page.getByLabel(/^Preço base por m²/).fill("9000");
    await page.getByText(/Exemplo: uma unidade de 60 m²/).waitFor();
    await page.getByRole("button", { name: "Gerar tabela e continuar" }).click();

    // Step 4: a sale campaign (5 % off for the next 30 days, the defaults) is created with the step.
    await page.waitForURL((u) => u.searchParams.get("step") === "4");
    await page.getByRole("button", { name: "Nova campanha" }).click();
    await page.getByLabel(/^Nome da campanha/).fill("Campanha de lançamento");
    expect(await page.getByText(/em breve/i).count()).toBe(0);
    await page.getByRole("button", { name: "Salvar e continuar" }).click();

    // Step 5: an enterprise file is uploaded right there.
    await page.waitForURL((u) => u.searchParams.get("step") === "5");
    const filesCard = page
      .locator(".mantine-Card-root")
      .filter({ has: page.getByRole("heading", { name: "Arquivos", exact: true }) })
      .first();
    await filesCard.getByText("Nenhum arquivo enviado").waitFor();
    await filesCard
      .locator("input[type=file]")
      .setInputFiles({ name: "book-jardim.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await filesCard.getByRole("button", { name: "Enviar" }).click();
    await page.getByText("Arquivo enviado.").waitFor();
    await filesCard.getByText("book-jardim.pdf").waitFor();
    expect(await page.getByText(/em breve/i).count()).toBe(0);
    await page.getByRole("button", { name: "Salvar e continuar" }).click();
    await page.waitForURL((u) => u.searchParams.get("step") === "6");
    await page.getByText("Etapas salvas: 5 de 6").waitFor();
    await screenshot(page, "wizard-step-6");

    // Resume: opening the wizard without a step lands on the step after the last saved one.
    const path = new URL(page.url()).pathname;
    await page.goto(webUrl(path));
    await page.getByText("Etapas salvas: 5 de 6").waitFor();
    await page.getByLabel("Publicado (disponível para venda)").waitFor();
    await page.getByLabel("Publicado (disponível para venda)").check({ force: true });
    await page.getByRole("button", { name: "Salvar e concluir" }).click();
    await page.getByText("Etapas salvas: 6 de 6").waitFor();
    await page.getByText("Publicado", { exact: true }).first().waitFor();

    // Back on step 4, the campaign was saved.
    await page.goto(webUrl(`${path}?step=4`));
    await page.getByRole("button", { name: "Nova campanha" }).waitFor();
    expect(await page.getByLabel(/^Nome da campanha/).inputValue()).toBe("Campanha de lançamento");

    // The mirror shows the generated, priced units.
    const enterpriseId = path.split("/")[2];
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=mirror-unit]").length === 40);
    expect(await page.locator("[data-testid=mirror-unit]", { hasText: "Sem preço" }).count()).toBe(0);
    await context.close();
  });
});
