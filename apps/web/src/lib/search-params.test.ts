import { describe, expect, it } from "vitest";
import { z } from "zod";
import { searchBoolean, searchPage, searchText } from "./search-params";

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
