import type { PrismaClient } from "@portal/db/client";
import { PreLeadImportsRepository } from "./pre-lead-imports.repository";
import { PreLeadsRepository } from "./pre-leads.repository";

/** The pre-leads module's repositories, spread into createRepositories(). */
export function createPreLeadsRepositories(db: PrismaClient) {
  return {
    preLeads: new PreLeadsRepository(db),
    preLeadImports: new PreLeadImportsRepository(db),
  };
}
