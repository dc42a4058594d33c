import { formatPhone, phoneNationalDigits } from "@portal/contracts/phone";

/** react-imask patterns ("0" = digit). Spec 5: document 11 digits, postal code 8 digits. */
export const CPF_MASK = "000.000.000-00";
export const CNPJ_MASK = "00.000.000/0000-00";
export const CEP_MASK = "00000-000";
/** Landline (10 digits) or mobile (11 digits); imask picks the one that fits. Only PhoneInput uses it. */
export const PHONE_MASK = [{ mask: "(00) 0000-0000" }, { mask: "(00) 00000-0000" }];

/**
 * What the phone mask is given: a stored E.164 phone ("5511997937563") as its national text "(11) 99793-7563"
 * — the mask holds DDD + number only and would otherwise keep the first 11 digits, 55 included (decision 035).
 * A partly typed number passes unchanged so the caret stays put.
 */
export function phoneInputValue(value: string | null | undefined): string {
  const national = phoneNationalDigits(value);
  return national.length === 10 || national.length === 11 ? formatPhone(national) : (value ?? "");
}
