import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall, apiSession, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { createPricedEnterprise } from "../harness/deals";
import { adminSession, createTestUser, type TestUser, unique } from "../harness/factories";

/**
 * Issue 16, "Phone width, layout" and "Console and network" (decision 039): the screens at a phone's width
 * (390x844) and a laptop's (1366x800), the forbidden page without console noise and a walk without duplicate or
 * cancelled requests.
 */
const PHONE_390 = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

let browser: Browser;
/** The file's own users: an administrator, a booth specialist (the proposal's), a marketing user and the walker. */
let geralAdmin: TestUser;
let boothSpecialist: TestUser;
let marketing: TestUser;
let walkerUser: TestUser;
let enterpriseId: string;
let proposalId: string;
const suffix = String(Date.now()).slice(-6);

/** A plan of one ato of 20 % and one bank financing for the rest: inside every rule, so approved on submit. */
const plan = (price: number) => {
  const down = Math.round(price * 0.2);
  return [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: down, first_due_date: "2026-12-01" },
    { type: "FINANCING", count: 1, value_cents: price - down, first_due_date: "2027-06-10" },
  ];
};

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  geralAdmin = await createTestUser("GERAL_ADMIN", { admin });
  boothSpecialist = await createTestUser("BOOTH_SPECIALIST", { admin });
  marketing = await createTestUser("MARKETING", { admin });
  walkerUser = await createTestUser("ONLINE_SPECIALIST", { admin });
  const created = await createPricedEnterprise(admin, {
    name: unique("Residencial Layout"),
    floors: 3,
    approvalRules: [],
  });
  enterpriseId = created.enterpriseId;
  const unit = created.mirror.towers
    .flatMap((t) => t.floors.flatMap((f) => f.units))
    .find((u) => u.status === "AVAILABLE" && u.price) as { _id: string; price: number };
  const lead = await createLeadAs(boothSpecialist, `Cliente Layout ${suffix}`);
  const specialist = await apiSession(boothSpecialist);
  const proposal = await apiCall<{ _id: string; status: string }>(
    specialist,
    "POST",
    "/proposals",
    { lead_id: lead._id, unit_id: unit._id, series: plan(unit.price), submit: true },
    201,
  );
  expect(proposal.status).toBe("APPROVED");
  proposalId = proposal._id;
});
afterAll(async () => {
  await browser?.close();
});

/** The element's box, and whether its content fits it (nothing clipped by overflow). */
function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
      fits: el.scrollWidth <= el.clientWidth,
    };
  });
}

async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize() as { width: number; height: number };
  const box = await boxOf(locator);
  expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.fits, `${what}: content fits`).toBe(true);
}

