import { Badge } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { appConfigQuery, ENV_LABELS } from "./app-config.queries";

/** Spec 2: outside production, a badge shows the environment name and version. */
export function EnvBadge() {
  const { data } = useQuery(appConfigQuery());
  if (!data || data.app_env === "production") return null;
  return (
    <Badge
      color={data.app_env === "staging" ? "orange" : "grape"}
      variant="light"
      size="sm"
      radius="sm"
      tt="none"
      title={`Ambiente: ${ENV_LABELS[data.app_env]} · versão ${data.version}`}
      data-testid="env-badge"
    >
      {ENV_LABELS[data.app_env]} · v{data.version}
    </Badge>
  );
}
