import { BROADCAST_USER_ID } from "@portal/contracts/realtime";
import type { RealtimePublisher } from "../../lib/ports";

/** After-commit effects of a unit change: the mirror's live update (a broadcast the web refetches on). */
export class UnitChanges {
  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  async unitChanged(enterpriseId: string, unitId: string): Promise<void> {
    await this.realtime
      .publish(BROADCAST_USER_ID, { type: "unit.changed", enterprise_id: enterpriseId, unit_id: unitId })
      .catch((err) => this.log?.warn({ err, unitId }, "unit.changed not published"));
  }
}
