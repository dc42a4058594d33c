/** The leads list's "Exportar" menu (decision 073): the server's streamed CSV and XLSX, saved and parsed back. */
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadAs } from "../harness/api";
import { DESKTOP, expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

let browser: Browser;
let specialist: TestUser;
const suffix = String(Date.now()).slice(-6);
const names = [`Exportação Alfa ${suffix}`, `Exportação Beta ${suffix}`];

beforeAll(async () => {
  browser = await launchBrowser();
  specialist = await createTestUser("ONLINE_SPECIALIST");
  for (const name of names) await createLeadAs(specialist, name);
});
afterAll(async () => {
  await browser?.close();
});

describe("lead exports", () => {
  it("a specialist exports their filtered list as CSV and Excel from the 'Exportar' menu", async () => {
    for (const viewport of [DESKTOP, { width: 390, height: 844 }]) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      page.on("requestfailed", (r) => console.log("DIAG failed", r.url(), r.failure()?.errorText, Date.now()));
      page.on(
        "requestfinished",
        (r) => r.url().includes("/export") && console.log("DIAG finished", r.url(), Date.now()),
      );
      page.on(
        "response",
        (r) =>
          r.url().includes("/export") &&
          console.log("DIAG response", r.status(), JSON.stringify(r.headers()), Date.now()),
      );
      page.on("download", (d) => console.log("DIAG download", d.url(), Date.now()));
      await login(page, specialist);
      await expectPath(page, "/home");
      await page.goto(webUrl(`/leads?search=${encodeURIComponent(`Exportação`)}`));
      await page.getByTestId("leads-total").getByText("2 leads").waitFor();
      await page.getByTestId("leads-export").click();
      await page.getByRole("menuitem", { name: "CSV" }).waitFor();
      await screenshot(page, `lead-exports-menu-${viewport.width}`);
      await expectFitsWidth(page);

      const csv = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "CSV" }).click();
      const csvFile = await csv;
      expect(csvFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await csvFile.path()) as string, "utf8").split("\r\n");
      expect(lines[0]?.startsWith("\uFEFFNome;Telefone;E-mail;Status;")).toBe(true);
      expect(
        lines
          .slice(1, 3)
          .map((l) => l.split(";")[0])
          .sort(),
      ).toEqual([...names].sort());
      await page.getByText("2 leads exportados.").waitFor();

      if (viewport === DESKTOP) {
        const xlsx = page.waitForEvent("download");
        await page.getByTestId("leads-export").click();
        await page.getByRole("menuitem", { name: "Excel (XLSX)" }).click();
        const xlsxFile = await xlsx;
        expect(xlsxFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.readFile((await xlsxFile.path()) as string);
        const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
        expect(sheet.getRow(1).getCell(1).value).toBe("Nome");
        expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort()).toEqual([...names].sort());
      }
      await context.close();
    }
  });
});
