import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { AttendanceEndedHook } from "../distribution/lead-roulette";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";
import { LeadAttendanceService } from "./lead-attendance.service";
import type { OfferCreatedInTx } from "./lead-create-batch";
import { LeadExportService } from "./lead-export.service";
import { LeadHistoryService } from "./lead-history.service";
import { LeadLinksService } from "./lead-links.service";
import { LeadOwnerService } from "./lead-owner.service";
import { LeadQueryService } from "./lead-query.service";
import { LeadStatusService } from "./lead-status.service";
import { LeadWriteService } from "./lead-write.service";
import { PartnerClientsService } from "./partner-clients.service";

/** The leads module's services, built once by buildDomain as `leads`. */
export function buildLeadsServices(deps: {
  db: Database;
  webUrl: string;
  /** Distribution of a lead created without owner (after commit). */
  onLeadQueued: (leadId: string) => Promise<unknown>;
  /** Offers leads created without owner in the create's own transaction (the fast path of POST /leads). */
  offerCreatedInTx: OfferCreatedInTx;
  /** Publishes notification events after commit. */
  publish: (events: PendingRealtimeEvent[]) => Promise<void>;
  /** Attendants back from IN_ATTENDANCE when an attendance ended (after commit). */
  onAttendanceEnded: AttendanceEndedHook;
  /** Where best-effort failures (a trigger the sweep retries) are logged. */
  log?: WarnLog;
}) {
  const { db, webUrl } = deps;
  const query = new LeadQueryService(db);
  return {
    query,
    export: new LeadExportService(db, query),
    write: new LeadWriteService(db, deps.onLeadQueued, deps.offerCreatedInTx, deps.log),
    status: new LeadStatusService(db, deps.onAttendanceEnded, deps.log),
    history: new LeadHistoryService(db),
    owner: new LeadOwnerService(db, deps.publish, deps.onAttendanceEnded, deps.log),
    attendance: new LeadAttendanceService(db, deps.onAttendanceEnded, deps.log),
    links: new LeadLinksService(db, webUrl),
    partnerClients: new PartnerClientsService(db, deps.publish),
  };
}
export type LeadsServices = ReturnType<typeof buildLeadsServices>;
