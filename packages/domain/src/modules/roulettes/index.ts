// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { AgentWithUser, RouletteRow } from "./roulettes.repository";
export type { RoulettesServices } from "./roulettes-services";
export { buildRoulettesServices } from "./roulettes-services";
