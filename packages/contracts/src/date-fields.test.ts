import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  birthDateField,
  DATE_MSG,
  dayField,
  eightDigitDayField,
  eightDigitDayFilter,
  instantField,
  monthField,
} from "./date-fields";
import { saoPauloDay } from "./dates";

/** The messages of a failed parse, or [] when it passes. */
const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("dayField", () => {
  const day = dayField();
  it("accepts the first and the last day of the range", () => {
    expect(issues(day, "1900-01-01")).toEqual([]);
    expect(issues(day, "2100-12-31")).toEqual([]);
    expect(issues(day, "2028-02-29")).toEqual([]);
  });
  it("refuses the day before and the day after the range, and year 0000 or 9999", () => {
    for (const v of ["1899-12-31", "2101-01-01", "0000-01-01", "9999-12-31"]) {
      expect(issues(day, v), v).toEqual([DATE_MSG.yearRange]);
    }
  });
  it("refuses days that do not exist and other shapes", () => {
    expect(issues(day, "2026-02-29")).toEqual([DATE_MSG.notADay]);
    expect(issues(day, "2026-13-01")).toEqual([DATE_MSG.notADay]);
    expect(issues(day, "2026-00-10")).toEqual([DATE_MSG.notADay]);
    expect(issues(day, "26-01-01")).toEqual([DATE_MSG.day]);
    expect(issues(day, "2026-01-01T00:00:00Z")).toEqual([DATE_MSG.day]);
  });
  it("applies its own bounds, inclusive", () => {
    const bounded = dayField({ min: { value: "2026-03-01" }, max: { value: () => "2026-03-31", message: "fim" } });
    expect(issues(bounded, "2026-03-01")).toEqual([]);
    expect(issues(bounded, "2026-03-31")).toEqual([]);
    expect(issues(bounded, "2026-02-28")).toEqual([DATE_MSG.notBefore("2026-03-01")]);
    expect(issues(bounded, "2026-04-01")).toEqual(["fim"]);
  });
});

describe("birthDateField", () => {
  const birth = birthDateField();
  it("accepts 1900-01-01 and today in São Paulo, refuses tomorrow", () => {
    const today = saoPauloDay(new Date());
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(issues(birth, "1900-01-01")).toEqual([]);
    expect(issues(birth, today)).toEqual([]);
    expect(issues(birth, tomorrow.toISOString().slice(0, 10))).toEqual([DATE_MSG.notFuture]);
    expect(issues(birth, "1899-12-31")).toEqual([DATE_MSG.yearRange]);
  });
});

describe("monthField", () => {
  const month = monthField();
  it("accepts 1900-01 and 2100-12; refuses 1899-12, 2101-01, 0000-01, 9999-12 and month 13", () => {
    expect(issues(month, "1900-01")).toEqual([]);
    expect(issues(month, "2100-12")).toEqual([]);
    for (const v of ["1899-12", "2101-01", "0000-01", "9999-12"])
      expect(issues(month, v), v).toEqual([DATE_MSG.yearRange]);
    expect(issues(month, "2026-13")).toEqual([DATE_MSG.month]);
  });
});

describe("instantField", () => {
  const instant = instantField();
  it("accepts the first and last instants of the range, with Z or an offset", () => {
    expect(issues(instant, "1900-01-01T00:00:00Z")).toEqual([]);
    expect(issues(instant, "2100-12-31T23:59:59.999Z")).toEqual([]);
    expect(issues(instant, "2100-12-31T20:30:00-03:00")).toEqual([]);
  });
  it("refuses an instant before 1900 or from 2101 on (UTC), year 0000 and 9999 included", () => {
    for (const v of [
      "1899-12-31T23:59:59Z",
      "2101-01-01T00:00:00Z",
      "2100-12-31T23:30:00-03:00",
      "0000-01-01T00:00:00Z",
      "9999-12-31T23:30:00Z",
    ]) {
      expect(issues(instant, v), v).toEqual([DATE_MSG.yearRange]);
    }
  });
  it("refuses what is not an ISO date and time", () => {
    expect(issues(instant, "2026-01-01")).toEqual([DATE_MSG.instant]);
    expect(issues(instant, "amanhã")).toEqual([DATE_MSG.instant]);
  });
  it("applies its own bounds and rule", () => {
    const from = new Date("2026-06-01T12:00:00Z");
    const bounded = instantField({
      min: { value: () => from, message: "não pode estar no passado" },
      refine: { check: (at) => at.getUTCMinutes() % 30 === 0, message: "grade" },
    });
    expect(issues(bounded, "2026-06-01T12:00:00Z")).toEqual([]);
    expect(issues(bounded, "2026-06-01T11:30:00Z")).toEqual(["não pode estar no passado"]);
    expect(issues(bounded, "2026-06-01T12:10:00Z")).toEqual(["grade"]);
  });
});

describe("DDMMYYYY", () => {
  it("a filter ignores what is not 8 digits and refuses 8 digits outside the range", () => {
    const filter = eightDigitDayFilter();
    expect(issues(filter, "2026")).toEqual([]);
    expect(issues(filter, "01011900")).toEqual([]);
    expect(issues(filter, "31122100")).toEqual([]);
    expect(issues(filter, "31121899")).toEqual([DATE_MSG.yearRange]);
    expect(issues(filter, "01012101")).toEqual([DATE_MSG.yearRange]);
    expect(issues(filter, "01010000")).toEqual([DATE_MSG.yearRange]);
    expect(issues(filter, "31022026")).toEqual([DATE_MSG.eightDigits]);
  });
  it("a required day refuses anything else", () => {
    const field = eightDigitDayField();
    expect(issues(field, "28022026")).toEqual([]);
    expect(issues(field, "2026-02-28")).toEqual([DATE_MSG.eightDigits]);
    expect(issues(field, "31129999")).toEqual([DATE_MSG.yearRange]);
  });
});
