import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The specialists report in the browser (decision 078): a coordinator opens it from the reports landing, sees only
 * their team's people, narrows to one specialist (the URL follows), opens that specialist's records and switches to
 * the sales, and downloads the CSV, whose figures are the API's.
 */

let browser: Browser;
let coordinator: TestUser;
let seller: TestUser;
let mate: TestUser;
let stranger: TestUser;
let enterpriseId: string;
let saleId: string;
const suffix = String(Date.now()).slice(-6);

type Report = {
  rows: { specialist: { _id: string; full_name: string }; figures: Record<string, number | null> }[];
  totals: Record<string, number | null>;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  coordinator = await createTestUser("ONLINE_COORDINATOR");
  seller = await createTestUser("ONLINE_SPECIALIST");
  mate = await createTestUser("ONLINE_SPECIALIST");
  stranger = await createTestUser("ONLINE_SPECIALIST");
  await createSalesTeam({ master: coordinator, members: [seller, mate], admin });
  const created = await createPricedEnterprise(admin, {
    name: `Residencial Especialistas ${suffix}`,
    floors: 1,
    approvalRules: [],
  });
  enterpriseId = created.enterpriseId;
  const unit = created.mirror.towers[0]?.floors.flatMap((f) => f.units).find((u) => u.status === "AVAILABLE");
  expect(unit?.price).toBeTruthy();
  const specialist = await apiSession(seller);
  const lead = await apiCall<{ lead: { _id: string } }>(
    specialist,
    "POST",
    "/leads",
    {
      full_name: `Paulo Especialista ${suffix}`,
      phone: `1196${randomInt(1_000_000, 9_999_999)}`,
      city: "Campinas",
      source: "PORTAL",
      enterprise_id: enterpriseId,
    },
    201,
  );
  const proposal = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    {
      lead_id: lead.lead._id,
      unit_id: unit?._id,
      series: atoAndFinancing(unit?.price as number, 10),
      submit: true,
    },
    201,
  );
  expect(proposal.status).toBe("APPROVED");
  const sale = await apiCall<{ _id: string }>(
    specialist,
    "POST",
    "/sales",
    { proposal_id: proposal._id, buyers: [saleBuyer("Paulo Especialista Teste")] },
    201,
  );
  saleId = sale._id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("specialists report", () => {
  it("a coordinator filters, drills into a specialist's records and downloads what the screen shows", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-specialists").click();
    await expectPath(page, "/reports/specialists");
    await expect.poll(() => page.getByTestId("report-scope").textContent()).toContain("Exibindo somente a sua equipe");
    const table = page.getByTestId("specialists-table");
    await expect.poll(() => table.textContent()).toContain(seller.full_name);
    expect(await table.textContent()).toContain(mate.full_name);
    expect(await table.textContent()).not.toContain(stranger.full_name);
    await screenshot(page, "reports-specialists-desktop");

    // Narrow to the seller: the URL keeps the filter, the table has their row only.
    await page.getByTestId("report-filter-specialist_id").click();
    await page.getByRole("option", { name: seller.full_name }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("specialist_id")).toBe(seller._id);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    await expect.poll(() => page.getByTestId("kpi-sales-value").textContent()).toBe("1");

    // The CSV holds the API's figures for the same filters.
    const api = await apiCall<Report>(
      await apiSession(coordinator),
      "GET",
      `/services/reports/specialists?specialist_id=${seller._id}`,
    );
    expect(api.rows).toHaveLength(1);
    expect(api.rows[0]?.figures.sales).toBe(1);
    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-csv").click();
    const download = await csvDownload;
    expect(download.suggestedFilename()).toMatch(/^relatorio-especialistas-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    const start = lines.indexOf("Por especialista");
    const [header, row, total] = lines.slice(start + 1, start + 4).map((l) => l.split(";"));
    expect(header?.slice(0, 2)).toEqual(["Especialista", "Leads recebidos"]);
    expect(row?.[0]).toBe(seller.full_name);
    const column = (label: string) => header?.indexOf(label) ?? -1;
    expect(row?.[column("Leads recebidos")]).toBe(String(api.rows[0]?.figures.leads_received));
    expect(row?.[column("Propostas")]).toBe(String(api.rows[0]?.figures.proposals));
    expect(row?.[column("Vendas")]).toBe("1");
    expect(row?.[column("VGV")]).toBe(((api.rows[0]?.figures.vgv ?? 0) / 100).toFixed(2).replace(".", ","));
    expect(total?.[0]).toBe("Total");

    // A row opens the specialist's records; the figure can be switched to the sales.
    await table.locator("tbody tr").first().click();
    await expectPath(page, "/reports/specialists/rows");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      specialist_id: seller._id,
      metric: "leads_received",
    });
    await expect
      .poll(() => page.getByTestId("specialists-row").count())
      .toBe(api.rows[0]?.figures.leads_received ?? -1);
    await page.getByTestId("specialists-rows-metric").click();
    await page.getByRole("option", { name: "Vendas", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("metric")).toBe("sales");
    await expect.poll(() => page.getByTestId("specialists-row").count()).toBe(1);
    expect(await page.getByTestId("specialists-row").first().textContent()).toContain(`Paulo Especialista ${suffix}`);
    expect(saleId).toBeTruthy();
    await screenshot(page, "reports-specialists-rows-desktop");
    await page.getByTestId("specialists-rows-back").click();
    await expectPath(page, "/reports/specialists");
    expect(new URL(page.url()).searchParams.get("specialist_id")).toBe(seller._id);
    await context.close();
  });

  it("fits a phone's width", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports/specialists"));
    await expect.poll(() => page.getByTestId("specialists-table").textContent()).toContain(seller.full_name);
    await expectFitsWidth(page);
    await screenshot(page, "reports-specialists-phone");
    await page.goto(webUrl(`/reports/specialists/rows?specialist_id=${seller._id}&metric=sales`));
    // A fresh load of the app (bundle, session, query): more than the poll's default second on a busy machine.
    await expect.poll(() => page.getByTestId("specialists-row-card").count(), { timeout: 10_000 }).toBe(1);
    await expectFitsWidth(page);
    await screenshot(page, "reports-specialists-rows-phone");
    await context.close();
  });
});
