import type { StandServices } from "@portal/domain/stand";
import { defineJob } from "../registry.ts";

/**
 * Every minute: routes the visits left WAITING where a specialist is AVAILABLE (the API drains after commit; a crash
 * or a restart in between leaves them waiting). The stand's own drain: idempotent, safe beside the API (decision 051).
 */
export function standSweepJob(stand: Pick<StandServices, "sweep">) {
  return defineJob("stand.sweep", async (_payload, { logger }) => {
    const result = await stand.sweep.routeWaiting();
    if (result.routed > 0) logger.info(result, "stand sweep: waiting visits routed");
    return result;
  });
}

/**
 * Every 5 minutes: once a stand's day has ended (opening hours + 30 min), checks out whoever is still checked in
 * (specialists OFFLINE) and cancels the visits still waiting, so the next morning starts with an empty queue.
 */
export function standDayEndSweepJob(stand: Pick<StandServices, "sweep">) {
  return defineJob("stand.day-end-sweep", async (_payload, { logger }) => {
    const result = await stand.sweep.closeDay();
    if (result.closed.length + result.canceled + result.serving > 0) {
      logger.info(
        { closed: result.closed, canceled: result.canceled, stillServing: result.serving },
        "stand day-end sweep: presences left open closed",
      );
    }
    return { closed: result.closed.length, canceled: result.canceled, serving: result.serving };
  });
}
