import { describe, expect, it } from "vitest";
import {
  eightDigitsToIsoDay,
  formatDurationSeconds,
  formatEightDigitDay,
  isoDayToEightDigits,
  partialReportFileName,
  standPartialReportQuery,
} from "./stand-partial-report";

describe("partial report formatting (decision 049)", () => {
  it("shows durations as people read them, and no figure as a dash", () => {
    expect(formatDurationSeconds(null)).toBe("—");
    expect(formatDurationSeconds(45)).toBe("45 s");
    expect(formatDurationSeconds(705)).toBe("12 min");
    expect(formatDurationSeconds(3600)).toBe("1 h 00 min");
    expect(formatDurationSeconds(3900)).toBe("1 h 05 min");
  });

  it("converts the spec's DDMMYYYY days to and from a date picker's YYYY-MM-DD", () => {
    expect(isoDayToEightDigits("2026-03-10")).toBe("10032026");
    expect(eightDigitsToIsoDay("10032026")).toBe("2026-03-10");
    expect(formatEightDigitDay("10032026")).toBe("10/03/2026");
  });

  it("names the downloads in ASCII after the stand and the day", () => {
    expect(partialReportFileName("Residencial Jardim Ipê", "10032026", "pdf")).toBe(
      "relatorio-parcial-residencial-jardim-ipe-2026-03-10.pdf",
    );
    expect(partialReportFileName("???", "10032026", "xlsx")).toBe("relatorio-parcial-plantao-2026-03-10.xlsx");
  });

  it("takes an 8-digit date or none, and names the field otherwise", () => {
    expect(standPartialReportQuery.parse({ date: "" })).toEqual({});
    expect(standPartialReportQuery.parse({ date: "10032026" })).toEqual({ date: "10032026" });
    const bad = standPartialReportQuery.safeParse({ date: "2026-03-10" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["date"]);
  });
});
