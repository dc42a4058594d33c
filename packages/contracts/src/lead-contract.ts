import { z } from "zod";
import { birthDateField } from "./date-fields";
import { closedObject, nameText, nullableText } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";
import { addressSchema, emailField, UFS } from "./users";
import { isValidCnpj, isValidCpf, onlyDigits } from "./validators";

/** The lead's contract data (PUT /leads/{id}/contract-info). */
export const DOCUMENT_TYPES = ["CPF", "CNPJ"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** CPF and CNPJ are how people name the documents; the label says whose document it is. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  CPF: "CPF (pessoa física)",
  CNPJ: "CNPJ (empresa)",
};
export const SEXES = ["MALE", "FEMALE", "OTHER"] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = {
  FEMALE: "Feminino",
  MALE: "Masculino",
  OTHER: "Outro",
};
export const MARITAL_STATUSES = ["SINGLE", "MARRIED", "STABLE_UNION", "DIVORCED", "SEPARATED", "WIDOWED"] as const;
export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  SINGLE: "Solteiro(a)",
  MARRIED: "Casado(a)",
  STABLE_UNION: "União estável",
  DIVORCED: "Divorciado(a)",
  SEPARATED: "Separado(a)",
  WIDOWED: "Viúvo(a)",
};
export const MARRIAGE_REGIMES = [
  "PARTIAL_COMMUNION",
  "UNIVERSAL_COMMUNION",
  "TOTAL_SEPARATION",
  "FINAL_PARTICIPATION",
] as const;
export const MARRIAGE_REGIME_LABELS: Record<(typeof MARRIAGE_REGIMES)[number], string> = {
  PARTIAL_COMMUNION: "Comunhão parcial de bens",
  UNIVERSAL_COMMUNION: "Comunhão universal de bens",
  TOTAL_SEPARATION: "Separação total de bens",
  FINAL_PARTICIPATION: "Participação final nos aquestos",
};

const documentField = z
  .string()
  .refine((d) => isValidCpf(d) || isValidCnpj(d), { error: "deve ser um CPF ou CNPJ válido" })
  .transform(onlyDigits);
export const leadContractInfoBody = closedObject({
  document: documentField.nullable().optional(),
  document_type: z.enum(DOCUMENT_TYPES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  social_reason: nameText(160).nullable().optional(),
  rg: nullableText(20).optional(),
  rne: nullableText(20).optional(),
  state_registration: nullableText(30).optional(),
  issuing_agency: nullableText(30).optional(),
  uf: z.enum(UFS, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  email: emailField.nullable().optional(),
  dob: birthDateField().nullable().optional(),
  profession: nullableText(80).optional(),
  sex: z.enum(SEXES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  marital_status: z.enum(MARITAL_STATUSES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  marriage_regime: z.enum(MARRIAGE_REGIMES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  nationality: nullableText(60).optional(),
  naturalness: nullableText(80).optional(),
  address: addressSchema.nullable().optional(),
  notary_notes: nullableText(2000).optional(),
}).superRefine((v, ctx) => {
  // document and document_type travel together; the type must match the number (11 digits CPF, 14 CNPJ).
  if (v.document === undefined && v.document_type === undefined) return;
  if ((v.document ?? null) === null && (v.document_type ?? null) === null) return;
  if (!v.document_type) {
    ctx.addIssue({
      code: "custom",
      path: ["document_type"],
      message: "é obrigatório junto com document (CPF ou CNPJ)",
    });
  } else if (!v.document) {
    ctx.addIssue({ code: "custom", path: ["document"], message: FIELD_MSG.required });
  } else if ((v.document_type === "CPF") !== (v.document.length === 11)) {
    ctx.addIssue({
      code: "custom",
      path: ["document"],
      message: v.document_type === "CPF" ? FIELD_MSG.cpf : FIELD_MSG.cnpj,
    });
  }
});
export type LeadContractInfoInput = z.output<typeof leadContractInfoBody>;
