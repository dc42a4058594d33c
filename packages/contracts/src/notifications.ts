import { z } from "zod";
import { paginationSchema, queryBoolean } from "./common";
import { WORKING_SYSTEMS, workingSystemSchema } from "./users";

/** Spec 3 "Notification filter types"; 'ALL' in a filter means no type filter. */
export const NOTIFICATION_TYPES = [
  "NEW_LEAD",
  "UNIT_AVAILABLE",
  "SERVICE_REPORT",
  "VISIT_STAND",
  "NEW_PROPOSAL",
  "PROPOSAL_AWAITING_APPROVAL",
  "PROPOSAL_APPROVED",
  "PROPOSAL_CANCELED",
  "PROPOSAL_DISAPPROVED",
  "THERMOMETER_ALERT",
  "LEAD_CONTRACT_INFO_COMPLETED",
  "IN_TIME",
  "GENERIC",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  NEW_LEAD: "Novo lead",
  UNIT_AVAILABLE: "Unidade disponível",
  SERVICE_REPORT: "Relatório de atendimento",
  VISIT_STAND: "Visita ao stand",
  NEW_PROPOSAL: "Nova proposta",
  PROPOSAL_AWAITING_APPROVAL: "Proposta aguardando aprovação",
  PROPOSAL_APPROVED: "Proposta aprovada",
  PROPOSAL_CANCELED: "Proposta cancelada",
  PROPOSAL_DISAPPROVED: "Proposta reprovada",
  THERMOMETER_ALERT: "Alerta do termômetro",
  LEAD_CONTRACT_INFO_COMPLETED: "Dados de contrato preenchidos",
  IN_TIME: "No prazo",
  GENERIC: "Geral",
};
/** A stored type this version does not know reads "Notificação", never the code. */
export function notificationTypeLabel(type: string): string {
  return (NOTIFICATION_TYPE_LABELS as Record<string, string>)[type] ?? "Notificação";
}

/** Tabs of the notifications page. */
export const NOTIFICATION_TABS = ["ALL", "UNREAD", "READ"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
export const NOTIFICATION_TAB_LABELS: Record<NotificationTab, string> = {
  ALL: "Todas",
  UNREAD: "Não lidas",
  READ: "Lidas",
};

/** Title of the notification the distribution creates for an offer (spec 4, new-lead alert). */
export const NEW_LEAD_NOTIFICATION_TITLE = "Novo Lead na sua carteira";

/**
 * Default `working_systems` filter when the query omits it: CLIENTS, as the spec says (spec 7 and 9).
 * The portal (web) always sends SALES, which is what the distribution's notifications carry.
 */
export const DEFAULT_NOTIFICATION_WORKING_SYSTEMS = ["CLIENTS"] as const;

/** Wire DTO (spec 3). `deadline` only when set (NEW_LEAD offers). */
export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  receiver_id: z.string(),
  readed: z.boolean(),
  was_shown: z.boolean(),
  working_systems: z.array(workingSystemSchema),
  linked_content: z.string().nullable(),
  type: notificationTypeSchema,
  enterprise_id: z.string().nullable(),
  unit_id: z.string().nullable(),
  deadline: z.string().optional(),
  /**
   * NEW_LEAD only, while the offer's clock is stopped (its specialist serves a visitor at the stand, decision 063):
   * the milliseconds it had left. The deadline moves by the time paused when the attendance ends.
   */
  offer_paused_left_ms: z.number().int().optional(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** Empty query values are treated as absent (the web drops them, other clients may not). */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const uuidField = z.uuid({ error: "deve ser um identificador válido" });

/** `SALES`, `SALES,CLIENTS` or repeated `working_systems=` keys. */
const workingSystemsQuery = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(WORKING_SYSTEMS, { error: `deve ser um de: ${WORKING_SYSTEMS.join(", ")}` })).min(1),
);

const typeOrAll = blank(
  z.enum([...NOTIFICATION_TYPES, "ALL"], { error: `deve ser um de: ALL, ${NOTIFICATION_TYPES.join(", ")}` }),
);

/** Query of GET /notifications/list (the second list variant: no type or tab filter). */
export const notificationBaseQuery = z.object({
  /** Must be the caller when given (403 otherwise): a user reads only their own notifications. */
  receiver_id: blank(uuidField),
  readed: blank(queryBoolean),
  was_shown: blank(queryBoolean),
  enterprise_id: blank(uuidField),
  unit_id: blank(uuidField),
  working_systems: blank(workingSystemsQuery).default([...DEFAULT_NOTIFICATION_WORKING_SYSTEMS]),
  /** true: the answer also carries `unread` (unread count under the same filters, ignoring readed/tab). */
  count: blank(queryBoolean).default(false),
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(20),
  /** Only createdAt is sortable (the indexes are on receiver_id, created_at). */
  sortBy: blank(z.enum(["createdAt"], { error: "deve ser createdAt" })).default("createdAt"),
  direction: blank(z.enum(["asc", "desc"])).default("desc"),
});

/** Query of GET /notifications: the base filters plus type (`filterType` or `type`) and the tab. */
export const notificationListQuery = notificationBaseQuery.extend({
  filterType: typeOrAll,
  type: typeOrAll,
  tabFilter: blank(z.enum(NOTIFICATION_TABS, { error: `deve ser um de: ${NOTIFICATION_TABS.join(", ")}` })).default(
    "ALL",
  ),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;
export type NotificationBaseQuery = z.output<typeof notificationBaseQuery>;

/** Query of GET /notifications/grouped. */
export const notificationGroupedQuery = notificationBaseQuery.pick({
  receiver_id: true,
  enterprise_id: true,
  unit_id: true,
  working_systems: true,
});
export type NotificationGroupedQuery = z.output<typeof notificationGroupedQuery>;

export const notificationListResponse = z.object({
  payload: z.array(notificationSchema),
  pagination: paginationSchema,
  unread: z.number().int().optional(),
});

export const notificationGroupedResponse = z.object({
  payload: z.array(z.object({ type: notificationTypeSchema, total: z.number().int(), unread: z.number().int() })),
  total: z.number().int(),
  unread: z.number().int(),
});

export const notificationMarkAllResponse = z.object({ message: z.string(), updated: z.number().int() });

export const NOTIFICATION_MSG = {
  notFound: "Notificação não encontrada.",
  onlyOwn: "Você só pode acessar as suas próprias notificações.",
  allRead: "Notificações marcadas como lidas.",
} as const;
