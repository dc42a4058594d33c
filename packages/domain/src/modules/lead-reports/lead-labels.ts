import {
  ADHERENCE_LABELS,
  FOLLOW_UP_LABELS,
  FUNNEL_STAGE_LABELS,
  INTEREST_LEVEL_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
} from "@portal/contracts/lead-enums";
import { formatPhone as formatPhoneText } from "@portal/contracts/phone";
import type { LeadNature } from "./lead-reports.repository";

const lookup = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : null;

export const statusLabel = (v: string) => lookup(LEAD_STATUS_LABELS, v);
export const stageLabel = (v: string | null) => lookup(FUNNEL_STAGE_LABELS, v);
export const interestLabel = (v: string) => lookup(INTEREST_LEVEL_LABELS, v);
/** The database keeps NON_ADHERENT as the enum key; the wire value is NON-ADHERENT. */
export const adherenceLabel = (v: string) => lookup(ADHERENCE_LABELS, v === "NON_ADHERENT" ? "NON-ADHERENT" : v);
export const sourceLabel = (v: string) => lookup(LEAD_SOURCE_LABELS as Record<string, string>, v);
export const natureLabel = (v: LeadNature) => (v === "ONLINE" ? "Online" : "Offline");
export const yesNo = (v: boolean) => (v ? "Sim" : "Não");

const LOG_TYPE_LABELS: Record<string, string> = {
  ...FOLLOW_UP_LABELS,
  STATUS: "Status",
  STAGE: "Etapa do funil",
  INTEREST: "Termômetro",
  DATA: "Dados",
  CONTRACT_INFO: "Dados contratuais",
  OWNER: "Responsável",
  ATTENDANCE: "Atendimento",
  FILE: "Arquivo",
  EXCLUDED: "Exclusão",
  NOTIFICATION: "Notificação",
  UPLOAD: "Envio",
  DELETE: "Exclusão",
  PRE_LEAD_ACQUIRED: "Pré-lead adquirido",
  PRE_LEAD: "Base de pré-leads",
  NEW_INTEREST: "Novo interesse",
  CREATED: "Criação",
};
export const logTypeLabel = (v: string) => LOG_TYPE_LABELS[v] ?? v;

/** 5519998765432 -> +55 (19) 99876-5432 (the shared formatter, decision 035). */
export function formatPhone(phone: string): string {
  return formatPhoneText(phone, { international: true });
}

/** CPF and CNPJ with their masks; anything else as stored. */
export function formatDocument(doc: string | null): string | null {
  if (!doc) return null;
  if (/^\d{11}$/.test(doc)) return doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^\d{14}$/.test(doc)) return doc.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  return doc;
}

export function formatCep(cep: string | undefined): string | null {
  if (!cep) return null;
  return /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

const SEX_LABELS: Record<string, string> = { MALE: "Masculino", FEMALE: "Feminino", OTHER: "Outro" };
const MARITAL_STATUS_LABELS: Record<string, string> = {
  SINGLE: "Solteiro(a)",
  MARRIED: "Casado(a)",
  STABLE_UNION: "União estável",
  DIVORCED: "Divorciado(a)",
  SEPARATED: "Separado(a)",
  WIDOWED: "Viúvo(a)",
};
const MARRIAGE_REGIME_LABELS: Record<string, string> = {
  PARTIAL_COMMUNION: "Comunhão parcial de bens",
  UNIVERSAL_COMMUNION: "Comunhão universal de bens",
  TOTAL_SEPARATION: "Separação total de bens",
  FINAL_PARTICIPATION: "Participação final nos aquestos",
};
export const sexLabel = (v: string | null) => (v ? (SEX_LABELS[v] ?? v) : null);
export const maritalStatusLabel = (v: string | null) => (v ? (MARITAL_STATUS_LABELS[v] ?? v) : null);
export const marriageRegimeLabel = (v: string | null) => (v ? (MARRIAGE_REGIME_LABELS[v] ?? v) : null);
