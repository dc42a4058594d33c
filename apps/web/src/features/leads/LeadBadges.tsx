import { Badge, type BadgeProps } from "@mantine/core";
import type { LeadStatus } from "@portal/contracts/lead-enums";
import { IconFlame, IconSnowflake, IconTemperature } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { INTEREST_COLORS, type InterestLevel, interestLabel, STATUS_COLORS, statusLabel } from "./lead-labels";

/** Badges keep their whole label: in a squeezed table cell they widen the column instead of truncating. */
export const FULL_LABEL = {
  root: { flexShrink: 0, maxWidth: "none", overflow: "visible" } satisfies CSSProperties,
  label: { overflow: "visible" } satisfies CSSProperties,
};

export function StatusBadge({ status, ...rest }: { status: string } & BadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS[status as LeadStatus] ?? "gray"}
      variant="light"
      radius="sm"
      tt="none"
      styles={FULL_LABEL}
      {...rest}
    >
      {statusLabel(status)}
    </Badge>
  );
}

/** The "thermometer" (interest level). */
export function InterestBadge({ level, ...rest }: { level: string } & BadgeProps) {
  const Icon = level === "HIGH" ? IconFlame : level === "FROZEN" ? IconSnowflake : IconTemperature;
  return (
    <Badge
      color={INTEREST_COLORS[level as InterestLevel] ?? "gray"}
      variant="outline"
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden="true" />}
      styles={FULL_LABEL}
      {...rest}
    >
      {interestLabel(level)}
    </Badge>
  );
}
