import { z } from "zod";
import { normalizeCsv, splitCsv } from "../leads/lead-search";
import type { GridUnitInput } from "./mirror-grid";
import { MIRROR_STATUSES, type MirrorStatus, mirrorStatusOf } from "./unit-status";

/**
 * The mirror's filters as they live in the URL. Units that do not match are dimmed, not removed,
 * so the building keeps its shape and the broker still sees where a unit is.
 * Area in m², price in whole reais (the inputs a broker types); the API's prices are centavos.
 */
const csvStatuses = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => normalizeCsv(v, MIRROR_STATUSES))
  .optional()
  .catch(undefined);
const csvBedrooms = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => {
    const items = (Array.isArray(v) ? v : String(v).split(","))
      .map((s) => Number(String(s).trim()))
      .filter((n) => Number.isInteger(n) && n >= 0 && n <= 10);
    const unique = [...new Set(items)].sort((a, b) => a - b);
    return unique.length > 0 ? unique.join(",") : undefined;
  })
  .optional()
  .catch(undefined);
const positive = z.coerce.number().nonnegative().optional().catch(undefined);

export const mirrorSearchSchema = z.object({
  status: csvStatuses,
  bedrooms: csvBedrooms,
  area_min: positive,
  area_max: positive,
  price_min: positive,
  price_max: positive,
  /** The unit whose drawer is open. */
  unit: z.uuid().optional().catch(undefined),
});
export type MirrorSearch = z.output<typeof mirrorSearchSchema>;
export type MirrorFilterKey = Exclude<keyof MirrorSearch, "unit">;

export interface MirrorFilters {
  statuses: MirrorStatus[];
  bedrooms: number[];
  areaMin?: number;
  areaMax?: number;
  /** Centavos. */
  priceMin?: number;
  priceMax?: number;
}

export function toMirrorFilters(search: MirrorSearch): MirrorFilters {
  return {
    statuses: splitCsv<MirrorStatus>(search.status),
    bedrooms: splitCsv<string>(search.bedrooms).map(Number),
    areaMin: search.area_min,
    areaMax: search.area_max,
    priceMin: search.price_min === undefined ? undefined : Math.round(search.price_min * 100),
    priceMax: search.price_max === undefined ? undefined : Math.round(search.price_max * 100),
  };
}

export function hasMirrorFilters(f: MirrorFilters): boolean {
  return (
    f.statuses.length > 0 ||
    f.bedrooms.length > 0 ||
    f.areaMin !== undefined ||
    f.areaMax !== undefined ||
    f.priceMin !== undefined ||
    f.priceMax !== undefined
  );
}

/** How many filters are set (status and bedrooms count once each, however many values they hold). */
export function activeMirrorFilterCount(f: MirrorFilters): number {
  return [
    f.statuses.length > 0,
    f.bedrooms.length > 0,
    f.areaMin !== undefined,
    f.areaMax !== undefined,
    f.priceMin !== undefined,
    f.priceMax !== undefined,
  ].filter(Boolean).length;
}

/** Whether a unit matches every active filter. A unit without price never matches a price filter. */
export function matchesMirrorFilters(unit: GridUnitInput, f: MirrorFilters): boolean {
  if (f.statuses.length > 0 && !f.statuses.includes(mirrorStatusOf(unit))) return false;
  if (f.bedrooms.length > 0 && !f.bedrooms.includes(unit.bedrooms)) return false;
  if (f.areaMin !== undefined && unit.private_area < f.areaMin) return false;
  if (f.areaMax !== undefined && unit.private_area > f.areaMax) return false;
  if (f.priceMin !== undefined || f.priceMax !== undefined) {
    if (unit.price === null) return false;
    if (f.priceMin !== undefined && unit.price < f.priceMin) return false;
    if (f.priceMax !== undefined && unit.price > f.priceMax) return false;
  }
  return true;
}

/** Ids of the units that match, computed once per filter change (cells only read a Set). */
export function matchingUnitIds(units: Iterable<GridUnitInput>, f: MirrorFilters): Set<string> | null {
  if (!hasMirrorFilters(f)) return null;
  const ids = new Set<string>();
  for (const u of units) if (matchesMirrorFilters(u, f)) ids.add(u._id);
  return ids;
}
