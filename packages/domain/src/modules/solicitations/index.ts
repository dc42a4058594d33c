// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { SolicitationReplyRow, SolicitationRow } from "./solicitations.repository";
export type { SolicitationDetail } from "./solicitations.service";
export type { SolicitationsServices } from "./solicitations-services";
export { buildSolicitationsServices } from "./solicitations-services";
export type { SolicitationReplyView, SolicitationView } from "./solicitations-view";
