import { z } from "zod";
import {
  INDEX_TYPES,
  RESERVATION_STATUSES,
  RESERVE_DURATIONS_MINUTES_ALTERNATE,
  RESERVE_TYPES,
  reserveDurationsFor,
  reserveTypeSchema,
  UNIT_POSITIONS,
  UNIT_STATUSES,
  UNIT_TYPES,
  unitStatusSchema,
} from "./inventory-enums";
import { FIELD_MSG } from "./messages";

/** Units, unit actions, reservations and the mirror (docs/decisions/011). Money: integer centavos. */

export const unitSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  tower_id: z.string(),
  tower_name: z.string(),
  floor: z.number().int(),
  number: z.string(),
  type: z.enum(UNIT_TYPES),
  bedrooms: z.number().int(),
  suites: z.number().int(),
  private_area: z.number(),
  position: z.enum(UNIT_POSITIONS),
  garage_spots: z.number().int(),
  /** Real status for staff; the fake status (when set) for partner brokers. */
  status: z.enum(UNIT_STATUSES),
  suspended: z.boolean(),
  /** Only for staff (null for partner brokers). */
  fake_status: z.enum(UNIT_STATUSES).nullable(),
  price: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type UnitDto = z.infer<typeof unitSchema>;

const reasonField = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .min(3, { error: FIELD_MSG.tooShort(3) })
  .max(500, { error: FIELD_MSG.tooLong(500) });

/** Body of every unit action: why (written to the unit log). */
export const unitActionBody = z.object({ reason: reasonField.optional() }).strict();
/** Actions that need a reason: suspend, exchange, make-sold-for-admin, cancel-sale-process. */
export const unitActionWithReasonBody = z.object({ reason: reasonField }).strict();
export const fakeStatusBody = z
  .object({
    /** null clears the fake status (brokers see the real one again). */
    fake_status: unitStatusSchema.nullable(),
    reason: reasonField.optional(),
  })
  .strict();

export const unitLogSchema = z.object({
  _id: z.string(),
  unit_id: z.string(),
  actor_id: z.string().nullable(),
  action: z.string(),
  from_status: z.enum(UNIT_STATUSES).nullable(),
  to_status: z.enum(UNIT_STATUSES).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const unitLogListResponse = z.object({ payload: z.array(unitLogSchema) });

export const reserveDurationSchema = z
  .number({ error: "deve ser um número inteiro de minutos" })
  .int({ error: "deve ser um número inteiro de minutos" })
  .refine((v) => (RESERVE_DURATIONS_MINUTES_ALTERNATE as readonly number[]).includes(v), {
    error: `deve ser uma das durações permitidas (minutos): ${RESERVE_DURATIONS_MINUTES_ALTERNATE.join(", ")}`,
  });

export const reservationCreateBody = z
  .object({
    type: reserveTypeSchema,
    /** Required for CUSTOMER_NEGOTIATION. */
    lead_id: z.uuid({ error: FIELD_MSG.invalid }).nullable().default(null),
    /** Who holds the reservation; defaults to the caller. Staff may reserve for another broker. */
    broker_id: z.uuid({ error: FIELD_MSG.invalid }).optional(),
    /** Minutes (spec 9); 0 = indefinite, technical reserves only. */
    duration_minutes: reserveDurationSchema,
    /** When the unit is already reserved: join its waiting queue instead of getting 409. */
    queue: z.boolean().default(false),
    observations: z
      .string()
      .trim()
      .max(500, { error: FIELD_MSG.tooLong(500) })
      .optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.type === "CUSTOMER_NEGOTIATION" && !b.lead_id) {
      ctx.addIssue({ code: "custom", path: ["lead_id"], message: "é obrigatório para reservas de negociação" });
    }
    if (!reserveDurationsFor(b.type).includes(b.duration_minutes)) {
      ctx.addIssue({
        code: "custom",
        path: ["duration_minutes"],
        message: "30 dias só vale para reserva técnica",
      });
    }
  });
export type ReservationCreateInput = z.output<typeof reservationCreateBody>;

export const reservationSchema = z.object({
  _id: z.string(),
  unit_id: z.string(),
  enterprise_id: z.string(),
  lead_id: z.string().nullable(),
  broker_id: z.string(),
  type: z.enum(RESERVE_TYPES),
  duration_minutes: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  queue_position: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  observations: z.string().nullable(),
  createdAt: z.string(),
});
export type ReservationDto = z.infer<typeof reservationSchema>;
export const reservationListResponse = z.object({ payload: z.array(reservationSchema) });
export const reservationReleaseBody = z.object({ reason: reasonField.optional() }).strict();

export const mirrorUnitSchema = z.object({
  _id: z.string(),
  number: z.string(),
  floor: z.number().int(),
  type: z.enum(UNIT_TYPES),
  bedrooms: z.number().int(),
  private_area: z.number(),
  position: z.enum(UNIT_POSITIONS),
  garage_spots: z.number().int(),
  status: z.enum(UNIT_STATUSES),
  suspended: z.boolean(),
  price: z.number().int().nullable(),
  /** The active reservation's end (for the countdown); null when none or indefinite. */
  reserved_until: z.string().nullable(),
});
export const mirrorSchema = z.object({
  enterprise: z.object({ _id: z.string(), name: z.string(), index_type: z.enum(INDEX_TYPES).nullable() }),
  towers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      floors: z.array(z.object({ floor: z.number().int(), units: z.array(mirrorUnitSchema) })),
    }),
  ),
  /** Units per status (as the caller sees them) and suspended. */
  summary: z.record(z.string(), z.number().int()),
  generatedAt: z.string(),
});
export type MirrorDto = z.infer<typeof mirrorSchema>;

