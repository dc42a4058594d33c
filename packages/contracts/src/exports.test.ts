import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime } from "./dates";
import { csvText, EXPORT_MSG, exportText } from "./exports";

describe("export cells", () => {
  it("writes instants as the portal's São Paulo date and date-time, across DST years and month ends", () => {
    // Every ~7 hours from 2010 (DST in force) to 2030, plus the edges of São Paulo's old DST switches.
    const instants = [
      "2018-11-04T02:59:59.999Z",
      "2018-11-04T03:00:00Z",
      "2019-02-17T01:59:59Z",
      "2019-02-17T02:00:00Z",
      "2024-02-29T02:30:00Z",
      "2026-12-31T02:59:00Z",
      "2026-12-31T03:00:00Z",
    ].map((s) => new Date(s));
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2030, 0, 1); t += 7 * 3_600_000 + 13 * 60_000)
      instants.push(new Date(t));
    for (const at of instants) {
      expect(exportText("date", at)).toBe(formatDate(at));
      expect(exportText("datetime", at.toISOString())).toBe(formatDateTime(at));
    }
  });

  it("formats money, calendar days, booleans and numbers, and leaves empty values empty", () => {
    expect(exportText("money", 123456)).toBe("R$ 1.234,56");
    expect(exportText("money", -100n)).toBe("-R$ 1,00");
    expect(exportText("day", "2026-03-01")).toBe(formatCalendarDate("2026-03-01"));
    expect(exportText("boolean", true)).toBe("Sim");
    expect(exportText("boolean", false)).toBe("Não");
    expect(exportText("decimal", 12.5)).toBe("12,5");
    expect(exportText("integer", -3)).toBe("-3");
    expect([null, undefined, ""].map((v) => exportText("text", v))).toEqual(["", "", ""]);
  });

  it("makes formula-looking text inert and quotes what needs quoting", () => {
    expect(csvText("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvText(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvText("a;b")).toBe('"a;b"');
    expect(csvText("linha\nnova")).toBe('"linha\nnova"');
    expect(csvText("Ana")).toBe("Ana");
  });

  it("offers the CSV when a filter has more rows than Excel holds", () => {
    expect(EXPORT_MSG.tooManyForXlsx(1_200_000)).toBe(
      "O Excel comporta até 1.048.575 linhas e este filtro tem 1.200.000. Exporte em CSV (sem limite de linhas) ou refine os filtros.",
    );
  });
});
