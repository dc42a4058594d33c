/** After COMMIT, the expiry job of every roulette offer whose deadline a transaction set (decision 068). */
import type { WarnLog } from "../../lib/best-effort";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import type { JobQueue } from "../../lib/ports";

/** A few ms after the deadline, so the job never runs before the database clock reaches it. */
const EXPIRY_SLACK_MS = 50;

/**
 * One `offer.expire` delayed job per `offer.deadline_set`, a transaction's jobs in one round trip (a batch of 100
 * offers used to cost 100 Redis commands). A job is a trigger only: a lost one is covered by the minute sweep.
 */
export function offerDeadlinesConsumer(jobs: JobQueue, log?: WarnLog): DomainEventConsumer {
  return defineConsumer({
    name: "distribution.offer-deadlines",
    types: ["offer.deadline_set"],
    log,
    afterCommit: (events) => {
      const expiries = events.map((e) => ({
        payload: { offerId: e.offerId },
        opts: { delayMs: e.deadline.getTime() - Date.now() + EXPIRY_SLACK_MS },
      }));
      return jobs.enqueueMany
        ? jobs.enqueueMany("offer.expire", expiries)
        : Promise.all(expiries.map((j) => jobs.enqueue("offer.expire", j.payload, j.opts)));
    },
  });
}
