import { describe, expect, it } from "vitest";
import { pageSelectionState, setIds, toggleId } from "./list-selection";

describe("row selection", () => {
  it("toggles one row without touching the set it was given", () => {
    const before = new Set(["a"]);
    expect([...toggleId(before, "b")]).toEqual(["a", "b"]);
    expect([...toggleId(before, "a")]).toEqual([]);
    expect([...before]).toEqual(["a"]);
  });

  it("ticks or clears a page's rows, keeping the rows of other pages", () => {
    const other = new Set(["x"]);
    const ticked = setIds(other, ["a", "b"], true);
    expect([...ticked].sort()).toEqual(["a", "b", "x"]);
    expect([...setIds(ticked, ["a", "b"], false)]).toEqual(["x"]);
  });

  it("shows the page box ticked, dashed or empty", () => {
    const page = ["a", "b", "c"];
    expect(pageSelectionState(new Set(["a", "b", "c", "x"]), page)).toEqual({ checked: true, indeterminate: false });
    expect(pageSelectionState(new Set(["b"]), page)).toEqual({ checked: false, indeterminate: true });
    expect(pageSelectionState(new Set(["x"]), page)).toEqual({ checked: false, indeterminate: false });
    expect(pageSelectionState(new Set(), [])).toEqual({ checked: false, indeterminate: false });
  });
});
