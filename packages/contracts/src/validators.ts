/** Pure validators shared by API and web. Messages live in messages.ts. */

export const onlyDigits = (value: string): string => value.replace(/\D+/g, "");

function allSameDigit(d: string): boolean {
  return /^(\d)\1*$/.test(d);
}

/** CPF: 11 digits with two check digits (mod 11). */
export function isValidCpf(input: string): boolean {
  const d = onlyDigits(input);
  if (d.length !== 11 || allSameDigit(d)) return false;
  const calc = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return calc(9) === Number(d[9]) && calc(10) === Number(d[10]);
}

/** CNPJ: 14 digits with two check digits (weights 5..2,9..2 and 6..2,9..2). */
export function isValidCnpj(input: string): boolean {
  const d = onlyDigits(input);
  if (d.length !== 14 || allSameDigit(d)) return false;
  const calc = (len: number): number => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (weights[i] as number);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return calc(12) === Number(d[12]) && calc(13) === Number(d[13]);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = "@$!%*&#";

/** Spec 5: at least 8 chars, one upper, one lower, one digit and one of @ $ ! % * & #. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[@$!%*&#]/.test(value)
  );
}

/** CEP: exactly 8 digits once the mask is removed. */
export function isValidCep(input: string): boolean {
  return /^\d{8}$/.test(onlyDigits(input));
}

/**
 * Post-login return address (spec 5): only same-origin paths beginning with /leads or
 * /enterprises. Protocol-relative ('//evil'), absolute URLs, backslashes and encoded tricks are refused.
 */
export function safeReturnPath(url: string | null | undefined): string | null {
  if (!url || typeof url !== "string") return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return null;
  }
  for (const candidate of [url, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return null;
    if (/[\u0000-\u001f]/.test(candidate)) return null;
    // Dot segments could climb out of /leads once the browser normalises the path.
    if (/(^|\/)\.\.?(\/|$|[?#])/.test(candidate.split(/[?#]/)[0] ?? "")) return null;
  }
  if (!/^\/(leads|enterprises)(?=$|[/?#])/.test(url)) return null;
  return url;
}

/** Spec 5: date filters apply only when they hold exactly 8 digits (DDMMYYYY). */
export function isEightDigitDate(value: string | null | undefined): value is string {
  return typeof value === "string" && /^\d{8}$/.test(value);
}
