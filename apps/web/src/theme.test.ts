import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./lib/contrast";
import { cssVariablesResolver, theme } from "./theme";

/** The light scheme's CSS variables as the page gets them: Mantine's defaults, then ours; `var(...)` resolved. */
function lightVariables(): (name: string) => string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  const all: Record<string, string> = { ...base.variables, ...base.light, ...ours.variables, ...ours.light };
  const resolve = (name: string): string => {
    const value = all[name];
    if (!value) throw new Error(`no ${name}`);
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    return ref?.[1] ? resolve(ref[1]) : value;
  };
  return resolve;
}

const TEXT_COLOURS = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "cyan",
  "grape",
  "violet",
  "lime",
  "brand",
];

describe("theme colours reach WCAG AA (4.5:1) for text", () => {
  const v = lightVariables();

  it("dimmed text reads on white and on the striped-row grey", () => {
    expect(contrastRatio(v("--mantine-color-dimmed"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v("--mantine-color-dimmed"), v("--mantine-color-gray-0"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v("--mantine-color-placeholder"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TEXT_COLOURS)("%s: light badges, coloured text and filled buttons", (c) => {
    expect(contrastRatio(v(`--mantine-color-${c}-light-color`), v(`--mantine-color-${c}-1`))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(v(`--mantine-color-${c}-light-color`), v(`--mantine-color-${c}-2`))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(v(`--mantine-color-${c}-text`), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v(`--mantine-color-${c}-text`), v(`--mantine-color-${c}-0`))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v(`--mantine-color-${c}-filled`), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v(`--mantine-color-${c}-filled-hover`), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v(`--mantine-color-${c}-outline`), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});

describe("spec 9 constants in the theme", () => {
  it("every dropdown stops at 20rem: selects, autocompletes, tags and menus", () => {
    const c = theme.components ?? {};
    for (const name of ["Select", "MultiSelect", "Autocomplete", "TagsInput"]) {
      expect(c[name]?.defaultProps, name).toMatchObject({ maxDropdownHeight: "20rem" });
    }
    expect(c.Menu?.styles).toMatchObject({ dropdown: { maxHeight: "20rem", overflowY: "auto" } });
  });
});
