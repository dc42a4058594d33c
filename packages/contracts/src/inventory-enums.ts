import { z } from "zod";
import { FIELD_MSG } from "./messages";

/**
 * Enumerations of inventory and deals. Values are the spec's (section 3) where it lists
 * them; the rest are ours (docs/decisions/011-inventory-and-deals.md). Mirrored by prisma enums.
 */
export const UNIT_STATUSES = ["AVAILABLE", "RESERVED", "IN_SALES_PROCESS", "SOLD"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  AVAILABLE: "Disponível",
  RESERVED: "Reservada",
  IN_SALES_PROCESS: "Em processo de venda",
  SOLD: "Vendida",
};

export const OWNERSHIPS = ["PATRIANI", "PARTNER"] as const;
export const OWNERSHIP_LABELS: Record<(typeof OWNERSHIPS)[number], string> = {
  PATRIANI: "Própria (incorporadora)",
  PARTNER: "Parceira",
};
export const INDEX_TYPES = ["INCCDI", "IGPM"] as const;
export type IndexType = (typeof INDEX_TYPES)[number];
export const INDEX_TYPE_LABELS: Record<IndexType, string> = { INCCDI: "INCC-DI", IGPM: "IGP-M" };

export const MEDIA_TYPES = ["VIDEO", "MAP", "TOUR_360", "FLOOR_VIEW", "LOCALIZATION"] as const;
export const MEDIA_TYPE_LABELS: Record<(typeof MEDIA_TYPES)[number], string> = {
  VIDEO: "Vídeo",
  MAP: "Mapa",
  TOUR_360: "Tour 360°",
  FLOOR_VIEW: "Vista do andar",
  LOCALIZATION: "Localização",
};

export const RESERVE_TYPES = ["CUSTOMER_NEGOTIATION", "TECHNICAL_RESERVE"] as const;
export type ReserveType = (typeof RESERVE_TYPES)[number];
export const RESERVE_TYPE_LABELS: Record<ReserveType, string> = {
  CUSTOMER_NEGOTIATION: "Negociação com cliente",
  TECHNICAL_RESERVE: "Reserva técnica",
};
export const RESERVATION_STATUSES = ["ACTIVE", "QUEUED", "EXPIRED", "RELEASED", "CONVERTED", "CANCELED"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  ACTIVE: "Ativa",
  QUEUED: "Na fila",
  EXPIRED: "Expirada",
  RELEASED: "Liberada",
  CONVERTED: "Convertida em venda",
  CANCELED: "Cancelada",
};

/**
 * What a unit log row's `action` says (GET /enterprises/units/{unitId}/logs): the unit actions in upper case
 * (SUSPEND, START_SALE_PROCESS, ...), the reservation steps, the brokers' fake status and the sale's distrato.
 */
export const UNIT_LOG_ACTIONS = [
  "RESERVE",
  "RESERVE_QUEUED",
  "RESERVE_QUEUE_LEFT",
  "RESERVE_RELEASED",
  "RESERVE_EXPIRED",
  "RESERVE_PROMOTED",
  "RESERVE_EXTENDED",
  "SUSPEND",
  "MAKE_AVAILABLE",
  "EXCHANGE",
  "START_SALE_PROCESS",
  "CANCEL_SALE_PROCESS",
  "MAKE_SOLD_FOR_ADMIN",
  "FAKE_STATUS",
  "DISTRATO",
] as const;
export type UnitLogAction = (typeof UNIT_LOG_ACTIONS)[number];
export const UNIT_LOG_ACTION_LABELS: Record<UnitLogAction, string> = {
  RESERVE: "Reserva",
  RESERVE_QUEUED: "Entrada na fila de reserva",
  RESERVE_QUEUE_LEFT: "Saída da fila de reserva",
  RESERVE_RELEASED: "Reserva liberada",
  RESERVE_EXPIRED: "Reserva expirada",
  RESERVE_PROMOTED: "Reserva da fila ativada",
  RESERVE_EXTENDED: "Reserva prorrogada",
  SUSPEND: "Suspensão",
  MAKE_AVAILABLE: "Disponibilizada",
  EXCHANGE: "Permuta",
  START_SALE_PROCESS: "Início do processo de venda",
  CANCEL_SALE_PROCESS: "Processo de venda cancelado",
  MAKE_SOLD_FOR_ADMIN: "Marcada como vendida",
  FAKE_STATUS: "Status exibido aos corretores",
  DISTRATO: "Distrato",
};
/** A stored action this version does not know reads "Alteração", never the code. */
export function unitLogActionLabel(action: string): string {
  return (UNIT_LOG_ACTION_LABELS as Record<string, string>)[action] ?? "Alteração";
}

