/** Request/response schemas of the leads API. The lifecycle table is documented in docs/decisions/006. */
/**
 * Split by use case into sibling files; this file re-exports them so every schema stays importable from
 * `@portal/contracts/leads`.
 */

export * from "./lead-contract";
export * from "./lead-rules";
export * from "./lead-schema-helpers";
export * from "./leads-attendance";
export * from "./leads-dto";
export * from "./leads-history";
export * from "./leads-list";
export * from "./leads-write";
