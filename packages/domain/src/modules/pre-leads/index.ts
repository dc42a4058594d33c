// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { PreLeadImportRow, RejectedRow } from "./pre-lead-imports.repository";
export type { PreLeadRow } from "./pre-leads.repository";
export { buildPreLeadsServices } from "./pre-leads-services";
