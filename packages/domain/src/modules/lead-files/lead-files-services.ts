import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { FileStorage } from "../../lib/storage";
import { LeadFilesService } from "./lead-files.service";

/** A lead's documents, stored through the file storage port. */
export function buildLeadFilesServices(deps: { db: Database; storage: FileStorage; log?: WarnLog }) {
  return { leadFiles: new LeadFilesService(deps.db, deps.storage, deps.log) };
}
