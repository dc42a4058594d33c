import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createPartnerClientAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The partners and price-table reports in the browser (decision 079): a manager opens the partners report from the
 * landing, narrows to an agency (the URL follows), opens the sales behind the agency's row, downloads the CSV whose
 * figures are the screen's; the price-table report compares the table before a 5 % adjustment with the one in force.
 * Both fit a 390 px phone.
 */
const PHONE_390 = { width: 390, height: 844 };
/** A shared machine can be slow to answer: give each poll time. */
const WAIT = { timeout: 15_000 };
let browser: Browser;
let manager: TestUser;
let agency: TestUser;
let enterpriseId: string;
let enterpriseName: string;
let saleId: string;
let salePrice: number;
let fromSnapshotId: string;
const suffix = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  manager = await createTestUser("GERAL_ADMIN");
  agency = await createTestUser("ESTATE", { fullName: `Imobiliária Parceira ${suffix}` });
  const partner = await createTestUser("AGENT_PARTNER");
  await apiCall(admin, "POST", "/admin/users/link-agent-partner", {
    agent_id: partner._id,
    partner_agency_id: agency._id,
  });
  enterpriseName = `Residencial Parceiros ${suffix}`;
  const created = await createPricedEnterprise(admin, { name: enterpriseName, floors: 1, approvalRules: [] });
  enterpriseId = created.enterpriseId;
  const unit = created.mirror.towers[0]?.floors
    .flatMap((f) => f.units)
    .find((u) => u.status === "AVAILABLE" && u.price);
  if (!unit?.price) throw new Error("no priced unit");
  salePrice = unit.price;
  // The partner brings a client and sells them a unit.
  const lead = await createPartnerClientAs(partner, `Cliente Parceiro ${suffix}`, enterpriseId);
  const session = await apiSession(partner);
  const proposal = await apiCall<{ _id: string; status: string }>(
    session,
    "POST",
    "/proposals",
    { lead_id: lead._id, unit_id: unit._id, series: atoAndFinancing(unit.price, 20), submit: true },
    201,
  );
  expect(proposal.status).toBe("APPROVED");
  const sale = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/sales",
    { proposal_id: proposal._id, buyers: [saleBuyer("Cliente Parceiro Teste")] },
    201,
  );
  saleId = sale._id;
  // A 5 % adjustment: every change of the table is saved as a snapshot (the generated one, then this one).
  await apiCall(admin, "POST", `/enterprises/${enterpriseId}/prices-update`, { mode: "PERCENTAGE", percentage: 5 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("partners report", () => {
  it("filters by agency in the URL, drills into the agency's sales and downloads the screen's table", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, manager);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-partners").click();
    await expectPath(page, "/reports/partners");
    await expect.poll(() => page.getByTestId("report-scope").textContent(), WAIT).toContain("todas as equipes");

    await page.getByTestId("report-filter-partner_agency_id").click();
    await page.getByRole("option", { name: agency.full_name }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("partner_agency_id"), WAIT).toBe(agency._id);
    await expect.poll(() => page.getByTestId("kpi-sales-value").textContent(), WAIT).toBe("1");
    expect(await page.getByTestId("kpi-leads_brought-value").textContent()).toBe("1");
    await screenshot(page, "reports-partners-desktop");

    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-csv").click();
    const download = await csvDownload;
    expect(download.suggestedFilename()).toMatch(/^relatorio-parceiros-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(rows[0]?.slice(0, 7)).toEqual([
      "Imobiliária",
      "Corretor",
      "Leads trazidos",
      "Visitas",
      "Propostas",
      "Vendas",
      "VGV (R$)",
    ]);
    const agencyRow = rows.find((r) => r[0] === agency.full_name && r[1] === "Toda a imobiliária");
    expect(agencyRow?.[2]).toBe("1");
    expect(agencyRow?.[5]).toBe("1");
    expect(agencyRow?.[6]).toBe((salePrice / 100).toFixed(2).replace(".", ","));

    // The agency's row opens the sales behind it.
    await page
      .getByTestId("partners-agencies")
      .getByRole("row", { name: `Ver as vendas de ${agency.full_name}` })
      .click();
    await expectPath(page, "/reports/partners/rows");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      partner_agency_id: agency._id,
      metric: "sales",
    });
    await expect.poll(() => page.getByTestId("partners-row").count(), WAIT).toBe(1);
    expect(await page.getByTestId("partners-row-link").getAttribute("href")).toBe(`/sales/${saleId}`);
    await screenshot(page, "reports-partners-rows-desktop");
    await page.getByTestId("partners-rows-metric").getByText("Leads trazidos").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("metric"), WAIT).toBe("leads_brought");
    await expect.poll(() => page.getByTestId("partners-row").count(), WAIT).toBe(1);
    await page.getByTestId("partners-rows-back").click();
    await expectPath(page, "/reports/partners");
    expect(new URL(page.url()).searchParams.get("partner_agency_id")).toBe(agency._id);
    await context.close();
  });

  it("fits a 390 px phone", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, manager);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl(`/reports/partners?partner_agency_id=${agency._id}`));
    await expect.poll(() => page.getByTestId("kpi-sales-value").textContent(), WAIT).toBe("1");
    await expectFitsWidth(page);
    await screenshot(page, "reports-partners-phone");
    await page.goto(webUrl(`/reports/partners/rows?partner_agency_id=${agency._id}&metric=sales`));
    await expect.poll(() => page.getByTestId("partners-row-card").count(), WAIT).toBe(1);
    await expectFitsWidth(page);
    await screenshot(page, "reports-partners-rows-phone");
    await context.close();
  });
});

