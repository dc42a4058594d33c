import type { Database } from "../../lib/database";
import { buildSolicitationActions } from "./solicitation-actions";
import { SolicitationsService } from "./solicitations.service";

/**
 * The solicitations module (decision 054), built once by buildDomain as `solicitations`. What a request announces
 * (notifications, `solicitation.changed`, an approval's effects) are domain events of its transaction (decision 068).
 */
export function buildSolicitationsServices(deps: { db: Database }) {
  return new SolicitationsService(deps.db, buildSolicitationActions());
}
export type SolicitationsServices = ReturnType<typeof buildSolicitationsServices>;
