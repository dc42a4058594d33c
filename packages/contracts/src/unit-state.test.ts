import { describe, expect, it } from "vitest";
import type { UnitStatus } from "./inventory-enums";
import { brokerVisibleStatus, nextUnitState, UNIT_ACTIONS, type UnitAction, type UnitState } from "./unit-state";

const s = (status: UnitStatus, suspended = false): UnitState => ({ status, suspended });
const STATES: UnitState[] = [s("AVAILABLE"), s("AVAILABLE", true), s("RESERVED"), s("IN_SALES_PROCESS"), s("SOLD")];
const key = (x: UnitState) => (x.suspended ? "SUSPENDED" : x.status);

/** The whole table: action -> from -> to (absent = refused). */
const ALLOWED: Record<UnitAction, Partial<Record<string, string>>> = {
  reserve: { AVAILABLE: "RESERVED" },
  release: { RESERVED: "AVAILABLE" },
  suspend: { AVAILABLE: "SUSPENDED" },
  "make-available": { SUSPENDED: "AVAILABLE", RESERVED: "AVAILABLE" },
  exchange: { AVAILABLE: "SOLD" },
  "start-sale-process": { AVAILABLE: "IN_SALES_PROCESS", RESERVED: "IN_SALES_PROCESS" },
  "cancel-sale-process": { IN_SALES_PROCESS: "AVAILABLE" },
  "make-sold-for-admin": { AVAILABLE: "SOLD", RESERVED: "SOLD", IN_SALES_PROCESS: "SOLD" },
};

describe("unit state machine", () => {
  for (const action of UNIT_ACTIONS) {
    for (const from of STATES) {
      const expected = ALLOWED[action][key(from)];
      it(`${action} from ${key(from)} ${expected ? `-> ${expected}` : "is refused"}`, () => {
        const t = nextUnitState(from, action);
        if (expected) {
          expect(t.ok).toBe(true);
          if (t.ok) expect(key(t.next)).toBe(expected);
        } else {
          expect(t.ok).toBe(false);
          if (!t.ok) expect(t.message).toMatch(/^Não é possível .*unidade.*: ela está /);
        }
      });
    }
  }

  it("explains a refusal in pt-BR with the current state", () => {
    const t = nextUnitState(s("SOLD"), "reserve");
    expect(t).toEqual({ ok: false, message: "Não é possível reservar a unidade: ela está vendida." });
    const u = nextUnitState(s("AVAILABLE", true), "start-sale-process");
    expect(u).toEqual({
      ok: false,
      message: "Não é possível iniciar o processo de venda da unidade: ela está suspensa.",
    });
  });

  it("brokers see the fake status when one is set, the real one otherwise", () => {
    expect(brokerVisibleStatus({ status: "AVAILABLE", fakeStatus: "SOLD" })).toBe("SOLD");
    expect(brokerVisibleStatus({ status: "RESERVED", fakeStatus: null })).toBe("RESERVED");
  });
});
