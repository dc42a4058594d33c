/** The in-memory writes of one distribution batch. */
import type { Repositories } from "../../repositories/repositories";
import type { NewLeadLog, NewMovement } from "../leads/lead-history.repository";
import type { OfferBatchWrites } from "./offer-batch.repository";
import { localDay } from "./rotation";
import type { NewRouletteLog } from "./roulette-logs.repository";
import { timeOrderedId } from "./time-ordered-id";

/** Writes of one batch, flushed with a few multi-row statements at the end of its transaction. */
export class BatchWrites {
  readonly at = new Date();
  readonly logs: (NewRouletteLog & { id: string; createdAt: Date })[] = [];
  readonly offers: OfferBatchWrites["offers"] = [];
  readonly owners: { id: string; ownerId: string; rouletteId: string }[] = [];
  readonly movements: NewMovement[] = [];
  readonly leadLogs: NewLeadLog[] = [];
  readonly notifications: OfferBatchWrites["notifications"] = [];
  readonly agents = new Map<string, { offers: number; position: number }>();
  readonly dequeued: string[] = [];

  log(entry: NewRouletteLog) {
    this.logs.push({ ...entry, id: timeOrderedId(this.at.getTime()), createdAt: this.at });
  }

  async flush(repos: Repositories) {
    if (this.offers.length + this.logs.length + this.dequeued.length === 0) return;
    await repos.offerBatches.write({
      at: this.at,
      day: localDay(this.at),
      offers: this.offers,
      owners: this.owners,
      movements: this.movements,
      leadLogs: this.leadLogs,
      notifications: this.notifications,
      agents: [...this.agents].map(([agentId, a]) => ({ agentId, offers: a.offers, position: a.position })),
      rouletteLogs: this.logs,
      dequeued: this.dequeued,
    });
  }
}
