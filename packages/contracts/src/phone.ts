/**
 * The one phone representation (decision 035): stored and sent as E.164 digits without the "+"
 * (country code 55 + DDD + number, 12 or 13 digits), typed and shown through these functions only.
 */
import { onlyDigits } from "./validators";

export const PHONE_COUNTRY_CODE = "55";

/**
 * DDD + number of any phone text: masked national ("(11) 99793-7563"), stored E.164 ("5511997937563") or
 * international ("+55 11 99793-7563"). A 10/11-digit text is national as typed (DDD 55 exists, so a national
 * number starting with 55 is never cut).
 */
export function phoneNationalDigits(value: string | null | undefined): string {
  const d = onlyDigits(value ?? "");
  return (d.length === 12 || d.length === 13) && d.startsWith(PHONE_COUNTRY_CODE) ? d.slice(2) : d;
}

/** Any accepted phone text -> E.164 digits ("5511997937563"); null when it is not 10/11 national digits. */
export function normalizePhone(value: string | null | undefined): string | null {
  const national = phoneNationalDigits(value);
  return /^\d{10,11}$/.test(national) ? `${PHONE_COUNTRY_CODE}${national}` : null;
}

function nationalParts(value: string | null | undefined): { ddd: string; head: string; tail: string } | null {
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(phoneNationalDigits(value));
  return m ? { ddd: m[1] ?? "", head: m[2] ?? "", tail: m[3] ?? "" } : null;
}

/**
 * For display: "(11) 99793-7563", or "+55 (11) 99793-7563" with `international`. Text that is not a phone
 * is returned as given (never cut).
 */
export function formatPhone(value: string | null | undefined, options: { international?: boolean } = {}): string {
  const p = nationalParts(value);
  if (!p) return value ?? "";
  const national = `(${p.ddd}) ${p.head}-${p.tail}`;
  return options.international ? `+${PHONE_COUNTRY_CODE} ${national}` : national;
}

/**
 * The phone with its middle hidden, for contacts the caller may not call yet (a pre-lead before 'Adquirir'):
 * "(11) 9****-**63". Keeps DDD, first digit and last two; anything else becomes "****".
 */
export function maskPhone(value: string | null | undefined): string {
  const p = nationalParts(value);
  if (!p) return "****";
  return `(${p.ddd}) ${p.head[0]}${"*".repeat(p.head.length - 1)}-**${p.tail.slice(2)}`;
}
