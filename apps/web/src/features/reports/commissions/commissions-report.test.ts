import { commissionRowsQuery } from "@portal/contracts/reports/commissions-query";
import { describe, expect, it } from "vitest";
import { lenientSearch } from "../kit/report-search";
import { describeCommissionRows } from "./CommissionRowsScreen";
import { commissionRowsApiQuery, commissionsReportFilters } from "./commissions-report.queries";

describe("the commissions report's screen logic", () => {
  it("keeps only the report's filters for the report and its downloads", () => {
    expect(
      commissionsReportFilters({
        enterprise_id: "e",
        status: "PAID",
        role: "BROKER",
        sale_id: "s",
        due: "true",
      } as never),
    ).toEqual({ enterprise_id: "e", status: "PAID", role: "BROKER" });
  });

  it("sends the bucket and the page of a drill-down to the API", () => {
    expect(commissionRowsApiQuery({ sale_id: "s", page: 2 })).toEqual({ sale_id: "s", skip: "50", limit: "50" });
    expect(commissionRowsApiQuery({ due: "true" })).toEqual({ due: "true", skip: "0", limit: "50" });
  });

  it("says in words what the drill-down lists", () => {
    expect(describeCommissionRows({ due: "true" })).toBe(
      "Comissões liberadas e ainda não pagas (a pagar no mês), de vendas de qualquer mês",
    );
    expect(describeCommissionRows({ status: "RELEASED", month_start: "2026-03", month_end: "2026-03" })).toBe(
      "Comissões com status liberada · vendas de mar/2026",
    );
    expect(describeCommissionRows({ role: "AGENCY" })).toBe("Comissões · beneficiário: imobiliária");
    expect(describeCommissionRows({ sale_id: "s", status: "PAID" })).toBe("Comissões de uma venda com status paga");
  });

  it("reads a drill-down's URL with the API's schema", () => {
    const read = lenientSearch(commissionRowsQuery);
    expect(read({ status: "PAID", role: "WIZARD", due: "true" })).toMatchObject({ status: "PAID", due: "true" });
    expect(read({ role: "WIZARD" })).not.toHaveProperty("role");
  });
});
