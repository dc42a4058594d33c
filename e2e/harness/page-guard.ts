/**
 * Fails a browser test that logged a console error or got an HTTP error it did not declare (decision 038).
 * `newContext` arms it on every context; a test that means to provoke a 4xx/5xx says so with `expectHttpError`.
 */
import type { BrowserContext, Page } from "playwright-core";
import { onTestFinished } from "vitest";

interface Expected {
  status: number;
  path: string | RegExp;
}

interface Guard {
  expected: Expected[];
  problems: string[];
}

const guards = new WeakMap<BrowserContext, Guard>();

// Chromium logs every HTTP error response as a console error too; the response check below judges those.
const HTTP_ERROR_ECHO = /^Failed to load resource: the server responded with a status of \d+/;

function matches(expected: Expected, status: number, pathname: string): boolean {
  if (expected.status !== status) return false;
  return typeof expected.path === "string" ? expected.path === pathname : expected.path.test(pathname);
}

function watchPage(page: Page, guard: Guard): void {
  page.on("console", (message) => {
    if (message.type() !== "error" || HTTP_ERROR_ECHO.test(message.text())) return;
    guard.problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on("pageerror", (error) => guard.problems.push(`uncaught error on ${new URL(page.url()).pathname}: ${error}`));
  page.on("response", (response) => {
    const status = response.status();
    if (status < 400) return;
    const url = new URL(response.url());
    if (guard.expected.some((e) => matches(e, status, url.pathname))) return;
    const method = response.request().method();
    guard.problems.push(
      `${method} ${url.pathname}${url.search} answered ${status} (not declared with expectHttpError)`,
    );
  });
}

/** Records console errors and HTTP errors on every page of the context; checks them when the test ends. */
export function armPageGuard(context: BrowserContext): void {
  const guard: Guard = { expected: [], problems: [] };
  guards.set(context, guard);
  context.on("page", (page) => watchPage(page, guard));
  onTestFinished(({ task }) => {
    // A test that already failed says why itself; the guard's list would only bury that.
    if (task.result?.state === "fail" || guard.problems.length === 0) return;
    throw new Error(`The page logged errors or got undeclared HTTP errors:\n- ${guard.problems.join("\n- ")}`);
  });
}

/** Declares that this context's pages may get `status` from a path (exact pathname, or a pattern). */
export function expectHttpError(context: BrowserContext, status: number, path: string | RegExp): void {
  const guard = guards.get(context);
  if (!guard) throw new Error("expectHttpError: the context was not created with newContext()");
  guard.expected.push({ status, path });
}
