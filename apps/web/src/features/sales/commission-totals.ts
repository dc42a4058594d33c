import { COMMISSION_STATUS_LABELS, COMMISSION_STATUSES, type CommissionStatus } from "@portal/contracts/commission";

/** Statement totals by status (prevista, liberada, paga, cancelada), in centavos. */
export function commissionTotals(rows: readonly { status: CommissionStatus; value_cents: number }[]) {
  return COMMISSION_STATUSES.map((status) => ({
    status,
    label: COMMISSION_STATUS_LABELS[status],
    value_cents: rows.filter((r) => r.status === status).reduce((sum, r) => sum + r.value_cents, 0),
  }));
}
