import type { SELF_STATUSES } from "@portal/contracts/roulettes";

export type SelfStatus = (typeof SELF_STATUSES)[number];

export const AVAILABILITY_OPTIONS: { value: SelfStatus; label: string }[] = [
  { value: "AVAILABLE", label: "Disponível" },
  { value: "IN_PAUSE", label: "Em pausa" },
];

export const CHECKOUT_SUCCESS = "Checkout realizado com sucesso!";
export const CHECKOUT_ERROR = "Erro ao fazer check-out";

/** The toggle shows AVAILABLE as is; IN_PAUSE, OFFLINE and IN_ATTENDANCE show as 'Em pausa' only when IN_PAUSE. */
export function toggleValue(status: string | undefined): string {
  return status === "AVAILABLE" || status === "IN_PAUSE" ? status : "";
}

/** What the header says about a status the toggle cannot show (spec 4: attendance and check-out). */
export const STATUS_BADGES: Record<string, { label: string; color: string }> = {
  IN_ATTENDANCE: { label: "Em atendimento", color: "blue" },
  OFFLINE: { label: "Offline", color: "gray" },
};

export function statusBadge(status: string | undefined): { label: string; color: string } | null {
  return (status && STATUS_BADGES[status]) || null;
}
