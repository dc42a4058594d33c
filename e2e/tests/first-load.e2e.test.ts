import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

/**
 * What every visit downloads and runs before the first screen: the scripts index.html loads and preloads. Route
 * components are split into their own chunks; a route definition (search validation, loader) that imports from a
 * screen's module pulls that whole screen into this set (the lead profile's tabs once did: 1,071 → 815 KB).
 */
const dist = inject("webDist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const firstLoad = Array.from(html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g), (m) => m[1] as string);
const sourcesOf = (file: string): string[] =>
  (JSON.parse(readFileSync(path.join(dist, "assets", `${file}.map`), "utf8")) as { sources: string[] }).sources;

describe("first load of the web app", () => {
  it("stays under its size budget", () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    const bytes = firstLoad.reduce((sum, f) => sum + statSync(path.join(dist, "assets", f)).size, 0);
    expect(bytes).toBeLessThan(900 * 1024);
  });

  it("does not carry the screens that routes split off", () => {
    const screens = firstLoad
      .flatMap(sourcesOf)
      .filter((s) =>
        /apps\/web\/src\/features\/(lead-profile\/(?!lead-route|lead-profile\.queries)|enterprise-wizard\/|mirror\/(?!mirror-filters|unit-status)|proposals\/Plan|stand\/(?!chosen-stand|StandHeaderChip))/.test(
          s,
        ),
      );
    expect(screens).toEqual([]);
  });
});
