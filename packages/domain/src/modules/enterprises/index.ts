// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { EnterpriseFileRow } from "./enterprise-files.repository";
export type { EnterprisePlanRow } from "./enterprise-plans.repository";
export type { StepView } from "./enterprise-step-views";
export type {
  CommercialRulesRows,
  EnterpriseLogRow,
  EnterpriseStepsRow,
  EnterpriseWithoutTeamsRow,
} from "./enterprise-steps.repository";
export type { ConstructionStatus } from "./enterprise-steps.service";
export type { EnterpriseRow } from "./enterprises.repository";
export type { EnterprisesServices } from "./enterprises-services";
export { buildEnterprisesServices } from "./enterprises-services";
