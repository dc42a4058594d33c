import { isoDayField } from "@portal/contracts/lead-schema-helpers";
import { z } from "zod";

/** The agenda's URL: view, day, specialists (comma-joined); filters live in the URL (back/forward, shared links). */
export const SCHEDULE_VIEWS = ["day", "week", "month"] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export const scheduleSearchSchema = z.object({
  view: z.enum(SCHEDULE_VIEWS).optional().catch(undefined),
  // A day that does not exist (?day=2026-13-40) falls back to today instead of breaking the page.
  day: isoDayField.optional().catch(undefined),
  specialists: z
    .string()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i)
    .optional()
    .catch(undefined),
});
export type ScheduleSearch = z.infer<typeof scheduleSearchSchema>;