describe("phone width and layout", () => {
  it("on a phone the mirror's filters wait behind 'Filtros' (with the active count); on a desktop they show", async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/enterprises/${enterpriseId}/mirror`));
    await page.locator("[data-testid=mirror-unit]").first().waitFor();
    const toggle = page.getByRole("button", { name: /^Filtros/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByLabel("Preço mín.").isVisible()).toBe(false);
    // The first unit shows on the first screen.
    const firstUnit = await boxOf(page.locator("[data-testid=mirror-unit]").first());
    expect(firstUnit.bottom).toBeLessThanOrEqual(PHONE_390.height);
    await screenshot(page, "layout-mirror-phone-collapsed");

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Preço mín.").waitFor({ state: "visible" });
    await page.locator("label", { hasText: "2 dorm." }).click();
    await page.waitForURL((u) => u.searchParams.get("bedrooms") === '"2"');
    await expect.poll(() => toggle.textContent()).toMatch(/Filtros\s*1/);
    await screenshot(page, "layout-mirror-phone-expanded");
    await context.close();

    const desktop = await newContext(browser, LAPTOP);
    const dpage = await desktop.newPage();
    await login(dpage, geralAdmin);
    await expectPath(dpage, "/home");
    await dpage.goto(webUrl(`/enterprises/${enterpriseId}/mirror?bedrooms=2`));
    await dpage.getByLabel("Preço mín.").waitFor({ state: "visible" });
    expect(await dpage.getByRole("button", { name: /^Filtros/ }).count()).toBe(0);
    await screenshot(dpage, "layout-mirror-desktop");
    await desktop.close();
  });

  for (const [name, viewport] of [
    ["phone", PHONE_390],
    ["laptop", LAPTOP],
  ] as const) {
    it(`the 'Criar venda' UF select shows its value and its options in full (${name})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await login(page, boothSpecialist);
      await expectPath(page, "/home");
      await page.goto(webUrl(`/proposals/${proposalId}`));
      await page.getByRole("button", { name: "Criar venda" }).click();
      const dialog = page.getByRole("dialog", { name: "Criar venda" });
      await dialog.waitFor();
      const uf = dialog.getByRole("combobox", { name: "UF", exact: true });
      await uf.fill("SP");
      await screenshot(page, `layout-create-sale-uf-typed-${name}`);
      await page.getByRole("option", { name: "SP", exact: true }).click();
      expect(await uf.inputValue()).toBe("SP");
      await expectInViewport(page, uf, "UF input");
      // The value is not under the chevron: the text area of the input is wide enough for "SP".
      const room = await uf.evaluate((el) => {
        const s = getComputedStyle(el);
        return el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
      });
      expect(room, "width left for the UF's text").toBeGreaterThanOrEqual(24);
      await uf.click();
      const listbox = page.getByRole("listbox");
      await listbox.waitFor();
      await expectInViewport(page, listbox, "UF options");
      await screenshot(page, `layout-create-sale-uf-${name}`);
      await context.close();
    });
  }

  for (const [name, viewport] of [
    ["phone", PHONE_390],
    ["narrow phone", { width: 360, height: 740 }],
    ["laptop", LAPTOP],
  ] as const) {
    it(`the environment badge shows in full on a detail page (${name})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await login(page, boothSpecialist);
      await expectPath(page, "/home");
      await page.goto(webUrl(`/proposals/${proposalId}`));
      await page.getByRole("button", { name: "Voltar" }).waitFor();
      const badge = page.getByTestId("env-badge");
      await badge.waitFor();
      await expectInViewport(page, badge, "env badge");
      await expectInViewport(page, badge.locator(".mantine-Badge-label"), "env badge text");
      await screenshot(page, `layout-env-badge-${name.replace(" ", "-")}`);
      await context.close();
    });
  }

  it("an admin at 1366x800 sees every navigation item without scrolling", async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await expectPath(page, "/home");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    const links = nav.locator("a, button");
    await nav.getByRole("link", { name: "Usuários" }).waitFor();
    const count = await links.count();
    expect(count).toBeGreaterThan(15);
    for (let i = 0; i < count; i++) {
      const item = links.nth(i);
      const box = await boxOf(item);
      const label = (await item.textContent())?.trim();
      expect(box.bottom, `"${label}" bottom`).toBeLessThanOrEqual(LAPTOP.height);
    }
    const scrollers = await nav.evaluate((el) =>
      [el, ...Array.from(el.querySelectorAll<HTMLElement>("*"))]
        .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowY))
        .map((e) => ({ scroll: e.scrollHeight, client: e.clientHeight })),
    );
    for (const s of scrollers) expect(s.scroll).toBeLessThanOrEqual(s.client);
    await screenshot(page, "layout-admin-nav-1366x800");
    await context.close();
  });
});

describe("console and network", () => {
  it("a forbidden route shows 'Acesso negado' and logs nothing to the console", async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await login(page, marketing);
    await expectPath(page, "/home");
    await page.goto(webUrl("/settings"));
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
    // In-app navigation to a forbidden screen too.
    await page.getByRole("link", { name: "Ir para a página inicial" }).click();
    await expectPath(page, "/home");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/base-leads");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a walk (login, home, leads, a lead, notifications, one opened) asks each thing once and cancels nothing", async () => {
    // A lead transferred to the walker: one unread notification and one lead of theirs.
    const admin = await apiSession(geralAdmin);
    const walkerId = walkerUser._id;
    const booth = boothSpecialist;
    const fullName = `Lead Passeio ${suffix}`;
    const created = await apiCall<{ lead: { _id: string } }>(
      admin,
      "POST",
      "/leads",
      {
        full_name: fullName,
        phone: `1196${String(Date.now()).slice(-7)}`,
        enterprise_id: enterpriseId,
        source: "PORTAL",
        owner_id: booth._id,
      },
      201,
    );
    // A lead already being worked: a NEW one would arrive with the new-lead alert instead (decision 036).
    await apiCall(admin, "PUT", `/leads/${created.lead._id}/status`, { status: "TALKING" });
    await apiCall(admin, "PUT", `/leads/${created.lead._id}/specialist`, {
      specialist_id: walkerId,
      type: "TRANSFER",
      notify_specialist: true,
    });
    const message = `O lead ${fullName} foi transferido para você.`;

    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    const apiOrigin = new URL(inject("apiUrl")).origin;
    const requests: string[] = [];
    const aborted: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin === apiOrigin) requests.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    page.on("requestfailed", (r) => {
      const url = new URL(r.url());
      aborted.push(`${r.method()} ${url.pathname}${url.search}: ${r.failure()?.errorText}`);
    });
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    const started = Date.now();
    await login(page, walkerUser);
    await expectPath(page, "/home");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await nav.getByRole("link", { name: "Leads", exact: true }).click();
    await expectPath(page, "/leads");
    await page.getByTestId("lead-link").filter({ hasText: fullName }).first().click();
    await expectPath(page, `/leads/${created.lead._id}`);
    await page.getByRole("heading", { name: fullName }).first().waitFor();
    await nav.getByRole("link", { name: "Notificações" }).click();
    await expectPath(page, "/notifications");
    const card = page.getByTestId("notifications-list").locator(".mantine-Card-root").filter({ hasText: message });
    await card.getByText("Não lida").waitFor();
    await card.getByRole("link").click();
    await expectPath(page, /^\/notifications\/see\/[0-9a-f-]{36}$/);
    await page.getByText(message).first().waitFor();
    await nav.getByRole("link", { name: "Notificações" }).click();
    await expectPath(page, "/notifications");
    await expect.poll(() => card.getByText("Não lida").count()).toBe(0);
    await page.waitForLoadState("networkidle");
    const elapsed = Date.now() - started;

    const count = (pattern: RegExp) => requests.filter((r) => pattern.test(r)).length;
    const report = `requests:\n${requests.join("\n")}\naborted:\n${aborted.join("\n")}`;
    expect(aborted, report).toEqual([]);
    // Opening the notification marks it read: one PUT, never repeated by a refresh.
    expect(count(/^PUT \/notifications\//), report).toBe(1);
    // The bell's unread count: on login, once after the notification was read, plus one per 20 s poll.
    const polls = Math.floor(elapsed / 20_000);
    expect(count(/^GET \/notifications\?.*tabFilter=UNREAD/), report).toBeLessThanOrEqual(2 + polls);
    // The notifications page's list: on each of the two visits.
    expect(count(/^GET \/notifications\?.*tabFilter=ALL/), report).toBeLessThanOrEqual(2);
    expect(count(/^GET \/users\/my-profile/), report).toBeLessThanOrEqual(1);
    expect(count(/^GET \/app-config/), report).toBeLessThanOrEqual(1);
    expect(count(new RegExp(`^GET /leads/${created.lead._id}$`)), report).toBe(1);
    expect(count(/^GET \/leads\?/), report).toBe(1);
    await context.close();
  });
});
