import { z } from "zod";
import { listResponse, paginationQuery, queryBoolean } from "./common";
import { FIELD_MSG, MSG } from "./messages";
import { PARTNER_STATUSES, partnerCreciField } from "./partner-status";
import { normalizePhone } from "./phone";
import { roleSchema } from "./roles";
import { cleanLine } from "./text";
import { UFS } from "./ufs";
import { isStrongPassword, isValidCep, isValidCnpj, isValidCpf, onlyDigits } from "./validators";

export const AVAILABILITY_STATUSES = ["AVAILABLE", "IN_PAUSE", "IN_ATTENDANCE", "OFFLINE"] as const;
export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES);
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_STATUS_LABELS: Record<AvailabilityStatus, string> = {
  AVAILABLE: "Disponível",
  IN_PAUSE: "Em pausa",
  IN_ATTENDANCE: "Em atendimento",
  OFFLINE: "Offline",
};
/**
 * A stored log text with its availability codes read out: "AVAILABLE -> IN_ATTENDANCE: em atendimento" ->
 * "Disponível → Em atendimento: em atendimento", "... na posição 2 (AVAILABLE)" -> "... (Disponível)".
 * Roulette logs keep the codes in their text (and in `data`); this is how a user reads them, old rows included.
 */
export function withAvailabilityLabels(text: string): string {
  return text
    .replace(
      /\b(AVAILABLE|IN_PAUSE|IN_ATTENDANCE|OFFLINE)\b/g,
      (code) => AVAILABILITY_STATUS_LABELS[code as AvailabilityStatus],
    )
    .replace(/ -> /g, " → ");
}
export const WORKING_SYSTEMS = ["SALES", "CLIENTS"] as const;
export const workingSystemSchema = z.enum(WORKING_SYSTEMS);

// Field schemas reused by every form that has these fields.
export const emailField = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: FIELD_MSG.email }).max(254, { error: FIELD_MSG.tooLong(254) }));
export const passwordField = z
  .string({ error: FIELD_MSG.required })
  .max(128, { error: FIELD_MSG.tooLong(128) })
  .refine(isStrongPassword, { error: MSG.passwordRule });
export const fullNameField = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanLine)
  .trim()
  .min(3, { error: FIELD_MSG.tooShort(3) })
  .max(120, { error: FIELD_MSG.tooLong(120) });
/** CPF in any mask; stored as 11 digits. */
export const cpfField = z
  .string({ error: FIELD_MSG.required })
  .refine(isValidCpf, { error: FIELD_MSG.cpf })
  .transform(onlyDigits);
export const cnpjField = z
  .string({ error: FIELD_MSG.required })
  .refine(isValidCnpj, { error: FIELD_MSG.cnpj })
  .transform(onlyDigits);
/** Brazilian phone: 10 or 11 digits (DDD + number), optionally with 55; stored as E.164 digits (decision 035). */
export const phoneField = z
  .string({ error: FIELD_MSG.required })
  .refine((v) => normalizePhone(v) !== null, { error: FIELD_MSG.phone })
  .transform((v) => normalizePhone(v) ?? v)
  .describe(
    'Brazilian phone, DDD + number with or without mask and country code ("(11) 99793-7563", "5511997937563"); ' +
      "stored and returned as E.164 digits without '+', e.g. 5511997937563.",
  );
export const cepField = z
  .string({ error: FIELD_MSG.required })
  .refine(isValidCep, { error: FIELD_MSG.cep })
  .transform(onlyDigits);
export const creciField = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .regex(/^[0-9]{3,8}(-?[A-Za-z]{1,2})?$/, { error: "deve ser um CRECI válido (ex.: 123456-F)" });

export { UFS } from "./ufs";

export const addressSchema = z.object({
  zip_code: cepField,
  street: z.string().trim().min(1, { error: FIELD_MSG.required }).max(160),
  number: z.string().trim().min(1, { error: FIELD_MSG.required }).max(20),
  complement: z.string().trim().max(80).optional(),
  district: z.string().trim().min(1, { error: FIELD_MSG.required }).max(80),
  city: z.string().trim().min(1, { error: FIELD_MSG.required }).max(80),
  uf: z.enum(UFS, { error: FIELD_MSG.invalidOption }),
});
export type Address = z.infer<typeof addressSchema>;
/** Response shape of an address: plain fields (response schemas must not contain transforms). */
export const addressOutSchema = z.object({
  zip_code: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  district: z.string(),
  city: z.string(),
  uf: z.string(),
});

