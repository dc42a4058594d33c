/**
 * A lead's document made of photos and replaced later, as the specialist who owns the lead: two images picked (one
 * more added and removed, the order changed) become one PDF through /files/convert, uploaded as "RG - <lead>.pdf";
 * "Substituir" sends a new version, and the old one stays listed under "Versões anteriores (1)" and downloadable.
 */
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { atoAndFinancing, createPricedEnterprise, saleBuyer } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

function tag(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

/** A real PNG (drawn by the browser's canvas), so the API's image decoder reads it. */
async function photo(page: Page, name: string, color: string, width: number, height: number) {
  const base64 = await page.evaluate(
    ([c, w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = Number(w);
      canvas.height = Number(h);
      const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
      ctx.fillStyle = String(c);
      ctx.fillRect(0, 0, Number(w), Number(h));
      return canvas.toDataURL("image/png").split(",")[1] as string;
    },
    [color, width, height] as const,
  );
  return { name, mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Each embedded image's size, in the PDF's order (an alpha mask repeats its image's size: counted once). */
function imageSizes(pdf: Buffer): string[] {
  const sizes: string[] = [];
  for (const m of pdf.toString("latin1").matchAll(/<<[^>]*\/Subtype\s*\/Image[^>]*>>/g)) {
    const width = /\/Width\s+(\d+)/.exec(m[0])?.[1];
    const height = /\/Height\s+(\d+)/.exec(m[0])?.[1];
    const size = `${width}x${height}`;
    if (sizes.at(-1) !== size) sizes.push(size);
  }
  return sizes;
}

async function openFiles(page: Page, leadId: string, leadName: string): Promise<void> {
  await page.goto(webUrl(`/leads/${leadId}?tab=arquivos`));
  await page.getByRole("heading", { name: leadName }).waitFor();
  await page.getByRole("tabpanel", { name: "Arquivos" }).waitFor();
}

let browser: Browser;
let owner: TestUser;
let boothSpecialist: TestUser;
let secretary: TestUser;
beforeAll(async () => {
  owner = await createTestUser("ONLINE_SPECIALIST");
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  secretary = await createTestUser("SALES_SECRETARY");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a lead's document from photos, replaced, with its older version", () => {
  it("two photos become one PDF; 'Substituir' keeps the old one under 'Versões anteriores (1)', downloadable", async () => {
    const lead = await createLeadAs(owner, `Bianca Versões ${tag()}`);
    expect(lead.owner?.full_name).toBe(owner.full_name);
    const pdfName = `RG - ${lead.full_name}.pdf`;

    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await login(page, owner);
    await page.waitForURL((url) => url.pathname === "/home");
    await openFiles(page, lead._id, lead.full_name);
    await page.getByText("Nenhum arquivo").waitFor();

    // Pick the back and the front, add a third photo, then take it out again and put the front first.
    await page.getByRole("combobox", { name: "Tipo do documento" }).click();
    await page.getByRole("option", { name: "RG", exact: true }).click();
    const back = await photo(page, "verso.png", "#2b6cb0", 300, 200);
    const front = await photo(page, "frente.png", "#c53030", 200, 300);
    const extra = await photo(page, "extra.png", "#2f855a", 120, 120);
    let chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Escolher arquivos" }).click();
    expect((await chooser).isMultiple()).toBe(true);
    await expect(page.locator('input[type="file"]').first().getAttribute("accept")).resolves.toBe(
      "image/*,application/pdf",
    );
    await (await chooser).setFiles([back, front]);
    chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Adicionar arquivos" }).click();
    await (await chooser).setFiles([extra]);
    const picked = page.getByTestId("picked-file");
    await expect
      .poll(() => picked.allTextContents())
      .toEqual([
        expect.stringContaining("Página 1verso.png"),
        expect.stringContaining("Página 2frente.png"),
        expect.stringContaining("Página 3extra.png"),
      ]);
    await page.getByRole("button", { name: "Remover extra.png" }).click();
    await page.getByRole("button", { name: "Mover frente.png para cima" }).click();
    await expect
      .poll(() => picked.allTextContents())
      .toEqual([expect.stringContaining("Página 1frente.png"), expect.stringContaining("Página 2verso.png")]);
    await page.getByText("As 2 imagens serão juntadas em um PDF, uma página por imagem, nesta ordem.").waitFor();
    await screenshot(page, "lead-files-pick-photos-desktop");

    // Sent: the images go to /files/convert, and the PDF is the lead's RG.
    const convert = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/files/convert"));
    await page.getByRole("button", { name: "Enviar" }).click();
    expect((await convert).status()).toBe(200);
    await page.getByText(`Arquivo ${pdfName} enviado.`).waitFor();
    const row = page.getByTestId("lead-file-row").filter({ hasText: pdfName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("RG");
    await expect(picked.count()).resolves.toBe(0);
    let download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Baixar ${pdfName}` }).click();
    const converted = readFileSync((await (await download).path()) as string);
    expect(converted.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(converted)).toBe(2);
    // In the order shown: the portrait front (200 x 300) first, then the landscape back, and not the removed photo.
    expect(imageSizes(converted)).toEqual(["200x300", "300x200"]);
    expect(await row.getByRole("button", { name: /Versões anteriores/ }).count()).toBe(0);

    // Replace it with a PDF: the row shows the new file, and the PDF of photos is its older version.
    const newName = `rg-completo-${tag()}.pdf`;
    const newPdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    chooser = page.waitForEvent("filechooser");
    await row.getByRole("button", { name: `Substituir ${pdfName}` }).click();
    const update = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith("/files/update-files"),
    );
    await (await chooser).setFiles({ name: newName, mimeType: "application/pdf", buffer: Buffer.from(newPdf) });
    expect((await update).status()).toBe(200);
    await page.getByText(`Arquivo ${pdfName} substituído por ${newName}.`).waitFor();
    const current = page.getByTestId("lead-file-row").filter({ hasText: newName });
    await current.waitFor();
    await expect(page.getByTestId("lead-file-row").count()).resolves.toBe(1);
    const disclosure = current.getByRole("button", { name: "Versões anteriores (1)" });
    await expect(disclosure.getAttribute("aria-expanded")).resolves.toBe("false");
    await disclosure.click();
    await expect(disclosure.getAttribute("aria-expanded")).resolves.toBe("true");
    const version = current.getByTestId("file-version");
    await version.waitFor();
    const versionText = (await version.textContent()) ?? "";
    expect(versionText).toContain(pdfName);
    expect(versionText).toMatch(new RegExp(`Enviado em \\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2} por ${owner.full_name}`));
    expect(versionText).toMatch(
      new RegExp(`Substituído em \\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2} por ${owner.full_name}`),
    );

    download = page.waitForEvent("download");
    await version.getByRole("button", { name: `Baixar versão anterior ${pdfName}` }).click();
    const old = await download;
    expect(old.suggestedFilename()).toBe(pdfName);
    const oldPdf = readFileSync((await old.path()) as string);
    expect(oldPdf.equals(converted)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "lead-files-versions-desktop");
    await context.close();

    // On a phone: the same list, the disclosure, the picker; no serious accessibility violation.
    const phone = await newContext(browser, PHONE);
    const phonePage = await phone.newPage();
    await login(phonePage, owner);
    await phonePage.waitForURL((url) => url.pathname === "/home");
    await openFiles(phonePage, lead._id, lead.full_name);
    const phoneRow = phonePage.getByTestId("lead-file-row").filter({ hasText: newName });
    await phoneRow.getByRole("button", { name: "Versões anteriores (1)" }).click();
    await phoneRow.getByTestId("file-version").waitFor();
    await phonePage.getByRole("combobox", { name: "Tipo do documento" }).click();
    await phonePage.getByRole("option", { name: "CPF", exact: true }).click();
    chooser = phonePage.waitForEvent("filechooser");
    await phonePage.getByRole("button", { name: "Escolher arquivos" }).click();
    await (await chooser).setFiles([await photo(phonePage, "cpf-frente.png", "#555", 200, 300), back]);
    await phonePage.getByTestId("picked-file").nth(1).waitFor();
    await expectNoSeriousA11yViolations(phonePage);
    // A full-page capture of a scrolled page repeats the sticky header in the middle: capture from the top.
    await phonePage.evaluate(() => window.scrollTo(0, 0));
    await screenshot(phonePage, "lead-files-versions-phone");
    await phone.close();
  });

  it("on a sale, the secretary joins two photos into the down payment receipt, replaces it and gets the old one back", async () => {
    const suffix = tag();
    const { mirror } = await createPricedEnterprise(await adminSession(), {
      name: `Residencial Versões ${suffix}`,
      floors: 1,
      approvalRules: [],
    });
    const unit = mirror.towers[0]?.floors.flatMap((f) => f.units).find((u) => u.status === "AVAILABLE" && u.price);
    const specialist = await apiSession(boothSpecialist);
    const lead = await apiCall<{ lead: { _id: string; full_name: string } }>(
      specialist,
      "POST",
      "/leads",
      {
        full_name: `Otávio Venda ${suffix}`,
        phone: `1197${randomInt(1_000_000, 9_999_999)}`,
        city: "Campinas",
        source: "STAND",
      },
      201,
    );
    const proposal = await apiCall<{ _id: string }>(
      specialist,
      "POST",
      "/proposals",
      { lead_id: lead.lead._id, unit_id: unit?._id, series: atoAndFinancing(unit?.price as number, 10), submit: true },
      201,
    );
    const sale = await apiCall<{ _id: string }>(
      specialist,
      "POST",
      "/sales",
      { proposal_id: proposal._id, buyers: [saleBuyer(`Otávio Comprador ${suffix}`)] },
      201,
    );
    const pdfName = `Comprovante do ato - ${lead.lead.full_name}.pdf`;

    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await login(page, secretary);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(webUrl(`/sales/${sale._id}`));
    await page.getByTestId("sale-status").waitFor();
    await page.getByText("Nenhum documento enviado.").waitFor();
    const documents = page.getByTestId("sale-documents");
    await documents.getByRole("combobox", { name: "Tipo do documento" }).click();
    await page.getByRole("option", { name: "Comprovante do ato" }).click();
    let chooser = page.waitForEvent("filechooser");
    await documents.getByRole("button", { name: "Escolher arquivos" }).click();
    await (await chooser).setFiles([
      await photo(page, "pix-1.png", "#444", 200, 300),
      await photo(page, "pix-2.png", "#888", 300, 200),
    ]);
    await page.getByTestId("picked-file").nth(1).waitFor();
    await documents.getByRole("button", { name: "Enviar", exact: true }).click();
    await page.getByText("Documento enviado.").waitFor();
    const row = page.getByTestId("sale-file").filter({ hasText: pdfName });
    await row.waitFor();
    let download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Baixar ${pdfName}` }).click();
    const converted = readFileSync((await (await download).path()) as string);
    expect(imageSizes(converted)).toEqual(["200x300", "300x200"]);

    const newName = `ato-${suffix}.pdf`;
    chooser = page.waitForEvent("filechooser");
    await row.getByRole("button", { name: `Substituir ${pdfName}` }).click();
    await (await chooser).setFiles({
      name: newName,
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await page.getByText(`Documento ${pdfName} substituído por ${newName}.`).waitFor();
    const current = page.getByTestId("sale-file").filter({ hasText: newName });
    await current.getByRole("button", { name: "Versões anteriores (1)" }).click();
    const version = current.getByTestId("file-version");
    // Named as on a lead's documents: who sent the version and who replaced it.
    const versionText = await version.textContent();
    expect(versionText).toMatch(
      new RegExp(`Enviado em \\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2} por ${secretary.full_name}`),
    );
    expect(versionText).toMatch(
      new RegExp(`Substituído em \\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2} por ${secretary.full_name}`),
    );
    download = page.waitForEvent("download");
    await version.getByRole("button", { name: `Baixar versão anterior ${pdfName}` }).click();
    expect(readFileSync((await (await download).path()) as string).equals(converted)).toBe(true);
    // The sale's history names both steps in pt-BR, never the action's code.
    await page.getByText("Documento enviado", { exact: true }).waitFor();
    await page.getByText("Documento substituído", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "sale-files-versions-desktop");
    await context.close();

    const phone = await newContext(browser, PHONE);
    const phonePage = await phone.newPage();
    await login(phonePage, secretary);
    await phonePage.waitForURL((url) => url.pathname !== "/login");
    await phonePage.goto(webUrl(`/sales/${sale._id}`));
    const phoneRow = phonePage.getByTestId("sale-file").filter({ hasText: newName });
    await phoneRow.getByRole("button", { name: "Versões anteriores (1)" }).click();
    await phoneRow.getByTestId("file-version").waitFor();
    await expectNoSeriousA11yViolations(phonePage);
    await screenshot(phonePage, "sale-files-versions-phone");
    await phone.close();
  });
});
