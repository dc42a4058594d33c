import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { LEAD_SOURCE_LABELS, type LEAD_SOURCES } from "@portal/contracts/lead-enums";

type LeadSource = (typeof LEAD_SOURCES)[number];

import { formatMonth } from "@portal/contracts/reports/common";
import { sourceColor } from "./home-links";

/** Leads created per month, stacked by source (loaded on demand: the charts stay out of the home's first load). */
export default function LeadsBySourceChart({
  months,
  rows,
  sources,
}: {
  months: string[];
  rows: { month: string; source: LeadSource; count: number }[];
  sources: LeadSource[];
}) {
  const data = months.map((month) => ({
    month: formatMonth(month),
    ...Object.fromEntries(sources.map((s) => [s, rows.find((r) => r.month === month && r.source === s)?.count ?? 0])),
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      type="stacked"
      withLegend={false}
      series={sources.map((s, i) => ({ name: s, label: LEAD_SOURCE_LABELS[s], color: sourceColor(i) }))}
      tickLine="y"
      valueFormatter={(v) => new Intl.NumberFormat("pt-BR").format(v)}
    />
  );
}
