import type { PrismaClient } from "@portal/db/client";
import { MirrorRepository } from "./mirror.repository";
import { ReservationsRepository } from "./reservations.repository";
import { UnitsRepository } from "./units.repository";

/** The units module's repositories, spread into createRepositories(). */
export function createUnitsRepositories(db: PrismaClient) {
  return {
    units: new UnitsRepository(db),
    reservations: new ReservationsRepository(db),
    mirror: new MirrorRepository(db),
  };
}
