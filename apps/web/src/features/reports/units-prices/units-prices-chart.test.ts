import { describe, expect, it } from "vitest";
import { indexChartData } from "./units-prices-chart";

describe("indexChartData", () => {
  it("compounds each index month by month, in percent, and stops at a month without a value", () => {
    expect(
      indexChartData({
        indexes: [
          {
            type: "INCCDI",
            months: [
              { month: "2026-01", value: 0.5 },
              { month: "2026-02", value: 0.4 },
            ],
            accumulated: 0.00902,
          },
          {
            type: "IGPM",
            months: [
              { month: "2026-01", value: 0.3 },
              { month: "2026-02", value: null },
            ],
            accumulated: null,
          },
        ],
      }),
    ).toEqual([
      { label: "jan/2026", "INCC-DI": 0.5, "IGP-M": 0.3 },
      { label: "fev/2026", "INCC-DI": 0.9, "IGP-M": null },
    ]);
  });
});
