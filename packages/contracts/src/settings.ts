import { z } from "zod";
import {
  DEFAULT_SHIFT_CHECK_IN_TOLERANCE_MINUTES,
  DEFAULT_SHIFT_HOURS,
  shiftHoursSchema,
} from "./availability-schedules";

/** Typed settings with defaults. Stored as key/value rows; a missing row means the default. */
export const SETTINGS = {
  lead_acceptance_deadline_minutes: { schema: z.number().int().min(1).max(1440), default: 10 },
  days_to_go_to_base: { schema: z.number().int().min(1).max(365), default: 15 },
  pre_lead_max_acquisitions_per_day: { schema: z.number().int().min(1).max(1000), default: 20 },
  /** Enterprises whose pre-leads are offered to specialists; empty = every enterprise. */
  pre_lead_offered_enterprise_ids: { schema: z.array(z.uuid()).max(500), default: [] as string[] },
  /** The shifts' hours (decision 052), America/Sao_Paulo; N ends at 24:00. */
  shift_hours: { schema: shiftHoursSchema, default: DEFAULT_SHIFT_HOURS },
  /** How early a scheduled specialist may check in before their shift starts (decision 052). */
  shift_check_in_tolerance_minutes: {
    schema: z.number().int().min(0).max(120),
    default: DEFAULT_SHIFT_CHECK_IN_TOLERANCE_MINUTES,
  },
} as const;
export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;

export const SETTING_LABELS: Record<SettingKey, string> = {
  lead_acceptance_deadline_minutes: "Prazo para aceitar um lead (minutos)",
  days_to_go_to_base: "Dias sem atividade até o lead voltar para a base",
  pre_lead_max_acquisitions_per_day: "Máximo de pré-leads adquiridos por especialista por dia",
  pre_lead_offered_enterprise_ids: "Empreendimentos com pré-leads em oferta (vazio = todos)",
  shift_hours: "Horários dos turnos (Manhã, Tarde, Noite)",
  shift_check_in_tolerance_minutes: "Tolerância para check-in antes do turno (minutos)",
};

export const settingSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.unknown(),
  default: z.unknown(),
});
export const settingsListResponse = z.object({ payload: z.array(settingSchema) });
export const settingUpdateBody = z.object({ value: z.unknown() });
