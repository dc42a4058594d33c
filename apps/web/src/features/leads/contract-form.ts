import type { FormErrors } from "@mantine/form";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MARITAL_STATUS_LABELS,
  MARRIAGE_REGIME_LABELS,
  SEX_LABELS,
} from "@portal/contracts/lead-contract";
import type { LeadDto } from "@portal/contracts/leads";
import { onlyDigits } from "@portal/contracts/validators";
import { formatCep, formatCnpj, formatCpf } from "../../lib/format";
import { type AddressValues, addressValuesOf, toAddressBody } from "../users/AddressFields";

/** The contract-data form: values as typed (masked), and the PUT /leads/{id}/contract-info body. */
export interface ContractValues {
  document_type: "CPF" | "CNPJ";
  document: string;
  social_reason: string;
  rg: string;
  rne: string;
  state_registration: string;
  issuing_agency: string;
  uf: string | null;
  email: string;
  /** DD/MM/AAAA as typed. */
  dob: string;
  profession: string;
  sex: string | null;
  marital_status: string | null;
  marriage_regime: string | null;
  nationality: string;
  naturalness: string;
  address: AddressValues;
  notary_notes: string;
}

const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
export const SEX_OPTIONS = optionsOf(SEX_LABELS);
export const MARITAL_STATUS_OPTIONS = optionsOf(MARITAL_STATUS_LABELS);
export const MARRIAGE_REGIME_OPTIONS = optionsOf(MARRIAGE_REGIME_LABELS);
export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));

/** "05/11/1990" -> "1990-11-05"; null when incomplete or not a real day. */
export function brDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

export function isoToBrDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

const text = (v: string | null | undefined) => v ?? "";

/**
 * Stored values are shown already masked, so the masked inputs do not mark the form as changed on load.
 * RG: 9 characters (the last may be X) get the usual 00.000.000-0 shape; anything else is shown as stored.
 */
export function formatRg(value: string | null | undefined): string {
  const raw = (value ?? "").replace(/[^0-9Xx]/g, "");
  return /^\d{8}[\dXx]$/.test(raw)
    ? `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}-${raw.slice(8).toUpperCase()}`
    : (value ?? "");
}
const orNull = (v: string | null | undefined): string | null => {
  const t = (v ?? "").trim();
  return t === "" ? null : t;
};

function isBlankAddress(a: AddressValues): boolean {
  return Object.values(a).every((v) => !v || String(v).trim() === "");
}

export function contractValuesOf(lead: LeadDto): ContractValues {
  const type = lead.document_type === "CNPJ" ? "CNPJ" : "CPF";
  return {
    document_type: type,
    document: type === "CNPJ" ? formatCnpj(lead.document) : formatCpf(lead.document),
    social_reason: text(lead.social_reason),
    rg: formatRg(lead.rg),
    rne: text(lead.rne),
    state_registration: text(lead.state_registration),
    issuing_agency: text(lead.issuing_agency),
    uf: lead.uf,
    email: text(lead.email),
    dob: isoToBrDate(lead.dob),
    profession: text(lead.profession),
    sex: lead.sex,
    marital_status: lead.marital_status,
    marriage_regime: lead.marriage_regime,
    nationality: text(lead.nationality),
    naturalness: text(lead.naturalness),
    address: { ...addressValuesOf(lead.address), zip_code: formatCep(lead.address?.zip_code) },
    notary_notes: text(lead.notary_notes),
  };
}

/**
 * Every field travels (null clears it); document and its type go together or not at all; the address
 * is all or nothing; a marriage regime only for married people; social reason and state registration only for CNPJ.
 */
export function toContractBody(v: ContractValues) {
  const hasDocument = onlyDigits(v.document).length > 0;
  const company = v.document_type === "CNPJ";
  const married = v.marital_status === "MARRIED" || v.marital_status === "STABLE_UNION";
  return {
    document: hasDocument ? v.document : null,
    document_type: hasDocument ? v.document_type : null,
    social_reason: company ? orNull(v.social_reason) : null,
    rg: orNull(v.rg),
    rne: orNull(v.rne),
    state_registration: company ? orNull(v.state_registration) : null,
    issuing_agency: orNull(v.issuing_agency),
    uf: orNull(v.uf),
    email: orNull(v.email),
    dob: v.dob.trim() ? brDateToIso(v.dob) : null,
    profession: orNull(v.profession),
    sex: orNull(v.sex),
    marital_status: orNull(v.marital_status),
    marriage_regime: married ? orNull(v.marriage_regime) : null,
    nationality: orNull(v.nationality),
    naturalness: orNull(v.naturalness),
    address: isBlankAddress(v.address) ? null : toAddressBody(v.address),
    notary_notes: orNull(v.notary_notes),
  };
}

/** Checks the schema cannot word for a DD/MM/AAAA input. */
export function contractExtraErrors(v: ContractValues): FormErrors {
  if (!v.dob.trim()) return {};
  const iso = brDateToIso(v.dob);
  if (!iso) return { dob: "Informe uma data válida (DD/MM/AAAA)." };
  if (new Date(`${iso}T00:00:00Z`).getTime() > Date.now()) return { dob: "A data de nascimento não pode ser futura." };
  return {};
}
