import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

let browser: Browser;
let geralAdmin: TestUser;
let marketing: TestUser;
let operationalAdmin: TestUser;
let receptionist: TestUser;
beforeAll(async () => {
  geralAdmin = await createTestUser("GERAL_ADMIN");
  marketing = await createTestUser("MARKETING");
  operationalAdmin = await createTestUser("OPERATIONAL_ADMIN");
  receptionist = await createTestUser("RECEPCIONIST");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("users administration", () => {
  it("lists, filters through the URL and creates a user", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    await page.goto(webUrl("/admin/users"));
    await page.getByTestId("user-row").first().waitFor();
    await screenshot(page, "admin-users-desktop");

    await page.getByLabel("Buscar").fill(receptionist.email);
    await page.waitForURL((url) => url.searchParams.get("search") === receptionist.email);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=user-row]").length === 1);
    await expect(page.getByTestId("user-row").first().textContent()).resolves.toContain(receptionist.email);

    // "Exportar CSV" saves every row of the current filter, in the screen's columns (the e-mail in its own).
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) as string, "utf8")
      .replace("\uFEFF", "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Nome;E-mail;Perfis;Situação;Cadastro");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${receptionist.email};`);
    await page.getByText("1 linha exportada.").waitFor();

    await page.getByLabel("Buscar").fill("ninguem-com-este-nome");
    await page.getByText("Nenhum usuário encontrado").waitFor();

    await page.getByRole("button", { name: "Novo usuário" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo usuário" });
    await dialog.getByLabel("Nome completo").fill("Carla Mendes");
    const email = `carla.mendes.${Date.now()}@exemplo.com.br`;
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Senha inicial").fill("Inicial@2026");
    await dialog.getByRole("combobox", { name: "Perfis" }).click();
    // A general admin is offered only the roles below their tier: neither Master nor their own (decision 028).
    await page.getByRole("option", { name: "Administrador operacional" }).waitFor();
    await expect(page.getByRole("option", { name: "Master", exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("option", { name: "Administrador geral", exact: true }).count()).resolves.toBe(0);
    await page.getByRole("option", { name: "Marketing" }).click();
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Criar usuário" }).click();
    await page.getByText("Usuário Carla Mendes criado.").waitFor();

    await page.goto(webUrl(`/admin/users?search=${encodeURIComponent(email)}`));
    await page.getByRole("link", { name: "Carla Mendes" }).first().click();
    await expectPath(page, /^\/admin\/users\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Desativar usuário" }).click();
    await page.getByRole("dialog", { name: "Desativar usuário" }).getByRole("button", { name: "Desativar" }).click();
    await page.getByText("Carla Mendes foi desativado.").waitFor();

    // The situation filter comes from the URL (?active=false / ?active=true).
    await page.goto(webUrl("/admin/users?active=false"));
    await expect(page.getByRole("radio", { name: "Inativos" }).isChecked()).resolves.toBe(true);
    await page.getByRole("link", { name: "Carla Mendes" }).first().waitFor();
    await page.goto(webUrl(`/admin/users?active=true&search=${encodeURIComponent(email)}`));
    await page.getByText("Nenhum usuário encontrado").waitFor();
    await context.close();
  });

  it("shows the list as cards at 360 px", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, operationalAdmin);
    await page.waitForURL((url) => url.pathname === "/home");
    await page.goto(webUrl("/admin/users?active=true"));
    await page.getByTestId("user-card").first().waitFor();
    await expect(page.getByTestId("user-row").first().isVisible()).resolves.toBe(false);
    await screenshot(page, "admin-users-phone");
    // A larger phone (390 px) keeps the cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("user-card").first().waitFor();
    await screenshot(page, "admin-users-phone-390");
    await expectFitsWidth(page);
    await context.close();
  });

  it("denies the screen to a role that does not manage users", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, marketing);
    await expectPath(page, "/home");
    await page.goto(webUrl("/admin/users"));
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
    await context.close();
  });
});
