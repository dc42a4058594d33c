import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
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

/**
 * The leads module's services, built once by buildDomain as `leads`. Notifications and attendants back from
 * IN_ATTENDANCE are events of each change's transaction (realtime.message, attendance.ended; decision 068).
 */
export function buildLeadsServices(deps: {
  db: Database;
  webUrl: string;
  /** Distribution of a lead created without owner (after commit). */
  onLeadQueued: (leadId: string) => Promise<unknown>;
  /** Offers leads created without owner in the create's own transaction (the fast path of POST /leads). */
  offerCreatedInTx: OfferCreatedInTx;
  /** Where best-effort failures (a trigger the sweep retries) are logged. */
  log?: WarnLog;
}) {
  const { db, webUrl } = deps;
  const query = new LeadQueryService(db);
  return {
    query,
    export: new LeadExportService(db, query),
    write: new LeadWriteService(db, deps.onLeadQueued, deps.offerCreatedInTx, deps.log),
    status: new LeadStatusService(db),
    history: new LeadHistoryService(db),
    owner: new LeadOwnerService(db),
    attendance: new LeadAttendanceService(db),
    links: new LeadLinksService(db, webUrl),
    partnerClients: new PartnerClientsService(db),
  };
}
export type LeadsServices = ReturnType<typeof buildLeadsServices>;
