import type { StockTowerRow } from "@portal/contracts/reports/stock";
import { stockUnitsQuery } from "@portal/contracts/reports/stock-query";
import { describe, expect, it } from "vitest";
import { lenientSearch } from "../kit/report-search";
import { stockByEnterprise, towerOptions } from "./stock-chart";
import { stockReportFilters, stockUnitsApiQuery } from "./stock-report.queries";

const counts = (AVAILABLE: number, RESERVED: number, IN_SALES_PROCESS: number, SOLD: number, SUSPENDED: number) => ({
  AVAILABLE,
  RESERVED,
  IN_SALES_PROCESS,
  SOLD,
  SUSPENDED,
});
const tower = (enterprise: string, towerName: string, by_status: StockTowerRow["by_status"]): StockTowerRow => ({
  enterprise_id: `e-${enterprise}`,
  enterprise_name: enterprise,
  tower_id: `t-${enterprise}-${towerName}`,
  tower_name: towerName,
  total: Object.values(by_status).reduce((a, b) => a + b, 0),
  by_status,
  stock_value: 0,
  days_on_market_median: null,
});

describe("the stock report's screen logic", () => {
  const towers = [
    tower("Aurora", "Torre A", counts(3, 1, 0, 2, 0)),
    tower("Brisa", "Bloco 1", counts(1, 0, 1, 0, 1)),
    tower("Aurora", "Torre B", counts(2, 0, 1, 4, 1)),
  ];

  it("sums the towers' statuses per enterprise for the chart, keeping the API's order", () => {
    expect(stockByEnterprise(towers)).toEqual([
      { enterprise_id: "e-Aurora", label: "Aurora", total: 14, counts: counts(5, 1, 1, 6, 1) },
      { enterprise_id: "e-Brisa", label: "Brisa", total: 3, counts: counts(1, 0, 1, 0, 1) },
    ]);
    expect(stockByEnterprise([])).toEqual([]);
  });

  it("offers the towers of the chosen enterprise, or every tower named with its enterprise", () => {
    expect(towerOptions(towers, "e-Aurora")).toEqual([
      { value: "t-Aurora-Torre A", label: "Torre A" },
      { value: "t-Aurora-Torre B", label: "Torre B" },
    ]);
    expect(towerOptions(towers, undefined).map((o) => o.label)).toEqual([
      "Aurora · Torre A",
      "Brisa · Bloco 1",
      "Aurora · Torre B",
    ]);
  });

  it("sends the filters, the bucket and the page to the API, without the empty ones", () => {
    expect(
      stockUnitsApiQuery({ enterprise_id: "e", vso_month: "2026-03", vso_part: "SOLD", page: 3, status: undefined }),
    ).toEqual({ enterprise_id: "e", vso_month: "2026-03", vso_part: "SOLD", skip: "100", limit: "50" });
    expect(stockReportFilters({ month_start: "2026-01", tower_id: "t", status: "SOLD" } as never)).toEqual({
      month_start: "2026-01",
      tower_id: "t",
    });
  });

  it("reads a drill-down's URL with the API's schema, dropping what it would refuse", () => {
    const read = lenientSearch(stockUnitsQuery);
    expect(read({ status: "SUSPENDED", age_band: "D31_90", tower_id: "nope" })).toMatchObject({
      status: "SUSPENDED",
      age_band: "D31_90",
    });
    expect(read({ status: "SUSPENDED", tower_id: "nope" })).not.toHaveProperty("tower_id");
    expect(read({ vso_month: "2026-02", vso_part: "LAUNCHED" })).toMatchObject({
      vso_month: "2026-02",
      vso_part: "LAUNCHED",
    });
  });
});
