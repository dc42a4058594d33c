import { COMMISSION_ROLES, COMMISSION_STATUSES } from "./inventory-enums";
import { divRoundHalfEven, PPM, percentToPpm } from "./money";

export const COMMISSION_PARTIES = COMMISSION_ROLES;
export type CommissionParty = (typeof COMMISSION_PARTIES)[number];
export const COMMISSION_PARTY_LABELS: Record<CommissionParty, string> = {
  AGENCY: "Imobiliária",
  BROKER: "Corretor",
  COORDINATOR: "Coordenador",
};

/** Percentages of the net price (up to 4 decimals), from the enterprise's commission info. */
export interface CommissionInfo {
  agency_percent: number;
  broker_percent: number;
  coordinator_percent: number;
}

export interface CommissionShare {
  party: CommissionParty;
  percent_ppm: number;
  value_cents: number;
}

/**
 * Splits the commission of a sale. The total is net x (sum of the percentages), rounded half-to-even once;
 * each party gets its exact share rounded down, and the centavos left over go one by one to the largest
 * fractional parts (ties: agency, broker, coordinator). So the shares always add up to the total, and no
 * party gets more than a centavo above its exact share. A party at 0 % gets no row.
 */
export function splitCommission(netPriceCents: number, info: CommissionInfo): CommissionShare[] {
  if (!Number.isSafeInteger(netPriceCents) || netPriceCents < 0) throw new RangeError("valor deve ser inteiro >= 0");
  const rates: [CommissionParty, number][] = [
    ["AGENCY", percentToPpm(info.agency_percent)],
    ["BROKER", percentToPpm(info.broker_percent)],
    ["COORDINATOR", percentToPpm(info.coordinator_percent)],
  ];
  for (const [party, ppm] of rates) {
    if (ppm < 0) throw new RangeError(`percentual negativo: ${party}`);
  }
  const totalPpm = rates.reduce((s, [, ppm]) => s + ppm, 0);
  if (totalPpm > PPM) throw new RangeError("a soma dos percentuais passa de 100%");
  const net = BigInt(netPriceCents);
  const million = BigInt(PPM);
  const total = divRoundHalfEven(net * BigInt(totalPpm), million);
  const shares = rates.map(([party, ppm], order) => {
    const exact = net * BigInt(ppm);
    return { party, ppm, order, floor: exact / million, frac: exact % million };
  });
  let left = total - shares.reduce((s, x) => s + x.floor, 0n);
  const byFraction = [...shares].sort((a, b) => (a.frac === b.frac ? a.order - b.order : a.frac > b.frac ? -1 : 1));
  for (const share of byFraction) {
    if (left <= 0n) break;
    if (share.ppm === 0) continue;
    share.floor += 1n;
    left -= 1n;
  }
  return shares
    .filter((s) => s.ppm > 0)
    .map((s) => ({ party: s.party, percent_ppm: s.ppm, value_cents: Number(s.floor) }));
}

export { COMMISSION_STATUSES };
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  FORECAST: "Prevista",
  RELEASED: "Liberada",
  PAID: "Paga",
  CANCELLED: "Cancelada",
};

/**
 * FORECAST at completion, RELEASED when the client has paid the down payment, PAID by finance. A distrato
 * cancels what is not paid yet; a PAID commission stays PAID (recovering it is a finance matter, outside
 * the portal), so CANCELLED is reachable from FORECAST and RELEASED only.
 */
const COMMISSION_MOVES: Record<CommissionStatus, readonly CommissionStatus[]> = {
  FORECAST: ["RELEASED", "CANCELLED"],
  RELEASED: ["PAID", "CANCELLED"],
  PAID: [],
  CANCELLED: [],
};

export function canMoveCommission(from: CommissionStatus, to: CommissionStatus): boolean {
  return COMMISSION_MOVES[from].includes(to);
}

export function commissionMoveError(from: CommissionStatus, to: CommissionStatus): string | null {
  if (canMoveCommission(from, to)) return null;
  return `Não é possível mudar uma comissão ${COMMISSION_STATUS_LABELS[from].toLowerCase()} para ${COMMISSION_STATUS_LABELS[to].toLowerCase()}.`;
}

/** Statuses a distrato cancels. */
export const COMMISSION_CANCELLABLE: readonly CommissionStatus[] = ["FORECAST", "RELEASED"];
