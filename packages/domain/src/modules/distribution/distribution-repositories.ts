import type { PrismaClient } from "@portal/db/client";
import { ExpiryBatchRepository } from "./expiry-batch.repository";
import { LeadOffersRepository } from "./lead-offers.repository";
import { OfferBatchRepository } from "./offer-batch.repository";
import { RouletteLogsRepository } from "./roulette-logs.repository";
import { RouletteQueueRepository } from "./roulette-queue.repository";
import { StaleLeadsRepository } from "./stale-leads.repository";

/** Offers, offer batches, the queue, roulette logs and stale leads: spread into createRepositories(). */
export function createDistributionRepositories(db: PrismaClient) {
  return {
    leadOffers: new LeadOffersRepository(db),
    offerBatches: new OfferBatchRepository(db),
    expiryBatches: new ExpiryBatchRepository(db),
    rouletteQueue: new RouletteQueueRepository(db),
    rouletteLogs: new RouletteLogsRepository(db),
    staleLeads: new StaleLeadsRepository(db),
  };
}
