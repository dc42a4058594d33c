import { rouletteCreateBody } from "@portal/contracts/roulettes";
import { describe, expect, it } from "vitest";
import { EMPTY_ROULETTE, toFormValues, toRouletteBody, validateWindow } from "./roulette-form";

describe("roulette form", () => {
  it("turns the form into a body the contract accepts (numbers for weekdays, null for an empty window)", () => {
    const body = toRouletteBody({ ...EMPTY_ROULETTE, name: " Plantão Centro ", type: "BOOTH", weekdays: ["5", "1"] });
    expect(body).toEqual({
      name: "Plantão Centro",
      type: "BOOTH",
      enterprise_ids: [],
      temporary_agent_mode: false,
      active: true,
      weekdays: [1, 5],
      starts_at: null,
      ends_at: null,
    });
    expect(rouletteCreateBody.safeParse(body).success).toBe(true);
  });

  it("round-trips a roulette", () => {
    const values = toFormValues({
      _id: "r",
      name: "Online",
      type: "ONLINE",
      enterprise_ids: ["e"],
      temporary_agent_mode: true,
      active: false,
      weekdays: [0, 6],
      starts_at: "08:00",
      ends_at: "20:00",
      createdAt: "",
      updatedAt: "",
    });
    expect(toRouletteBody(values)).toMatchObject({ weekdays: [0, 6], starts_at: "08:00", ends_at: "20:00" });
  });

  it("asks for both ends of the window", () => {
    expect(validateWindow({ starts_at: "08:00", ends_at: "" })).toEqual({ ends_at: "Informe também o fim do horário" });
    expect(validateWindow({ starts_at: "", ends_at: "" })).toEqual({});
  });
});
