/** axe-core in the page under test: no serious or critical violation (decision 038). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Block content inside a paragraph, and headings inside headings: invalid HTML that React warns about. */
const INVALID_NESTING = ["div", "p", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6"]
  .flatMap((child) => ["p", "h1", "h2", "h3", "h4", "h5", "h6"].map((parent) => `${parent} ${child}`))
  .join(", ");

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe on the page as it is now and fails listing each serious/critical rule with a few of its nodes. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      examples: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`),
    }));
  expect.soft(serious, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
  // React logs invalid nesting only in its development build; the tests run the production one, so look at the DOM.
  const misnested = await page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).map(
        (el) =>
          `${el.parentElement?.closest("p, h1, h2, h3, h4, h5, h6")?.tagName} > ${el.tagName}: ${el.textContent?.slice(0, 60)}`,
      ),
    INVALID_NESTING,
  );
  expect.soft(misnested, `invalid nesting on ${new URL(page.url()).pathname}`).toEqual([]);
}
