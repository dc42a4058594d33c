// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { LeadFileRow, LeadFileVersionRow } from "./lead-files.repository";
export { buildLeadFilesServices } from "./lead-files-services";
