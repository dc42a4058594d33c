import type { PrismaClient } from "@portal/db/client";
import { DealsContextRepository } from "./deals-context.repository";
import { ProposalsRepository } from "./proposals.repository";

/**
 * Repositories of proposals, spread into createRepositories(): the proposals themselves and the deals context
 * (units, leads, people and commercial rules as proposals and sales read and move them; sales use it too).
 */
export function createProposalsRepositories(db: PrismaClient) {
  return {
    proposals: new ProposalsRepository(db),
    dealsContext: new DealsContextRepository(db),
  };
}
