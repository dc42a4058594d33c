import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectPath,
  launchBrowser,
  login,
  newContext,
  PHONE,
  screenshot,
  submitLogin,
  webUrl,
} from "../harness/browser";
import { createTestUser, type TestUser, unique } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";
import { expectHttpError } from "../harness/page-guard";
import { type OwnStandFixture, openOwnStand } from "../harness/stand";

let browser: Browser;
let geralAdmin: TestUser;
let partner: TestUser;
let stand: OwnStandFixture;
let sdr: TestUser;
beforeAll(async () => {
  geralAdmin = await createTestUser("GERAL_ADMIN");
  partner = await createTestUser("AGENT_PARTNER");
  // A receptionist scheduled at a stand today, so the stand picker has a card to offer.
  stand = await openOwnStand(unique("Residencial Entrada"));
  sdr = await createTestUser("SALES_DEVELOPMENT_REPRESENTATIVE");
  browser = await launchBrowser();
});
afterAll(async () => {
  await stand?.close();
  await browser?.close();
});

async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  return context.newPage();
}

describe("login", () => {
  it("lands a general admin on /home, greeting them by name", async () => {
    const page = await freshPage();
    await page.goto(webUrl("/login"));
    await page.getByRole("heading", { name: "Entrar" }).waitFor();
    await screenshot(page, "login-desktop");
    await submitLogin(page, geralAdmin);
    await expectPath(page, "/home");
    await expect(page.getByTestId("home-greeting").textContent()).resolves.toMatch(/, \S+!$/);
    await expect(
      page
        .getByRole("navigation", { name: "Navegação principal" })
        .getByRole("link", { name: "Leads", exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    // The environment badge shows outside production.
    await expect(page.getByTestId("env-badge").first().textContent()).resolves.toBe("Desenvolvimento · v1.0.0");
    await screenshot(page, "home-desktop");
    await page.context().close();
  });

  it("lands a receptionist on /stand/choose-enterprise", async () => {
    const page = await freshPage();
    await login(page, stand.receptionist);
    await expectPath(page, "/stand/choose-enterprise");
    // The stand screens replaced the placeholder: the stands of the day are offered as cards.
    await page.getByRole("heading", { name: "Escolha o plantão" }).waitFor();
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    expect(await page.getByText("Em breve", { exact: false }).count()).toBe(0);
    await page.context().close();
  });

  it("lands a partner broker on /enterprises with only that section in the navigation", async () => {
    const page = await freshPage();
    await login(page, partner);
    await expectPath(page, "/enterprises");
    await page.getByRole("heading", { name: "Empreendimentos" }).waitFor();
    const navLinks = await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link")
      .allTextContents();
    expect(navLinks).toContain("Empreendimentos");
    expect(navLinks).not.toContain("Leads");
    expect(navLinks).not.toContain("Início");
    await page.context().close();
  });

  it("says the credentials are wrong", async () => {
    const page = await freshPage();
    expectHttpError(page.context(), 401, "/users/login");
    await page.goto(webUrl("/login"));
    await submitLogin(page, geralAdmin, "Errada@2026");
    await expect(page.getByTestId("login-error").textContent()).resolves.toBe("E-mail ou senha inválidos.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });

  it("refuses a user whose only role is excluded", async () => {
    const page = await freshPage();
    expectHttpError(page.context(), 403, "/users/login");
    await page.goto(webUrl("/login"));
    await submitLogin(page, sdr);
    await expect(page.getByTestId("login-error").textContent()).resolves.toBe(
      "Você não tem permissão para acessar o sistema.",
    );
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain("portal_roles");
    await page.context().close();
  });

  it("honours a /leads return address", async () => {
    const page = await freshPage();
    await login(page, geralAdmin, `/login?url=${encodeURIComponent("/leads?status=NEW")}`);
    await expectPath(page, "/leads");
    expect(new URL(page.url()).searchParams.get("status")).toBe("NEW");
    await page.getByRole("heading", { name: "Leads" }).waitFor();
    await page.context().close();
  });

  for (const evil of ["//evil.com", "https://evil.com/leads", "/leads/../../evil"]) {
    it(`refuses the return address ${evil}`, async () => {
      const page = await freshPage();
      await login(page, geralAdmin, `/login?url=${encodeURIComponent(evil)}`);
      await page.waitForURL((url) => url.pathname !== "/login", { timeout: 15_000 });
      const url = new URL(page.url());
      expect(url.host).toBe(new URL(webUrl()).host);
      expect(url.pathname).toBe("/home");
      await page.context().close();
    });
  }

  it("sends a signed-out visitor of a protected screen to /login and back after signing in", async () => {
    const page = await freshPage();
    await page.goto(webUrl("/leads/abc"));
    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("url")).toBe("/leads/abc");
    await submitLogin(page, geralAdmin);
    await expectPath(page, "/leads/abc");
    await page.context().close();
  });

  it("works at 360 px: navigation behind the burger", async () => {
    const page = await freshPage(PHONE);
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    await page.getByTestId("home-greeting").waitFor();
    await screenshot(page, "home-phone");
    await expectFitsWidth(page);
    await page.getByRole("button", { name: "Abrir navegação" }).click();
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Leads", exact: true })
      .click();
    await expectPath(page, "/leads");
    await page.context().close();
  });

  it("shows a 404 page for an unknown address", async () => {
    const page = await freshPage();
    await page.goto(webUrl("/nao-existe"));
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    await page.context().close();
  });
});
