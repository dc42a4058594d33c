/**
 * Issue 5 §7, browser part: the time from navigating to the mirror screen until every unit is in the page, in
 * headless Chromium (Debian's /usr/bin/chromium through playwright-core, fresh user-data-dir) against the
 * production build of apps/web served statically — the same method as e2e/tests/mirror.e2e.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM_FLAGS as E2E_CHROMIUM_FLAGS } from "../../e2e/harness/chromium";
import { freePort } from "../../e2e/harness/ports";
import { serveStatic } from "../../e2e/harness/static-server";
import { buildWeb } from "../../e2e/harness/web-build";

/** The e2e browser's flags (e2e/harness/chromium.ts), headless: what the report lists. */
export const CHROMIUM_FLAGS = ["--headless", ...E2E_CHROMIUM_FLAGS];

/** Debian's Chromium, headless, with CHROMIUM_FLAGS (CHROMIUM_PATH to use another). */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A new context (no cache, no cookies) at desktop size, in pt-BR and São Paulo time, with 30 s waits. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  context.setDefaultTimeout(30_000);
  return context;
}

export interface ScreenRun {
  /** page.goto(mirror) until the DOM holds every unit. */
  untilAllUnitsMs: number;
  /** MirrorGrid's own first render-to-commit time (data-first-render-ms). */
  firstRenderMs: number;
}

/** A port for the static web server, chosen first: the API must know the web origin (CORS, cookies). */
export async function webOrigin(): Promise<{ port: number; origin: string }> {
  const port = await freePort();
  return { port, origin: `http://localhost:${port}` };
}

/** Builds apps/web against `apiUrl` and serves it on `port`. */
export async function serveWeb(apiUrl: string, port: number): Promise<{ server: Server; close(): void }> {
  const outDir = mkdtempSync(path.join(tmpdir(), "portal-bench-web-"));
  await buildWeb(apiUrl, outDir);
  const server = await serveStatic(outDir, port, "127.0.0.1");
  return {
    server,
    close() {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * `runs` measurements, each in a new browser context (no cookies, no cache): sign in through the login form,
 * then time the navigation to the mirror until `units` unit cells exist. One warm-up run is not counted.
 */
export async function measureMirrorScreen(opts: {
  webUrl: string;
  enterpriseId: string;
  units: number;
  email: string;
  password: string;
  runs: number;
  log: (m: string) => void;
}): Promise<ScreenRun[]> {
  const browser = await launchBenchBrowser();
  const runs: ScreenRun[] = [];
  try {
    for (let i = 0; i <= opts.runs; i++) {
      const context = await freshContext(browser);
      const page = await context.newPage();
      await page.goto(new URL("/login", opts.webUrl).toString());
      await page.getByLabel("E-mail").fill(opts.email);
      await page.getByLabel(/^Senha/).fill(opts.password);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await page.waitForURL((u) => u.pathname !== "/login");
      const started = performance.now();
      await page.goto(new URL(`/enterprises/${opts.enterpriseId}/mirror`, opts.webUrl).toString());
      await page.waitForFunction(
        (n) => document.querySelectorAll("[data-testid=mirror-unit]").length === n,
        opts.units,
        { timeout: 30_000, polling: "raf" },
      );
      const untilAllUnitsMs = performance.now() - started;
      const firstRenderMs = Number(await page.getByTestId("mirror-grid").getAttribute("data-first-render-ms"));
      await context.close();
      if (i === 0) {
        opts.log(`screen warm-up: ${untilAllUnitsMs.toFixed(0)} ms`);
        continue;
      }
      runs.push({ untilAllUnitsMs, firstRenderMs });
      opts.log(
        `screen run ${i}/${opts.runs}: every unit after ${untilAllUnitsMs.toFixed(0)} ms (grid ${firstRenderMs} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
  return runs;
}
