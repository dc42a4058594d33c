/** What a distribution batch sends after its commit: expiry jobs and realtime events. */
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { AfterCommit } from "./batch-writes";

/** A few ms after the deadline, so the job never runs before the database clock reaches it. */
const EXPIRY_SLACK_MS = 50;

/**
 * After commit: jobs and realtime are triggers only, each kind sent in one round trip (a batch of 100 offers used
 * to cost 400 Redis commands). A failure is logged; the sweep covers it.
 */
export async function runDistributionEffects(
  deps: { jobs: JobQueue; realtime?: RealtimePublisher; log?: { warn(obj: object, msg: string): void } },
  after: AfterCommit,
): Promise<void> {
  const { jobs, realtime } = deps;
  const expiries = after.expiries.map((e) => ({
    payload: { offerId: e.offerId },
    // A few ms after the deadline, so the job never runs before the database clock reaches it.
    opts: { delayMs: e.deadline.getTime() - Date.now() + EXPIRY_SLACK_MS },
  }));
  const tasks: Promise<unknown>[] = [];
  if (expiries.length) {
    tasks.push(
      jobs.enqueueMany
        ? jobs.enqueueMany("offer.expire", expiries)
        : Promise.all(expiries.map((j) => jobs.enqueue("offer.expire", j.payload, j.opts))),
    );
  }
  if (realtime && after.events.length) {
    tasks.push(
      realtime.publishMany
        ? realtime.publishMany(after.events)
        : Promise.all(after.events.map((m) => realtime.publish(m.userId, m.event))),
    );
  }
  const results = await Promise.allSettled(tasks);
  for (const r of results) {
    if (r.status === "rejected") {
      deps.log?.warn({ err: r.reason }, "distribution side effect failed (the offer sweep covers it)");
    }
  }
}
