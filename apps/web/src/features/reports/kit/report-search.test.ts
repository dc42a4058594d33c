import { salesReportQuery, salesRowsQuery } from "@portal/contracts/reports/sales";
import { describe, expect, it } from "vitest";
import { cleanSearch, lenientSearch, monthOptions } from "./report-search";

describe("a report's URL search", () => {
  const sales = lenientSearch(salesReportQuery);

  it("keeps the filters the API accepts", () => {
    expect(sales({ month_start: "2026-01", month_end: "2026-03", source: "SITE" })).toEqual({
      month_start: "2026-01",
      month_end: "2026-03",
      source: "SITE",
    });
  });

  it("drops what the API would refuse instead of breaking the screen (a shared link always opens)", () => {
    expect(sales({ month_start: "2026-13", enterprise_id: "nope", source: "SITE" })).toEqual({ source: "SITE" });
    // An end before the start: the end goes, the start stays.
    expect(sales({ month_start: "2026-05", month_end: "2026-01" })).toEqual({ month_start: "2026-05" });
  });

  it("reads the drill-down's bucket and numbers parsed from the URL as text", () => {
    const rows = lenientSearch(salesRowsQuery);
    expect(rows({ month: "2026-03", kind: "GROSS", skip: 50, without_team: "maybe" })).toMatchObject({
      month: "2026-03",
      kind: "GROSS",
      skip: 50,
    });
  });

  it("offers the months back from the current one, and leaves empty values out", () => {
    expect(monthOptions("2026-02", 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(cleanSearch({ a: "x", b: undefined, c: "" })).toEqual({ a: "x" });
  });
});
