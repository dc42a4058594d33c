import { describe, expect, it } from "vitest";
import { acceptOf, formatFileSize } from "./enterprise-file-labels";

describe("enterprise files", () => {
  it("builds the accept attribute and sizes", () => {
    expect(acceptOf(["pdf"])).toBe("application/pdf");
    expect(formatFileSize(1_572_864)).toBe("1,5 MB");
    expect(formatFileSize(300)).toBe("1 KB");
  });
});
