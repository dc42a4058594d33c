// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { DistributionServices } from "./distribution-services";
export { buildDistributionServices } from "./distribution-services";
export { localDay } from "./rotation";
export type { RouletteLogRow } from "./roulette-logs.repository";
