// A pure rule shared by the participants service and the sale effects (own file: no import cycle between them).
import { type CommissionParty, splitAmongPercents } from "@portal/contracts/commission";
import type { ParticipantRow } from "./sale-extras.repository";

/**
 * The commission rows of a sale with classification participants: one per participant, the split of
 * `splitAmongPercents` (total rounded once, leftovers to the largest fractions, list order on ties).
 */
export function participantCommissions(
  netPriceCents: number,
  participants: readonly Pick<ParticipantRow, "userId" | "classification" | "percent">[],
): { party: CommissionParty; beneficiaryId: string; percent: number; amount: number }[] {
  const values = splitAmongPercents(
    netPriceCents,
    participants.map((p) => p.percent),
  );
  return participants.map((p, i) => ({
    party: p.classification,
    beneficiaryId: p.userId,
    percent: p.percent,
    amount: values[i] ?? 0,
  }));
}
