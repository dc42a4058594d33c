import type { UnitStatus } from "@portal/contracts/inventory-enums";
import { type MirrorStatus, mirrorStatusOf } from "./unit-status";

/** The part of a mirror unit the grid needs (GET /enterprises/{id}/mirror). */
export interface GridUnitInput {
  _id: string;
  number: string;
  floor: number;
  bedrooms: number;
  private_area: number;
  status: UnitStatus;
  suspended: boolean;
  price: number | null;
}

export interface GridTowerInput<U extends GridUnitInput> {
  _id: string;
  name: string;
  floors: { floor: number; units: U[] }[];
}

export interface GridRow<U> {
  floor: number;
  /** One slot per column; null where this floor has no unit in that column. */
  cells: (U | null)[];
}

export interface GridTower<U> {
  _id: string;
  name: string;
  columns: number;
  /** Top floor first, as a building is drawn. */
  rows: GridRow<U>[];
  total: number;
}

/** Final of a unit number ("1203" -> 3, "7" -> 7), the column it stands in on every floor. */
export function unitColumn(number: string, floor: number): number | null {
  const digits = number.replace(/\D/g, "");
  if (!digits) return null;
  const prefix = String(floor);
  if (floor > 0 && digits.length > 2 && digits.startsWith(prefix)) {
    const rest = Number(digits.slice(prefix.length));
    return rest > 0 ? rest : null;
  }
  const n = Number(digits.length > 2 ? digits.slice(-2) : digits);
  return n > 0 ? n : null;
}

function compareNumbers(a: string, b: string): number {
  return a.localeCompare(b, "pt-BR", { numeric: true });
}

/**
 * Lays a tower out as floors x columns. Units sit in the column of their final (101 and 201 share
 * column 1) so the vertical lines of the building stay aligned; a floor whose numbers do not follow
 * the pattern (edited by hand, duplicates) falls back to its units in number order.
 */
export function buildTowerGrid<U extends GridUnitInput>(tower: GridTowerInput<U>): GridTower<U> {
  const floors = [...tower.floors].sort((a, b) => b.floor - a.floor);
  const placed = floors.map(({ floor, units }) => {
    const sorted = [...units].sort((a, b) => compareNumbers(a.number, b.number));
    const cols = sorted.map((u) => unitColumn(u.number, floor));
    const valid = cols.every((c) => c !== null && c <= 50) && new Set(cols).size === cols.length;
    if (!valid) return { floor, cells: sorted as (U | null)[] };
    const width = Math.max(...(cols as number[]));
    const cells: (U | null)[] = Array.from({ length: width }, () => null);
    sorted.forEach((u, i) => {
      cells[(cols[i] as number) - 1] = u;
    });
    return { floor, cells };
  });
  const columns = placed.reduce((m, r) => Math.max(m, r.cells.length), 0);
  const rows = placed.map((r) => ({
    floor: r.floor,
    cells: r.cells.length < columns ? [...r.cells, ...Array(columns - r.cells.length).fill(null)] : r.cells,
  }));
  const total = floors.reduce((n, f) => n + f.units.length, 0);
  return { _id: tower._id, name: tower.name, columns, rows, total };
}

export function buildMirrorGrid<U extends GridUnitInput>(towers: readonly GridTowerInput<U>[]): GridTower<U>[] {
  return towers.map(buildTowerGrid);
}

/** "Térreo" for floor 0, "12º" otherwise. */
export function floorLabel(floor: number): string {
  if (floor === 0) return "Térreo";
  if (floor < 0) return `Subsolo ${-floor}`;
  return `${floor}º`;
}

export type StatusCounts = Record<MirrorStatus, number>;

/** Units per painted status, for the legend ("Disponível 120"). */
export function countByStatus(units: Iterable<GridUnitInput>): StatusCounts {
  const counts: StatusCounts = { AVAILABLE: 0, RESERVED: 0, IN_SALES_PROCESS: 0, SOLD: 0, SUSPENDED: 0 };
  for (const u of units) counts[mirrorStatusOf(u)] += 1;
  return counts;
}

export function* allUnits<U extends GridUnitInput>(towers: readonly GridTowerInput<U>[]): Generator<U> {
  for (const t of towers) for (const f of t.floors) yield* f.units;
}

/** Ranges of the whole mirror, for the filter inputs' hints. */
export function mirrorRanges(units: Iterable<GridUnitInput>) {
  const bedrooms = new Set<number>();
  let minArea = Number.POSITIVE_INFINITY;
  let maxArea = 0;
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = 0;
  for (const u of units) {
    bedrooms.add(u.bedrooms);
    minArea = Math.min(minArea, u.private_area);
    maxArea = Math.max(maxArea, u.private_area);
    if (u.price !== null) {
      minPrice = Math.min(minPrice, u.price);
      maxPrice = Math.max(maxPrice, u.price);
    }
  }
  return {
    bedrooms: [...bedrooms].sort((a, b) => a - b),
    area: Number.isFinite(minArea) ? { min: minArea, max: maxArea } : null,
    price: Number.isFinite(minPrice) ? { min: minPrice, max: maxPrice } : null,
  };
}
