import type { completeRegistrationBody, profileUpdateBody } from "@portal/contracts/users";
import { type UserDto, userSchema } from "@portal/contracts/users";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import { saveSession } from "../../lib/session";
import { toSession } from "../../lib/session-cookies";
import { MY_PROFILE_KEY } from "../session/session.queries";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function updateProfile(body: z.output<typeof profileUpdateBody>) {
  return apiRequest("/admin/profile", { method: "PUT", body, schema: userSchema });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiRequest("/admin/profile/image", { method: "POST", body: form, schema: userSchema });
}

export function completeRegistration(body: z.output<typeof completeRegistrationBody>) {
  return apiRequest("/admin/profile/complete-registration", { method: "PUT", body, schema: userSchema });
}

/** The signed-in user changed: refresh the cached profile and the session cookies. */
export function storeOwnProfile(queryClient: QueryClient, user: UserDto): void {
  queryClient.setQueryData(MY_PROFILE_KEY, user);
  saveSession(toSession(user));
}

/** Client-side check before upload; the API enforces the same limits. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "Envie uma imagem PNG, JPEG ou WEBP.";
  if (file.size > AVATAR_MAX_BYTES) return "A imagem deve ter no máximo 2 MB.";
  return null;
}
