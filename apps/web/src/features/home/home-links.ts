/** The first and last São Paulo days of a month "YYYY-MM", as the lead list's from/to filters (ISO days). */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** The days spanning several months (first day of the first, last day of the last). */
export function periodDays(months: readonly string[]): { from: string; to: string } {
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  return { from: monthDays(first).from, to: monthDays(last).to };
}

/** Change from `previous` to `current` as a fraction (null when there was nothing before). */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current == null || previous == null || previous === 0) return null;
  return (current - previous) / previous;
}

const SOURCE_COLORS = ["blue.6", "teal.6", "orange.6", "grape.6", "cyan.6", "lime.6", "pink.6", "yellow.6", "indigo.6"];
/** The chart colour of the i-th source shown (the legend under the chart uses the same). */
export const sourceColor = (i: number): string => SOURCE_COLORS[i % SOURCE_COLORS.length] as string;
