import { describe, expect, it } from "vitest";
import { canPlayLeadInRoulette } from "./policy";
import { ROLES } from "./roles";

/** Issue 16: who may throw leads into the roulette (the lead scope is checked apart). Kept apart from policy.test.ts. */
describe("canPlayLeadInRoulette", () => {
  const allowed = [
    "MASTER",
    "GERAL_ADMIN",
    "GERAL_ADMIN_CLIENTS",
    "OPERATIONAL_ADMIN",
    "SALES_SECRETARY",
    "BOOTH_COORDINATOR",
    "ONLINE_COORDINATOR",
    "PARTNERSHIP_COORDINATOR",
    "AGENT_PATRIANI_COORDINATOR",
    "BOOTH_SPECIALIST",
    "ONLINE_SPECIALIST",
  ];

  it.each(ROLES.map((r) => [r, allowed.includes(r)] as const))("%s -> %s", (role, expected) => {
    expect(canPlayLeadInRoulette([role])).toBe(expected);
  });

  it("refuses MARKETING and RELATIONSHIP_TEAM, who see every lead", () => {
    expect(canPlayLeadInRoulette(["MARKETING"])).toBe(false);
    expect(canPlayLeadInRoulette(["RELATIONSHIP_TEAM"])).toBe(false);
    expect(canPlayLeadInRoulette(["MARKETING", "ONLINE_SPECIALIST"])).toBe(true);
  });
});
