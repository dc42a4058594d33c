import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";
import { expectHttpError } from "../harness/page-guard";

/**
 * A partner broker registers their own client from the proposal builder and completes the proposal; a client who
 * is already someone's lead answers "Cliente já cadastrado" and shows nothing of that lead (decision 064).
 */
const PHONE_390 = { width: 390, height: 844 };
let browser: Browser;
let enterpriseId: string;
let units: { _id: string; price: number }[];
const suffix = String(Date.now()).slice(-6);

/** A valid CPF (mod-11 check digits) from a random 9-digit base. */
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
const mobile = () => `4899${randomInt(1_000_000, 9_999_999)}`;

let boothSpecialist: TestUser;
let partner: TestUser;
beforeAll(async () => {
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  partner = await createTestUser("AGENT_PARTNER");
  browser = await launchBrowser();
  const admin = await adminSession();
  const created = await createPricedEnterprise(admin, {
    name: `Residencial Cliente Parceiro ${suffix}`,
    floors: 2,
    approvalRules: [],
  });
  enterpriseId = created.enterpriseId;
  units = created.mirror.towers
    .flatMap((t) => t.floors.flatMap((f) => f.units))
    .filter((u) => u.status === "AVAILABLE" && u.price)
    .map((u) => ({ _id: u._id, price: u.price as number }));
  expect(units.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await browser?.close();
});

describe("a partner broker's own client", () => {
  it("is registered from the proposal builder (masked phone and CPF) and the proposal is completed", async () => {
    const unit = units[0] as { _id: string; price: number };
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, partner);
    await expectPath(page, "/enterprises");
    await page.goto(webUrl(`/proposals/new?unit_id=${unit._id}`));
    await page.getByTestId("unit-summary").waitFor();

    const name = `Cliente Parceiro ${suffix}`;
    const phone = mobile();
    await page.getByTestId("register-client").click();
    const dialog = page.getByRole("dialog", { name: "Cadastrar cliente" });
    await dialog.waitFor();
    await dialog.getByLabel("Nome completo").fill(name);
    await dialog.getByLabel("Telefone").pressSequentially(phone);
    await dialog.getByLabel("CPF").pressSequentially(randomCpf());
    await expect(dialog.getByLabel("Telefone").inputValue()).resolves.toBe(
      `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`,
    );
    await expect(dialog.getByLabel("CPF").inputValue()).resolves.toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await screenshot(page, "partner-register-client-desktop");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId("register-client-submit").click();
    await dialog.waitFor({ state: "detached" });
    // The new client is the proposal's client at once.
    await expect.poll(() => page.getByTestId("lead-picker").inputValue()).toBe(name);

    const down = Math.round(unit.price * 0.2);
    await page.getByTestId("series-value").first().fill(String(down));
    await page.getByRole("button", { name: "Adicionar série" }).click();
    await page.getByLabel("Tipo", { exact: true }).nth(1).click();
    await page.getByRole("option", { name: "Financiamento bancário", exact: true }).click();
    await page
      .getByTestId("series-value")
      .nth(1)
      .fill(String(unit.price - down));
    await expect.poll(() => page.getByTestId("plan-remaining").getAttribute("data-state")).toBe("closed");
    await page.getByRole("button", { name: "Enviar proposta" }).click();
    await expectPath(page, /^\/proposals\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("proposal-status").textContent()).toBe("Aprovada");
    await page.getByText(name).first().waitFor();
    await screenshot(page, "partner-client-proposal-desktop");

    // The partner owns the client: a lead of the enterprise with the partner's CPF, brought by a partner.
    const partnerCookie = await apiSession(partner);
    const mine = await apiCall<{ payload: { _id: string; full_name: string; owner: { full_name: string } | null }[] }>(
      partnerCookie,
      "GET",
      `/leads?full_name=${encodeURIComponent(name)}`,
    );
    expect(mine.payload.map((l) => [l.full_name, l.owner?.full_name])).toEqual([[name, partner.full_name]]);
    await context.close();
  });

  it("is registered from the reservation form of the mirror and the unit is reserved for them", async () => {
    const unit = units[2] as { _id: string; price: number };
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, partner);
    await expectPath(page, "/enterprises");
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await page.locator(`[data-unit-id="${unit._id}"]`).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "Reservar" }).click();
    await drawer.getByTestId("register-client").click();
    const dialog = page.getByRole("dialog", { name: "Cadastrar cliente" });
    const name = `Cliente Reserva ${suffix}`;
    await dialog.getByLabel("Nome completo").fill(name);
    await dialog.getByLabel("Telefone").pressSequentially(mobile());
    await dialog.getByLabel("CPF").pressSequentially(randomCpf());
    await dialog.getByLabel("E-mail (opcional)").fill(`reserva.${suffix}@exemplo.com.br`);
    await dialog.getByTestId("register-client-submit").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => drawer.getByTestId("reserve-lead").inputValue()).toBe(name);
    await drawer.getByRole("button", { name: "Confirmar reserva" }).click();
    await drawer.getByTestId("reservation-countdown").waitFor();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-unit-id="${id}"]`)?.getAttribute("data-status") === "RESERVED",
      unit._id,
    );
    await screenshot(page, "partner-client-reservation-desktop");
    await context.close();
  });

  it("someone else's lead: 'Cliente já cadastrado', nothing of that lead shown (phone)", async () => {
    // The booth specialist's lead of this enterprise.
    const phone = mobile();
    const ownerName = `Cliente do Plantão ${suffix}`;
    await apiCall(
      await apiSession(boothSpecialist),
      "POST",
      "/leads",
      { full_name: ownerName, phone, enterprise_id: enterpriseId, source: "STAND" },
      201,
    );
    const unit = units[1] as { _id: string; price: number };
    const context = await newContext(browser, PHONE_390);
    expectHttpError(context, 409, "/leads/partner-clients");
    const page = await context.newPage();
    await login(page, partner);
    await expectPath(page, "/enterprises");
    await page.goto(webUrl(`/proposals/new?unit_id=${unit._id}`));
    await page.getByTestId("unit-summary").waitFor();
    await page.getByTestId("register-client").click();
    const dialog = page.getByRole("dialog", { name: "Cadastrar cliente" });
    await dialog.getByLabel("Nome completo").fill("Nome Que o Parceiro Deu");
    await dialog.getByLabel("Telefone").pressSequentially(phone);
    await dialog.getByLabel("CPF").pressSequentially(randomCpf());
    await dialog.getByTestId("register-client-submit").click();
    const taken = dialog.getByTestId("client-taken");
    await taken.waitFor();
    expect(await taken.textContent()).toContain("Cliente já cadastrado");
    expect(await page.getByText(ownerName).count()).toBe(0);
    expect(await page.getByText(boothSpecialist.full_name).count()).toBe(0);
    await expectFitsWidth(page);
    await screenshot(page, "partner-register-client-taken-phone");
    await context.close();
  });
});
