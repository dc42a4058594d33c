import { z } from "zod";
import { idSchema, listResponse, paginationQuery, queryBoolean } from "./common";
import { availabilityStatusSchema, withAvailabilityLabels } from "./users";

/** Roulettes (lead rotation), their agents, logs and specialist availability. Spec sections 3, 4 and 7. */

export const ROULETTE_TYPES = ["ONLINE", "BOOTH"] as const;
export const rouletteTypeSchema = z.enum(ROULETTE_TYPES);
export type RouletteType = (typeof ROULETTE_TYPES)[number];
export const ROULETTE_TYPE_LABELS: Record<RouletteType, string> = {
  ONLINE: "Online",
  BOOTH: "Plantão",
};
export const ROULETTE_AGENT_STATUSES = ["AVAILABLE", "IN_PAUSE", "IN_ATTENDANCE"] as const;
export const SELF_STATUSES = ["AVAILABLE", "IN_PAUSE"] as const;
export const AGENT_ACTIONS = ["PAUSE", "RESUME", "REMOVE"] as const;
/** A coordinator's action on a member, as its log text names it ("(PAUSE por Ana)" reads "(pausa por Ana)"). */
export const AGENT_ACTION_LABELS: Record<(typeof AGENT_ACTIONS)[number], string> = {
  PAUSE: "Pausa",
  RESUME: "Retomada",
  REMOVE: "Remoção",
};

/** What a roulette log row's `action` says: the roulette's changes, its members' and each distribution step. */
export const ROULETTE_LOG_ACTIONS = [
  "CREATED",
  "UPDATED",
  "AGENT_ADDED",
  "AGENT_REMOVED",
  "CHECK_OUT",
  "STATUS",
  "SHUFFLED",
  "TO_FIRST_POSITION",
  "PLAY_IN_ROULETTE",
  "WAITING",
  "SKIPPED",
  "OFFERED",
  "ACCEPTED",
  "EXPIRED",
  "NEW_CYCLE",
  "NO_ROULETTE",
] as const;
export type RouletteLogAction = (typeof ROULETTE_LOG_ACTIONS)[number];
export const ROULETTE_LOG_ACTION_LABELS: Record<RouletteLogAction, string> = {
  CREATED: "Roleta criada",
  UPDATED: "Roleta alterada",
  AGENT_ADDED: "Especialista adicionado",
  AGENT_REMOVED: "Especialista removido",
  CHECK_OUT: "Check-out",
  STATUS: "Mudança de status",
  SHUFFLED: "Ordem sorteada",
  TO_FIRST_POSITION: "Movido para o início",
  PLAY_IN_ROULETTE: "Jogado na roleta",
  WAITING: "Aguardando",
  SKIPPED: "Pulado",
  OFFERED: "Ofertado",
  ACCEPTED: "Atendido",
  EXPIRED: "Expirado",
  NEW_CYCLE: "Novo ciclo",
  NO_ROULETTE: "Sem roleta",
};
/** A stored action this version does not know reads "Registro", never the code. */
export function rouletteLogActionLabel(action: string): string {
  return (ROULETTE_LOG_ACTION_LABELS as Record<string, string>)[action] ?? "Registro";
}

const AGENT_ACTION_IN_TEXT = new RegExp(`\\((${AGENT_ACTIONS.join("|")}) por `, "g");
const ROULETTE_TYPE_IN_TEXT = new RegExp(`\\broleta (${ROULETTE_TYPES.join("|")})\\b`, "g");

/**
 * A roulette log's stored text as a user reads it. The API keeps codes in the text (and in `data`), and this is
 * how every row reads, old ones included: "IN_PAUSE -> AVAILABLE (RESUME por Ana)" reads
 * "Em pausa → Disponível (retomada por Ana)"; "nenhuma roleta BOOTH ativa ..." reads "nenhuma roleta Plantão ativa ...".
 */
export function rouletteLogText(text: string): string {
  return withAvailabilityLabels(text)
    .replace(
      AGENT_ACTION_IN_TEXT,
      (_, action: (typeof AGENT_ACTIONS)[number]) => `(${AGENT_ACTION_LABELS[action].toLowerCase()} por `,
    )
    .replace(
      ROULETTE_TYPE_IN_TEXT,
      (_, type: (typeof ROULETTE_TYPES)[number]) => `roleta ${ROULETTE_TYPE_LABELS[type]}`,
    );
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "deve estar no formato HH:MM" });

const rouletteFields = {
  name: z.string().trim().min(1).max(120),
  type: rouletteTypeSchema,
  enterprise_ids: z.array(idSchema).max(500),
  temporary_agent_mode: z.boolean(),
  active: z.boolean(),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7),
  starts_at: hhmm.nullable(),
  ends_at: hhmm.nullable(),
};

export const rouletteCreateBody = z.object({
  name: rouletteFields.name,
  type: rouletteFields.type,
  enterprise_ids: rouletteFields.enterprise_ids.default([]),
  temporary_agent_mode: rouletteFields.temporary_agent_mode.default(false),
  active: rouletteFields.active.default(true),
  weekdays: rouletteFields.weekdays.default([]),
  starts_at: rouletteFields.starts_at.optional(),
  ends_at: rouletteFields.ends_at.optional(),
});
export type RouletteCreateInput = z.output<typeof rouletteCreateBody>;

