import { APP_ENVS } from "@portal/contracts/common";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client";

/** GET /app-config (public). Not in @portal/contracts yet, so the web declares the shape it reads. */
export const appConfigSchema = z.object({
  app_env: z.enum(APP_ENVS),
  version: z.string(),
  maintenance: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const APP_CONFIG_KEY = ["app-config"] as const;

export function appConfigQuery() {
  return queryOptions({
    queryKey: APP_CONFIG_KEY,
    queryFn: ({ signal }) => apiRequest("/app-config", { schema: appConfigSchema, signal }),
    staleTime: 60_000,
    retry: false,
    // Re-read every minute so a maintenance window (or its end) reaches open tabs.
    refetchInterval: 60_000,
  });
}

export const ENV_LABELS: Record<AppConfig["app_env"], string> = {
  production: "Produção",
  staging: "Homologação",
  development: "Desenvolvimento",
};
