// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { ProposalWithParent } from "./proposal-rows";
export { proposalChanges } from "./proposal-rules";
export { buildProposalsServices } from "./proposals-services";
