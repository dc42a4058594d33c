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
