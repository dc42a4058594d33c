import { describe, expect, it } from "vitest";
import { paginationView } from "./pagination-view";

describe("lead list pagination", () => {
  it("an exact total offers every page, the last one included", () => {
    expect(paginationView(2, 120, 50, false)).toEqual({ pages: 3, current: 2, label: "Página 2 de 3", boundaries: 1 });
  });

  it("an estimated total says so and offers no last-page button", () => {
    const v = paginationView(1, 970_333, 50, true);
    expect(v.label).toBe("Página 1 de cerca de 19.407");
    expect(v.boundaries).toBe(0);
    expect(v.pages).toBe(19_407);
  });

  it("keeps the page within range and says nothing for a single page", () => {
    expect(paginationView(9, 120, 50, false).current).toBe(3);
    expect(paginationView(0, 120, 50, false).current).toBe(1);
    expect(paginationView(1, 30, 50, false)).toMatchObject({ pages: 1, label: "" });
    expect(paginationView(1, 0, 50, false)).toMatchObject({ pages: 1, current: 1 });
  });
});