/** Spec 9's standard list: 30 min, 1 h, 90 min, 2 h, 2.5 h, 3 h, 12 h, 24 h, 3 days, 10 days, 15 days, indefinite (0). */
export const RESERVE_DURATIONS_MINUTES = [30, 60, 90, 120, 150, 180, 720, 1440, 4320, 14400, 21600, 0] as const;
/** Spec 9's alternate list: the standard one plus 30 days. */
export const RESERVE_DURATIONS_MINUTES_ALTERNATE = [...RESERVE_DURATIONS_MINUTES, 43200] as const;
/**
 * Which list a reservation offers (decision 067): a customer negotiation the standard one, a technical reserve (the
 * sales desk holding a unit for the company) the alternate one. Indefinite (0) is the sales desk's in both.
 */
export function reserveDurationsFor(type: ReserveType): readonly number[] {
  return type === "TECHNICAL_RESERVE" ? RESERVE_DURATIONS_MINUTES_ALTERNATE : RESERVE_DURATIONS_MINUTES;
}

export const PAYMENT_SERIE_TYPES = [
  "ACT",
  "MONTHLY",
  "QUARTERLY",
  "FOUR_MONTHLY",
  "SEMIANNUAL",
  "ANNUALLY",
  "SINGLE",
  "MONTHLY_PRO",
  "FINANCING",
  "FGTS",
] as const;
export type PaymentSerieType = (typeof PAYMENT_SERIE_TYPES)[number];
/** Spec 9 periodicity in months; MONTHLY_PRO is not shown there: monthly (our choice). */
export const SERIE_PERIODICITY_MONTHS: Record<PaymentSerieType, number> = {
  ACT: 1,
  MONTHLY: 1,
  QUARTERLY: 3,
  FOUR_MONTHLY: 4,
  SEMIANNUAL: 6,
  ANNUALLY: 12,
  SINGLE: 1,
  MONTHLY_PRO: 1,
  FINANCING: 1,
  FGTS: 1,
};
export const DOWN_PAYMENT_VARIANTS = ["AT", "AP", "AX", "YY", "AB", "AC", "AL", "OC", "PE"] as const;
export const DISCOUNT_TYPES = ["PERCENTAGE", "ABSOLUTE"] as const;
export const DISCOUNT_TYPE_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = {
  PERCENTAGE: "Percentual (%)",
  ABSOLUTE: "Valor fixo (R$)",
};
export const PROPOSAL_STATUSES = ["DRAFT", "AWAITING_APPROVAL", "APPROVED", "DISAPPROVED", "CANCELED"] as const;
export const APPROVAL_DECISIONS = ["PENDING", "APPROVED", "DISAPPROVED"] as const;
export const APPROVAL_RULE_KINDS = [
  "MAX_DISCOUNT_PERCENTAGE",
  "MIN_DOWN_PAYMENT_PERCENTAGE",
  "MAX_INSTALLMENTS",
  "MAX_TERM_MONTHS",
] as const;
/** When a proposal needs approval (the wizard's "Alçadas de aprovação"). */
export const APPROVAL_RULE_KIND_LABELS: Record<(typeof APPROVAL_RULE_KINDS)[number], string> = {
  MAX_DISCOUNT_PERCENTAGE: "Desconto acima de (%)",
  MIN_DOWN_PAYMENT_PERCENTAGE: "Entrada abaixo de (%)",
  MAX_INSTALLMENTS: "Parcelas acima de",
  MAX_TERM_MONTHS: "Prazo acima de (meses)",
};
export const SALE_STATUSES = ["IN_PROCESS", "CANCELED", "COMPLETED", "DISTRACTED"] as const;
export const CONTRACT_STATUSES = ["PENDING", "SIGNED", "REFUSED"] as const;
/** Commission parties; HOME_BROKER and MANAGER come only from a sale's classification participants. */
export const COMMISSION_ROLES = ["AGENCY", "BROKER", "COORDINATOR", "HOME_BROKER", "MANAGER"] as const;
export const COMMISSION_STATUSES = ["FORECAST", "RELEASED", "PAID", "CANCELLED"] as const;
export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "DELIVERED", "FAILED"] as const;
/** Domain events integrations may subscribe to. */
export const WEBHOOK_EVENTS = ["unit.status_changed", "sale.completed", "sale.canceled", "sale.distracted"] as const;

