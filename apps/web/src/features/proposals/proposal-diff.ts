import { formatCalendarDate } from "@portal/contracts/dates";
import { formatBRL } from "@portal/contracts/money";
import { INDEX_TYPE_LABELS, SERIES_TYPE_LABELS } from "@portal/contracts/payment-plan";
import type { ProposalDto } from "@portal/contracts/proposals";

type Version = Pick<
  ProposalDto,
  "price_cents" | "discount" | "discount_cents" | "net_price_cents" | "observations" | "series"
>;
type Series = ProposalDto["series"][number];

export interface DiffRow {
  /** "Desconto", "Série 2", ... */
  label: string;
  /** "—" when the field did not exist in that version. */
  from: string;
  to: string;
  kind: "changed" | "added" | "removed";
}

export function discountText(v: Pick<Version, "discount" | "discount_cents">): string {
  if (!v.discount || v.discount_cents === 0) return "Sem desconto";
  return v.discount.type === "PERCENTAGE"
    ? `${String(v.discount.value).replace(".", ",")}% (${formatBRL(v.discount_cents)})`
    : formatBRL(v.discount_cents);
}

export function seriesText(s: Series): string {
  const variant = s.down_payment_variant ? ` ${s.down_payment_variant}` : "";
  const index = s.index ? `, ${INDEX_TYPE_LABELS[s.index]}` : "";
  return `${SERIES_TYPE_LABELS[s.type]}${variant}: ${s.count} x ${formatBRL(s.value_cents)} a partir de ${formatCalendarDate(s.first_due_date)}${index}`;
}

const sameSeries = (a: Series, b: Series) =>
  a.type === b.type &&
  a.down_payment_variant === b.down_payment_variant &&
  a.count === b.count &&
  a.value_cents === b.value_cents &&
  a.first_due_date === b.first_due_date &&
  a.index === b.index;

/** What changed from one version of a proposal to the next (a counter-proposal), for the versions tab. */
export function diffProposals(before: Version, after: Version): DiffRow[] {
  const rows: DiffRow[] = [];
  const push = (label: string, from: string, to: string) => {
    if (from !== to) rows.push({ label, from, to, kind: "changed" });
  };
  push("Preço de tabela", formatBRL(before.price_cents), formatBRL(after.price_cents));
  push("Desconto", discountText(before), discountText(after));
  push("Valor líquido", formatBRL(before.net_price_cents), formatBRL(after.net_price_cents));
  push("Observações", before.observations?.trim() || "—", after.observations?.trim() || "—");
  const n = Math.max(before.series.length, after.series.length);
  for (let i = 0; i < n; i++) {
    const a = before.series[i];
    const b = after.series[i];
    const label = `Série ${i + 1}`;
    if (a && b) {
      if (!sameSeries(a, b)) rows.push({ label, from: seriesText(a), to: seriesText(b), kind: "changed" });
    } else if (b) rows.push({ label, from: "—", to: seriesText(b), kind: "added" });
    else if (a) rows.push({ label, from: seriesText(a), to: "—", kind: "removed" });
  }
  return rows;
}
