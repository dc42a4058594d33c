import type { PrismaClient } from "@portal/db/client";
import { RouletteAgentsRepository, RoulettesRepository } from "./roulettes.repository";

/** Roulettes and their members: spread into createRepositories(). */
export function createRoulettesRepositories(db: PrismaClient) {
  return {
    roulettes: new RoulettesRepository(db),
    rouletteAgents: new RouletteAgentsRepository(db),
  };
}
