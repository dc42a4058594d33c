import { z } from "zod";
import { optionalBody, text, uuidField } from "./lead-schema-helpers";
import { leadSchema } from "./leads-dto";

// ---- attendance and favourites ----
export const attendanceSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  attendant_id: z.string(),
  attendant_identifier: z.string().nullable(),
  is_temporary: z.boolean(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export const attendanceBody = z.object({
  attendant_id: uuidField,
  attendant_identifier: text(120).optional(),
  is_temporary: z.boolean().default(false),
});
export const attendanceResponse = z.object({ lead: leadSchema, attendance: attendanceSchema });
export const attendBody = optionalBody(z.object({ leadId: uuidField.optional() }));
export const attendResponse = z.object({ message: z.string(), lead: leadSchema, attendance: attendanceSchema });
export const favoriteBody = z.object({ favorite: z.boolean() });
export const favoriteResponse = z.object({ lead_id: z.string(), favorite: z.boolean() });
