// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { PreSaleRow } from "./pre-sales.repository";
export { buildPreSalesServices } from "./pre-sales-services";
