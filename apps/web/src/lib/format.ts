import { LOCALE } from "@portal/contracts/dates";
import { onlyDigits } from "@portal/contracts/validators";

/** Display formatting for pt-BR. Dates, times and money come from contracts, shared with the API (docs/decisions/040). */
export { formatDate, formatDateTime, LOCALE, TIME_ZONE } from "@portal/contracts/dates";

const numberFormat = new Intl.NumberFormat(LOCALE);

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

function applyPattern(digits: string, pattern: string): string {
  let i = 0;
  let out = "";
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === "0") out += digits[i++];
    else out += ch;
  }
  return out;
}

export function formatCpf(value: string | null | undefined): string {
  const d = onlyDigits(value ?? "");
  return d.length === 11 ? applyPattern(d, "000.000.000-00") : (value ?? "");
}

export function formatCnpj(value: string | null | undefined): string {
  const d = onlyDigits(value ?? "");
  return d.length === 14 ? applyPattern(d, "00.000.000/0000-00") : (value ?? "");
}

export function formatCep(value: string | null | undefined): string {
  const d = onlyDigits(value ?? "");
  return d.length === 8 ? applyPattern(d, "00000-000") : (value ?? "");
}

/** Initials for avatars: first and last name (words that start with a letter; "Ana 2" is "A", not "A2"). */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const named = words.filter((w) => /^\p{L}/u.test(w));
  const parts = named.length ? named : words;
  if (parts.length === 0) return "?";
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
