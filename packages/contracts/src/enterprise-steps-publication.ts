import { z } from "zod";
import { int } from "./enterprise-step-fields";
import { MEDIA_TYPES, mediaTypeSchema } from "./inventory-enums";
import { FIELD_MSG } from "./messages";

// ───────── Step 5: medias (files are uploaded through their own routes) ─────────
export const mediaInput = z
  .object({
    type: mediaTypeSchema,
    title: z.string().trim().max(120).nullable().default(null),
    url: z.url({ error: "deve ser um endereço http(s) válido", protocol: /^https?$/ }),
  })
  .strict();
export const step5Body = z.object({ medias: z.array(mediaInput, { error: "deve ser uma lista" }).max(100) }).strict();
export type Step5Input = z.output<typeof step5Body>;
export const step5Schema = z.object({
  medias: z.array(
    z.object({
      _id: z.string(),
      type: z.enum(MEDIA_TYPES),
      title: z.string().nullable(),
      url: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
  files: z.array(z.object({ _id: z.string(), file_type: z.string(), file_name: z.string(), createdAt: z.string() })),
});

// ───────── Step 6: teams, approvers, publication ─────────
export const step6Body = z
  .object({
    sales_team_ids: z.array(z.uuid({ error: FIELD_MSG.invalid }), { error: "deve ser uma lista" }).max(50),
    approvers: z
      .array(z.object({ user_id: z.uuid({ error: FIELD_MSG.invalid }), level: int(1, 5).default(1) }).strict(), {
        error: "deve ser uma lista",
      })
      .max(50),
    published: z.boolean({ error: "deve ser verdadeiro ou falso" }),
  })
  .strict();
export type Step6Input = z.output<typeof step6Body>;
export const step6Schema = z.object({
  sales_team_ids: z.array(z.string()),
  approvers: z.array(z.object({ user_id: z.string(), full_name: z.string(), level: z.number().int() })),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});

/** PUT /enterprises/{id}/sales-teams-settings */
export const salesTeamsSettingsBody = z
  .object({ sales_team_ids: z.array(z.uuid({ error: FIELD_MSG.invalid }), { error: "deve ser uma lista" }).max(50) })
  .strict();
/** POST /enterprises/{id}/add-approvers: adds (or re-levels) approvers, keeping the others. */
export const addApproversBody = z
  .object({
    approvers: z
      .array(z.object({ user_id: z.uuid({ error: FIELD_MSG.invalid }), level: int(1, 5).default(1) }).strict(), {
        error: "deve ser uma lista",
      })
      .min(1, { error: FIELD_MSG.required })
      .max(50),
  })
  .strict();
