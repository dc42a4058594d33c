// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { EnterpriseFileRow } from "./enterprise-files.repository";
export type { EnterprisePlanRow } from "./enterprise-plans.repository";
export type { InventoryServices } from "./inventory-services";
export { buildInventoryServices } from "./inventory-services";
export type { ReservationRow } from "./reservations.repository";
export type { UnitLogRow, UnitRow } from "./units.repository";
export type { RouteUnitAction } from "./units.service";
