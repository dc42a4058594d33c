import type { UseFormReturnType } from "@mantine/form";
import type { UNIT_POSITIONS, UNIT_TYPES } from "@portal/contracts/inventory-enums";

/** The step 2 form's values: towers generated from a pattern, one layout per column. */
export type Layout = {
  type: (typeof UNIT_TYPES)[number];
  bedrooms: number;
  suites: number;
  private_area: number;
  position: (typeof UNIT_POSITIONS)[number];
  garage_spots: number;
};
export interface Tower {
  name: string;
  floors: number;
  first_floor: number;
  units_per_floor: number;
  layout: Layout[];
}
export interface Step2Values {
  towers: Tower[];
}
export type Step2FormApi = UseFormReturnType<Step2Values>;

const DEFAULT_LAYOUT: Layout = {
  type: "APARTMENT",
  bedrooms: 2,
  suites: 1,
  private_area: 60,
  position: "FRONT",
  garage_spots: 1,
};
export const newTower = (i: number, floors = 10, perFloor = 4): Tower => ({
  name: `Torre ${String.fromCharCode(65 + (i % 26))}`,
  floors,
  first_floor: 1,
  units_per_floor: perFloor,
  layout: Array.from({ length: perFloor }, (_, c) => ({ ...DEFAULT_LAYOUT, position: c % 2 === 0 ? "FRONT" : "BACK" })),
});

/** Resizes a tower's column layout when units per floor changes (new columns copy the last one). */
export function resize(layout: Layout[], n: number): Layout[] {
  if (n <= 0) return [];
  if (layout.length >= n) return layout.slice(0, n);
  const last = layout[layout.length - 1] ?? DEFAULT_LAYOUT;
  return [...layout, ...Array.from({ length: n - layout.length }, () => ({ ...last }))];
}
