import { type AppConfig, appConfigResponse } from "@portal/contracts/common";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

export type { AppConfig };

export const APP_CONFIG_KEY = ["app-config"] as const;

export function appConfigQuery() {
  return queryOptions({
    queryKey: APP_CONFIG_KEY,
    queryFn: () => apiRequest("/app-config", { schema: appConfigResponse }),
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
