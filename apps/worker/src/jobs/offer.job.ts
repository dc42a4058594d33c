import type { DistributionServices } from "@portal/domain/distribution";
import { defineJob } from "../registry.ts";

/**
 * Fires at an offer's deadline. Idempotent: an offer already accepted/expired is a no-op. It expires every offer
 * already due in the same batch (a burst of deadlines clears in one transaction) and does not wait for the
 * re-offers. If the job runs before the database clock reaches the deadline it waits a little; still not due,
 * it throws and BullMQ retries it (the sweep also would).
 */
export function offerExpireJob(services: DistributionServices) {
  return defineJob("offer.expire", async ({ offerId }, { logger }) => {
    const outcome = await services.offerExpiry.expireDue(offerId);
    if (outcome === "not-due") throw new Error(`offer ${offerId} is not due yet`);
    logger.debug({ offerId, outcome }, "offer.expire");
    return { outcome };
  });
}

/** Every minute: expires overdue offers and offers waiting leads, whatever Redis lost. */
export function offerSweepJob(services: DistributionServices) {
  return defineJob("offer.sweep", async (_payload, { logger }) => {
    const result = await services.offerExpiry.sweep();
    if (result.expired + result.offered > 0) logger.info(result, "offer sweep");
    return result;
  });
}
