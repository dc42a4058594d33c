import { z } from "zod";

/**
 * The web keeps the user's roles and basic info in two non-HttpOnly cookies (spec 6: "roles are
 * kept in a cookie"; spec 9: 172800 s). The token itself lives only in the API's HttpOnly cookie.
 */
export const ROLES_COOKIE = "portal_roles";
export const USER_COOKIE = "portal_user";
export const SESSION_COOKIE_NAMES = [ROLES_COOKIE, USER_COOKIE] as const;

export const sessionUserSchema = z.object({
  _id: z.string().min(1),
  full_name: z.string(),
  email: z.string(),
  read_only: z.boolean(),
  is_registration_complete: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface Session {
  user: SessionUser;
  roles: string[];
}

const rolesSchema = z.array(z.string().min(1));

/** Anything with the session fields (login response, my-profile user) becomes a Session. */
export function toSession(source: SessionUser & { roles: readonly string[] }): Session {
  return {
    user: {
      _id: source._id,
      full_name: source.full_name,
      email: source.email,
      read_only: source.read_only,
      is_registration_complete: source.is_registration_complete,
    },
    roles: [...source.roles],
  };
}

export function encodeSession(session: Session): Record<(typeof SESSION_COOKIE_NAMES)[number], string> {
  return { [ROLES_COOKIE]: session.roles.join(","), [USER_COOKIE]: JSON.stringify(session.user) };
}

/** Reads the session back from cookie values; any missing or malformed part means no session. */
export function decodeSession(cookies: Record<string, string | undefined>): Session | null {
  const rawRoles = cookies[ROLES_COOKIE];
  const rawUser = cookies[USER_COOKIE];
  if (!rawRoles || !rawUser) return null;
  const roles = rolesSchema.safeParse(rawRoles.split(",").filter(Boolean));
  if (!roles.success || roles.data.length === 0) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawUser);
  } catch {
    return null;
  }
  const user = sessionUserSchema.safeParse(json);
  if (!user.success) return null;
  return { user: user.data, roles: roles.data };
}

export function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return JSON.stringify(encodeSession(a)) === JSON.stringify(encodeSession(b));
}
