import { describe, expect, it } from "vitest";
import { eligibleMemberOptions, emptyMemberReason } from "./roulette-members";

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

describe("emptyMemberReason", () => {
  it("says why the picker is empty: nobody of the type in reach, or everyone is already a member", () => {
    expect(emptyMemberReason(people, "ONLINE", [])).toBeNull();
    expect(emptyMemberReason(people, "ONLINE", ["1", "3"])).toBe(
      "Todos os especialistas online que você pode incluir (2) já estão nesta roleta.",
    );
    expect(emptyMemberReason(people.slice(0, 1), "BOOTH", [])).toBe(
      "Não há especialistas de plantão ativos entre as pessoas que você pode incluir (a sua equipe ou a empresa). Peça o cadastro à administração.",
    );
    expect(emptyMemberReason(undefined, "BOOTH", [])).toBeNull();
  });
});
