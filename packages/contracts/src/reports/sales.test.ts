import { describe, expect, it } from "vitest";
import { FUNNEL_KPIS } from "./kpis";
import { FUNNEL_STEP_KEYS } from "./sales";

describe("the sales report's funnel", () => {
  it("has the funnel KPIs of the catalogue as its steps, in order", () => {
    expect(FUNNEL_STEP_KEYS).toEqual(Object.keys(FUNNEL_KPIS));
  });
});
