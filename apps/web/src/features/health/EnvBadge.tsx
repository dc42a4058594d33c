import { Badge, Box } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { appConfigQuery, ENV_LABELS } from "./app-config.queries";

/**
 * Spec 2: outside production, a badge shows the environment name and version. It never shrinks (the header's
 * other items give way); on phones the version goes under the name so the badge fits beside the back arrow.
 */
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
      h="auto"
      py={2}
      style={{ flexShrink: 0 }}
      styles={{ label: { lineHeight: 1.25, textAlign: "center", overflow: "visible" } }}
      title={`Ambiente: ${ENV_LABELS[data.app_env]} · versão ${data.version}`}
      data-testid="env-badge"
    >
      {ENV_LABELS[data.app_env]}
      <Box component="span" visibleFrom="xs">
        {" · "}
      </Box>
      {/* A class, not Mantine's responsive `display` prop: that one writes a <style> inside the badge's text. */}
      <span className="env-badge-version">v{data.version}</span>
    </Badge>
  );
}
