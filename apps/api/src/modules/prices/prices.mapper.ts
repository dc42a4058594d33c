import { INDEX_TYPES } from "@portal/contracts/inventory-enums";
import type { unitPricesResponse } from "@portal/contracts/prices";
import type { MarketIndexRow, SnapshotDetail, SnapshotRow, UnitPrices } from "@portal/domain/prices";
import type { z } from "zod";

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

export function toSnapshotDto(s: SnapshotRow) {
  return {
    _id: s.id,
    reason: s.reason,
    index_type: s.index_type && (INDEX_TYPES as readonly string[]).includes(s.index_type) ? s.index_type : null,
    percentage: s.percentage,
    created_by_id: s.created_by_id,
    units: s.units,
    total_price: s.total_price,
    createdAt: s.created_at.toISOString(),
  };
}

/** A price-table version with every unit's price. */
export function toSnapshotDetailDto(d: SnapshotDetail) {
  return { ...toSnapshotDto(d.snapshot), items: d.items };
}

export function toMarketIndexDto(m: MarketIndexRow) {
  return {
    _id: m.id,
    type: m.type,
    month: monthKey(m.month),
    value: Number(m.value),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** GET /enterprises/{id}/units-prices: every unit's price and price per m², and the table's total. */
export function toUnitPricesDto(p: UnitPrices): z.input<typeof unitPricesResponse> {
  return {
    payload: p.units.map((u) => ({
      unit_id: u.unitId,
      tower_name: u.towerName,
      floor: u.floor,
      number: u.number,
      private_area: u.privateArea,
      status: u.status,
      price: u.price,
      price_per_m2: u.pricePerM2,
    })),
    total_price: p.totalPrice,
  };
}
