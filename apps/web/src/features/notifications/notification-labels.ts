import type { NotificationTab, NotificationType } from "@portal/contracts/notifications";

/** pt-BR labels of the notification types (spec 3 "Notification filter types"). */
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

export const NOTIFICATION_TAB_LABELS: Record<NotificationTab, string> = {
  ALL: "Todas",
  UNREAD: "Não lidas",
  READ: "Lidas",
};

export function notificationTypeLabel(type: string): string {
  return (NOTIFICATION_TYPE_LABELS as Record<string, string>)[type] ?? "Notificação";
}
