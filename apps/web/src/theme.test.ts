import { describe, expect, it } from "vitest";
import { theme } from "./theme";

describe("the theme's defaults", () => {
  it("a Select keeps its answer when the chosen option is clicked again (clearing takes `clearable`)", () => {
    expect(theme.components?.Select?.defaultProps).toMatchObject({ allowDeselect: false });
  });

  it("every Pagination names its arrows and pages in pt-BR", () => {
    const props = theme.components?.Pagination?.defaultProps as {
      getControlProps: (c: string) => { "aria-label": string };
      getItemProps: (p: number) => { "aria-label": string };
    };
    expect(["first", "previous", "next", "last"].map((c) => props.getControlProps(c)["aria-label"])).toEqual([
      "Primeira página",
      "Página anterior",
      "Próxima página",
      "Última página",
    ]);
    expect(props.getItemProps(3)).toEqual({ "aria-label": "Página 3" });
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
