import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * Partner approval (decision 064): a broker who signs up sees "Cadastro em análise" instead of the enterprises,
 * the partnership coordinator approves them on the Parceiros screen, and the enterprises open.
 */
const PHONE_390 = { width: 390, height: 844 };
const PASSWORD = "Parceiro@2026";
let browser: Browser;
const suffix = String(Date.now()).slice(-6);
const partnerName = `Corretor Aprovação ${suffix}`;
const partnerEmail = `aprovacao.${suffix}@exemplo.com.br`;

function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(0, 10));
  if (base.every((d) => d === base[0])) base[0] = ((base[0] as number) + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join("");
}

async function api(path: string, method: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, inject("apiUrl")), {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

let partnershipCoordinator: TestUser;
beforeAll(async () => {
  partnershipCoordinator = await createTestUser("PARTNERSHIP_COORDINATOR");
  browser = await launchBrowser();
  // A broker signs up and completes the registration (the sign-up screens are covered by signup.e2e).
  const cpf = randomCpf();
  const signup = await api("/users/agente-partner", "POST", {
    full_name: partnerName,
    email: partnerEmail,
    password: PASSWORD,
    cpf,
    phone: `4899${randomInt(1_000_000, 9_999_999)}`,
    creci: `CRECI-SC ${randomInt(10_000, 99_999)}-F`,
  });
  await api(
    "/admin/profile/complete-registration",
    "PUT",
    {
      full_name: partnerName,
      cpf,
      phone: "48991234567",
      creci: "CRECI-SC 12.345-F",
      address: {
        zip_code: "88010400",
        street: "Rua Felipe Schmidt",
        number: "100",
        district: "Centro",
        city: "Florianópolis",
        uf: "SC",
      },
    },
    signup.authorization as string,
  );
});
afterAll(async () => {
  await browser?.close();
});

describe("partner approval", () => {
  it("the pending partner sees 'Cadastro em análise'; the coordinator approves; the enterprises open", async () => {
    // 1. The partner waits: every screen leads to the status.
    const partnerContext = await newContext(browser, PHONE_390);
    const ppage = await partnerContext.newPage();
    await ppage.goto(webUrl("/login/agents"));
    await ppage.getByLabel("E-mail").fill(partnerEmail);
    await ppage.getByLabel(/^Senha/).fill(PASSWORD);
    await ppage.getByRole("button", { name: "Entrar", exact: true }).click();
    await expectPath(ppage, "/partner-status");
    const status = ppage.getByTestId("partner-status");
    await expect.poll(() => status.getAttribute("data-status")).toBe("PENDING_APPROVAL");
    await ppage.getByRole("heading", { name: "Cadastro em análise" }).waitFor();
    expect(await status.textContent()).toContain("12345-F/SC");
    await expectFitsWidth(ppage);
    await screenshot(ppage, "partner-status-pending-phone");
    await expectNoSeriousA11yViolations(ppage);
    await ppage.goto(webUrl("/enterprises"));
    await expectPath(ppage, "/partner-status");

    // 2. The partnership coordinator approves them on the Parceiros screen.
    const coordinatorContext = await newContext(browser);
    const cpage = await coordinatorContext.newPage();
    await login(cpage, partnershipCoordinator);
    await cpage.getByRole("link", { name: "Parceiros" }).click();
    await expectPath(cpage, "/admin/partners");
    const row = cpage.getByTestId("partner-row").filter({ hasText: partnerName });
    await row.waitFor();
    expect(await row.textContent()).toContain("12345-F/SC");
    await screenshot(cpage, "partner-approval-desktop");
    await expectNoSeriousA11yViolations(cpage);
    await row.getByTestId("partner-approve").click();
    await cpage.getByTestId("partner-approve-confirm").click();
    await cpage.getByText(`${partnerName} aprovado`).waitFor();
    await row.waitFor({ state: "detached" });
    await cpage.getByText("Aprovados", { exact: true }).click();
    await expect.poll(() => new URL(cpage.url()).searchParams.get("status")).toBe("APPROVED");
    await cpage.getByTestId("partner-row").filter({ hasText: partnerName }).waitFor();
    expect(await cpage.getByTestId("partner-row").filter({ hasText: partnerName }).textContent()).toContain(
      `Aprovado por ${partnershipCoordinator.full_name}`,
    );
    await coordinatorContext.close();

    // 3. The partner is told at once (realtime notification) and the enterprises open.
    await ppage.getByText("Seu cadastro de parceiro foi aprovado").first().waitFor();
    await screenshot(ppage, "partner-status-approved-toast-phone");
    await ppage.goto(webUrl("/enterprises"));
    await expectPath(ppage, "/enterprises");
    await ppage.getByRole("heading", { level: 1 }).first().waitFor();
    await ppage.waitForLoadState("networkidle"); // a 403 would show by now
    expect(await ppage.getByText("Cadastro em análise").count()).toBe(0);
    await partnerContext.close();
  });

  it("the approval screen fits a phone", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, partnershipCoordinator);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.getByRole("button", { name: "Abrir navegação" }).click();
    await page.getByRole("link", { name: "Parceiros" }).click();
    await expectPath(page, "/admin/partners");
    await page.getByTestId("partner-row").filter({ hasText: "Otávio Nogueira Brandão" }).waitFor();
    await expectFitsWidth(page);
    await screenshot(page, "partner-approval-phone");
    await context.close();
  });
});
