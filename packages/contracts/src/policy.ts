/**
 * The access policy (spec section 6): the core (sections, roles lists, leads, roulettes) and one file per module
 * that has its own rules. The one entry others import (`@portal/contracts/policy`).
 */
export * from "./policy-core";
export * from "./policy-inventory";
export * from "./policy-schedules";
export * from "./policy-solicitations";
export * from "./policy-stand";
