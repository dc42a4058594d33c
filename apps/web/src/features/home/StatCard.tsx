import { Card, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { formatKpiValue, type KpiFormat } from "@portal/contracts/reports/common";
import { KPIS, type KpiKey } from "@portal/contracts/reports/kpis";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** Where a figure leads: the list behind it (route and its URL filters). */
export interface FigureLink {
  to: LinkProps["to"];
  search?: Record<string, unknown>;
  params?: Record<string, string>;
  label: string;
}

/** A route link with loose search/params (the figure's list filters are built in this feature). */
export function FigureAnchor({ link, children }: { link: FigureLink; children: ReactNode }) {
  return (
    <Link to={link.to} search={link.search as never} params={link.params as never} title={link.label}>
      {children}
    </Link>
  );
}

export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip label={text} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <IconInfoCircle size={15} aria-label={text} tabIndex={0} style={{ color: "var(--mantine-color-dimmed)" }} />
    </Tooltip>
  );
}

/**
 * The value's size: money of millions ("R$ 4.640.000,00") stays on one line inside a half-width card of a 390 px
 * phone and a quarter-width card on a desktop.
 */
function valueSize(text: string) {
  if (text.length > 15) return { base: 14, sm: 17, lg: 20 };
  if (text.length > 10) return { base: 16, sm: 19, lg: 22 };
  return { base: 22, sm: 26 };
}

/**
 * One figure of the dashboard: its value, the catalogue's label and tooltip (KPIS, decision 071) or a local one, a
 * line under it (the comparison with the previous month), and the list behind it on click.
 */
export function StatCard({
  kpi,
  label,
  tooltip,
  format,
  value,
  hint,
  link,
  testId,
}: {
  kpi?: KpiKey;
  label?: string;
  tooltip?: string;
  format?: KpiFormat;
  value: number | null;
  hint?: ReactNode;
  link: FigureLink;
  testId?: string;
}) {
  const def = kpi ? KPIS[kpi] : undefined;
  const title = label ?? def?.label ?? "";
  const help = tooltip ?? def?.description;
  const text = formatKpiValue(format ?? def?.format ?? "count", value);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500} lineClamp={1}>
          {title}
        </Text>
        {help && <InfoTip text={help} />}
      </Group>
      <UnstyledButton
        component={Link}
        to={link.to}
        search={link.search as never}
        params={link.params as never}
        title={link.label}
      >
        <Text fz={valueSize(text)} fw={700} mt={4} c="blue.8" style={{ whiteSpace: "nowrap" }} data-testid="stat-value">
          {text}
        </Text>
      </UnstyledButton>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
