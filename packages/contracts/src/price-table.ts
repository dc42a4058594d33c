import type { UnitPosition } from "./inventory-enums";

/**
 * Price table generation (tabela de vendas): price = private area × base price per m²,
 * adjusted by floor (a percentage per floor above the first) and by position (a percentage per
 * position). Money in integer centavos, rounded half up once at the end (docs/decisions/011).
 */
export interface PriceTableParams {
  /** Centavos per m². */
  base_price_per_m2: number;
  /** Percent added per floor above `base_floor` (e.g. 0.5 = +0,5 % per floor); negative allowed. */
  floor_adjustment_percentage: number;
  /** The floor priced at the base (default 1). */
  base_floor?: number;
  /** Percent by position, e.g. { FRONT: 3, BACK: 0 }; missing positions = 0. */
  position_adjustments?: Partial<Record<UnitPosition, number>>;
}

export interface PricedUnitInput {
  floor: number;
  /** m² with up to two decimals, as a string ("65.40") or number. */
  private_area: string | number;
  position: UnitPosition;
}

/** m² as integer hundredths, exact for the 2-decimal areas the database keeps. */
function areaHundredths(area: string | number): number {
  return Math.round(Number(area) * 100);
}

export function unitTablePrice(unit: PricedUnitInput, p: PriceTableParams): number {
  const floors = unit.floor - (p.base_floor ?? 1);
  const floorFactor = 1 + (floors * p.floor_adjustment_percentage) / 100;
  const positionFactor = 1 + (p.position_adjustments?.[unit.position] ?? 0) / 100;
  const raw = (areaHundredths(unit.private_area) * p.base_price_per_m2 * floorFactor * positionFactor) / 100;
  // Guard against binary noise such as 1234.4999999 before rounding half up.
  return Math.max(0, Math.round(Number(raw.toFixed(6))));
}

/** Applies an index percentage (INCC-DI / IGP-M variation, or a manual one) to a price in centavos. */
export function applyIndex(priceCentavos: number, percentage: number): number {
  return Math.max(0, Math.round(Number(((priceCentavos * (100 + percentage)) / 100).toFixed(6))));
}

/** Accumulated variation of monthly index values (percent), compounded: [0.5, 0.4] -> 0.902. */
export function accumulatedIndex(monthlyPercentages: readonly number[]): number {
  const factor = monthlyPercentages.reduce((acc, v) => acc * (1 + v / 100), 1);
  return Number(((factor - 1) * 100).toFixed(6));
}
