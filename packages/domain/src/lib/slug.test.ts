import { describe, expect, it } from "vitest";
import { slug } from "./slug";

describe("slug", () => {
  it("drops accents, lowercases and joins words with hyphens", () => {
    expect(slug("Residencial Águas Claras", "x")).toBe("residencial-aguas-claras");
  });
  it("trims leading and trailing separators and cuts at 60 characters", () => {
    expect(slug(" -- Torre São João -- ", "x")).toBe("torre-sao-joao");
    expect(slug("a".repeat(80), "x")).toHaveLength(60);
  });
  it("falls back when nothing printable is left", () => {
    expect(slug("***", "lead")).toBe("lead");
  });
});
