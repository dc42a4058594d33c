/**
 * The R$ input of the deals screens: the user types digits and they fill from the centavos
 * ("1" -> "0,01", "123456" -> "1.234,56"), as Brazilian banking apps do. Pasted text like
 * "R$ 1.234,56" keeps its digits, so it reads the same. The value itself is integer centavos.
 */

const MAX_DIGITS = 13; // R$ 99.999.999.999,99, above any unit price

/** Digits of a typed text as centavos; null when there is no digit at all. */
export function parseMoneyInput(text: string): number | null {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return null;
  return Number(digits.slice(0, MAX_DIGITS));
}

/** Centavos as the input shows them ("1.234,56"); '' for null. */
export function formatMoneyInput(cents: number | null): string {
  if (cents === null || !Number.isFinite(cents)) return "";
  const abs = Math.abs(Math.trunc(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${cents < 0 ? "-" : ""}${reais},${String(abs % 100).padStart(2, "0")}`;
}

/** What the input shows after a keystroke: the typed text re-masked. */
export function maskMoneyInput(text: string): string {
  return formatMoneyInput(parseMoneyInput(text));
}

/**
 * A percentage typed in pt-BR ("5,5" or "5.5") as a number with up to 2 decimals; null when empty or not a
 * number. More decimals are kept so the contract can refuse them with its own message.
 */
export function parsePercentInput(text: string): number | null {
  const t = text.trim().replace(/\s|%/g, "").replace(",", ".");
  if (t === "" || !/^\d+(\.\d*)?$/.test(t)) return null;
  return Number(t);
}
