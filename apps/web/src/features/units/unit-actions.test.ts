import { describe, expect, it } from "vitest";
import { allowedUnitActions, canReleaseReservation, isSalesDesk } from "./unit-actions";

const free = { status: "AVAILABLE" as const, suspended: false };

describe("allowedUnitActions", () => {
  it("lets a booth specialist only reserve a free unit", () => {
    expect(allowedUnitActions(free, ["BOOTH_SPECIALIST"])).toEqual(["reserve"]);
    expect(allowedUnitActions({ status: "RESERVED", suspended: false }, ["BOOTH_SPECIALIST"])).toEqual([]);
  });

  it("lets a partner broker reserve and nothing else", () => {
    expect(allowedUnitActions(free, ["AGENT_PARTNER"])).toEqual(["reserve"]);
    expect(allowedUnitActions({ status: "SOLD", suspended: false }, ["AGENT_PARTNER"])).toEqual([]);
  });

  it("gives an admin every move the state machine allows", () => {
    expect(allowedUnitActions(free, ["GERAL_ADMIN"])).toEqual([
      "reserve",
      "start-sale-process",
      "suspend",
      "exchange",
      "make-sold-for-admin",
    ]);
    expect(allowedUnitActions({ status: "AVAILABLE", suspended: true }, ["GERAL_ADMIN"])).toEqual(["make-available"]);
    expect(allowedUnitActions({ status: "IN_SALES_PROCESS", suspended: false }, ["MASTER"])).toEqual([
      "cancel-sale-process",
      "make-sold-for-admin",
    ]);
  });

  it("lets a coordinator run the sale process but not suspend", () => {
    expect(allowedUnitActions({ status: "RESERVED", suspended: false }, ["BOOTH_COORDINATOR"])).toEqual([
      "start-sale-process",
    ]);
  });

  it("shows nothing to a read-only role", () => {
    expect(allowedUnitActions(free, ["MARKETING"])).toEqual([]);
  });
});

describe("reservation release", () => {
  it("lets a broker release their own open reservation and the desk anyone's", () => {
    const r = { broker_id: "b1", status: "ACTIVE" };
    expect(canReleaseReservation(r, { id: "b1", roles: ["BOOTH_SPECIALIST"] })).toBe(true);
    expect(canReleaseReservation(r, { id: "b2", roles: ["BOOTH_SPECIALIST"] })).toBe(false);
    expect(canReleaseReservation(r, { id: "b2", roles: ["SALES_SECRETARY"] })).toBe(true);
    expect(canReleaseReservation({ ...r, status: "EXPIRED" }, { id: "b1", roles: ["MASTER"] })).toBe(false);
    expect(isSalesDesk(["AGENT_PARTNER"])).toBe(false);
  });
});
