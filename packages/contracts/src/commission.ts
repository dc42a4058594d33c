import { COMMISSION_ROLES, COMMISSION_STATUSES } from "./inventory-enums";
import { divRoundHalfEven, PPM, percentToPpm } from "./money";

export const COMMISSION_PARTIES = COMMISSION_ROLES;
export type CommissionParty = (typeof COMMISSION_PARTIES)[number];
export const COMMISSION_PARTY_LABELS: Record<CommissionParty, string> = {
  AGENCY: "Imobiliária",
  BROKER: "Corretor",
  COORDINATOR: "Coordenador",
  HOME_BROKER: "Corretor da casa",
  MANAGER: "Gerente",
};

/** Percentages of the net price (up to 4 decimals), from the enterprise's commission info. */
export interface CommissionInfo {
  agency_percent: number;
  broker_percent: number;
  coordinator_percent: number;
}

/** The parties of the enterprise's commission info (the participants add HOME_BROKER and MANAGER). */
export type EnterpriseCommissionParty = "AGENCY" | "BROKER" | "COORDINATOR";

export interface CommissionShare {
  party: EnterpriseCommissionParty;
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
  const rates: [EnterpriseCommissionParty, number][] = [
    ["AGENCY", info.agency_percent],
    ["BROKER", info.broker_percent],
    ["COORDINATOR", info.coordinator_percent],
  ];
  const values = splitAmongPercents(
    netPriceCents,
    rates.map(([, percent]) => percent),
  );
  return rates
    .map(([party, percent], i) => ({ party, percent_ppm: percentToPpm(percent), value_cents: values[i] ?? 0 }))
    .filter((s) => s.percent_ppm > 0);
}

/**
 * The same split for any list of percentages (a sale's classification participants): total = net x sum,
 * rounded half-to-even once; each share is its exact value rounded down and the leftover centavos go to the
 * largest fractions (ties: list order). Returns one value per percentage, in order (0 for 0 %).
 */
export function splitAmongPercents(netPriceCents: number, percents: readonly number[]): number[] {
  if (!Number.isSafeInteger(netPriceCents) || netPriceCents < 0) throw new RangeError("valor deve ser inteiro >= 0");
  const rates = percents.map((p) => percentToPpm(p));
  rates.forEach((ppm, i) => {
    if (ppm < 0) throw new RangeError(`percentual negativo: ${i}`);
  });
  const totalPpm = rates.reduce((s, ppm) => s + ppm, 0);
  if (totalPpm > PPM) throw new RangeError("a soma dos percentuais passa de 100%");
  const net = BigInt(netPriceCents);
  const million = BigInt(PPM);
  const total = divRoundHalfEven(net * BigInt(totalPpm), million);
  const shares = rates.map((ppm, order) => {
    const exact = net * BigInt(ppm);
    return { ppm, order, floor: exact / million, frac: exact % million };
  });
  let left = total - shares.reduce((s, x) => s + x.floor, 0n);
  const byFraction = [...shares].sort((a, b) => (a.frac === b.frac ? a.order - b.order : a.frac > b.frac ? -1 : 1));
  for (const share of byFraction) {
    if (left <= 0n) break;
    if (share.ppm === 0) continue;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.floor));
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
