import { describe, expect, it } from "vitest";
import {
  canOpenStep,
  centavosToReais,
  patternNumberRange,
  patternUnitCount,
  reaisToCentavos,
  resumeStep,
  stepToOpen,
} from "./wizard-steps";

describe("wizard resume", () => {
  it("opens at the step after the last saved one", () => {
    expect(resumeStep(0)).toBe(1);
    expect(resumeStep(1)).toBe(2);
    expect(resumeStep(5)).toBe(6);
    expect(resumeStep(6)).toBe(6);
  });
  it("lets saved steps and the next one be opened, not later ones", () => {
    expect(canOpenStep(1, 2)).toBe(true);
    expect(canOpenStep(3, 2)).toBe(true);
    expect(canOpenStep(4, 2)).toBe(false);
    expect(canOpenStep(7, 6)).toBe(false);
    expect(canOpenStep(0, 6)).toBe(false);
  });
  it("clamps a requested step from the URL", () => {
    expect(stepToOpen(2, 3)).toBe(2);
    expect(stepToOpen(6, 2)).toBe(3);
    expect(stepToOpen(undefined, 4)).toBe(5);
  });
});

describe("structure preview", () => {
  it("counts the units the patterns generate and names the first and last", () => {
    const t = {
      name: "A",
      floors: 15,
      first_floor: 1,
      units_per_floor: 4,
      layout: Array.from({ length: 4 }, () => ({
        type: "APARTMENT" as const,
        bedrooms: 2,
        suites: 0,
        private_area: 60,
        position: "FRONT" as const,
        garage_spots: 1,
      })),
    };
    expect(patternUnitCount([t, { floors: 2, units_per_floor: 3 }, { floors: 0, units_per_floor: 3 }])).toBe(66);
    expect(patternNumberRange(t)).toEqual({ first: "101", last: "1504" });
  });
});

describe("money", () => {
  it("converts reais typed in the form to centavos and back", () => {
    expect(reaisToCentavos(8500.5)).toBe(850_050);
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(centavosToReais(850_050)).toBe(8500.5);
  });
});
