import type { LeadDto } from "@portal/contracts/leads";
import { FIELD_MSG, fieldSentence } from "@portal/contracts/messages";
import { formatPhone, normalizePhone } from "@portal/contracts/phone";
import { parsePercentInput } from "../../lib/money-input";

/** Buyer fields as the form holds them (masked strings); the contract strips masks and checks them. */
export interface BuyerValues {
  lead_id: string | null;
  full_name: string;
  document_type: "CPF" | "CNPJ";
  document: string;
  email: string;
  phone: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
  share: string;
}

export interface SaleFormValues {
  buyers: BuyerValues[];
  observations: string;
}

export function emptyBuyer(share = ""): BuyerValues {
  return {
    lead_id: null,
    full_name: "",
    document_type: "CPF",
    document: "",
    email: "",
    phone: "",
    zip_code: "",
    street: "",
    number: "",
    complement: "",
    district: "",
    city: "",
    uf: "",
    share,
  };
}

/** The first buyer comes from the lead's contract data (spec 3 lead contract fields), 100 % share. */
export function buyerFromLead(
  lead: Pick<LeadDto, "_id" | "full_name" | "email" | "phone" | "document" | "document_type" | "address"> | undefined,
): BuyerValues {
  const b = emptyBuyer("100");
  if (!lead) return b;
  const a = lead.address;
  return {
    ...b,
    lead_id: lead._id,
    full_name: lead.full_name,
    document_type: lead.document_type === "CNPJ" ? "CNPJ" : "CPF",
    document: lead.document ?? "",
    email: lead.email ?? "",
    phone: formatPhone(lead.phone),
    zip_code: a?.zip_code ?? "",
    street: a?.street ?? "",
    number: a?.number ?? "",
    complement: a?.complement ?? "",
    district: a?.district ?? "",
    city: a?.city ?? "",
    uf: a?.uf ?? "",
  };
}

/** Splits 100 % between n buyers in hundredths, the remainder on the first: 3 -> 33.34, 33.33, 33.33. */
export function evenShares(n: number): string[] {
  if (n < 1) return [];
  const base = Math.floor(10_000 / n);
  return Array.from({ length: n }, (_, i) => {
    const hundredths = i === 0 ? 10_000 - base * (n - 1) : base;
    return (hundredths / 100)
      .toFixed(2)
      .replace(/\.?0+$/, "")
      .replace(".", ",");
  });
}

const opt = (v: string) => (v.trim() === "" ? null : v.trim());

/** POST /sales body (saleCreateBody) from the form. */
export function toSaleBody(values: SaleFormValues, proposalId: string) {
  return {
    proposal_id: proposalId,
    observations: opt(values.observations),
    buyers: values.buyers.map((b) => ({
      lead_id: b.lead_id,
      full_name: b.full_name.trim(),
      document_type: b.document_type,
      document: b.document,
      email: opt(b.email),
      phone: b.phone.trim() === "" ? null : (normalizePhone(b.phone) ?? b.phone),
      address: {
        zip_code: b.zip_code,
        street: b.street.trim(),
        number: b.number.trim(),
        ...(b.complement.trim() ? { complement: b.complement.trim() } : {}),
        district: b.district.trim(),
        city: b.city.trim(),
        uf: b.uf,
      },
      share_percent: parsePercentInput(b.share) ?? Number.NaN,
    })),
  };
}

/** The API's and the contract's paths ("buyers.0.address.zip_code") as the form's ("buyers.0.zip_code"). */
export function saleFieldOf(path: string): string {
  return path.replace(/^buyers\.(\d+)\.address\./, "buyers.$1.").replace(/\.share_percent$/, ".share");
}

/** The labels of the form's inputs, as the error texts name them. */
const SALE_FIELD_LABELS: Record<keyof BuyerValues | "observations" | "buyers", string> = {
  lead_id: "Lead",
  full_name: "Nome completo",
  document_type: "Documento",
  document: "CPF/CNPJ",
  email: "E-mail",
  phone: "Telefone",
  zip_code: "CEP",
  street: "Rua",
  number: "Número",
  complement: "Complemento",
  district: "Bairro",
  city: "Cidade",
  uf: "UF",
  share: "Participação (%)",
  observations: "Observações",
  buyers: "Compradores",
};
export const SHARES_MUST_ADD_UP = "As participações dos compradores devem somar 100%.";

/**
 * A contract or API error (path and pt-BR fragment, e.g. "buyers.0.full_name", "é obrigatório") as the form shows
 * it: the form's key and a full sentence naming the field ("O campo Nome completo é obrigatório.").
 */
export function saleFieldError(path: string, fragment: string): [string, string] {
  const key = saleFieldOf(path);
  if (key === "buyers" && /somar 100/.test(fragment)) return [key, SHARES_MUST_ADD_UP];
  const field = key.split(".").at(-1) as keyof typeof SALE_FIELD_LABELS;
  const label = SALE_FIELD_LABELS[field] ?? SALE_FIELD_LABELS.buyers;
  return [key, fieldSentence(label, fragment)];
}

/** A stored buyer back into the form (share with a comma, pt-BR). */
export function buyerFromSale(b: {
  lead_id: string | null;
  full_name: string;
  document_type: "CPF" | "CNPJ";
  document: string;
  email: string | null;
  phone: string | null;
  address: {
    zip_code: string;
    street: string;
    number: string;
    complement?: string;
    district: string;
    city: string;
    uf: string;
  };
  share_percent: number;
}): BuyerValues {
  return {
    lead_id: b.lead_id,
    full_name: b.full_name,
    document_type: b.document_type,
    document: b.document,
    email: b.email ?? "",
    phone: formatPhone(b.phone),
    zip_code: b.address.zip_code,
    street: b.address.street,
    number: b.address.number,
    complement: b.address.complement ?? "",
    district: b.address.district,
    city: b.address.city,
    uf: b.address.uf,
    share: String(b.share_percent).replace(".", ","),
  };
}

/**
 * The contract's errors for a body (path -> fragment) as the form's errors: one full sentence per input, naming it;
 * an input left empty is "obrigatório" whatever rule it broke first.
 */
export function saleFormErrors(body: unknown, contractErrors: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(contractErrors)) {
    const value = path
      .split(".")
      .reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], body);
    const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    const [key, text] = saleFieldError(path, blank ? FIELD_MSG.required : String(message));
    errors[key] ??= text;
  }
  return errors;
}
