// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { EnterpriseLeadsService } from "./enterprise-leads.service";
export type { EnterpriseRow } from "./enterprises.repository";
export { buildSupportServices } from "./support-services";
