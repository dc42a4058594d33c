/**
 * Fails a browser test that logged a console error or got an HTTP error it did not declare (decision 038), or whose
 * page cancelled a request or asked for the same data twice on one screen (decision 045).
 * `newContext` arms it on every context; a test that means to provoke a 4xx/5xx says so with `expectHttpError`.
 */
import type { BrowserContext, Page, Request } from "playwright-core";
import { onTestFinished } from "vitest";

interface Expected {
  status: number;
  path: string | RegExp;
}

interface Guard {
  expected: Expected[];
  problems: string[];
  /** Set when the test closes a page or the context: whatever is in flight then is cut by the test, not the page. */
  closing: boolean;
}

/**
 * A GET for the same URL sent while the first is in flight or this soon after its answer, on the same screen, with
 * no write sent or answered and no realtime message in between, asks for what the page already has (the web's
 * query client follows the same rule, decision 045). The pollers repeat after 4 s
 * (roulette agents) or more, so they are never this close.
 */
const REPEAT_WINDOW_MS = 1_500;
/** Requests that fetch data (what a screen asks the API for); documents, scripts and images are the browser's. */
const DATA_REQUESTS = new Set(["fetch", "xhr"]);

interface Sent {
  request: Request;
  screen: number;
  changes: number;
  answeredAt: number | null;
}

const guards = new WeakMap<BrowserContext, Guard>();

// Chromium logs every HTTP error response as a console error too; the response check below judges those.
const HTTP_ERROR_ECHO = /^Failed to load resource: the server responded with a status of \d+/;

function matches(expected: Expected, status: number, pathname: string): boolean {
  if (expected.status !== status) return false;
  return typeof expected.path === "string" ? expected.path === pathname : expected.path.test(pathname);
}

const isWsTicket = (url: string) => new URL(url).pathname === "/ws/ticket";

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * Cancelled and repeated requests. A cancelled request counts only when the document that sent it is still the
 * page's: a test's `goto`/`reload` (or a full page load) cuts the old document's requests, and Chromium may report
 * those before the new navigation's first event, so the test's own navigations are marked when they are called.
 * A screen is one URL of the page: a route change (history API included) starts a new one.
 */
function watchNetwork(page: Page, guard: Guard): void {
  let documentLoad = 0;
  /** Test navigations under way: the old document may still send a request after `goto` was called. */
  let navigating = 0;
  let screen = 0;
  /** Writes sent and realtime messages received: after one, asking again is how the page refreshes. */
  let changes = 0;
  const loadOf = new WeakMap<Request, number>();
  const sent = new Map<string, Sent>();
  const answered = (request: Request) => {
    const entry = sent.get(request.url());
    if (entry?.request === request) entry.answeredAt = Date.now();
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) screen++;
  });
  page.on("websocket", (socket) => socket.on("framereceived", () => changes++));
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoad++;
    loadOf.set(request, documentLoad);
    if (request.method() !== "GET") {
      // The realtime client's ticket (decision 059) changes nothing: it must not excuse a repeated GET.
      if (!isWsTicket(request.url())) changes++;
      return;
    }
    if (!DATA_REQUESTS.has(request.resourceType())) return;
    const before = sent.get(request.url());
    const repeated =
      before !== undefined &&
      before.screen === screen &&
      before.changes === changes &&
      (before.answeredAt === null || Date.now() - before.answeredAt < REPEAT_WINDOW_MS);
    if (repeated) {
      guard.problems.push(
        `GET ${pathOf(request.url())} was sent twice on ${new URL(page.url()).pathname} (${
          before.answeredAt === null ? "while the first was in flight" : "right after the first was answered"
        })`,
      );
    }
    sent.set(request.url(), { request, screen, changes, answeredAt: null });
  });
  page.on("requestfinished", (request) => {
    answered(request);
    // A write's answer is when its change is surely made: what was asked before it may be out of date.
    if (request.method() !== "GET" && !isWsTicket(request.url())) changes++;
  });
  page.on("requestfailed", (request) => {
    answered(request);
    if (guard.closing || navigating > 0 || loadOf.get(request) !== documentLoad) return;
    if (!DATA_REQUESTS.has(request.resourceType())) return;
    const failure = request.failure()?.errorText ?? "";
    if (!failure.includes("ERR_ABORTED")) return;
    guard.problems.push(
      `${request.method()} ${pathOf(request.url())} was cancelled by the page on ${new URL(page.url()).pathname}`,
    );
  });
  // A test's own navigation starts a new document before Chromium cuts the old one's requests.
  for (const method of ["goto", "reload", "goBack", "goForward", "setContent"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      documentLoad++;
      navigating++;
      try {
        return await navigate(...args);
      } finally {
        navigating--;
      }
    };
  }
  // Whatever a test's own close cuts is not the page's doing.
  const close = page.close.bind(page);
  page.close = (options) => {
    guard.closing = true;
    return close(options);
  };
}

function watchPage(page: Page, guard: Guard): void {
  watchNetwork(page, guard);
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
  const guard: Guard = { expected: [], problems: [], closing: false };
  guards.set(context, guard);
  context.on("page", (page) => watchPage(page, guard));
  const close = context.close.bind(context);
  context.close = (options) => {
    guard.closing = true;
    return close(options);
  };
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
