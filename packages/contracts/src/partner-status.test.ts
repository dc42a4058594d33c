import { describe, expect, it } from "vitest";
import { PARTNER_PENDING_ROUTES, parseCreci, partnerAwaitingApproval, sameCreci } from "./partner-status";
import { ROUTE_ACCESS } from "./route-access";

describe("parseCreci", () => {
  it("reads the ways brokers write it and stores number, F/J and UF", () => {
    expect(parseCreci("12345-F/SC")).toBe("12345-F/SC");
    expect(parseCreci("CRECI-SP 123.456-F")).toBe("123456-F/SP");
    expect(parseCreci("creci/rj 12345")).toBe("12345/RJ");
    expect(parseCreci("12345 J SP")).toBe("12345-J/SP");
    expect(parseCreci("CRECI SC 012345-F")).toBe("12345-F/SC");
  });

  it("refuses a CRECI without UF, with an unknown UF or with two different UFs", () => {
    for (const v of ["123456-F", "12345/XX", "CRECI 12a45", "CRECI-SP 12345-F/RJ", "", "F/SC", "0/SC"]) {
      expect(parseCreci(v), v).toBeNull();
    }
  });
});

describe("partner gate", () => {
  it("holds back pending and rejected partners only", () => {
    expect(partnerAwaitingApproval(["AGENT_PARTNER"], "PENDING_APPROVAL")).toBe(true);
    expect(partnerAwaitingApproval(["AGENT_PATRIANI"], "REJECTED")).toBe(true);
    expect(partnerAwaitingApproval(["AGENT_PARTNER"], "APPROVED")).toBe(false);
    expect(partnerAwaitingApproval(["AGENT_PARTNER"], null)).toBe(false);
    expect(partnerAwaitingApproval(["GERAL_ADMIN"], "PENDING_APPROVAL")).toBe(false);
  });

  it("every route left open to a waiting partner is a real route", () => {
    for (const key of PARTNER_PENDING_ROUTES) expect(Object.hasOwn(ROUTE_ACCESS, key), key).toBe(true);
  });
});

describe("sameCreci: one registration is a number in one state's council", () => {
  it("the same number and UF, however written, is the same broker", () => {
    expect(sameCreci("12345-F/SC", "CRECI-SC 12.345-F")).toBe(true);
    expect(sameCreci("12345-F/SC", "12345/SC")).toBe(true);
  });
  it("the same number in another state, or the other letter, is another registration", () => {
    expect(sameCreci("12345-F/SC", "12345-F/PR")).toBe(false);
    expect(sameCreci("12345-F/SC", "12345-J/SC")).toBe(false);
    expect(sameCreci("12345-F/SC", "123456-F/SC")).toBe(false);
  });
  it("a CRECI without its UF matches nothing", () => {
    expect(sameCreci("12345-F", "12345-F/SC")).toBe(false);
    expect(sameCreci("12345-F", "12345-F")).toBe(false);
  });
});
