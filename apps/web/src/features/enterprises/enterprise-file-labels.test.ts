import { ENTERPRISE_FILE_TYPES } from "@portal/contracts/inventory-enums";
import { describe, expect, it } from "vitest";
import { acceptOf, ENTERPRISE_FILE_TYPE_LABELS, formatFileSize } from "./enterprise-file-labels";

describe("enterprise files", () => {
  it("labels every enterprise file type", () => {
    for (const t of ENTERPRISE_FILE_TYPES) expect(ENTERPRISE_FILE_TYPE_LABELS[t]).toBeTruthy();
  });
  it("builds the accept attribute and sizes", () => {
    expect(acceptOf(["pdf"])).toBe("application/pdf");
    expect(formatFileSize(1_572_864)).toBe("1,5 MB");
    expect(formatFileSize(300)).toBe("1 KB");
  });
});
