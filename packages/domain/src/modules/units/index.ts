// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.
// The worker's reservation jobs use the separate entry `@portal/domain/reservation-expiry` (reservation-services.ts).

export type { MirrorUnit, MirrorView } from "./mirror.service";
export type { ReservationRow } from "./reservations.repository";
export type { UnitLogRow, UnitRow } from "./units.repository";
export type { RouteUnitAction } from "./units.service";
export type { UnitsServices } from "./units-services";
export { buildUnitsServices } from "./units-services";
