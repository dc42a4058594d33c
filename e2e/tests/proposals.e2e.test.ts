import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/** "R$ 1.234,56" as the screen writes it. */
const brl = (cents: number) =>
  `R$ ${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${String(cents % 100).padStart(2, "0")}`;

/** Digits typed into the R$ input (it fills from the centavos). */
const digitsOf = (cents: number) => String(cents);

let browser: Browser;
let unitId: string;
let unitPrice: number;
let otherUnitId: string;
let otherUnitPrice: number;
let specialistCookie: string;
let leadId: string;
/** The lead's phone as typed (DDD + number); stored as 55 + these digits. */
let leadPhone: string;
const suffix = String(Date.now()).slice(-6);
const leadName = `Otávio Proposta Teste ${suffix}`;

let boothSpecialist: TestUser;
let boothCoordinator: TestUser;
beforeAll(async () => {
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  boothCoordinator = await createTestUser("BOOTH_COORDINATOR");
  await createSalesTeam({ master: boothCoordinator, members: [boothSpecialist] });
  browser = await launchBrowser();
  // An enterprise with one tower of priced units and a minimum down payment of 10 % (so a 5 % ato needs approval).
  const admin = await adminSession();
  const { mirror } = await createPricedEnterprise(admin, {
    name: `Residencial Proposta ${suffix}`,
    floors: 2,
    approvalRules: [{ kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 10, level: 1 }],
  });
  const units = mirror.towers[0]?.floors.flatMap((f) => f.units).filter((u) => u.status === "AVAILABLE" && u.price);
  expect(units?.length).toBeGreaterThanOrEqual(2);
  unitId = units?.[0]?._id as string;
  unitPrice = units?.[0]?.price as number;
  otherUnitId = units?.[1]?._id as string;
  otherUnitPrice = units?.[1]?.price as number;

  // The booth specialist's own lead (a specialist creating a lead becomes its owner).
  const specialist = await apiSession(boothSpecialist);
  specialistCookie = specialist;
  const phone = `1198${String(randomInt(1_000_000, 9_999_999))}`;
  leadPhone = phone;
  const created = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    { full_name: leadName, phone, city: "Campinas", source: "STAND" },
    201,
  );
  leadId = created.lead._id;
});
afterAll(async () => {
  await browser?.close();
});

