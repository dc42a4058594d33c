import { describe, expect, it } from "vitest";
import { formatArea, formatCellPrice } from "./cell-format";

describe("cell formatting", () => {
  it("abbreviates prices in pt-BR", () => {
    expect(formatCellPrice(48_050_000)).toBe("R$ 480,5 mil");
    expect(formatCellPrice(125_000_000)).toBe("R$ 1,3 mi");
    expect(formatCellPrice(null)).toBe("Sem preço");
  });
  it("shows areas with a decimal comma", () => {
    expect(formatArea(62.5)).toBe("62,5 m²");
    expect(formatArea(100)).toBe("100 m²");
  });
});
