/**
 * Money helpers: amounts are integer centavos everywhere; rates are integers too, so no float ever
 * touches a price. Rates travel as percentages with up to 4 decimals (e.g. 5.5 = 5,5 %) and are
 * turned into parts per million (1 % = 10_000 ppm) before any arithmetic.
 */

export const PPM = 1_000_000;

/** A percentage (up to 4 decimals) as parts per million: 5.5 -> 55_000. Throws on more decimals. */
export function percentToPpm(percent: number): number {
  const ppm = Math.round(percent * 10_000);
  if (!Number.isFinite(percent) || Math.abs(ppm - percent * 10_000) > 1e-6) {
    throw new RangeError(`percentual com mais de 4 casas decimais: ${percent}`);
  }
  return ppm;
}

/** True when the number has at most `decimals` decimal places (as typed by a user). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Number.isFinite(value) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** numerator / denominator rounded half-to-even (banker's rounding), exact on BigInt. */
export function divRoundHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominador deve ser positivo");
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r = n % denominator;
  const twice = r * 2n;
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** cents * ppm / 1e6, rounded half-to-even to the centavo. */
export function applyPpm(cents: number, ppm: number): number {
  return Number(divRoundHalfEven(BigInt(cents) * BigInt(ppm), BigInt(PPM)));
}

/**
 * cents * ppm / 1e6 rounded half-up to the centavo (exact on BigInt): a commercial limit's amount in money. A
 * percentage of a price is paid in whole centavos, and the enterprise's own plan template rounds each series'
 * share to the nearest centavo (half-up), so a limit rounded the same way accepts exactly what the template builds.
 */
export function ppmShareCents(cents: number, ppm: number): number {
  const product = BigInt(cents) * BigInt(ppm);
  const whole = BigInt(PPM);
  const negative = product < 0n;
  const n = negative ? -product : product;
  const q = (n * 2n + whole) / (2n * whole);
  return Number(negative ? -q : q);
}

/** The share of `part` in `whole` in parts per million, rounded half-to-even. */
export function ratioPpm(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number(divRoundHalfEven(BigInt(part) * BigInt(PPM), BigInt(whole)));
}

/**
 * "R$ 1.234,56" (plain space, negative as "-R$ 1,00"). Written by hand rather than with Intl so the text
 * is identical in Node and every browser (Intl puts a no-break space after R$ and varies by ICU version).
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("valor em centavos deve ser inteiro");
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const centavos = (abs % 100).toString().padStart(2, "0");
  return `${cents < 0 ? "-" : ""}R$ ${reais},${centavos}`;
}

/** formatBRL, or "—" where there is no amount (a unit without a table price, a payment not yet set). */
export function formatBRLOrDash(cents: number | null | undefined): string {
  return cents == null ? "—" : formatBRL(cents);
}

/** A ppm rate as a pt-BR percentage: 55_000 -> "5,5%". */
export function formatPercentPpm(ppm: number): string {
  const text = (ppm / 10_000).toFixed(4).replace(/\.?0+$/, "");
  return `${text.replace(".", ",")}%`;
}
