import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPath, launchBrowser, newContext, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";

let browser: Browser;
let partner: TestUser;
beforeAll(async () => {
  partner = await createTestUser("AGENT_PARTNER");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A valid CPF (mod-11 check digits) from a random 9-digit base. */
function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join("");
}

describe("partner sign-up", () => {
  it("names the field that is already taken", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(webUrl("/signup/partner"));
    await page.getByLabel("Nome completo").fill("Rafael Teixeira");
    await page.getByLabel("E-mail").fill(partner.email);
    await page.getByLabel("Celular").pressSequentially("11987654321");
    await page.getByLabel("CPF").pressSequentially(randomCpf());
    // A broker gives the CRECI with its UF (decision 064).
    await page.getByLabel("CRECI").fill("12345-F/SC");
    await page.getByLabel(/^Senha/).fill("Parceiro@2026");
    await page.getByLabel("Confirme a senha").fill("Parceiro@2026");
    await page.getByRole("button", { name: "Criar cadastro" }).click();
    await page.getByText("Já existe um usuário com este e-mail.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup/partner");
    await context.close();
  });

  it("creates the account, signs in and asks for the rest of the registration", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(webUrl("/login/agents"));
    await page.getByRole("link", { name: "Cadastre-se como agente" }).click();
    await expectPath(page, "/signup/agent");
    await page.getByRole("heading", { name: "Cadastro de agente" }).waitFor();
    await page.getByLabel("Nome completo").fill("Sofia Albuquerque");
    await page.getByLabel("E-mail").fill(`sofia.${Date.now()}@exemplo.com.br`);
    await page.getByLabel("Celular").pressSequentially("11987654321");
    await page.getByLabel("CPF").pressSequentially(randomCpf());
    await page.getByLabel(/^Senha/).fill("Agente@2026");
    await page.getByLabel("Confirme a senha").fill("Agente@2027");
    await page.getByRole("button", { name: "Criar cadastro" }).click();
    await page.getByText("As senhas não conferem.").waitFor();
    await page.getByLabel("Confirme a senha").fill("Agente@2026");
    await page.getByRole("button", { name: "Criar cadastro" }).click();
    await expectPath(page, /^\/updatesignup\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Nome completo").inputValue()).resolves.toBe("Sofia Albuquerque");
    await context.close();
  });
});
