import { z } from "zod";
import { listResponse, paginationQuery } from "./common";
import { FIELD_MSG } from "./messages";
import { PARTNER_STATUSES } from "./partner-status";
import { cpfField, emailField, fullNameField, phoneField } from "./users";

// ---- Partner approval (decision 064) ----
/** A partner as the approval screen lists them: who they are and how to check their CRECI. */
export const partnerSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  creci: z.string().nullable(),
  is_registration_complete: z.boolean(),
  partner_status: z.enum(PARTNER_STATUSES),
  partner_rejection_reason: z.string().nullable(),
  partner_reviewed_at: z.string().nullable(),
  partner_reviewed_by_name: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerDto = z.infer<typeof partnerSchema>;
export const partnerListQuery = paginationQuery.extend({
  status: z.enum(PARTNER_STATUSES, { error: FIELD_MSG.invalidOption }).default("PENDING_APPROVAL"),
  search: z.string().trim().max(120).optional().describe("Part of the name, e-mail, CPF or CRECI."),
});
export const partnerListResponse = listResponse(partnerSchema);
export const partnerRejectBody = z.object({
  reason: z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(5, { error: FIELD_MSG.tooShort(5) })
    .max(500, { error: FIELD_MSG.tooLong(500) }),
});

// ---- A partner's own clients (decision 064) ----
/**
 * POST /leads/partner-clients: the partner broker registers their client for an enterprise (from the proposal or
 * the reservation). The client becomes a lead the partner owns, unless the phone or CPF is already a lead of that
 * enterprise: then 409 (MSG.partnerClientTaken) and nothing of that lead is shown.
 */
export const partnerClientBody = z.object({
  full_name: fullNameField,
  phone: phoneField,
  cpf: cpfField,
  email: emailField.optional(),
  enterprise_id: z.uuid({ error: FIELD_MSG.invalid }),
});
export type PartnerClientInput = z.input<typeof partnerClientBody>;
export const partnerClientSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  phone: z.string(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  enterprise_id: z.string().nullable(),
  /** True when the partner had already registered this client: the same lead comes back. */
  already_yours: z.boolean(),
});
export type PartnerClientDto = z.infer<typeof partnerClientSchema>;
