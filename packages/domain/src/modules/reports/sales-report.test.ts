import { describe, expect, it } from "vitest";
import { funnelSteps, salesBuckets } from "./sales-report";
import { csvNumber, csvText } from "./sales-report-files";

describe("sales report figures", () => {
  it("a funnel step's conversion is over the previous step; none over zero", () => {
    const steps = funnelSteps({
      leads: 4,
      attended: 2,
      visited: 0,
      proposal: 0,
      sale: 0,
      daysToAttended: 1.234,
      daysToVisited: null,
      daysToProposal: null,
      daysToSale: null,
    });
    expect(steps.map((s) => [s.key, s.conversion, s.median_days])).toEqual([
      ["funnel_leads", null, null],
      ["funnel_attended", 0.5, 1.23],
      ["funnel_visited", 0, null],
      ["funnel_proposal", null, null],
      ["funnel_sale", null, null],
    ]);
  });

  it("buckets add each kind of event and sort by gross VGV", () => {
    const buckets = salesBuckets(
      [
        { key: "a", name: "Alfa", kind: "GROSS", count: 1, value: 100 },
        { key: "b", name: "Beta", kind: "GROSS", count: 2, value: 300 },
        { key: "b", name: "Beta", kind: "DISTRACTED", count: 1, value: 150 },
      ],
      (t) => t.name ?? "",
    );
    expect(buckets.map((b) => [b.label, b.gross_count, b.net_count, b.net_value])).toEqual([
      ["Beta", 2, 1, 150],
      ["Alfa", 1, 1, 100],
    ]);
  });
});

describe("the CSV's cells", () => {
  it("keeps text a spreadsheet would run as a formula as text, and quotes separators", () => {
    expect(csvText("=SOMA(A1)")).toBe("'=SOMA(A1)");
    expect(csvText("+55")).toBe("'+55");
    expect(csvText("-1")).toBe("'-1");
    expect(csvText("@x")).toBe("'@x");
    expect(csvText("\tx")).toBe("'\tx");
    expect(csvText('a;b "c"')).toBe('"a;b ""c"""');
    expect(csvText("Norte")).toBe("Norte");
  });

  it("writes numbers as Excel in pt-BR reads them (a negative net stays a number)", () => {
    expect(csvNumber({ value: 123_456, format: "money" })).toBe("1234,56");
    expect(csvNumber({ value: -5, format: "count" })).toBe("-5");
    expect(csvNumber({ value: 0.125, format: "percent" })).toBe("12,5%");
    expect(csvNumber({ value: 16.78, format: "days" })).toBe("16,78");
    expect(csvNumber({ value: null, format: "money" })).toBe("");
  });
});
