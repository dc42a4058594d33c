import type { RESERVATION_STATUSES, RESERVE_TYPES } from "@portal/contracts/inventory-enums";

export const RESERVE_TYPE_LABELS: Record<(typeof RESERVE_TYPES)[number], string> = {
  CUSTOMER_NEGOTIATION: "Negociação com cliente",
  TECHNICAL_RESERVE: "Reserva técnica",
};

export const RESERVATION_STATUS_LABELS: Record<(typeof RESERVATION_STATUSES)[number], string> = {
  ACTIVE: "Ativa",
  QUEUED: "Na fila",
  EXPIRED: "Expirada",
  RELEASED: "Liberada",
  CONVERTED: "Convertida em venda",
  CANCELED: "Cancelada",
};

/** Unit log actions as the API writes them (RESERVE, START_SALE_PROCESS, ...). */
const LOG_ACTION_LABELS: Record<string, string> = {
  RESERVE: "Reserva",
  RESERVE_QUEUED: "Entrada na fila de reserva",
  RESERVE_QUEUE_LEFT: "Saída da fila de reserva",
  RESERVE_RELEASED: "Reserva liberada",
  RESERVE_EXPIRED: "Reserva expirada",
  RESERVE_PROMOTED: "Reserva da fila ativada",
  SUSPEND: "Suspensão",
  MAKE_AVAILABLE: "Disponibilizada",
  EXCHANGE: "Permuta",
  START_SALE_PROCESS: "Início do processo de venda",
  CANCEL_SALE_PROCESS: "Processo de venda cancelado",
  MAKE_SOLD_FOR_ADMIN: "Marcada como vendida",
  FAKE_STATUS: "Status exibido aos corretores",
};

export function unitLogActionLabel(action: string): string {
  return LOG_ACTION_LABELS[action] ?? action;
}