export const rouletteUpdateBody = z.object(rouletteFields).partial();
export type RouletteUpdateInput = z.output<typeof rouletteUpdateBody>;

export const rouletteListQuery = z.object({
  type: rouletteTypeSchema.optional(),
  enterprise_id: idSchema.optional(),
  temporary_agent_mode: queryBoolean.optional(),
});
export type RouletteListQuery = z.output<typeof rouletteListQuery>;

export const rouletteAgentSchema = z.object({
  _id: z.string(),
  roulette_id: z.string(),
  user: z.object({ _id: z.string(), full_name: z.string() }),
  /** ONLINE or BOOTH: the agent's own type on the wire (spec section 3), its roulette's type. */
  type: rouletteTypeSchema,
  status: z.enum(ROULETTE_AGENT_STATUSES),
  /** The member's presence (the user's availability_status): an OFFLINE member is out of the rotation (036). */
  availability_status: availabilityStatusSchema,
  added_by_id: z.string().nullable(),
  position: z.number().int(),
  offers_today: z.number().int(),
  assigned_today: z.number().int(),
  last_offered_at: z.string().nullable(),
  last_assigned_at: z.string().nullable(),
});
export type RouletteAgentDto = z.infer<typeof rouletteAgentSchema>;

export const rouletteSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: rouletteTypeSchema,
  enterprise_ids: z.array(z.string()),
  temporary_agent_mode: z.boolean(),
  active: z.boolean(),
  weekdays: z.array(z.number().int()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RouletteDto = z.infer<typeof rouletteSchema>;

export const rouletteDetailSchema = rouletteSchema.extend({
  agents: z.array(rouletteAgentSchema),
  waiting_leads: z.number().int(),
});

export const rouletteListResponse = z.object({ payload: z.array(rouletteSchema) });

export const agentListQuery = paginationQuery.extend({
  agent_id: idSchema.optional(),
  /** Comma-joined roulette types. */
  type: z.string().optional(),
  /** Comma-joined enterprise ids. */
  enterprise_ids: z.string().optional(),
});
export type AgentListQuery = z.output<typeof agentListQuery>;
export const agentListItemSchema = rouletteAgentSchema.extend({
  roulette: z.object({ _id: z.string(), name: z.string(), type: rouletteTypeSchema }),
});
export const agentListResponse = listResponse(agentListItemSchema);

/**
 * Adds a member (docs/decisions/036). `status` is the member's status in this roulette; when omitted it follows
 * the specialist's presence (AVAILABLE stays AVAILABLE, anything else IN_PAUSE). The presence is never changed.
 */
export const addAgentBody = z.object({ user_id: idSchema, status: z.enum(SELF_STATUSES).optional() });
export const removeAgentBody = z.object({ user_id: idSchema, roulette_id: idSchema.optional() });
export const agentStatusBody = z.object({ status: z.enum(SELF_STATUSES) });
export const agentActionBody = z.object({ action: z.enum(AGENT_ACTIONS) });
export const availabilityBody = z.object({ availability_status: z.enum(SELF_STATUSES) });
export const availabilityResponse = z.object({ availability_status: z.string() });

export const rouletteLogQuery = paginationQuery.extend({ lead_id: idSchema.optional(), user_id: idSchema.optional() });
export type RouletteLogQuery = z.output<typeof rouletteLogQuery>;
export const rouletteLogSchema = z.object({
  _id: z.string(),
  roulette_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  /** The lead the decision is about, by name (null for decisions about no lead). */
  lead_name: z.string().nullable(),
  user_id: z.string().nullable(),
  actor_id: z.string().nullable(),
  action: z.string(),
  reason: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const rouletteLogListResponse = listResponse(rouletteLogSchema);

/** GET /roulettes/logs?lead_id=: every decision about one lead, across roulettes, oldest first ("why X got it"). */
export const leadRouletteLogQuery = paginationQuery.extend({ lead_id: idSchema });
export type LeadRouletteLogQuery = z.output<typeof leadRouletteLogQuery>;
export const leadRouletteLogSchema = rouletteLogSchema.extend({ roulette_name: z.string().nullable() });
export type LeadRouletteLogDto = z.infer<typeof leadRouletteLogSchema>;
export const leadRouletteLogListResponse = listResponse(leadRouletteLogSchema);

export const shootResponse = z.object({ message: z.string(), offered: z.number().int() });
export const playInRouletteResponse = z.object({
  message: z.string(),
  status: z.enum(["offered", "waiting", "dropped", "nothing"]),
  owner_id: z.string().nullable(),
});

/** POST /leads/play-in-roulette: several leads at once (the base's bulk action). All checked before any is moved. */
export const playInRouletteBulkBody = z.object({
  leads: z
    .array(idSchema)
    .min(1, { error: "deve ter ao menos um lead" })
    .max(500, { error: "deve ter no máximo 500 leads" }),
});
export const playInRouletteBulkResponse = z.object({
  message: z.string(),
  results: z.array(
    z.object({
      lead_id: z.string(),
      status: z.enum(["offered", "waiting", "dropped", "nothing"]),
      owner_id: z.string().nullable(),
    }),
  ),
});
