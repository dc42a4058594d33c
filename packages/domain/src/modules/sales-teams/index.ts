// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { SalesTeamDetailRow, SalesTeamRow } from "./sales-teams.repository";
export { buildSalesTeamsServices } from "./sales-teams-services";
