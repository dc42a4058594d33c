import type { IndexType } from "@portal/contracts/inventory-enums";
import { canManageEnterprises, canReadInventory, hasRole, UNIT_ADMIN_ROLES } from "@portal/contracts/policy";
import { accumulatedIndex } from "@portal/contracts/price-table";
import { monthRange, PRICE_MSG, type PricesUpdateInput } from "@portal/contracts/prices";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertEnterpriseVisible } from "../enterprises/enterprise-access";
import { forbidden, marketIndexNotFound, missingIndexMonths, snapshotNotFound } from "./prices.errors";
import type { MarketIndexRow, SnapshotRow, UnitPriceRow } from "./prices.repository";

/** The enterprise's price table now: every unit with its price per m² (centavos, rounded), and their sum. */
export interface UnitPrices {
  units: (UnitPriceRow & { pricePerM2: number | null })[];
  totalPrice: number;
}

/** A price-table version with every unit's price in it. */
export interface SnapshotDetail {
  snapshot: SnapshotRow;
  items: { unit_id: string; price: number | null }[];
}

const monthDate = (m: string) => new Date(`${m}-01T00:00:00Z`);
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Price tables: every change (generation, index, percentage, table, restore) leaves a dated snapshot of all the
 * enterprise's prices, so any version can be restored. Sold units keep their price. One transaction each,
 * serialised per enterprise by its row lock.
 */
export class PricesService {
  constructor(private readonly db: Database) {}

  private enterpriseFor(actor: AuthUser, id: string, manage: boolean) {
    return assertEnterpriseVisible(this.db.repos, actor, id, manage ? canManageEnterprises : canReadInventory);
  }

  async unitPrices(actor: AuthUser, enterpriseId: string): Promise<UnitPrices> {
    await this.enterpriseFor(actor, enterpriseId, false);
    const rows = await this.db.repos.prices.unitPrices(enterpriseId);
    return {
      units: rows.map((r) => ({ ...r, pricePerM2: r.price === null ? null : Math.round(r.price / r.privateArea) })),
      totalPrice: rows.reduce((s, r) => s + (r.price ?? 0), 0),
    };
  }

  async snapshots(actor: AuthUser, enterpriseId: string): Promise<SnapshotRow[]> {
    await this.enterpriseFor(actor, enterpriseId, true);
    return this.db.repos.prices.snapshots(enterpriseId);
  }

  async snapshot(actor: AuthUser, enterpriseId: string, snapshotId: string): Promise<SnapshotDetail> {
    await this.enterpriseFor(actor, enterpriseId, true);
    const [row] = await this.db.repos.prices.snapshots(enterpriseId, snapshotId);
    if (!row) throw snapshotNotFound();
    return { snapshot: row, items: await this.db.repos.prices.snapshotItems(snapshotId) };
  }

  /** A manual snapshot of the current table (units-prices-snapshot). */
  async takeSnapshot(actor: AuthUser, enterpriseId: string) {
    await this.enterpriseFor(actor, enterpriseId, true);
    const id = await this.db.transaction(async (repos) => {
      await repos.enterpriseSteps.lockRow(enterpriseId);
      return repos.prices.snapshot(enterpriseId, { reason: "MANUAL", createdById: actor.id });
    });
    return this.snapshot(actor, enterpriseId, id);
  }

  async update(actor: AuthUser, enterpriseId: string, input: PricesUpdateInput) {
    await this.enterpriseFor(actor, enterpriseId, true);
    let percentage: number | null = null;
    let indexType: IndexType | null = null;
    if (input.mode === "INDEX") {
      const months = monthRange(input.from_month, input.to_month);
      if (months.length === 0) throw fieldError("to_month", PRICE_MSG.monthOrder);
      const values = await this.db.repos.prices.marketIndexes({
        type: input.index_type,
        from: monthDate(input.from_month),
        to: monthDate(input.to_month),
      });
      const have = new Set(values.map((v) => monthKey(v.month)));
      const missing = months.filter((m) => !have.has(m));
      if (missing.length) throw missingIndexMonths(missing);
      percentage = accumulatedIndex(values.map((v) => Number(v.value)));
      indexType = input.index_type;
    } else if (input.mode === "PERCENTAGE") {
      percentage = input.percentage;
    }
    const id = await this.db.transaction(async (repos) => {
      await repos.enterpriseSteps.lockRow(enterpriseId);
      if (input.mode === "TABLE") {
        const ids = input.prices.map((p) => p.unit_id);
        const known = await repos.enterpriseSteps.unitIdsOf(enterpriseId, ids);
        const bad = ids.findIndex((u) => !known.has(u));
        if (bad >= 0) throw fieldError(`prices.${bad}.unit_id`, PRICE_MSG.unknownUnits);
        await repos.prices.applyTable(enterpriseId, input.prices);
      } else {
        await repos.prices.applyPercentage(enterpriseId, percentage ?? 0);
      }
      const reason =
        input.mode === "INDEX" ? "INDEX_UPDATE" : input.mode === "PERCENTAGE" ? "PERCENTAGE_UPDATE" : "TABLE_UPDATE";
      const snapshotId = await repos.prices.snapshot(enterpriseId, {
        reason,
        createdById: actor.id,
        indexType,
        percentage,
      });
      await repos.enterpriseSteps.log(enterpriseId, actor.id, reason, {
        snapshot_id: snapshotId,
        percentage,
        index_type: indexType,
        ...(input.mode === "INDEX" ? { from_month: input.from_month, to_month: input.to_month } : {}),
      });
      return snapshotId;
    });
    return this.snapshot(actor, enterpriseId, id);
  }

  async restore(actor: AuthUser, enterpriseId: string, snapshotId: string) {
    await this.enterpriseFor(actor, enterpriseId, true);
    const id = await this.db.transaction(async (repos) => {
      await repos.enterpriseSteps.lockRow(enterpriseId);
      const [source] = await repos.prices.snapshots(enterpriseId, snapshotId);
      if (!source) throw fieldError("snapshot_id", PRICE_MSG.snapshotNotInEnterprise);
      await repos.prices.restore(enterpriseId, snapshotId);
      const created = await repos.prices.snapshot(enterpriseId, { reason: "RESTORE", createdById: actor.id });
      await repos.enterpriseSteps.log(enterpriseId, actor.id, "PRICES_RESTORE", {
        from_snapshot_id: snapshotId,
        snapshot_id: created,
      });
      return created;
    });
    return this.snapshot(actor, enterpriseId, id);
  }

  // Market indexes: read by staff, written by admins.
  async marketIndexes(actor: AuthUser, q: { type?: IndexType; from?: string; to?: string }): Promise<MarketIndexRow[]> {
    if (!canReadInventory(actor.roles)) throw forbidden();
    return this.db.repos.prices.marketIndexes({
      type: q.type,
      from: q.from ? monthDate(q.from) : undefined,
      to: q.to ? monthDate(q.to) : undefined,
    });
  }

  async putMarketIndex(actor: AuthUser, b: { type: IndexType; month: string; value: number }): Promise<MarketIndexRow> {
    if (!hasRole(actor.roles, UNIT_ADMIN_ROLES)) throw forbidden();
    return this.db.repos.prices.upsertMarketIndex(b.type, monthDate(b.month), b.value, actor.id);
  }

  async deleteMarketIndex(actor: AuthUser, id: string) {
    if (!hasRole(actor.roles, UNIT_ADMIN_ROLES)) throw forbidden();
    if (!(await this.db.repos.prices.deleteMarketIndex(id))) throw marketIndexNotFound();
  }
}
