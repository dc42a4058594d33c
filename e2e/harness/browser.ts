import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_FLAGS } from "./chromium";
import { armPageGuard } from "./page-guard";

export const DEMO_PASSWORD = "Demo@2026";

/** A login: a user the test created (harness/factories.ts), or a bare e-mail for a seeded demo user. */
export type Login = string | { email: string; password: string };
/** The e-mail and password of a login (a bare e-mail signs in with the demo password). */
export const credentials = (user: Login) =>
  typeof user === "string" ? { email: user, password: DEMO_PASSWORD } : { email: user.email, password: user.password };
export const DESKTOP = { width: 1366, height: 860 };
export const PHONE = { width: 360, height: 740 };

/**
 * Debian's Chromium, headless, with the flags that keep it off the (closed) network. Playwright's
 * launch() gives every browser a fresh temporary user-data directory.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export function webUrl(pathname = "/"): string {
  return new URL(pathname, inject("webUrl")).toString();
}

export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  // Reduced motion: Mantine's transitions off (the theme respects it), so a modal is clickable once it is visible.
  const context = await browser.newContext({
    viewport,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    reducedMotion: "reduce",
  });
  context.setDefaultTimeout(10_000);
  // Console errors and undeclared HTTP errors fail the test (decision 038).
  armPageGuard(context);
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = inject("artifactsDir");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Fills the login form on the current page and submits it (with `password` instead of the user's, if given). */
export async function submitLogin(page: Page, user: Login, password?: string): Promise<void> {
  const login = credentials(user);
  await page.getByLabel("E-mail").fill(login.email);
  await page.getByLabel(/^Senha/).fill(password ?? login.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

export async function login(page: Page, user: Login, path = "/login"): Promise<void> {
  await page.goto(webUrl(path));
  await submitLogin(page, user);
}

/** Waits until the page's URL path is `pathname`. */
export async function expectPath(page: Page, pathname: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) => (typeof pathname === "string" ? url.pathname === pathname : pathname.test(url.pathname)),
    { timeout },
  );
  const current = new URL(page.url()).pathname;
  if (typeof pathname === "string") expect(current).toBe(pathname);
  else expect(current).toMatch(pathname);
}

/** Waits until the page's realtime websocket is open (the web sets `data-realtime="open"` on <html>). */
export async function realtimeOpen(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.realtime === "open", undefined, { timeout });
}

/** Ticks the list rows of these leads and returns the bulk-actions bar once it counts them. */
export async function selectLeads(page: Page, names: readonly string[]): Promise<Locator> {
  for (const name of names) await page.getByRole("checkbox", { name: `Selecionar ${name}` }).check();
  const bulk = page.getByRole("region", { name: "Ações em lote" });
  await bulk.getByText(names.length === 1 ? "1 lead selecionado" : `${names.length} leads selecionados`).waitFor();
  return bulk;
}
