import { describe, expect, it } from "vitest";
import { eligibleMemberOptions } from "./roulette-members";

const people = [
  { _id: "1", full_name: "Zélia Online", roles: ["ONLINE_SPECIALIST"] },
  { _id: "2", full_name: "Bruno Plantão", roles: ["BOOTH_SPECIALIST"] },
  { _id: "3", full_name: "Ana Online", roles: ["ONLINE_SPECIALIST"] },
  { _id: "4", full_name: "Carla Coordenadora", roles: ["ONLINE_COORDINATOR"] },
];

describe("eligibleMemberOptions", () => {
  it("offers online specialists for an ONLINE roulette, sorted by name, without current members", () => {
    expect(eligibleMemberOptions(people, "ONLINE", ["1"])).toEqual([{ value: "3", label: "Ana Online" }]);
  });

  it("offers booth specialists for a BOOTH roulette and never coordinators", () => {
    expect(eligibleMemberOptions(people, "BOOTH", [])).toEqual([{ value: "2", label: "Bruno Plantão" }]);
    expect(eligibleMemberOptions(undefined, "BOOTH", [])).toEqual([]);
  });
});
