import {
  PARTICIPANT_CANDIDATE_ROLES,
  type ParticipantInput,
  participantsPercentSum,
} from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertSaleManager, seesAllDeals } from "../proposals/deals-access";
import { participantCommissions } from "./sale-commission-split";
import { manageSale } from "./sale-edit";
import type { ParticipantRow } from "./sale-extras.repository";
import { participantNotActive, participantsNotInProcess } from "./sales.errors";
import type { SalesService } from "./sales.service";

export interface ParticipantsView {
  saleId: string;
  rows: (ParticipantRow & { valueCents: number })[];
  totalPercent: number;
  totalCents: number;
  source: "PARTICIPANTS" | "ENTERPRISE";
}

/** classification-participants: who shares the commission, with which classification and percentage. */
export class SaleParticipantsService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  /** The people a sale manager may pick as participants or home broker (active users of the sales roles). */
  async candidates(actor: AuthUser) {
    assertSaleManager(actor);
    const { rows } = await this.db.repos.users.list({
      active: true,
      roles: [...PARTICIPANT_CANDIDATE_ROLES],
      skip: 0,
      limit: 1000,
    });
    return rows;
  }

  /** Partners (who do not see every deal) read only their own rows, as with commissions. */
  async get(actor: AuthUser, saleId: string): Promise<ParticipantsView> {
    const sale = await this.sales.get(actor, saleId);
    const rows = await this.db.repos.saleExtras.participants(saleId);
    const values = participantCommissions(sale.price, rows).map((c) => c.amount);
    const all = rows.map((r, i) => ({ ...r, valueCents: values[i] ?? 0 }));
    const visible = seesAllDeals(actor) ? all : all.filter((r) => r.userId === actor.id);
    return {
      saleId,
      rows: visible,
      totalPercent: participantsPercentSum(visible.map((r) => r.percent)),
      totalCents: visible.reduce((s, r) => s + r.valueCents, 0),
      source: rows.length > 0 ? "PARTICIPANTS" : "ENTERPRISE",
    };
  }

  /** Replaces the list while the sale is in process (completion turns it into commissions). */
  async replace(actor: AuthUser, saleId: string, list: ParticipantInput[]): Promise<ParticipantsView> {
    await manageSale(this.db, this.sales, actor, saleId, async (repos, sale) => {
      if (sale.status !== "IN_PROCESS") throw participantsNotInProcess();
      for (const [i, p] of list.entries()) {
        const user = await repos.dealsContext.findUser(p.user_id);
        if (!user?.active) throw participantNotActive(i);
      }
      const before = await repos.saleExtras.participants(saleId);
      await repos.saleExtras.replaceParticipants(
        saleId,
        list.map((p) => ({ userId: p.user_id, classification: p.classification, percent: p.percent })),
      );
      return {
        action: "participants_changed",
        data: {
          from: before.map((p) => ({ user_id: p.userId, classification: p.classification, percent: p.percent })),
          to: list,
        },
      };
    });
    return this.get(actor, saleId);
  }
}
