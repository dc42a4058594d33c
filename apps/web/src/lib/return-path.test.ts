import { describe, expect, it } from "vitest";
import { resolveReturnPath } from "./return-path";

describe("resolveReturnPath", () => {
  it("keeps /leads and /enterprises addresses with their query", () => {
    expect(resolveReturnPath("/leads?status=NEW&page=2")).toBe("/leads?status=NEW&page=2");
    expect(resolveReturnPath("/enterprises/abc#units")).toBe("/enterprises/abc#units");
  });

  it("refuses other paths, protocol-relative and absolute addresses", () => {
    for (const url of ["/home", "//evil.com", "https://evil.com/leads", "/leadsX", "", null, undefined]) {
      expect(resolveReturnPath(url)).toBeNull();
    }
  });

  it("refuses addresses that leave /leads once dot segments are resolved", () => {
    expect(resolveReturnPath("/leads/../../evil")).toBeNull();
    expect(resolveReturnPath("/leads/%2e%2e/admin/users")).toBeNull();
    // Any dot segment is refused outright (contracts safeReturnPath), even one that stays inside /leads.
    expect(resolveReturnPath("/leads/a/../b")).toBeNull();
  });
});
