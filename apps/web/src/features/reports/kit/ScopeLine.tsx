import { Alert, Text } from "@mantine/core";
import type { ReportPeriod, ReportScopeDto } from "@portal/contracts/reports/common";
import { formatMonth } from "@portal/contracts/reports/common";
import { IconUsersGroup } from "@tabler/icons-react";

/** Whose numbers and which months the screen shows (a coordinator sees only their teams'). */
export function ScopeLine({ scope, period }: { scope: ReportScopeDto; period: ReportPeriod }) {
  const none = scope.kind === "TEAMS" && scope.teams.length === 0;
  return (
    <Alert
      variant="light"
      color={none ? "orange" : scope.kind === "ALL" ? "blue" : "teal"}
      icon={<IconUsersGroup size={18} />}
      p="xs"
      data-testid="report-scope"
    >
      <Text size="sm">
        {scope.label} · {formatMonth(period.month_start)} a {formatMonth(period.month_end)}
      </Text>
    </Alert>
  );
}
