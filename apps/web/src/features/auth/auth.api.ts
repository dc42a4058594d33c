import type { changePasswordBody, forgotPasswordBody, resetPasswordBody } from "@portal/contracts/auth";
import { loginResponse } from "@portal/contracts/auth";
import { messageResponse } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import { isLoginRefused } from "@portal/contracts/policy";
import type { acceptInviteBody } from "@portal/contracts/users";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import { UserFacingError } from "../../lib/api-error";

export type LoginResult = z.infer<typeof loginResponse>;

/** The login answer is read loosely first so a missing token gives the spec's 'Falha...'. */
const looseLoginResponse = loginResponse.partial({ authorization: true });

/**
 * Checks shared by login, sign-up and invitation acceptance (spec 5 and 8): a token must come
 * back, and users whose only roles are excluded are refused even if the server let them in.
 */
export async function acceptSessionAnswer(answer: z.infer<typeof looseLoginResponse>): Promise<LoginResult> {
  if (!answer.authorization) throw new UserFacingError(MSG.loginFailedNoToken);
  if (isLoginRefused(answer.roles)) {
    // Do not leave a usable cookie behind for a refused user.
    await logout().catch(() => undefined);
    throw new UserFacingError(MSG.loginRefused);
  }
  return { ...answer, authorization: answer.authorization };
}

export async function login(credentials: { email: string; password: string }): Promise<LoginResult> {
  const answer = await apiRequest("/users/login", {
    method: "POST",
    body: { ...credentials, working_systems: ["SALES"] },
    schema: looseLoginResponse,
  });
  return acceptSessionAnswer(answer);
}

export async function logout(): Promise<void> {
  await apiRequest("/users/logout", { method: "POST", ignoreSessionExpiry: true });
}

export function forgotPassword(body: z.output<typeof forgotPasswordBody>) {
  return apiRequest("/password/forgot", { method: "POST", body, schema: messageResponse });
}

export function resetPassword(body: z.output<typeof resetPasswordBody>) {
  return apiRequest("/password/reset", { method: "POST", body, schema: messageResponse });
}

export function changePassword(body: z.output<typeof changePasswordBody>) {
  return apiRequest("/users/change-password", { method: "PUT", body, schema: messageResponse });
}

export async function acceptInvite(body: z.output<typeof acceptInviteBody>): Promise<LoginResult> {
  const answer = await apiRequest("/users/invitations/accept", { method: "POST", body, schema: looseLoginResponse });
  return acceptSessionAnswer(answer);
}
