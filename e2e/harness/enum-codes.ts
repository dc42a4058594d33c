/**
 * Raw enum codes of the contracts in what a page shows (issue 16: "every enum shown through the contracts' label
 * maps"). The list is built from packages/contracts itself, so a new enum is checked without touching this file.
 */
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";

/** An all-caps code: AVAILABLE, IN_ATTENDANCE, NON-ADHERENT. */
const CODE = /^[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*$/;
/** Two-letter codes are UFs ("SP") and plan variants ("AT"): abbreviations people read as they are. */
const MIN_LENGTH = 3;

const isStringList = (v: unknown): v is readonly string[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string");

const isLabelMap = (v: unknown): v is Record<string, string> =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.entries(v).every(([k, x]) => CODE.test(k) && typeof x === "string");

export interface EnumCodes {
  /** The codes a page must not show. */
  codes: Set<string>;
  /** Codes that a contracts label itself shows ("CPF", "FGTS", "SFH (Sistema Financeiro da Habitação)"). */
  shownByLabels: Set<string>;
}

/** Every all-caps value of every exported string list of packages/contracts, less those its labels show. */
export async function contractEnumCodes(): Promise<EnumCodes> {
  const dir = path.dirname(createRequire(import.meta.url).resolve("@portal/contracts/roles"));
  const values = new Set<string>();
  const labels: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const module: Record<string, unknown> = await import(`@portal/contracts/${file.replace(/\.ts$/, "")}`);
    for (const exported of Object.values(module)) {
      if (isStringList(exported)) for (const v of exported) if (CODE.test(v) && v.length >= MIN_LENGTH) values.add(v);
      if (isLabelMap(exported)) labels.push(...Object.values(exported));
    }
  }
  const shownByLabels = new Set([...values].filter((code) => labels.some((l) => containsWord(l, code))));
  return { codes: new Set([...values].filter((v) => !shownByLabels.has(v))), shownByLabels };
}

function containsWord(text: string, word: string): boolean {
  return wordPattern([word]).test(text);
}

/** Whole words only: "AVAILABLE" in "AVAILABLE -> IN_PAUSE", not in "UNAVAILABLE" or "available". */
function wordPattern(words: Iterable<string>): RegExp {
  const escaped = [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[-]/g, "\\-"));
  return new RegExp(`(?<![A-Za-z0-9_-])(?:${escaped.join("|")})(?![A-Za-z0-9_-])`, "g");
}

/**
 * The codes in what the page shows now: the text of visible elements (screen-reader-only text included, as its
 * CSS text-transform does not apply: "Online" styled upper-case is not the code ONLINE), the values, placeholders,
 * titles and accessible names of visible elements, and the document title. Each sighting reads
 * `CODE in element: "the text"`.
 */
export async function enumCodesOnPage(page: Page, codes: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: { where: string; text: string }[] = [{ where: "title", text: document.title }];
    const describe = (el: Element) => {
      const id = el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? el.className.toString();
      return `${el.tagName.toLowerCase()}${id ? ` (${id.slice(0, 40)})` : ""}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      if (!parent.checkVisibility()) continue;
      out.push({ where: describe(parent), text });
    }
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (!el.checkVisibility()) continue;
      for (const attr of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(attr);
        if (value) out.push({ where: `${describe(el)}[${attr}]`, text: value });
      }
      // What a text box shows; a radio's or checkbox's value is never shown.
      const showsValue =
        (el instanceof HTMLInputElement && ["text", "search", "email", "tel", "url", "number"].includes(el.type)) ||
        el instanceof HTMLTextAreaElement;
      if (showsValue && el.value) out.push({ where: `${describe(el)}[value]`, text: el.value });
    }
    return out;
  });
  const pattern = wordPattern(codes);
  const seen: string[] = [];
  for (const { where, text } of texts) {
    for (const match of text.matchAll(pattern)) seen.push(`${match[0]} in ${where}: "${text.slice(0, 120)}"`);
  }
  return seen;
}