export const UNIT_MSG = {
  notFound: "Unidade não encontrada.",
  changedConcurrently: "A unidade foi alterada por outra pessoa. Atualize o espelho e tente novamente.",
  fakeStatusAdminOnly: "Somente administradores podem alterar o status exibido aos corretores.",
  /** A unit action the caller's roles may not take, named by its label (UNIT_ACTION_LABELS). */
  actionForbidden: (actionLabel: string) => `Você não tem permissão para ${actionLabel}.`,
} as const;

export const RESERVATION_MSG = {
  notFound: "Reserva não encontrada.",
  /** Extending (an approved RESERVE_EXTENSION solicitation, decision 054). */
  notActiveToExtend: "A reserva não está mais ativa (expirou, foi liberada ou convertida); nada foi alterado.",
  indefiniteNoExtend: "A reserva não tem prazo para prorrogar; nada foi alterado.",
  unitReserved: "A unidade já está reservada.",
  unitNotReservable: "A unidade não está disponível para reserva.",
  alreadyQueued: "Este lead já tem uma reserva ativa ou na fila desta unidade.",
  technicalOnlyStaff: "Somente a equipe de vendas pode fazer reservas técnicas.",
  indefiniteOnlyStaff: "Somente a equipe de vendas pode reservar sem prazo.",
  otherBrokerOnlyStaff: "Somente a equipe de vendas pode reservar em nome de outro corretor.",
  notYours: "Você só pode liberar as suas próprias reservas.",
  notOpen: "Esta reserva já foi encerrada.",
  leadNotFound: "deve ser um lead existente",
  leadNotInPortfolio: "deve ser um lead da sua carteira",
  brokerNotFound: "deve ser um corretor ativo",
  unitAvailableTitle: "Unidade disponível",
  unitAvailableMessage: (unit: string, enterprise: string) =>
    `A unidade ${unit} de ${enterprise} agora está reservada para você (sua vez na fila).`,
} as const;

/** GET /enterprises/{id}/units: the mirror's filters (bedrooms, area, price, status) as a paged list. */
export const unitListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  tower_id: z.uuid({ error: FIELD_MSG.invalid }).optional(),
  status: unitStatusSchema.optional(),
  bedrooms: z.coerce
    .number({ error: "deve ser um número inteiro" })
    .int({ error: "deve ser um número inteiro" })
    .min(0)
    .max(10)
    .optional(),
  min_area: z.coerce.number({ error: "deve ser um número" }).min(0).optional(),
  max_area: z.coerce.number({ error: "deve ser um número" }).min(0).optional(),
  min_price: z.coerce.number({ error: "deve ser um valor em centavos" }).int().min(0).optional(),
  max_price: z.coerce.number({ error: "deve ser um valor em centavos" }).int().min(0).optional(),
});
export type UnitListQuery = z.output<typeof unitListQuery>;
export const unitListResponse = z.object({
  payload: z.array(unitSchema),
  pagination: z.object({ total: z.number().int(), skip: z.number().int(), limit: z.number().int() }),
});

/** GET /enterprises/{id}/download-availability-sheet and download-values-sheet: XLSX (default) or PDF. */
export const SHEET_FORMATS = ["xlsx", "pdf"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
export const sheetQuery = z.object({
  format: z.enum(SHEET_FORMATS, { error: FIELD_MSG.invalidOption }).default("xlsx"),
});
