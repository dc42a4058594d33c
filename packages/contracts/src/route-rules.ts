import type { Role } from "./roles";

/** Who may call a route (decision 030); see route-access.ts for the table and endpoint.ts for the definitions. */
export type RouteRule =
  /** No token needed (login, sign-up, health...). */
  | { access: "public" }
  /** Any signed-in user; the service scopes the records. */
  | { access: "authenticated"; scope?: string }
  /** Holders of one of the roles (MASTER passes unless excluded); `selfParam`: also the user named by that path param. */
  | {
      access: "roles";
      roles: readonly Role[];
      excludeMaster?: boolean;
      selfParam?: string;
      scope?: string;
    };

export const PUBLIC: RouteRule = { access: "public" };
export const authenticated = (scope?: string): RouteRule => ({ access: "authenticated", ...(scope ? { scope } : {}) });
export const roles = (
  list: readonly Role[],
  options: { excludeMaster?: boolean; selfParam?: string; scope?: string } = {},
): RouteRule => ({ access: "roles", roles: list, ...options });

/**
 * What the OpenAPI says about an endpoint (decision 069). `operationId` is the method name generated clients get:
 * stable (renaming one breaks integrators' code) and unique. `summary` is one English line, as the descriptions.
 */
export interface RouteDoc {
  operationId: string;
  summary: string;
  /** The service answers 409 on this route (a state transition or a uniqueness it refuses). */
  conflict?: boolean;
}

/** One endpoint of the catalogue (route-access.ts): its access rule and its documentation. */
export type RouteEntry = RouteRule & RouteDoc;
