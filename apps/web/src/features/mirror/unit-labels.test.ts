import { describe, expect, it } from "vitest";
import { unitLogActionLabel } from "./unit-labels";

describe("unitLogActionLabel", () => {
  it("names the API's log actions in pt-BR and keeps unknown ones as they are", () => {
    expect(unitLogActionLabel("RESERVE_EXPIRED")).toBe("Reserva expirada");
    expect(unitLogActionLabel("START_SALE_PROCESS")).toBe("Início do processo de venda");
    expect(unitLogActionLabel("SOMETHING_NEW")).toBe("SOMETHING_NEW");
  });
});