/** Unit typologies and positions (ours; the spec shows none). */
export const UNIT_TYPES = ["APARTMENT", "PENTHOUSE", "GARDEN", "DUPLEX", "HOUSE", "STUDIO", "COMMERCIAL"] as const;
export const UNIT_POSITIONS = ["FRONT", "BACK", "SIDE", "CORNER"] as const;
export type UnitPosition = (typeof UNIT_POSITIONS)[number];
export const UNIT_TYPE_LABELS: Record<(typeof UNIT_TYPES)[number], string> = {
  APARTMENT: "Apartamento",
  PENTHOUSE: "Cobertura",
  GARDEN: "Garden",
  DUPLEX: "Duplex",
  HOUSE: "Casa",
  STUDIO: "Studio",
  COMMERCIAL: "Sala comercial",
};
export const UNIT_POSITION_LABELS: Record<UnitPosition, string> = {
  FRONT: "Frente",
  BACK: "Fundos",
  SIDE: "Lateral",
  CORNER: "Esquina",
};

/**
 * Enterprise file types: the spec says "about 18", names not shown. Ours, after what incorporadoras
 * keep per project. SUMMARY_BOARD and SALE_OVERVIEW are the two a partner broker may upload (pdf).
 */
export const ENTERPRISE_FILE_TYPES = [
  "BOOK",
  "PRICE_TABLE",
  "SUMMARY_BOARD",
  "SALE_OVERVIEW",
  "MEMORIAL",
  "FLOOR_PLANS",
  "IMPLANTATION",
  "INCORPORATION_REGISTRY",
  "CONSTRUCTION_LICENSE",
  "HABITE_SE",
  "CONVENTION",
  "CONTRACT_MODEL",
  "PRE_CONTRACT_MODEL",
  "TECHNICAL_SHEET",
  "FOLDER",
  "PRESENTATION",
  "TRAINING",
  "OTHERS",
] as const;
export const ENTERPRISE_FILE_TYPE_LABELS: Record<(typeof ENTERPRISE_FILE_TYPES)[number], string> = {
  BOOK: "Book",
  PRICE_TABLE: "Tabela de preços",
  SUMMARY_BOARD: "Quadro-resumo",
  SALE_OVERVIEW: "Resumo da venda",
  MEMORIAL: "Memorial descritivo",
  FLOOR_PLANS: "Plantas",
  IMPLANTATION: "Implantação",
  INCORPORATION_REGISTRY: "Registro de incorporação",
  CONSTRUCTION_LICENSE: "Alvará de construção",
  HABITE_SE: "Habite-se",
  CONVENTION: "Convenção de condomínio",
  CONTRACT_MODEL: "Modelo de contrato",
  PRE_CONTRACT_MODEL: "Modelo de pré-contrato",
  TECHNICAL_SHEET: "Ficha técnica",
  FOLDER: "Folder",
  PRESENTATION: "Apresentação",
  TRAINING: "Treinamento",
  OTHERS: "Outros",
};
export const PLAN_KINDS = ["TOWER_PLAN", "COMMON_AREA_PLAN"] as const;

export const unitStatusSchema = z.enum(UNIT_STATUSES, { error: FIELD_MSG.invalidOption });
export const indexTypeSchema = z.enum(INDEX_TYPES, { error: FIELD_MSG.invalidOption });
export const ownershipSchema = z.enum(OWNERSHIPS, { error: FIELD_MSG.invalidOption });
export const mediaTypeSchema = z.enum(MEDIA_TYPES, { error: FIELD_MSG.invalidOption });
export const reserveTypeSchema = z.enum(RESERVE_TYPES, { error: FIELD_MSG.invalidOption });
export const paymentSerieTypeSchema = z.enum(PAYMENT_SERIE_TYPES, { error: FIELD_MSG.invalidOption });
export const downPaymentVariantSchema = z.enum(DOWN_PAYMENT_VARIANTS, { error: FIELD_MSG.invalidOption });
export const discountTypeSchema = z.enum(DISCOUNT_TYPES, { error: FIELD_MSG.invalidOption });
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES, { error: FIELD_MSG.invalidOption });
export const saleStatusSchema = z.enum(SALE_STATUSES, { error: FIELD_MSG.invalidOption });
export const contractStatusSchema = z.enum(CONTRACT_STATUSES, { error: FIELD_MSG.invalidOption });
export const commissionRoleSchema = z.enum(COMMISSION_ROLES, { error: FIELD_MSG.invalidOption });
export const commissionStatusSchema = z.enum(COMMISSION_STATUSES, { error: FIELD_MSG.invalidOption });
export const unitTypeSchema = z.enum(UNIT_TYPES, { error: FIELD_MSG.invalidOption });
export const unitPositionSchema = z.enum(UNIT_POSITIONS, { error: FIELD_MSG.invalidOption });
export const enterpriseFileTypeSchema = z.enum(ENTERPRISE_FILE_TYPES, { error: FIELD_MSG.invalidOption });

/** Enterprise files a partner broker may upload (pdf only; spec 5). */
export const PARTNER_ENTERPRISE_FILE_TYPES = ["SUMMARY_BOARD", "SALE_OVERVIEW"] as const;
