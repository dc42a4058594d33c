// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { ContractRow } from "./contracts.repository";
export { ContractsService } from "./contracts.service";
