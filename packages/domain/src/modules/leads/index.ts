// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { canSeeLead, findVisibleLead } from "./lead-access";
export { type CreatedInTx, createLeadInTx } from "./lead-create-tx";
export { encodeLeadCursor } from "./lead-cursor";
export { LeadSearchRepository } from "./lead-search.repository";
export type { LeadPageRow } from "./lead-search-sql";
export { COUNT_CAP, keysetOf, leadWhereSql, listRowsSql, TEXT_SEARCH_COUNT_CAP } from "./lead-search-sql";
export { toAttendanceDto } from "./leads.mapper";
export type { LeadRow, NewLeadInsert } from "./leads.repository";
export { LeadsRepository } from "./leads.repository";
export type { LeadsServices } from "./leads-services";
export { buildLeadsServices } from "./leads-services";
