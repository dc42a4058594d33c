import { z } from "zod";

/** Typed settings with defaults. Stored as key/value rows; a missing row means the default. */
export const SETTINGS = {
  lead_acceptance_deadline_minutes: { schema: z.number().int().min(1).max(1440), default: 10 },
  days_to_go_to_base: { schema: z.number().int().min(1).max(365), default: 15 },
  login_max_attempts_per_ip: { schema: z.number().int().min(1), default: 20 },
  login_max_attempts_per_email: { schema: z.number().int().min(1), default: 5 },
} as const;
export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
