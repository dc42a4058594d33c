// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { CommissionRow } from "./sale-commissions.repository";
export type { SaleGroupRow } from "./sale-extras.repository";
export type { SaleFileRecord } from "./sale-files.repository";
export type { ParticipantsView } from "./sale-participants.service";
export type { PaymentsView } from "./sale-payments.service";
export type { SaleRow } from "./sale-rows";
export { buildSalesServices } from "./sales-services";
