import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The sales report in the browser (decision 075): a coordinator opens it from the reports landing, sees
 * only their team, narrows by enterprise (the URL follows), clicks the month's bar and lands on the sales behind it,
 * and downloads the XLSX and the CSV, whose figures are the screen's.
 */

let browser: Browser;
let coordinator: TestUser;
let enterpriseId: string;
let enterpriseName: string;
const saleIds: string[] = [];
const suffix = String(Date.now()).slice(-6);
const currentMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()).slice(0, 7);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  coordinator = await createTestUser("BOOTH_COORDINATOR");
  const seller = await createTestUser("BOOTH_SPECIALIST");
  await createSalesTeam({ master: coordinator, members: [seller], admin });
  enterpriseName = `Residencial Relatório ${suffix}`;
  const created = await createPricedEnterprise(admin, { name: enterpriseName, floors: 1, approvalRules: [] });
  enterpriseId = created.enterpriseId;
  const units = created.mirror.towers[0]?.floors
    .flatMap((f) => f.units)
    .filter((u) => u.status === "AVAILABLE" && u.price);
  expect(units?.length).toBe(2);
  const specialist = await apiSession(seller);
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    {
      full_name: `Renata Relatório ${suffix}`,
      phone: `1197${randomInt(1_000_000, 9_999_999)}`,
      city: "Campinas",
      source: "STAND",
    },
    201,
  );
  for (const unit of units ?? []) {
    const proposal = await apiCall<{ _id: string; status: string }>(
      specialist,
      "POST",
      "/proposals",
      { lead_id: lead.lead._id, unit_id: unit._id, series: atoAndFinancing(unit.price as number, 10), submit: true },
      201,
    );
    expect(proposal.status).toBe("APPROVED");
    const sale = await apiCall<{ _id: string }>(
      specialist,
      "POST",
      "/sales",
      { proposal_id: proposal._id, buyers: [saleBuyer("Renata Relatório Teste")] },
      201,
    );
    saleIds.push(sale._id);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The bar of the current month in the "VGV vendido" series (the chart's last group). */
async function clickCurrentMonthBar(page: Page) {
  const bars = page.getByTestId("sales-chart").locator(".recharts-bar").first().locator(".recharts-bar-rectangle");
  await expect.poll(() => bars.count()).toBeGreaterThan(0);
  await bars.last().locator("path").click();
}

describe("sales report", () => {
  it("a coordinator filters, drills into a bar and downloads what the screen shows", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-sales").click();
    await expectPath(page, "/reports/sales");
    await expect.poll(() => page.getByTestId("report-scope").textContent()).toContain("Exibindo somente a sua equipe");

    // Narrow to the enterprise: the URL keeps the filter.
    await page.getByTestId("report-filter-enterprise_id").click();
    await page.getByRole("option", { name: enterpriseName }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("enterprise_id")).toBe(enterpriseId);
    await expect.poll(() => page.getByTestId("kpi-sales_gross-value").textContent()).toBe("2");
    const vgvText = (await page.getByTestId("kpi-vgv_gross-value").textContent()) ?? "";
    expect(vgvText).toMatch(/^R\$\s/);
    await screenshot(page, "reports-sales-desktop");

    // The downloads hold the screen's numbers.
    const xlsxDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-xlsx").click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^relatorio-vendas-\d{4}-\d{2}-a-\d{4}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await xlsx.path()) as string) as unknown as ArrayBuffer);
    const kpiRows: unknown[][] = [];
    wb.getWorksheet("Indicadores")?.eachRow((row, n) => {
      if (n > 4) kpiRows.push((row.values as unknown[]).slice(1));
    });
    expect(kpiRows[0]).toEqual(["Vendas brutas", 2]);
    const vgvReais = kpiRows.find((r) => r[0] === "VGV bruto")?.[1] as number;
    expect(vgvText.replace(/\s/g, " ")).toBe(
      `R$ ${vgvReais.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );

    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-csv").click();
    const csv = readFileSync((await (await csvDownload).path()) as string, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    const start = lines.indexOf("Indicadores");
    expect(lines.slice(start + 1, start + 3)).toEqual(["Indicador;Valor", "Vendas brutas;2"]);
    expect(lines).toContain(`VGV bruto;${vgvReais.toFixed(2).replace(".", ",")}`);

    // A bar of the chart opens the sales behind it.
    await clickCurrentMonthBar(page);
    await expectPath(page, "/reports/sales/rows");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      month: currentMonth,
      kind: "GROSS",
      enterprise_id: enterpriseId,
    });
    await expect.poll(() => page.getByTestId("sales-row").count()).toBe(2);
    const hrefs = await page
      .getByTestId("sales-row-link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(saleIds.map((id) => `/sales/${id}`).sort());
    await screenshot(page, "reports-sales-rows-desktop");
    await page.getByTestId("sales-rows-back").click();
    await expectPath(page, "/reports/sales");
    expect(new URL(page.url()).searchParams.get("enterprise_id")).toBe(enterpriseId);
    await context.close();
  });

  it("fits a phone's width", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl(`/reports/sales?enterprise_id=${enterpriseId}`));
    await expect.poll(() => page.getByTestId("kpi-sales_gross-value").textContent()).toBe("2");
    await expectFitsWidth(page);
    await screenshot(page, "reports-sales-phone");
    await page.goto(webUrl(`/reports/sales/rows?enterprise_id=${enterpriseId}&month=${currentMonth}&kind=GROSS`));
    await expect.poll(() => page.getByTestId("sales-row-card").count()).toBe(2);
    await expectFitsWidth(page);
    await screenshot(page, "reports-sales-rows-phone");
    await context.close();
  });
});
