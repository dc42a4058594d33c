import { describe, expect, it } from "vitest";
import { fileSlug } from "./lead-profile.queries";

describe("PDF file names", () => {
  it("are plain ASCII slugs of the lead's name", () => {
    expect(fileSlug("Heloísa Bragança da Conceição")).toBe("heloisa-braganca-da-conceicao");
    expect(fileSlug("  ")).toBe("lead");
  });
});
