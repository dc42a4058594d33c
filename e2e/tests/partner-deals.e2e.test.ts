import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, createLeadAs, createPartnerClientAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import { adminSession, createTestUser, type TestUser } from "../harness/factories";

/**
 * Deals for the partner broker and the specialists (decisions 030 and 031): the partner broker works
 * their own proposals, sales and commission statement; a specialist who creates a sale opens it read-only.
 */
let browser: Browser;
let enterpriseId: string;
let units: { _id: string; price: number }[];
const suffix = String(Date.now()).slice(-6);

/** A plan of one ato of 20 % and one bank financing for the rest: inside every rule, so approved on submit. */
const plan = (price: number) => {
  const down = Math.round(price * 0.2);
  return [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: down, first_due_date: "2026-12-01" },
    { type: "FINANCING", count: 1, value_cents: price - down, first_due_date: "2027-06-10" },
  ];
};

let boothSpecialist: TestUser;
let partner: TestUser;
beforeAll(async () => {
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST");
  partner = await createTestUser("AGENT_PARTNER");
  browser = await launchBrowser();
  const admin = await adminSession();
  const created = await createPricedEnterprise(admin, {
    name: `Residencial Parceiro ${suffix}`,
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

describe("partner broker deals", () => {
  it("the partner opens the builder from the mirror and sees their own proposals, sales and commissions", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, partner);
    await expectPath(page, "/enterprises");
    // The navigation offers the two deal sections the spec names the partner broker in.
    await page.getByRole("link", { name: "Propostas" }).first().waitFor();
    await page.getByRole("link", { name: "Vendas" }).first().waitFor();

    // From the mirror's unit drawer to the proposal builder, without 'Acesso negado'.
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    const unit = page.locator("[data-testid=mirror-unit][data-status=AVAILABLE]").first();
    await unit.waitFor();
    await unit.click();
    await page.getByRole("dialog").getByTestId("create-proposal").click();
    await page.waitForURL((u) => u.pathname === "/proposals/new");
    await page.getByTestId("unit-summary").waitFor();
    await page.waitForLoadState("networkidle"); // every query answered: a 403 would show by now
    expect(await page.getByText("Acesso negado").count()).toBe(0);
    await screenshot(page, "partner-proposal-builder");

    // The partner's proposal, for the partner's own client (a proposal is only for a lead the broker may see).
    const partnerCookie = await apiSession(partner);
    const lead = await createPartnerClientAs(partner, `Cliente Parceiro ${suffix}`, enterpriseId);
    const unitOf = units[0] as { _id: string; price: number };
    const proposal = await apiCall<{ _id: string; status: string }>(
      partnerCookie,
      "POST",
      "/proposals",
      { lead_id: lead._id, unit_id: unitOf._id, series: plan(unitOf.price), submit: true },
      201,
    );
    expect(proposal.status).toBe("APPROVED");
    await page.goto(webUrl("/proposals"));
    await page.getByTestId("proposal-row").filter({ hasText: lead.full_name }).waitFor();
    await page.waitForLoadState("networkidle"); // every query answered: a 403 would show by now
    expect(await page.getByText("Acesso negado").count()).toBe(0);

    for (const path of ["/sales", "/commissions"]) {
      await page.goto(webUrl(path));
      await expectPath(page, path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle"); // every query answered: a 403 would show by now
      expect(await page.getByText("Acesso negado").count(), path).toBe(0);
    }
    await context.close();
  });
});

describe("a specialist's own sale", () => {
  it("after 'Criar venda' the booth specialist lands on their sale, read-only", async () => {
    const lead = await createLeadAs(boothSpecialist, `Cliente Venda ${suffix}`);
    const specialist = await apiSession(boothSpecialist);
    const unitOf = units[1] as { _id: string; price: number };
    const proposal = await apiCall<{ _id: string; status: string }>(
      specialist,
      "POST",
      "/proposals",
      { lead_id: lead._id, unit_id: unitOf._id, series: plan(unitOf.price), submit: true },
      201,
    );
    expect(proposal.status).toBe("APPROVED");

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, boothSpecialist);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/proposals/${proposal._id}`));
    await page.getByRole("button", { name: "Criar venda" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar venda" });
    await dialog.waitFor();
    await dialog.getByLabel("CPF").fill("52998224725");
    await dialog.getByLabel("CEP").fill("13010100");
    await dialog.getByLabel("Rua").fill("Rua Barão de Jaguara");
    await dialog.getByLabel("Número").fill("100");
    await dialog.getByLabel("Bairro").fill("Centro");
    await dialog.getByLabel("Cidade").fill("Campinas");
    await dialog.getByLabel("UF", { exact: true }).fill("SP");
    await page.getByRole("option", { name: "SP", exact: true }).click();
    await dialog.getByRole("button", { name: "Criar venda" }).click();
    await expectPath(page, /^\/sales\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("sale-status").textContent()).toBe("Em andamento");
    await page.waitForLoadState("networkidle"); // every query answered: a 403 would show by now
    expect(await page.getByText("Acesso negado").count()).toBe(0);
    // Read-only: the back office's moves are not offered.
    expect(await page.getByRole("button", { name: "Concluir venda" }).count()).toBe(0);
    await screenshot(page, "specialist-own-sale");
    await context.close();
  });
});
