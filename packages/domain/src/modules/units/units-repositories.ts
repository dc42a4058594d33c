import type { PrismaClient } from "@portal/db/client";
import { EnterpriseFilesRepository } from "./enterprise-files.repository";
import { EnterprisePlansRepository } from "./enterprise-plans.repository";
import { EnterpriseStepsRepository } from "./enterprise-steps.repository";
import { MirrorRepository } from "./mirror.repository";
import { PricesRepository } from "./prices.repository";
import { ReservationsRepository } from "./reservations.repository";
import { UnitsRepository } from "./units.repository";

export function createInventoryRepositories(db: PrismaClient) {
  return {
    units: new UnitsRepository(db),
    reservations: new ReservationsRepository(db),
    mirror: new MirrorRepository(db),
    enterpriseSteps: new EnterpriseStepsRepository(db),
    prices: new PricesRepository(db),
    enterpriseFiles: new EnterpriseFilesRepository(db),
    enterprisePlans: new EnterprisePlansRepository(db),
  };
}
