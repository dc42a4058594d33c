import { describe, expect, it } from "vitest";
import { sampleCsv } from "./pre-lead-sample";
import { preLeadSearchSchema, toPreLeadQuery } from "./pre-lead-search";

describe("pre-lead filters", () => {
  it("map the URL to GET /pre-leads, leaving empty values out", () => {
    const s = preLeadSearchSchema.parse({ search: 1199, status: "AVAILABLE", city: "Paris", page: 3 });
    expect(toPreLeadQuery(s)).toEqual({ skip: 100, limit: 50, search: "1199", status: "AVAILABLE" });
  });
});

describe("sample CSV", () => {
  it("has the documented header and semicolon-separated rows", () => {
    const lines = sampleCsv("Edifício Paulista Prime").replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("full_name;phone;email;city;enterprise;source");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.split(";")).toHaveLength(6);
    expect(lines[1]).toContain("Edifício Paulista Prime");
  });
});
