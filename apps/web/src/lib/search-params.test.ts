import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dropEmpty, patchSearch, searchBoolean, searchPage, searchText } from "./search-params";

const schema = z.object({ search: searchText, active: searchBoolean, page: searchPage });

describe("URL filter params", () => {
  it("accept the JSON-parsed and the string forms", () => {
    expect(schema.parse({ search: 12345, active: true, page: 2 })).toEqual({ search: "12345", active: true, page: 2 });
    expect(schema.parse({ search: " ana ", active: "false", page: "3" })).toEqual({
      search: "ana",
      active: false,
      page: 3,
    });
  });

  it("drop empty or invalid values instead of failing the route", () => {
    expect(schema.parse({ search: "  ", active: "maybe", page: 0 })).toEqual({
      search: undefined,
      active: undefined,
      page: undefined,
    });
    expect(schema.parse({ search: "x".repeat(200) })).toMatchObject({ search: undefined });
  });
});

describe("patchSearch", () => {
  it("merges the change, drops empty values and goes back to page 1", () => {
    expect(patchSearch({ city: "Campinas", page: 3, group: "STOCK" }, { city: "", status: "NEW" })).toEqual({
      group: "STOCK",
      status: "NEW",
    });
  });

  it("keeps the page when asked (views whose filters do not page)", () => {
    expect(patchSearch({ page: 2, tower: "A" }, { tower: undefined }, { keepPage: true })).toEqual({ page: 2 });
  });
});

describe("dropEmpty", () => {
  it("leaves false and 0 in place", () => {
    expect(dropEmpty({ a: "", b: undefined, c: false, d: 0, e: "x" })).toEqual({ c: false, d: 0, e: "x" });
  });
});
