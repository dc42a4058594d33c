// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { MarketIndexRow, SnapshotRow } from "./prices.repository";
export type { SnapshotDetail, UnitPrices } from "./prices.service";
export type { PricesServices } from "./prices-services";
export { buildPricesServices } from "./prices-services";
