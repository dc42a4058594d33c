/**
 * "Nothing scrolls sideways": the page's content fits the viewport's width. Layout settles after a viewport change
 * (charts and tables measure themselves in a ResizeObserver), so this polls until it fits; when it never does, the
 * failure names the elements that stick out, widest first, so a real overflow is fixed where it is.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

interface Overflow {
  overflow: number;
  offenders: string[];
}

function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow, offenders: [] };
    const describe = (el: Element) => {
      const id = el.getAttribute("data-testid");
      const cls = (el.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).slice(0, 2).join(".");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""}${cls ? `.${cls}` : ""} right=${right} "${text}"`;
    };
    const sticking = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      // Keep the outermost elements: a child of an offender adds nothing.
      .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return { overflow, offenders: sticking.slice(0, 5).map(describe) };
  });
}

/** Waits (up to `timeout` ms) until the page does not scroll sideways at its current viewport width. */
export async function expectFitsWidth(page: Page, what = new URL(page.url()).pathname, timeout = 5_000): Promise<void> {
  let last: Overflow = { overflow: 0, offenders: [] };
  await expect
    .poll(
      async () => {
        last = await measure(page);
        return last.overflow;
      },
      { timeout, interval: 100 },
    )
    .toBeLessThanOrEqual(0)
    .catch(() => {
      throw new Error(
        `${what} scrolls sideways by ${last.overflow}px at ${page.viewportSize()?.width}px: ${last.offenders.join("; ")}`,
      );
    });
}
