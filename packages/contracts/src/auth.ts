import { z } from "zod";
import { FIELD_MSG } from "./messages";
import { emailField, passwordField, workingSystemSchema } from "./users";

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: FIELD_MSG.required }).min(1, { error: FIELD_MSG.required }).max(128),
  working_systems: z.array(workingSystemSchema).optional(),
});
export const authLoginBody = loginBody.extend({ system: z.literal("SALES").default("SALES") });

export const loginResponse = z.object({
  authorization: z.string(),
  roles: z.array(z.string()),
  _id: z.string(),
  full_name: z.string(),
  email: z.string(),
  read_only: z.boolean(),
  is_registration_complete: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const changePasswordBody = z.object({
  current_password: z.string({ error: FIELD_MSG.required }).min(1, { error: FIELD_MSG.required }).max(128),
  new_password: passwordField,
});
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  token: z.string({ error: FIELD_MSG.required }).min(16, { error: FIELD_MSG.invalid }).max(200),
  password: passwordField,
});

/** Names of the cookies the web session uses. The token cookie is HttpOnly. */
export const AUTH_COOKIE = "portal_token";
/** Accepted token cookie names (spec 7: "read from one of three accepted cookie names"). */
export const AUTH_COOKIE_NAMES = [AUTH_COOKIE, "token", "authorization"] as const;
