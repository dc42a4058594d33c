/**
 * The lead profile's own actions, as the specialist who owns the lead: the thermometer and the status (archive with a
 * required reason) from the 'Ações' menu, the favourite star, the contract data (CPF check, address) and a file upload.
 */
import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreatedLead, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";

/** Letters only, so the name survives any name check and is easy to find. */
function tag(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

async function openProfile(page: Page, lead: CreatedLead, tab?: string): Promise<void> {
  await page.goto(webUrl(`/leads/${lead._id}${tab ? `?tab=${tab}` : ""}`));
  await page.getByRole("heading", { name: lead.full_name }).waitFor();
}

let browser: Browser;
let owner: TestUser;
beforeAll(async () => {
  owner = await createTestUser("ONLINE_SPECIALIST");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("lead profile actions", () => {
  it("the owner changes the thermometer, marks the lead as favourite and archives it with a reason", async () => {
    const lead = await createLeadAs(owner, `Valentina Perfil ${tag()}`);
    expect(lead).toMatchObject({ status: "NEW", favorite: false });
    expect(lead.interest_level).not.toBe("HIGH");

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, owner);
    await expectPath(page, "/home");
    await openProfile(page, lead);
    // The header's status and thermometer badges (their texts appear nowhere else on the page).
    const badge = (text: string) => page.getByText(text, { exact: true });
    await expect(badge("Novo").isVisible()).resolves.toBe(true);

    // Thermometer: 'Quente' in the header badge and a 'Dados atualizados' entry naming the field in the history.
    await page.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Termômetro" }).click();
    const thermometer = page.getByRole("dialog", { name: "Termômetro do lead" });
    const save = thermometer.getByRole("button", { name: "Salvar" });
    await expect(save.isDisabled()).resolves.toBe(true);
    await thermometer.getByRole("radio", { name: "Quente" }).check();
    await save.click();
    await page.getByText("Termômetro atualizado.").waitFor();
    await thermometer.waitFor({ state: "hidden" });
    await badge("Quente").waitFor();
    await page.getByRole("tab", { name: "Histórico" }).click();
    const interestEntry = page
      .getByTestId("history-entry")
      .filter({ hasText: "Dados atualizados" })
      .filter({ hasText: "termômetro" });
    await interestEntry.waitFor();
    await expect(interestEntry.count()).resolves.toBe(1);

    // The thermometer's toast opens at the top centre, over the header's star: close it, as a user would.
    const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Termômetro atualizado." });
    if (await toast.isVisible()) {
      await toast.locator(".mantine-Notification-closeButton").click();
      await toast.waitFor({ state: "hidden" });
    }

    // Favourite star: pressed with the 'Remover ... dos favoritos' label, kept after a reload, and back off.
    const star = page.getByTestId("favorite-toggle");
    await expect(star.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(star.getAttribute("aria-label")).resolves.toBe(`Marcar ${lead.full_name} como favorito`);
    const favourited = page.waitForResponse((r) => r.request().method() !== "GET" && /favorite/.test(r.url()));
    await page.getByRole("button", { name: `Marcar ${lead.full_name} como favorito` }).click();
    await page.getByRole("button", { name: `Remover ${lead.full_name} dos favoritos` }).waitFor();
    await expect(star.getAttribute("aria-pressed")).resolves.toBe("true");
    expect((await favourited).ok()).toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: lead.full_name }).waitFor();
    await expect(star.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(badge("Quente").isVisible()).resolves.toBe(true);
    await star.click();
    await page.getByRole("button", { name: `Marcar ${lead.full_name} como favorito` }).waitFor();
    await expect(star.getAttribute("aria-pressed")).resolves.toBe("false");

    // Archive: without a reason the form refuses; with one, the header shows the status and the reason.
    await page.getByRole("button", { name: "Ações" }).click();
    await page.getByRole("menuitem", { name: "Alterar status" }).click();
    const statusDialog = page.getByRole("dialog", { name: "Alterar status" });
    await statusDialog.getByText("Status atual:").waitFor();
    await statusDialog.getByRole("combobox", { name: "Novo status" }).click();
    await page.getByRole("option", { name: "Arquivado" }).click();
    const reason = statusDialog.getByRole("combobox", { name: "Motivo do arquivamento" });
    await reason.waitFor();
    const statusRequests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith(`/leads/${lead._id}/status`)) statusRequests.push(r.url());
    });
    await statusDialog.getByRole("button", { name: "Salvar status" }).click();
    await statusDialog.getByText("Escolha o motivo.").waitFor();
    await expect(reason.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(statusRequests).toEqual([]);
    await reason.click();
    await page.getByRole("option", { name: "Comprou outro imóvel" }).click();
    await expect.poll(() => statusDialog.getByText("Escolha o motivo.").count()).toBe(0);
    await statusDialog.getByRole("button", { name: "Salvar status" }).click();
    await page.getByText("Status atualizado.").waitFor();
    await statusDialog.waitFor({ state: "hidden" });
    expect(statusRequests).toHaveLength(1);
    await badge("Arquivado").waitFor();
    await page.getByText("Motivo do arquivamento").waitFor();
    await page.getByText("Comprou outro imóvel", { exact: true }).waitFor();
    await page
      .getByTestId("history-entry")
      .filter({ hasText: "Status alterado" })
      .filter({ hasText: "Motivo: Comprou outro imóvel" })
      .waitFor();
    await screenshot(page, "lead-profile-archived");

    // All of it is the server's: after a reload the same header.
    await page.reload();
    await page.getByText("Motivo do arquivamento").waitFor();
    await expect(page.getByText("Comprou outro imóvel", { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(badge("Arquivado").isVisible()).resolves.toBe(true);
    await expect(badge("Quente").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("the owner fills the contract data (CPF checked) and uploads a PDF", async () => {
    const lead = await createLeadAs(owner, `Joaquim Contrato ${tag()}`);
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, owner);
    await expectPath(page, "/home");
    await openProfile(page, lead);

    // An invalid CPF: a field error in Portuguese under the input, the failure toast, nothing sent.
    await page.getByRole("tab", { name: "Dados do contrato" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "contrato");
    const cpf = page.getByRole("textbox", { name: "CPF", exact: true });
    const save = page.getByRole("button", { name: "Salvar dados do contrato" });
    await expect(save.isDisabled()).resolves.toBe(true);
    const contractRequests: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith("/contract-info")) contractRequests.push(r.url());
    });
    await cpf.pressSequentially("11111111111");
    await expect(cpf.inputValue()).resolves.toBe("111.111.111-11");
    await save.click();
    await page.getByText("Deve ser um CPF válido.").waitFor();
    await expect(cpf.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByText("Favor verificar dados inseridos!").waitFor();
    expect(contractRequests).toEqual([]);

    // A valid CPF and a whole address (an address is all or nothing): saved, and kept after a reload.
    await cpf.fill("");
    await cpf.pressSequentially("52998224725");
    await expect(cpf.inputValue()).resolves.toBe("529.982.247-25");
    await expect.poll(() => page.getByText("Deve ser um CPF válido.").count()).toBe(0);
    const cep = page.getByRole("textbox", { name: "CEP" });
    await cep.pressSequentially("13010050");
    await expect(cep.inputValue()).resolves.toBe("13010-050");
    await page.getByRole("textbox", { name: "Rua" }).fill("Rua Barão de Jaguara");
    await page.getByRole("textbox", { name: "Número" }).fill("1200");
    await page.getByRole("textbox", { name: "Bairro" }).fill("Centro");
    await page.getByRole("textbox", { name: "Cidade" }).fill("Campinas");
    await page.getByRole("combobox", { name: "UF", exact: true }).fill("SP");
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await save.click();
    await page.getByText("Dados do contrato atualizados.").waitFor();
    expect(contractRequests).toHaveLength(1);
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: lead.full_name }).waitFor();
    await expect(cpf.inputValue()).resolves.toBe("529.982.247-25");
    await expect(cep.inputValue()).resolves.toBe("13010-050");
    await expect(page.getByRole("textbox", { name: "Rua" }).inputValue()).resolves.toBe("Rua Barão de Jaguara");
    await expect(page.getByRole("combobox", { name: "UF", exact: true }).inputValue()).resolves.toBe("SP");
    await expect(save.isDisabled()).resolves.toBe(true);

    // A small PDF in 'Arquivos': listed with its type, name and uploader.
    await page.getByRole("tab", { name: "Arquivos" }).click();
    await page.getByText("Nenhum arquivo").waitFor();
    await page.getByRole("combobox", { name: "Tipo do documento" }).click();
    await page.getByRole("option", { name: "Comprovante de endereço" }).click();
    const fileName = `comprovante-${tag()}.pdf`;
    const pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Escolher arquivos" }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await page.getByRole("button", { name: "Enviar" }).click();
    await page.getByText(`Arquivo ${fileName} enviado.`).waitFor();
    const row = page.getByTestId("lead-file-row").filter({ hasText: fileName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("Comprovante de endereço");
    await expect(row.getByRole("button", { name: `Baixar ${fileName}` }).isVisible()).resolves.toBe(true);
    await screenshot(page, "lead-profile-files");
    await page.reload();
    await page.getByTestId("lead-file-row").filter({ hasText: fileName }).waitFor();
    await context.close();
  });
});
