import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";

/** Sale extras on the sale detail screen (docs/decisions/015): payments, participants, home broker, pre-sale, group, recreate. */

let browser: Browser;
let secretaryCookie: string;
let saleId: string;
let boxSaleId: string;
const suffix = String(Date.now()).slice(-6);

let boothSpecialist: TestUser;
let secretary: TestUser;
let homeBroker: TestUser;
beforeAll(async () => {
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  secretary = await createTestUser("SALES_SECRETARY");
  homeBroker = await createTestUser("ONLINE_SPECIALIST");
  browser = await launchBrowser();
  const admin = await adminSession();
  const { mirror } = await createPricedEnterprise(admin, {
    name: `Residencial Extras ${suffix}`,
    floors: 1,
    approvalRules: [],
  });
  const units = mirror.towers[0]?.floors.flatMap((f) => f.units).filter((u) => u.status === "AVAILABLE" && u.price);
  expect(units?.length).toBe(2);

  const specialist = await apiSession(boothSpecialist);
  const phone = `1197${String(randomInt(1_000_000, 9_999_999))}`;
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    { full_name: `Lívia Extras ${suffix}`, phone, city: "Campinas", source: "STAND" },
    201,
  );
  const sales: string[] = [];
  for (const unit of units ?? []) {
    const proposal = await apiCall<{ _id: string; status: string }>(
      specialist,
      "POST",
      "/proposals",
      {
        lead_id: lead.lead._id,
        unit_id: unit._id,
        series: atoAndFinancing(unit.price as number, 10),
        submit: true,
      },
      201,
    );
    expect(proposal.status).toBe("APPROVED");
    const sale = await apiCall<{ _id: string }>(
      specialist,
      "POST",
      "/sales",
      { proposal_id: proposal._id, buyers: [saleBuyer("Lívia Extras Teste")] },
      201,
    );
    sales.push(sale._id);
  }
  [saleId, boxSaleId] = sales as [string, string];
  secretaryCookie = await apiSession(secretary);
});
afterAll(async () => {
  await browser?.close();
});

describe("sale extras on the sale detail", () => {
  it("the secretary fills payments, participants, home broker, groups the sales and handles the pre-sale", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, secretary);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/sales/${saleId}`));
    await page.getByTestId("payment-series-row").first().waitFor();
    expect(await page.getByTestId("payment-series-row").count()).toBe(2);

    // Payments info: the financed amount comes prefilled from the plan.
    await page.getByRole("button", { name: "Editar dados de pagamento" }).click();
    const dialog = page.getByRole("dialog", { name: "Dados de pagamento" });
    await dialog.getByLabel("Banco").fill("Caixa Econômica Federal");
    await dialog.getByLabel("Modalidade").click();
    await page.getByRole("option", { name: "SFH (Sistema Financeiro da Habitação)" }).click();
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Dados de pagamento salvos.").waitFor();
    await page.getByText("Caixa Econômica Federal").waitFor();

    // Participants: the booth specialist as broker with 1,5 %.
    await page.getByRole("button", { name: "Editar participantes" }).click();
    await page.getByRole("button", { name: "Adicionar participante" }).click();
    await page.getByRole("combobox", { name: "Participante 1" }).click();
    await page.getByRole("option", { name: boothSpecialist.full_name }).click();
    await page.getByRole("textbox", { name: "Percentual 1" }).fill("1,5");
    await expect.poll(() => page.getByTestId("participants-total").textContent()).toBe("Total: 1,5%");
    await page.getByRole("button", { name: "Salvar participantes" }).click();
    await page.getByText("Participantes atualizados.").waitFor();
    await page.getByTestId("participant-row").first().waitFor();

    // Home broker.
    await page.getByRole("button", { name: "Definir" }).click();
    await page.getByRole("combobox", { name: "Corretor da casa" }).click();
    await page.getByRole("option", { name: homeBroker.full_name }).click();
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await page.getByText("Corretor da casa definido.").waitFor();
    await expect.poll(() => page.getByTestId("home-broker").textContent()).toBe(homeBroker.full_name);

    // Group with the client's other sale (the box).
    await page.getByRole("combobox", { name: "Venda para agrupar" }).click();
    await page.getByRole("option").first().click();
    await page.getByRole("button", { name: "Agrupar" }).click();
    await page.getByText("Grupo de vendas criado.").waitFor();
    await expect.poll(() => page.getByTestId("group-sale-row").count()).toBe(2);

    // Pre-sale: print the PDF, upload the signed scan, see its link.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Imprimir pré-contrato" }).click();
    expect((await download).suggestedFilename()).toMatch(/^pre-venda-.*\.pdf$/);
    const card = page.getByTestId("pre-sale-card");
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "assinada.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await card.getByRole("button", { name: "Enviar", exact: true }).click();
    await page.getByTestId("pre-sale-signed").waitFor();
    await screenshot(page, "sale-extras");
    await context.close();
  });

  it("a cancelled sale is recreated from the detail screen", async () => {
    await apiCall(secretaryCookie, "PUT", `/sales/${boxSaleId}/cancel`, { reason: "Cliente desistiu do box" });
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, secretary);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/sales/${boxSaleId}`));
    await expect.poll(() => page.getByTestId("sale-status").textContent()).toBe("Cancelada");
    await page.getByRole("button", { name: "Recriar venda" }).click();
    const dialog = page.getByRole("dialog", { name: "Recriar venda" });
    await dialog.getByRole("button", { name: "Recriar venda" }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/sales/${boxSaleId}`);
    await expect.poll(() => page.getByTestId("sale-status").textContent()).toBe("Em andamento");
    await page.getByText("Recriada a partir de", { exact: true }).waitFor();
    await context.close();
  });
});