/** The User of spec section 3 as it crosses the wire. */
export const userSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  read_only: z.boolean(),
  is_registration_complete: z.boolean(),
  availability_status: availabilityStatusSchema,
  working_systems: z.array(workingSystemSchema),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  phone: z.string().nullable(),
  creci: z.string().nullable(),
  image_url: z.string().nullable(),
  address: addressOutSchema.nullable(),
  partner_agency_id: z.string().nullable(),
  /** Partners only (decision 064): prices and the mirror open once APPROVED; null for staff. */
  partner_status: z.enum(PARTNER_STATUSES).nullable(),
  partner_rejection_reason: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;

// ---- Admin users ----
export const adminUserListQuery = paginationQuery.extend({
  search: z
    .string()
    .trim()
    .max(120)
    .describe("Part of the full name, e-mail or CPF, case-insensitive; % and _ match themselves.")
    .optional(),
  role: roleSchema.optional(),
  active: queryBoolean.optional(),
});
export const adminUserListResponse = listResponse(userSchema);

export const adminUserCreateBody = z.object({
  full_name: fullNameField,
  email: emailField,
  password: passwordField,
  roles: z.array(roleSchema).min(1, { error: "deve ter ao menos um perfil" }),
  read_only: z.boolean().default(false),
  working_systems: z.array(workingSystemSchema).min(1).default(["SALES"]),
  phone: phoneField.optional(),
  cpf: cpfField.optional(),
  cnpj: cnpjField.optional(),
  creci: creciField.optional(),
});
export const adminUserUpdateBody = z
  .object({
    full_name: fullNameField,
    email: emailField,
    roles: z.array(roleSchema).min(1, { error: "deve ter ao menos um perfil" }),
    read_only: z.boolean(),
    working_systems: z.array(workingSystemSchema).min(1),
    phone: phoneField.nullable(),
    cpf: cpfField.nullable(),
    cnpj: cnpjField.nullable(),
    creci: creciField.nullable(),
    active: z.boolean(),
    is_registration_complete: z.boolean(),
  })
  .partial()
  .strict();
export const adminCreatePartnerBody = adminUserCreateBody.omit({ roles: true }).extend({
  roles: z
    .array(z.enum(["AGENT_PARTNER", "AGENT_PATRIANI"]))
    .min(1)
    .default(["AGENT_PARTNER"]),
});
export const linkAgentPartnerBody = z.object({
  agent_id: z.uuid({ error: FIELD_MSG.invalid }),
  /** The partner agency (role ESTATE); null unlinks. */
  partner_agency_id: z.uuid({ error: FIELD_MSG.invalid }).nullable(),
});
export const sendRegisterMailBody = z.object({
  email: emailField,
  full_name: fullNameField.optional(),
  roles: z.array(roleSchema).min(1, { error: "deve ter ao menos um perfil" }),
});
export const acceptInviteBody = z.object({
  token: z.string().min(16, { error: FIELD_MSG.invalid }).max(200),
  full_name: fullNameField,
  password: passwordField,
  phone: phoneField.optional(),
});

// ---- Own profile ----
export const profileUpdateBody = z
  .object({ full_name: fullNameField, phone: phoneField.nullable(), address: addressSchema.nullable() })
  .partial()
  .strict();
export const completeRegistrationBody = z.object({
  full_name: fullNameField,
  cpf: cpfField,
  phone: phoneField,
  creci: partnerCreciField.optional(),
  cnpj: cnpjField.optional(),
  address: addressSchema,
});

// ---- Self sign-up of external agents and partner brokers ----
export const partnerSignupBody = z.object({
  full_name: fullNameField,
  email: emailField,
  password: passwordField,
  cpf: cpfField,
  phone: phoneField,
  /** Required for AGENT_PARTNER (a broker needs a CRECI), optional for AGENT_PATRIANI: the service says which. */
  creci: partnerCreciField.optional(),
  cnpj: cnpjField.optional(),
});
export const verifyPartnerQuery = z
  .object({ email: emailField.optional(), cpf: cpfField.optional(), cnpj: cnpjField.optional() })
  .refine((q) => q.email || q.cpf || q.cnpj, { error: "informe email, cpf ou cnpj", path: ["email"] });
export const verifyPartnerResponse = z.object({
  exists: z.boolean(),
  email: z.boolean(),
  cpf: z.boolean(),
  cnpj: z.boolean(),
});
/** GET /users/cpf/{cpf}, /users/cnpj/{cnpj}: only whether the document is taken (decision 033). */
export const documentLookupResponse = z.object({ registered: z.boolean() });

/** GET /users/specialists: who can receive leads (pickers for reassign/distribute). */
export const assigneeSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  roles: z.array(z.string()),
  availability_status: availabilityStatusSchema,
});
export type AssigneeDto = z.infer<typeof assigneeSchema>;
export const assigneeListResponse = z.object({ payload: z.array(assigneeSchema) });
