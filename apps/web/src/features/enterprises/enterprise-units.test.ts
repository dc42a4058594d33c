import { describe, expect, it } from "vitest";
import { unitsSummary } from "./EnterpriseCard";

describe("unitsSummary", () => {
  it("tells how many units can be sold now out of all, in pt-BR", () => {
    expect(unitsSummary(12, 320)).toBe("12 de 320 unidades disponíveis");
    expect(unitsSummary(992, 1006)).toBe("992 de 1.006 unidades disponíveis");
    expect(unitsSummary(0, 1)).toBe("0 de 1 unidade disponível");
    expect(unitsSummary(0, 0)).toBe("Sem unidades cadastradas");
  });
});
