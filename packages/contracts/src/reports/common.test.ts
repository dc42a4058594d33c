import { describe, expect, it } from "vitest";
import {
  addMonths,
  formatKpiValue,
  formatMonth,
  monthsOf,
  reportQuery,
  reportScopeLabel,
  resolvePeriod,
} from "./common";
import { KPIS } from "./kpis";

describe("report periods", () => {
  it("walks months across years and defaults to the last 12 months", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 13)).toBe("2027-01");
    expect(monthsOf("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(resolvePeriod({}, "2026-11")).toEqual({ month_start: "2025-12", month_end: "2026-11" });
    expect(resolvePeriod({ month_start: "2026-03" }, "2026-11")).toEqual({
      month_start: "2026-03",
      month_end: "2027-02",
    });
    expect(resolvePeriod({ month_end: "2026-03" }, "2026-11")).toEqual({
      month_start: "2025-04",
      month_end: "2026-03",
    });
    expect(formatMonth("2026-03")).toBe("mar/2026");
  });

  it("refuses impossible months, a reversed period and one longer than 36 months, naming the field", () => {
    const q = reportQuery(["enterprise_id"]);
    const issues = (input: Record<string, string>) =>
      q.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues({ month_start: "2026-13" })).toEqual([
      "month_start: deve ser um mês no formato AAAA-MM entre 2000 e 2100",
    ]);
    expect(issues({ month_start: "1899-01" })).toHaveLength(1);
    expect(issues({ month_start: "99999-01" })).toHaveLength(1);
    expect(issues({ month_start: "2026-05", month_end: "2026-04" })).toEqual([
      "month_end: deve ser igual ou posterior ao mês inicial",
    ]);
    expect(issues({ month_start: "2020-01", month_end: "2023-01" })).toEqual([
      "month_end: o período deve ter no máximo 36 meses",
    ]);
    expect(issues({ month_start: "2020-01", month_end: "2022-12", enterprise_id: "" })).toEqual([]);
    expect(issues({ enterprise_id: "x" })).toEqual(["enterprise_id: é inválido"]);
  });
});

describe("KPI values as people read them", () => {
  it("formats counts, money, rates and days in pt-BR, and a missing value as a dash", () => {
    expect(formatKpiValue("count", 1234)).toBe("1.234");
    expect(formatKpiValue("money", 123456).replace(/\s/g, " ")).toBe("R$ 1.234,56");
    expect(formatKpiValue("percent", 0.125)).toBe("12,5%");
    expect(formatKpiValue("days", 3.5)).toBe("3,5 dias");
    expect(formatKpiValue("minutes", 2.25)).toBe("2,3 min");
    expect(formatKpiValue("percent", null)).toBe("—");
  });

  it("gives every KPI a label and a tooltip, under its own key", () => {
    for (const [key, def] of Object.entries(KPIS)) {
      expect(def.key).toBe(key);
      expect(def.label.length).toBeGreaterThan(2);
      expect(def.description.length).toBeGreaterThan(10);
    }
  });

  it("says which scope is shown", () => {
    expect(reportScopeLabel("ALL", [])).toBe("Exibindo os números de todas as equipes");
    expect(reportScopeLabel("TEAMS", ["Norte", "Sul"])).toBe("Exibindo somente as suas equipes: Norte, Sul");
  });
});
