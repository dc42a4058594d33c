import type { PrismaClient } from "@portal/db/client";
import { AvailabilityRepository } from "../availability/availability.repository";
import { RouletteAgentsRepository, RoulettesRepository } from "../roulettes/roulettes.repository";
import { ExpiryBatchRepository } from "./expiry-batch.repository";
import { LeadOffersRepository } from "./lead-offers.repository";
import { OfferBatchRepository } from "./offer-batch.repository";
import { RouletteLogsRepository } from "./roulette-logs.repository";
import { RouletteQueueRepository } from "./roulette-queue.repository";
import { StaleLeadsRepository } from "./stale-leads.repository";

/** Roulettes, offers, queue, logs and availability: spread into createRepositories(). */
export function createDistributionRepositories(db: PrismaClient) {
  return {
    roulettes: new RoulettesRepository(db),
    rouletteAgents: new RouletteAgentsRepository(db),
    leadOffers: new LeadOffersRepository(db),
    offerBatches: new OfferBatchRepository(db),
    expiryBatches: new ExpiryBatchRepository(db),
    rouletteQueue: new RouletteQueueRepository(db),
    rouletteLogs: new RouletteLogsRepository(db),
    availability: new AvailabilityRepository(db),
    staleLeads: new StaleLeadsRepository(db),
  };
}
