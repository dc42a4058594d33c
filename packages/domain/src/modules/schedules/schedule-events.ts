import type { RealtimeEvent } from "@portal/contracts/realtime";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { RealtimePublisher } from "../../lib/ports";
import type { ScheduleRecord } from "./schedules-rows";

type Touched = Pick<ScheduleRecord, "id" | "specialistId" | "enterpriseId" | "type">;

/**
 * After-commit nudge of a booked, moved, cancelled or closed appointment (decision 065): `schedule.changed` to
 * every user whose agenda shows it — the specialist, the agenda-wide roles, the coordinators of the specialist's
 * teams and, for a stand visit, the receptionists checked in at that stand — before and after a move. Open
 * agendas refetch through GET /schedules, which keeps its scopes. Best effort: the rows are the truth.
 */
export class ScheduleEvents {
  constructor(
    private readonly db: Database,
    private readonly realtime: RealtimePublisher,
    private readonly log?: WarnLog,
  ) {}

  /** The users who read an appointment in these states (its state before a move and after it). */
  async audience(states: readonly Touched[]): Promise<string[]> {
    const repos = this.db.repos;
    const specialists = [...new Set(states.map((s) => s.specialistId))];
    const stands = [
      ...new Set(states.filter((s) => s.type === "STAND_VISIT" && s.enterpriseId).map((s) => s.enterpriseId as string)),
    ];
    const [readers, reception] = await Promise.all([
      repos.schedules.readersOf(specialists),
      repos.standPresences.receptionistsAt(stands),
    ]);
    return [...new Set([...specialists, ...readers, ...reception])];
  }

  async changed(states: readonly Touched[]): Promise<void> {
    const realtime = this.realtime;
    const last = states.at(-1);
    if (!last) return;
    try {
      const event: RealtimeEvent = { type: "schedule.changed", schedule_id: last.id, specialist_id: last.specialistId };
      const messages = (await this.audience(states)).map((userId) => ({ userId, event }));
      await (realtime.publishMany
        ? realtime.publishMany(messages)
        : Promise.all(messages.map((m) => realtime.publish(m.userId, m.event))));
    } catch (err) {
      logBestEffort(this.log, "publish schedule.changed", { scheduleId: last.id })(err);
    }
  }
}
