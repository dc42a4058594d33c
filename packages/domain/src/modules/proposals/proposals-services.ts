import type { Database } from "../../lib/database";
import { ProposalCreateService } from "./proposal-create.service";
import { ProposalTransitionsService } from "./proposal-transitions.service";
import { ProposalsService } from "./proposals.service";

/** The proposals module's services: reading, creating/forking and the status moves. */
export function buildProposalsServices(deps: { db: Database }) {
  const proposals = new ProposalsService(deps.db);
  return {
    proposals,
    proposalCreate: new ProposalCreateService(deps.db, proposals),
    proposalTransitions: new ProposalTransitionsService(deps.db, proposals),
  };
}
