import { describe, expect, it } from "vitest";
import { progressView } from "./stream-download";

describe("export progress", () => {
  it("counts rows against the total when the rows are known (CSV)", () => {
    expect(progressView({ bytes: 10, rows: 12_345, total: 100_000 })).toEqual({
      text: "12.345 de 100.000 linhas",
      fraction: 0.12345,
    });
    expect(progressView({ bytes: 10, rows: 12, total: 10 }).fraction).toBe(1);
  });

  it("shows the bytes received beside the rows expected when rows cannot be counted (XLSX, PDF)", () => {
    expect(progressView({ bytes: 3_355_443, rows: null, total: 100_000 })).toEqual({
      text: "3,2 MB recebidos · 100.000 linhas",
      fraction: null,
    });
    expect(progressView({ bytes: 0, rows: null, total: null }).text).toBe("0,0 MB recebidos");
  });
});
