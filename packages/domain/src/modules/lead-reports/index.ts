// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { LeadPdf } from "./lead-reports.service";
export { buildLeadReportsServices } from "./lead-reports-services";
