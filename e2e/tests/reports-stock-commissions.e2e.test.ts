import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The stock and commissions reports in the browser (decision 075): a coordinator opens the stock report from the
 * landing, narrows by enterprise and tower (the URL follows), opens the units behind a tower; opens the commissions
 * report, drills from a sale into its commission rows and downloads the CSV, whose figures are the screen's; both
 * screens fit a phone.
 */

let browser: Browser;
let coordinator: TestUser;
let enterpriseId: string;
let enterpriseName: string;
let saleId: string;
let soldPrice: number;
const suffix = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  coordinator = await createTestUser("BOOTH_COORDINATOR");
  const seller = await createTestUser("BOOTH_SPECIALIST");
  const team = await createSalesTeam({ master: coordinator, members: [seller], admin });
  enterpriseName = `Residencial Estoque ${suffix}`;
  const created = await createPricedEnterprise(admin, { name: enterpriseName, floors: 2, approvalRules: [] });
  enterpriseId = created.enterpriseId;
  // The coordinator's team serves the enterprise: the stock report's scope for a coordinator.
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/sales-teams-settings`, { sales_team_ids: [team._id] });
  const units = created.mirror.towers[0]?.floors
    .flatMap((f) => f.units)
    .filter((u) => u.status === "AVAILABLE" && u.price);
  expect(units?.length).toBe(4);
  const unit = units?.[0] as { _id: string; price: number };
  soldPrice = unit.price;
  const specialist = await apiSession(seller);
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    {
      full_name: `Otávio Estoque ${suffix}`,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      city: "Campinas",
      source: "STAND",
    },
    201,
  );
  const proposal = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    { lead_id: lead.lead._id, unit_id: unit._id, series: atoAndFinancing(unit.price, 10), submit: true },
    201,
  );
  expect(proposal.status).toBe("APPROVED");
  const sale = await apiCall<{ _id: string }>(
    specialist,
    "POST",
    "/sales",
    { proposal_id: proposal._id, buyers: [saleBuyer("Otávio Estoque Teste")] },
    201,
  );
  saleId = sale._id;
  // Completing the sale marks the unit sold and forecasts its commissions (2 % broker, 0.5 % coordinator).
  await apiCall(admin, "PUT", `/sales/${saleId}/complete`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option }).click();
}

describe("stock and commissions reports", () => {
  it("a coordinator narrows the stock report, and drills from a tower into its units", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-stock").click();
    await expectPath(page, "/reports/stock");
    await expect.poll(() => page.getByTestId("report-scope").textContent()).toContain("Exibindo somente a sua equipe");

    await pick(page, "report-filter-enterprise_id", enterpriseName);
    await expect.poll(() => new URL(page.url()).searchParams.get("enterprise_id")).toBe(enterpriseId);
    await expect.poll(() => page.getByTestId("kpi-units_total-value").textContent()).toBe("4");
    await expect.poll(() => page.getByTestId("kpi-units_available-value").textContent()).toBe("3");
    // The available stock at the table price: the three unsold units' prices.
    const stockValue = (await page.getByTestId("kpi-stock_value-value").textContent()) ?? "";
    expect(stockValue).toMatch(/^R\$\s/);

    // The tower filter lists the enterprise's towers, from the report itself.
    await pick(page, "report-filter-tower_id", "Torre A");
    await expect.poll(() => new URL(page.url()).searchParams.get("tower_id")).not.toBeNull();
    const towerId = new URL(page.url()).searchParams.get("tower_id");
    await expect.poll(() => page.getByTestId("stock-by-tower-table").locator("tbody tr").count()).toBe(1);
    await screenshot(page, "reports-stock-desktop");

    // A tower's row opens its units.
    await page.getByRole("row", { name: `Ver as unidades de ${enterpriseName} · Torre A` }).click();
    await expectPath(page, "/reports/stock/units");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      enterprise_id: enterpriseId,
      tower_id: towerId,
    });
    await expect.poll(() => page.getByTestId("stock-unit-row").count()).toBe(4);
    await screenshot(page, "reports-stock-units-desktop");
    await page.getByTestId("stock-units-back").click();
    await expectPath(page, "/reports/stock");

    // A status row opens the units of that status: the sold one is not among the available.
    await page.getByRole("row", { name: "Ver as unidades com status disponível" }).click();
    await expectPath(page, "/reports/stock/units");
    expect(new URL(page.url()).searchParams.get("status")).toBe("AVAILABLE");
    await expect.poll(() => page.getByTestId("stock-unit-row").count()).toBe(3);
    // The sold unit is in the "Vendida" drill of the status table.
    await page.goBack();
    await expectPath(page, "/reports/stock");
    await page.getByRole("row", { name: "Ver as unidades com status vendida" }).click();
    await expectPath(page, "/reports/stock/units");
    await expect.poll(() => page.getByTestId("stock-unit-row").count()).toBe(1);
    await context.close();
  });

  it("a coordinator drills from a sale into its commissions and downloads the CSV of the screen", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-commissions").click();
    await expectPath(page, "/reports/commissions");
    await pick(page, "report-filter-enterprise_id", enterpriseName);
    await expect.poll(() => new URL(page.url()).searchParams.get("enterprise_id")).toBe(enterpriseId);
    // 2 % broker + 0.5 % coordinator of the sale's price, forecast until the sale is paid.
    const forecast = Math.round(soldPrice * 0.02) + Math.round(soldPrice * 0.005);
    const brl = (cents: number) =>
      `R$ ${(cents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect
      .poll(async () =>
        ((await page.getByTestId("kpi-commission_forecast-value").textContent()) ?? "").replace(/\s/g, " "),
      )
      .toBe(brl(forecast));
    await expect.poll(() => page.getByTestId("commissions-by-beneficiary-table").locator("tbody tr").count()).toBe(2);
    await screenshot(page, "reports-commissions-desktop");

    // The CSV (the table by beneficiary) holds the screen's figures.
    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-csv").click();
    const download = await csvDownload;
    expect(download.suggestedFilename()).toMatch(/^relatorio-comissoes-.*beneficiaries\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv
      .slice(1)
      .split("\r\n")
      .filter((l) => l !== "");
    expect(lines[0]).toBe(
      "Beneficiário;Papel;Comissões;Previstas (R$);Liberadas (R$);Pagas (R$);Canceladas (R$);Total (R$)",
    );
    const records = lines.slice(1).map((l) => l.split(";"));
    expect(records.map((r) => r[1]).sort()).toEqual(["Coordenador", "Corretor"]);
    const cents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);
    expect(records.reduce((sum, r) => sum + cents(r[3] as string), 0)).toBe(forecast);
    expect(records.every((r) => r[2] === "1" && cents(r[7] as string) === cents(r[3] as string))).toBe(true);

    // A sale's row opens its commission rows, each linking to the sale.
    await page.getByTestId("commissions-by-sale-table").locator("tbody tr").first().click();
    await expectPath(page, "/reports/commissions/rows");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      enterprise_id: enterpriseId,
      sale_id: saleId,
    });
    await expect.poll(() => page.getByTestId("commission-row").count()).toBe(2);
    const hrefs = await page
      .getByTestId("commission-row-sale")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([`/sales/${saleId}`, `/sales/${saleId}`]);
    await screenshot(page, "reports-commissions-rows-desktop");
    await page.getByTestId("commission-rows-back").click();
    await expectPath(page, "/reports/commissions");
    expect(new URL(page.url()).searchParams.get("enterprise_id")).toBe(enterpriseId);
    await context.close();
  });

  it("both reports and their drill-downs fit a phone's width", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl(`/reports/stock?enterprise_id=${enterpriseId}`));
    await expect.poll(() => page.getByTestId("kpi-units_total-value").textContent()).toBe("4");
    await expectFitsWidth(page);
    await screenshot(page, "reports-stock-phone");
    await page.goto(webUrl(`/reports/stock/units?enterprise_id=${enterpriseId}&status=AVAILABLE`));
    await expect.poll(() => page.getByTestId("stock-unit-card").count(), { timeout: 15_000 }).toBe(3);
    await expectFitsWidth(page);
    await screenshot(page, "reports-stock-units-phone");
    await page.goto(webUrl(`/reports/commissions?enterprise_id=${enterpriseId}`));
    await expect.poll(() => page.getByTestId("commissions-by-beneficiary-table").locator("tbody tr").count()).toBe(2);
    await expectFitsWidth(page);
    await screenshot(page, "reports-commissions-phone");
    await page.goto(webUrl(`/reports/commissions/rows?enterprise_id=${enterpriseId}&sale_id=${saleId}`));
    await expect.poll(() => page.getByTestId("commission-row-card").count(), { timeout: 15_000 }).toBe(2);
    await expectFitsWidth(page);
    await screenshot(page, "reports-commissions-rows-phone");
    await context.close();
  });
});
