import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clearedSearch, currentSort, pageQuery, searchSort, withPage } from "./list-search";

describe("list params in the URL", () => {
  const schema = z.object(searchSort(["createdAt", "full_name"] as const));

  it("accepts the list's sort fields and falls back to the default for anything else", () => {
    expect(schema.parse({ sortBy: "full_name", direction: "asc" })).toEqual({ sortBy: "full_name", direction: "asc" });
    expect(schema.parse({ sortBy: "password", direction: "sideways" })).toEqual({});
    const defaultSort = { sortBy: "createdAt" as const, direction: "desc" as const };
    expect(currentSort(schema.parse({}), defaultSort)).toEqual(defaultSort);
    expect(currentSort(schema.parse({ direction: "asc" }), defaultSort)).toEqual({
      sortBy: "createdAt",
      direction: "asc",
    });
  });

  it("turns the page into skip/limit on the wire", () => {
    expect(pageQuery(undefined, 20)).toEqual({ skip: 0, limit: 20 });
    expect(pageQuery(3, 20)).toEqual({ skip: 40, limit: 20 });
  });

  it("keeps page 1 out of the URL and the filters on another page", () => {
    expect(withPage({ search: "ana", page: 3 }, 1)).toEqual({ search: "ana" });
    expect(withPage({ search: "ana" }, 2)).toEqual({ search: "ana", page: 2 });
  });

  it("clears the filters, sort and page but keeps a tab", () => {
    const prev = { status: "APPROVED", search: "ana", page: 2, sortBy: "full_name" };
    expect(clearedSearch(prev, ["status"])).toEqual({ status: "APPROVED" });
    expect(clearedSearch(prev)).toEqual({});
    expect(clearedSearch({ search: "ana" }, ["status"])).toEqual({});
  });
});
