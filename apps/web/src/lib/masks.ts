/** react-imask patterns ("0" = digit). Spec 5: document 11 digits, postal code 8 digits. */
export const CPF_MASK = "000.000.000-00";
export const CNPJ_MASK = "00.000.000/0000-00";
export const CEP_MASK = "00000-000";
/** Landline (10 digits) or mobile (11 digits); imask picks the one that fits. */
export const PHONE_MASK = [{ mask: "(00) 0000-0000" }, { mask: "(00) 00000-0000" }];
