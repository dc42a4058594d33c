import { ACTIVE_SALE_STATUSES } from "@portal/contracts/sale-state";
import type { SaleGroupCreateInput } from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { assertSaleManager, canSeeDeal } from "../proposals/deals-access";
import type { SaleGroupRow } from "./sale-extras.repository";
import type { SaleRow } from "./sale-rows";
import {
  groupNotFound,
  groupOtherBuyers,
  groupOtherEnterprise,
  groupSaleNotInGroup,
  groupSaleNotLive,
  groupSaleTaken,
  saleNotFound,
} from "./sales.errors";
import type { SalesService } from "./sales.service";

/** The buyers of a sale as a comparable key: their documents, in any order (shares may differ). */
const buyersKey = (s: SaleRow) =>
  s.buyers
    .map((b) => b.document)
    .sort()
    .join(",");

/**
 * sale-group: sales of the same buyer(s) in the same enterprise bought together (apartment + garage/box).
 * A sale is in at most one group (conditional update on sale_group_id IS NULL). Each sale that joins or
 * leaves gets a sale log row; a group left without sales is deleted.
 */
export class SaleGroupsService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  /** A group is visible to whoever sees every one of its sales (else 404, like a sale). */
  async get(actor: AuthUser, groupId: string, repos: Repositories = this.db.repos): Promise<SaleGroupRow> {
    const g = await repos.saleExtras.findGroup(groupId);
    if (!g || g.sales.length === 0 || !g.sales.every((s) => canSeeDeal(actor, s))) throw groupNotFound();
    return g;
  }

  async create(actor: AuthUser, input: SaleGroupCreateInput): Promise<SaleGroupRow> {
    const id = await this.db.transaction(async (repos) => {
      const sales: SaleRow[] = [];
      // Locked in id order so two requests over the same sales cannot deadlock.
      for (const saleId of [...input.sale_ids].sort()) await repos.sales.lock(saleId);
      for (const saleId of input.sale_ids) {
        const s = await repos.sales.findById(saleId);
        if (!s || !canSeeDeal(actor, s)) throw saleNotFound();
        sales.push(s);
      }
      assertSaleManager(actor);
      const first = sales[0] as SaleRow;
      for (const s of sales) this.checkFits(s, first);
      const groupId = await repos.saleExtras.createGroup({
        enterpriseId: first.enterpriseId,
        name: input.name ?? null,
        createdById: actor.id,
      });
      for (const s of sales) await this.join(repos, actor, s, groupId);
      return groupId;
    });
    return this.get(actor, id);
  }

  async add(actor: AuthUser, groupId: string, saleId: string): Promise<SaleGroupRow> {
    await this.db.transaction(async (repos) => {
      if (!(await repos.saleExtras.lockGroup(groupId))) throw groupNotFound();
      const group = await this.get(actor, groupId, repos);
      await repos.sales.lock(saleId);
      const s = await repos.sales.findById(saleId);
      if (!s || !canSeeDeal(actor, s)) throw saleNotFound();
      assertSaleManager(actor);
      const member = await repos.sales.findById((group.sales[0] as SaleGroupRow["sales"][number]).id);
      this.checkFits(s, member as SaleRow);
      await this.join(repos, actor, s, groupId);
    });
    return this.get(actor, groupId);
  }

  /** Removes a sale; returns the group, or null when it was the last sale (the group is deleted). */
  async remove(actor: AuthUser, groupId: string, saleId: string): Promise<SaleGroupRow | null> {
    const deleted = await this.db.transaction(async (repos) => {
      if (!(await repos.saleExtras.lockGroup(groupId))) throw groupNotFound();
      await this.get(actor, groupId, repos);
      assertSaleManager(actor);
      await repos.sales.lock(saleId);
      const s = await repos.sales.findById(saleId);
      if (!s || s.saleGroupId !== groupId) throw groupSaleNotInGroup();
      if (!(await repos.saleExtras.leaveGroup(saleId, groupId))) throw groupSaleNotInGroup();
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "sale_group_removed",
        fromStatus: s.status,
        toStatus: s.status,
        data: { sale_group_id: groupId },
      });
      return repos.saleExtras.deleteGroupIfEmpty(groupId);
    });
    return deleted ? null : this.get(actor, groupId);
  }

  private checkFits(s: SaleRow, reference: SaleRow): void {
    if (!ACTIVE_SALE_STATUSES.includes(s.status)) throw groupSaleNotLive();
    if (s.enterpriseId !== reference.enterpriseId) throw groupOtherEnterprise();
    if (buyersKey(s) !== buyersKey(reference)) throw groupOtherBuyers();
    if (s.saleGroupId) throw groupSaleTaken();
  }

  private async join(repos: Repositories, actor: AuthUser, s: SaleRow, groupId: string): Promise<void> {
    if (!(await repos.saleExtras.joinGroup(s.id, groupId))) throw groupSaleTaken();
    await repos.saleLogs.add({
      saleId: s.id,
      actorId: actor.id,
      action: "sale_group_added",
      fromStatus: s.status,
      toStatus: s.status,
      data: { sale_group_id: groupId },
    });
  }
}
