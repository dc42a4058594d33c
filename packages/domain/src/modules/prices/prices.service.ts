import { ENTERPRISE_MSG, seesOnlyActiveEnterprises } from "@portal/contracts/enterprises";
import { INDEX_TYPES, type IndexType } from "@portal/contracts/inventory-enums";
import { MSG } from "@portal/contracts/messages";
import { canManageEnterprises, canReadInventory, hasRole, UNIT_ADMIN_ROLES } from "@portal/contracts/policy";
import { accumulatedIndex } from "@portal/contracts/price-table";
import { monthRange, PRICE_MSG, type PricesUpdateInput } from "@portal/contracts/prices";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { SnapshotRow } from "./prices.repository";

const monthDate = (m: string) => new Date(`${m}-01T00:00:00Z`);
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Price tables: every change (generation, index, percentage, table, restore) leaves a dated snapshot of all the
 * enterprise's prices, so any version can be restored. Sold units keep their price. One transaction each,
 * serialised per enterprise by its row lock.
 */
export class PricesService {
  constructor(private readonly db: Database) {}

  private async enterpriseFor(actor: AuthUser, id: string, manage: boolean) {
    if (!(manage ? canManageEnterprises(actor.roles) : canReadInventory(actor.roles))) {
      throw new AppError("FORBIDDEN", MSG.forbidden);
    }
    const e = await this.db.repos.enterprises.findById(id);
    if (!e || (!e.active && seesOnlyActiveEnterprises(actor.roles)))
      throw new AppError("NOT_FOUND", ENTERPRISE_MSG.notFound);
    return e;
  }

  async unitPrices(actor: AuthUser, enterpriseId: string) {
    await this.enterpriseFor(actor, enterpriseId, false);
    const rows = await this.db.repos.prices.unitPrices(enterpriseId);
    return {
      payload: rows.map((r) => ({
        ...r,
        price_per_m2: r.price === null ? null : Math.round(r.price / r.private_area),
      })),
      total_price: rows.reduce((s, r) => s + (r.price ?? 0), 0),
    };
  }

  async snapshots(actor: AuthUser, enterpriseId: string) {
    await this.enterpriseFor(actor, enterpriseId, true);
    return (await this.db.repos.prices.snapshots(enterpriseId)).map(toSnapshotDto);
  }

  async snapshot(actor: AuthUser, enterpriseId: string, snapshotId: string) {
    await this.enterpriseFor(actor, enterpriseId, true);
    const [row] = await this.db.repos.prices.snapshots(enterpriseId, snapshotId);
    if (!row) throw new AppError("NOT_FOUND", PRICE_MSG.snapshotNotFound);
    return { ...toSnapshotDto(row), items: await this.db.repos.prices.snapshotItems(snapshotId) };
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
      if (missing.length) throw new AppError("CONFLICT", PRICE_MSG.missingIndexMonths(missing));
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
      if (!source) throw fieldError("snapshot_id", "deve ser uma versão da tabela deste empreendimento");
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
  async marketIndexes(actor: AuthUser, q: { type?: IndexType; from?: string; to?: string }) {
    if (!canReadInventory(actor.roles)) throw new AppError("FORBIDDEN", MSG.forbidden);
    const rows = await this.db.repos.prices.marketIndexes({
      type: q.type,
      from: q.from ? monthDate(q.from) : undefined,
      to: q.to ? monthDate(q.to) : undefined,
    });
    return rows.map(toMarketIndexDto);
  }

  async putMarketIndex(actor: AuthUser, b: { type: IndexType; month: string; value: number }) {
    if (!hasRole(actor.roles, UNIT_ADMIN_ROLES)) throw new AppError("FORBIDDEN", MSG.forbidden);
    return toMarketIndexDto(
      await this.db.repos.prices.upsertMarketIndex(b.type, monthDate(b.month), b.value, actor.id),
    );
  }

  async deleteMarketIndex(actor: AuthUser, id: string) {
    if (!hasRole(actor.roles, UNIT_ADMIN_ROLES)) throw new AppError("FORBIDDEN", MSG.forbidden);
    if (!(await this.db.repos.prices.deleteMarketIndex(id)))
      throw new AppError("NOT_FOUND", PRICE_MSG.marketIndexNotFound);
  }
}

function toSnapshotDto(s: SnapshotRow) {
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

function toMarketIndexDto(m: { id: string; type: IndexType; month: Date; value: unknown; updatedAt: Date }) {
  return {
    _id: m.id,
    type: m.type,
    month: monthKey(m.month),
    value: Number(m.value),
    updatedAt: m.updatedAt.toISOString(),
  };
}
