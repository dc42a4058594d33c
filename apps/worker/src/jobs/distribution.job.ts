import type { DistributionServices } from "@portal/domain/distribution";
import { defineJob } from "../registry.ts";

/** Offers the waiting leads of one roulette (same service as the API's shoot and availability paths). */
export function rouletteDrainJob(services: DistributionServices) {
  return defineJob("roulette.drain", async ({ rouletteId }, { logger }) => {
    const offered = await services.offerExpiry.drainRoulette(rouletteId);
    if (offered > 0) logger.info({ rouletteId, offered }, "roulette drained");
    return { offered };
  });
}
