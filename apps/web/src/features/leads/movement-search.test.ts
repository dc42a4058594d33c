import { movementReasonLabel } from "@portal/contracts/leads";
import { describe, expect, it } from "vitest";
import { movementSearchSchema, toMovementsQuery } from "./movement-search";

const USER = "5e980557-1026-43c8-82d2-f4c0dd9a600f";

describe("movements filters", () => {
  it("map the URL to GET /leads/movements with the day as 8 digits", () => {
    const s = movementSearchSchema.parse({ search: " Ana ", origin_user: USER, day: "2026-11-05", page: 2 });
    expect(toMovementsQuery(s)).toEqual({
      skip: 50,
      limit: 50,
      search: "Ana",
      origin_user: USER,
      date_movimentation: "05112026",
    });
  });

  it("leave out empty and invalid values", () => {
    const s = movementSearchSchema.parse({ search: "", enterprise: "x", day: "05/11/2026" });
    expect(toMovementsQuery(s)).toEqual({ skip: 0, limit: 50 });
  });

  it("label the reasons in pt-BR, the roulette's too, and never show a raw code", () => {
    expect(movementReasonLabel("DISTRIBUTION")).toBe("Distribuição");
    expect(movementReasonLabel("ROULETTE_OFFER")).toBe("Oferta da roleta");
    expect(movementReasonLabel("ROULETTE_SHOT")).toBe("Movimentação");
  });
});
