import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, submitLogin, webUrl } from "../harness/browser";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";
import { expectHttpError } from "../harness/page-guard";

let browser: Browser;
let geralAdmin: TestUser;
let marketing: TestUser;
let incompletePartner: TestUser;
beforeAll(async () => {
  geralAdmin = await createTestUser("GERAL_ADMIN");
  marketing = await createTestUser("MARKETING");
  // A partner broker whose registration is not complete yet (as one who signed up and never finished).
  incompletePartner = await createTestUser("AGENT_PARTNER");
  await apiCall(await adminSession(), "PUT", `/admin/users/${incompletePartner._id}`, {
    is_registration_complete: false,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("session", () => {
  it("goes to /login with 'Sua sessão expirou' once the token is revoked elsewhere", async () => {
    const context = await newContext(browser);
    // The revoked token meets a 401 on the next request: that is the behaviour under test.
    expectHttpError(context, 401, /^\/users\/my-profile$/);
    const page = await context.newPage();
    await login(page, marketing);
    await expectPath(page, "/home");

    // Revoke the same token from outside the browser (as another client would), then keep using the app.
    const token = (await context.cookies()).find((c) => c.name === "portal_token")?.value;
    expect(token).toBeTruthy();
    const apiUrl = inject("apiUrl").replace("localhost", "127.0.0.1");
    const revoked = await fetch(`${apiUrl}/users/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.goto(webUrl("/home"));
    await expectPath(page, "/login");
    await expect(page.getByTestId("session-expired").textContent()).resolves.toContain("Sua sessão expirou");
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain("portal_roles");
    expect(names).not.toContain("portal_user");
    await context.close();
  });

  it("after an expiry mid-use, clears every session cookie and signs back in on the page the user was on", async () => {
    const context = await newContext(browser);
    // The expired session meets a 401 on the next request: that is the behaviour under test.
    expectHttpError(context, 401, /^\/leads$/);
    const page = await context.newPage();
    await login(page, geralAdmin, "/login");
    await expectPath(page, "/home");
    await page.goto(webUrl("/enterprises"));
    await page.getByRole("heading", { name: "Empreendimentos" }).first().waitFor();
    // A JS-visible cookie under one of the token's other names (an old client's) must go as well.
    await context.addCookies([{ name: "token", value: "stale", url: webUrl("/") }]);

    // The session row goes (logout from another client); the next request of this page meets a 401.
    const token = (await context.cookies()).find((c) => c.name === "portal_token")?.value;
    const apiUrl = inject("apiUrl").replace("localhost", "127.0.0.1");
    const revoked = await fetch(`${apiUrl}/users/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Leads", exact: true })
      .click();

    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("url")).toMatch(/^\/leads/);
    await expect(page.getByTestId("session-expired").textContent()).resolves.toContain("Sua sessão expirou");
    const names = (await context.cookies()).map((c) => c.name);
    for (const stale of ["portal_token", "token", "authorization", "portal_roles", "portal_user"]) {
      expect(names).not.toContain(stale);
    }

    await submitLogin(page, geralAdmin);
    await expectPath(page, "/leads");
    const after = await context.cookies();
    expect(after.filter((c) => c.name === "portal_token")).toHaveLength(1);
    expect(after.find((c) => c.name === "portal_token")?.value).not.toBe(token);
    expect(after.map((c) => c.name)).not.toContain("token");
    await context.close();
  });

  it("signing out in one tab signs out the other", async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await login(first, geralAdmin);
    await expectPath(first, "/home");
    const second = await context.newPage();
    await second.goto(webUrl("/profile"));
    await second.getByRole("heading", { name: "Meu perfil" }).waitFor();

    await first.getByRole("navigation", { name: "Navegação principal" }).getByRole("button", { name: "Sair" }).click();
    await expectPath(first, "/login");
    await expectPath(second, "/login");
    await context.close();
  });

  it("signing in in one tab takes the other tab to /home", async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(webUrl("/login"));
    await second.goto(webUrl("/login"));
    await submitLogin(first, geralAdmin);
    await expectPath(first, "/home");
    await expectPath(second, "/home");
    await context.close();
  });

  it("forces a partner with an incomplete registration to /updatesignup/{id} until it is completed", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, incompletePartner);
    await expectPath(page, /^\/updatesignup\/[0-9a-f-]{36}$/);
    const formPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { name: "Complete seu cadastro" }).waitFor();

    // Other screens send the partner back here.
    await page.goto(webUrl("/enterprises"));
    await expectPath(page, formPath);
    await screenshot(page, "updatesignup-desktop");

    // Invalid CPF: the contract's message appears on the field and nothing is sent.
    await page.getByLabel("CPF").fill("11111111111");
    await page.getByRole("button", { name: "Concluir cadastro" }).click();
    await page.getByText("deve ser um CPF válido").waitFor();
    // Partner brokers must give their CRECI.
    await expect(page.getByLabel("CRECI").getAttribute("aria-invalid")).resolves.toBe("true");

    await page.getByLabel("CPF").fill("");
    await page.getByLabel("CPF").pressSequentially("52998224725");
    await expect(page.getByLabel("CPF").inputValue()).resolves.toBe("529.982.247-25");
    await page.getByLabel("Celular").pressSequentially("11912345678");
    // Number and UF of the council (decision 064).
    await page.getByLabel("CRECI").fill("123456-F/SP");
    await page.getByLabel("CEP").pressSequentially("01310100");
    await expect(page.getByLabel("CEP").inputValue()).resolves.toBe("01310-100");
    await page.getByLabel("Rua").fill("Avenida Paulista");
    await page.getByLabel("Número").fill("1000");
    await page.getByLabel("Bairro").fill("Bela Vista");
    await page.getByLabel("Cidade").fill("São Paulo");
    await page.getByRole("combobox", { name: "UF" }).fill("SP");
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await page.getByRole("button", { name: "Concluir cadastro" }).click();
    await expectPath(page, "/enterprises");

    // A partner who signs out gets the brokers' and agents' sign-in screen.
    await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("button", { name: "Sair" }).click();
    await expectPath(page, "/login/agents");
    expect(new URL(page.url()).searchParams.get("userType")).toBe("AGENT_PARTNER");
    await page.getByRole("link", { name: "Cadastre-se como corretor parceiro" }).waitFor();
    await context.close();
  });
});