async function pickOption(page: Page, label: string, nth: number, option: string) {
  await page.getByLabel(label, { exact: true }).nth(nth).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("proposals", () => {
  it("the builder fits a phone and shows what is missing", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/proposals/new?unit_id=${unitId}&lead_id=${leadId}`));
    await page.getByTestId("unit-summary").waitFor();
    await expect.poll(() => page.getByTestId("plan-remaining").textContent()).toContain("Faltam");
    await expectFitsWidth(page);
    await screenshot(page, "proposal-builder-phone");
    await context.close();
  });

  it("a booth specialist builds a plan that adds up, a coordinator approves it and a sale is created", async () => {
    const down = Math.round(unitPrice * 0.05); // 5 %: below the enterprise's 10 % minimum
    const financing = unitPrice - down;

    // 1. The booth specialist opens the builder from the unit (as the mirror's unit drawer links to it).
    const specialistContext = await newContext(browser);
    const page = await specialistContext.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/proposals/new?unit_id=${unitId}&lead_id=${leadId}`));
    await page.getByTestId("unit-summary").waitFor();
    const remaining = page.getByTestId("plan-remaining");
    await expect.poll(() => remaining.textContent()).toContain("Faltam");

    await page.getByTestId("series-value").first().fill(digitsOf(down));
    await expect.poll(() => remaining.getAttribute("data-state")).toBe("missing");
    await expect.poll(() => remaining.textContent()).toContain("Faltam");
    const submit = page.getByRole("button", { name: "Enviar proposta" });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Adicionar série" }).click();
    await pickOption(page, "Tipo", 1, "Financiamento bancário");
    await page
      .getByTestId("series-value")
      .nth(1)
      .fill(digitsOf(financing - 1));
    await expect.poll(() => remaining.textContent()).toBe("Faltam R$ 0,01");
    await page.getByTestId("series-value").nth(1).fill(digitsOf(financing));
    await expect.poll(() => remaining.getAttribute("data-state")).toBe("closed");
    await expect.poll(() => remaining.textContent()).toBe("O plano fecha com o valor líquido");
    await screenshot(page, "proposal-builder-closed");

    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expectPath(page, /^\/proposals\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("proposal-status").textContent()).toBe("Aguardando aprovação");
    await page.getByText("abaixo do mínimo de 10%").first().waitFor();
    const proposalPath = new URL(page.url()).pathname;
    await specialistContext.close();

    // 2. A booth coordinator finds it in the approval inbox and approves it.
    const coordinatorContext = await newContext(browser);
    const cpage = await coordinatorContext.newPage();
    await login(cpage, boothCoordinator);
    await expectPath(cpage, "/home");
    await cpage.goto(webUrl("/proposals?view=inbox"));
    const row = cpage.getByTestId("proposal-row").filter({ hasText: leadName });
    await row.waitFor();
    await screenshot(cpage, "proposals-inbox");
    await row.getByRole("link").first().click();
    await expectPath(cpage, proposalPath);
    await cpage.getByRole("button", { name: "Aprovar", exact: true }).click();
    const approveDialog = cpage.getByRole("dialog", { name: "Aprovar proposta" });
    await approveDialog.getByRole("button", { name: "Aprovar", exact: true }).click();
    await expect.poll(() => cpage.getByTestId("proposal-status").textContent()).toBe("Aprovada");

    // 3. The sale is created from the approved proposal, with the buyer's contract data.
    await cpage.getByRole("button", { name: "Criar venda" }).click();
    const dialog = cpage.getByRole("dialog", { name: "Criar venda" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Nome completo").inputValue()).toBe(leadName);
    // The lead's whole phone, not the first 11 digits of 55 + DDD + number.
    expect(await dialog.getByLabel("Telefone").inputValue()).toBe(
      `(${leadPhone.slice(0, 2)}) ${leadPhone.slice(2, 7)}-${leadPhone.slice(7)}`,
    );
    await dialog.getByLabel("CPF").fill("52998224725");
    await dialog.getByLabel("CEP").fill("13010100");
    await dialog.getByLabel("Rua").fill("Rua Barão de Jaguara");
    await dialog.getByLabel("Número").fill("100");
    await dialog.getByLabel("Bairro").fill("Centro");
    await dialog.getByLabel("Cidade").fill("Campinas");
    await dialog.getByLabel("UF", { exact: true }).fill("SP");
    await cpage.getByRole("option", { name: "SP", exact: true }).click();
    await dialog.getByRole("button", { name: "Criar venda" }).click();
    await expectPath(cpage, /^\/sales\/[0-9a-f-]{36}$/);
    await expect.poll(() => cpage.getByTestId("sale-status").textContent()).toBe("Em andamento");
    await cpage.getByTestId("buyer-row").filter({ hasText: leadName }).waitFor();
    const saleId = new URL(cpage.url()).pathname.split("/").pop();
    const coordinatorApi = await apiSession(boothCoordinator);
    const stored = await apiCall<{ buyers: { phone: string | null }[] }>(coordinatorApi, "GET", `/sales/${saleId}`);
    expect(stored.buyers[0]?.phone).toBe(`55${leadPhone}`);
    await screenshot(cpage, "sale-detail");

    // 4. The coordinator completes the sale (commissions are computed) and issues the contract.
    await cpage.reload(); // the success toasts sit over the header actions
    await cpage.getByRole("button", { name: "Concluir venda" }).click();
    await expect.poll(() => cpage.getByTestId("sale-status").textContent()).toBe("Concluída");
    await cpage.getByTestId("commission-row").filter({ hasText: "Corretor" }).waitFor();
    expect(await cpage.getByTestId("commission-row").filter({ hasText: "Corretor" }).textContent()).toContain(
      "R$ 8.000,00", // 2 % of R$ 400.000,00
    );
    await cpage.reload();
    // Issuing asks first: cancelling issues nothing; confirming issues it.
    await cpage.getByRole("button", { name: "Emitir contrato" }).click();
    const confirm = cpage.getByRole("dialog", { name: "Emitir o contrato?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await cpage.getByText("Nenhum contrato emitido.").count()).toBe(1);
    await cpage.getByRole("button", { name: "Emitir contrato" }).click();
    await screenshot(cpage, "sale-contract-confirm");
    await confirm.getByRole("button", { name: "Emitir", exact: true }).click();
    await expect.poll(() => cpage.getByTestId("contract-status").textContent()).toBe("Aguardando assinatura");
    await screenshot(cpage, "sale-completed");
    await coordinatorContext.close();
  });

  it("a counter-proposal starts from the previous version and shows what changed", async () => {
    const down = Math.round(otherUnitPrice * 0.05);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const first = await apiCall<{ _id: string; status: string }>(
      specialistCookie,
      "POST",
      "/proposals",
      {
        lead_id: leadId,
        unit_id: otherUnitId,
        series: [
          { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: down, first_due_date: today },
          { type: "FINANCING", count: 1, value_cents: otherUnitPrice - down, first_due_date: today },
        ],
        submit: true,
      },
      201,
    );
    expect(first.status).toBe("AWAITING_APPROVAL");

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/proposals/${first._id}`));
    await page.getByRole("link", { name: "Contraproposta" }).click();
    await expectPath(page, "/proposals/new");
    const remaining = page.getByTestId("plan-remaining");
    await expect.poll(() => remaining.getAttribute("data-state")).toBe("closed");
    // 1 % off: the plan no longer adds up until the financing series takes up the difference.
    await page.getByLabel("Desconto (%)").fill("1");
    await expect.poll(() => remaining.textContent()).toBe(`Excede em ${brl(Math.round(otherUnitPrice / 100))}`);
    await page.getByRole("button", { name: "Completar com a série 2" }).click();
    await expect.poll(() => remaining.getAttribute("data-state")).toBe("closed");
    await page.getByRole("button", { name: "Enviar proposta" }).click();
    await expectPath(page, /^\/proposals\/[0-9a-f-]{36}$/);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/proposals/${first._id}`);
    const diff = page.getByTestId("version-diff");
    await diff.waitFor();
    expect(await diff.textContent()).toContain("Desconto");
    expect(await diff.textContent()).toContain("Série 2");
    await page.getByText("v1", { exact: true }).waitFor();
    await screenshot(page, "proposal-counter-diff");
    await context.close();
  });
});
