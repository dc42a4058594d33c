import { userSchema } from "@portal/contracts/users";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

export const MY_PROFILE_KEY = ["session", "my-profile"] as const;

export function myProfileQuery() {
  return queryOptions({
    queryKey: MY_PROFILE_KEY,
    queryFn: () => apiRequest("/users/my-profile", { schema: userSchema }),
    staleTime: 5 * 60_000,
  });
}