describe("price-table report", () => {
  it("compares the table before the adjustment with the one in force, per unit and beside the index", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, manager);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl("/reports"));
    await page.getByTestId("report-link-units-prices").click();
    await expectPath(page, "/reports/units-prices");
    await page.getByTestId("prices-filter-enterprise").click();
    await page.getByRole("option", { name: enterpriseName }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("enterprise_id"), WAIT).toBe(enterpriseId);
    // By default the latest snapshot (the adjustment's) against the table in force: no difference.
    await expect.poll(() => page.getByTestId("kpi-table_difference_percent-value").textContent(), WAIT).toBe("0%");
    // The generated table against the one in force: 5 %.
    await page.getByTestId("prices-filter-from").click();
    await page.getByRole("option", { name: /^Tabela gerada/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("from_snapshot_id"), WAIT).toMatch(/^[0-9a-f-]{36}$/);
    fromSnapshotId = new URL(page.url()).searchParams.get("from_snapshot_id") as string;
    await expect.poll(() => page.getByTestId("kpi-table_difference_percent-value").textContent(), WAIT).toBe("5%");
    const units = page.getByTestId("prices-units").locator("tbody tr");
    expect(await units.count()).toBeGreaterThan(0);
    await screenshot(page, "reports-units-prices-desktop");

    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("report-export-csv").click();
    const csv = readFileSync((await (await csvDownload).path()) as string, "utf8");
    const lines = csv
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(lines[0]?.at(-1)).toBe("Diferença (%)");
    // Every unit priced in both tables went up 5 %, and so did their total.
    for (const row of lines.slice(1)) if (row[7]) expect(row[7]).toBe("5,00");
    expect(lines.at(-1)?.[0]).toBe("Total (unidades com preço nas duas tabelas)");
    expect(lines.slice(1, -1)).toHaveLength(await units.count());
    await context.close();
  });

  it("fits a 390 px phone", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, manager);
    await expectPath(page, /^\/(home|stand)/);
    await page.goto(webUrl(`/reports/units-prices?enterprise_id=${enterpriseId}&from_snapshot_id=${fromSnapshotId}`));
    await expect.poll(() => page.getByTestId("kpi-table_difference_percent-value").textContent(), WAIT).toBe("5%");
    await expectFitsWidth(page);
    await screenshot(page, "reports-units-prices-phone");
    await context.close();
  });
});
