import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { createdAtWindow, parseEightDigitDay, startOfBusinessDay } from "./lead-dates";

describe("8-digit date rule (DDMMYYYY, America/Sao_Paulo)", () => {
  it("turns an 8-digit day into the São Paulo day [start, next start)", () => {
    expect(parseEightDigitDay("15032024", "starts_date")).toEqual({
      start: new Date("2024-03-15T03:00:00.000Z"),
      end: new Date("2024-03-16T03:00:00.000Z"),
    });
  });

  it("rolls over month and year ends", () => {
    expect(parseEightDigitDay("31122023", "ends_date")?.end).toEqual(new Date("2024-01-01T03:00:00.000Z"));
    expect(parseEightDigitDay("29022024", "ends_date")?.start).toEqual(new Date("2024-02-29T03:00:00.000Z"));
  });

  it.each([undefined, null, "", "1503202", "150320245", "15/03/2024", "2024-03-15", "abcdefgh", " 15032024"])(
    "ignores %j (not exactly 8 digits)",
    (value) => {
      expect(parseEightDigitDay(value as string | undefined, "starts_date")).toBeNull();
    },
  );

  it.each(["32012024", "29022023", "15132024", "00012024"])(
    "refuses %s (8 digits but not a calendar day) naming the field",
    (value) => {
      let error: unknown;
      try {
        parseEightDigitDay(value, "ends_date");
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).body.message).toEqual(['"ends_date" deve ser uma data válida no formato DDMMAAAA']);
    },
  );

  it.each(["01011800", "31121899", "01012101", "31129999"])(
    "refuses %s (a day outside the years 1900..2100) naming the field",
    (value) => {
      expect(() => parseEightDigitDay(value, "starts_date")).toThrow(AppError);
      try {
        parseEightDigitDay(value, "starts_date");
      } catch (err) {
        expect((err as AppError).body.message).toEqual(['"starts_date" deve estar entre os anos 1900 e 2100']);
      }
    },
  );

  it("accepts the first and last days of the range", () => {
    expect(parseEightDigitDay("01011900", "starts_date")?.start.getUTCFullYear()).toBe(1900);
    expect(parseEightDigitDay("31122100", "starts_date")?.end).toEqual(new Date("2101-01-01T03:00:00.000Z"));
  });

  it("uses the offset of the day itself when São Paulo still had daylight saving time", () => {
    // 2018-12-01: DST in force (UTC-2).
    expect(startOfBusinessDay(2018, 12, 1)).toEqual(new Date("2018-12-01T02:00:00.000Z"));
    expect(startOfBusinessDay(2018, 7, 1)).toEqual(new Date("2018-07-01T03:00:00.000Z"));
  });

  it("builds the createdAt window from starts_date and ends_date independently", () => {
    expect(createdAtWindow("01012024", "31012024")).toEqual({
      from: new Date("2024-01-01T03:00:00.000Z"),
      to: new Date("2024-02-01T03:00:00.000Z"),
    });
    expect(createdAtWindow("2024", "31012024")).toEqual({ from: undefined, to: new Date("2024-02-01T03:00:00.000Z") });
    expect(createdAtWindow(undefined, "")).toEqual({ from: undefined, to: undefined });
  });
});
