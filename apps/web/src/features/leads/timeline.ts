import { FOLLOW_UP_LABELS, FOLLOW_UP_TYPES } from "@portal/contracts/lead-enums";
import type { LeadLogDto, movementSchema } from "@portal/contracts/leads";
import { movementReasonLabel } from "@portal/contracts/leads";
import {
  BEDROOM_OPTION_LABELS,
  type BedroomOption,
  MARKETING_ORIGIN_LABELS,
  type MarketingOrigin,
  STAND_ASSIGNMENT_TYPE_LABELS,
  type StandAssignmentType,
  VISIT_PURPOSE_LABELS,
  type VisitPurpose,
} from "@portal/contracts/stand";
import type { z } from "zod";
import { funnelStageLabel, interestLabel, reasonLabel, sourceLabel, statusLabel } from "./lead-labels";

type Movement = z.infer<typeof movementSchema>;

export type TimelineKind =
  | "annotation"
  | "created"
  | "new_interest"
  | "data"
  | "status"
  | "owner"
  | "attendance"
  | "excluded"
  | "notification"
  | "stand_visit"
  | "service_report"
  | "file"
  | "roulette"
  | "other";

export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  /** Follow-up type of annotations (NOTE, CALL...). */
  followUp?: string;
  title: string;
  /** Short facts under the title ("Novo → Em conversa", "Motivo: ..."). */
  details: string[];
  /** Free text written by a person (annotation) or by the system. */
  text: string | null;
  author: string | null;
  /** Id of the author (annotations can be edited by their author). */
  authorId?: string | null;
  /** An annotation whose text was edited (PATCH /leads/logs/{logId} sets its message). */
  edited?: boolean;
  at: string;
}

/** Field names of DATA / CONTRACT_INFO diffs, in pt-BR. */
const FIELD_LABELS: Record<string, string> = {
  full_name: "nome",
  phone: "telefone",
  email: "e-mail",
  city: "cidade",
  interest_level: "termômetro",
  profile: "aderência",
  is_client: "cliente",
  enterprise_id: "empreendimento",
  source: "origem",
  origin_type: "tipo de origem",
  marketing_source: "origem de marketing",
  sales_team_id: "time de vendas",
  days_to_go_to_base: "dias para ir à base",
  document: "documento",
  document_type: "tipo de documento",
  social_reason: "razão social",
  rg: "RG",
  rne: "RNE",
  state_registration: "inscrição estadual",
  issuing_agency: "órgão emissor",
  uf: "UF",
  dob: "data de nascimento",
  profession: "profissão",
  sex: "sexo",
  marital_status: "estado civil",
  marriage_regime: "regime de casamento",
  nationality: "nacionalidade",
  naturalness: "naturalidade",
  address: "endereço",
  notary_notes: "observações do cartório",
};

type Names = Map<string, string>;

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const asString = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

/** {from, to} pairs appear as data.status / data.status_profile (API) or as data.from / data.to (older rows). */
function change(data: Record<string, unknown> | null, key?: string): { from: string | null; to: string | null } | null {
  const source = key ? asRecord(data?.[key]) : data;
  if (!source || !("to" in source)) return null;
  return { from: asString(source.from), to: asString(source.to) };
}

function personName(id: string | null, names: Names, empty: string): string {
  if (!id) return empty;
  return names.get(id) ?? "outro usuário";
}

function describeLog(log: LeadLogDto, names: Names): TimelineEntry {
  const data = asRecord(log.data);
  const base = {
    id: log._id,
    text: log.text ?? log.message,
    author: log.author?.full_name ?? null,
    at: log.createdAt,
    details: [] as string[],
  };
  if ((FOLLOW_UP_TYPES as readonly string[]).includes(log.type)) {
    const label = FOLLOW_UP_LABELS[log.type as keyof typeof FOLLOW_UP_LABELS];
    const stage = change(data, "status_profile");
    return {
      ...base,
      // An edit (PATCH /leads/logs/{logId}) writes `message`; the original text stays in `text` (audited).
      text: log.message ?? log.text,
      authorId: log.author?._id ?? null,
      edited: log.message !== null && log.message !== log.text,
      kind: "annotation",
      followUp: log.type,
      title: label,
      details: stage?.to ? [`Estágio do funil: ${funnelStageLabel(stage.to)}`] : [],
    };
  }
  switch (log.type) {
    case "CREATED": {
      const source = asString(data?.source);
      return {
        ...base,
        kind: "created",
        title: "Lead criado",
        details: source ? [`Origem: ${sourceLabel(source)}`] : [],
      };
    }
    case "NEW_INTEREST": {
      const source = asString(data?.source);
      return {
        ...base,
        kind: "new_interest",
        title: "Novo interesse",
        details: source ? [`Origem: ${sourceLabel(source)}`] : [],
      };
    }
    case "DATA":
    case "CONTRACT_INFO": {
      const fields = Object.keys(asRecord(data?.changes) ?? {}).map((f) => FIELD_LABELS[f] ?? f);
      return {
        ...base,
        kind: "data",
        title: log.type === "DATA" ? "Dados atualizados" : "Dados do contrato atualizados",
        details: fields.length ? [`Campos: ${fields.join(", ")}`] : [],
      };
    }
    case "STATUS": {
      const status = change(data, "status") ?? change(data);
      const stage = change(data, "status_profile");
      const details: string[] = [];
      if (status?.to) details.push(`${status.from ? `${statusLabel(status.from)} → ` : ""}${statusLabel(status.to)}`);
      const reason = reasonLabel(asString(data?.reason));
      if (reason) details.push(`Motivo: ${reason}`);
      if (stage) details.push(`Estágio do funil: ${funnelStageLabel(stage.to)}`);
      return {
        ...base,
        kind: "status",
        title: status?.to ? "Status alterado" : "Estágio do funil alterado",
        details,
      };
    }
    case "OWNER": {
      const owner = change(data);
      const details = [
        `${personName(owner?.from ?? null, names, "Base")} → ${personName(owner?.to ?? null, names, "Base")}`,
      ];
      const status = change(data, "status");
      if (status?.to) details.push(`Status reiniciado: ${statusLabel(status.to)}`);
      return {
        ...base,
        kind: "owner",
        title: log.subtype ? movementReasonLabel(log.subtype) : "Responsável alterado",
        details,
      };
    }
    case "ATTENDANCE":
      return {
        ...base,
        kind: "attendance",
        title: log.subtype === "ASSIGNED" ? "Atendente definido" : "Atendimento iniciado",
      };
    case "EXCLUDED":
      return { ...base, kind: "excluded", title: "Lead excluído" };
    case "NOTIFICATION":
      return { ...base, kind: "notification", title: "Especialista notificado da transferência" };
    case "STAND_VISIT":
      return { ...base, kind: "stand_visit", ...describeStandVisit(log.subtype, data) };
    case "SERVICE_REPORT":
      return {
        ...base,
        kind: "service_report",
        title: "Ficha de atendimento do plantão",
        details: reportDetails(data),
      };
    case "PARTNER_INDICATION": {
      const partner = asString(data?.partner_name);
      const by = asString(data?.matched_by) === "cpf" ? "mesmo CPF" : "mesmo telefone";
      return {
        ...base,
        kind: "new_interest",
        title: "Indicação de corretor parceiro",
        details: [`${partner ? `${partner} tentou cadastrar este cliente` : "Cadastro pelo parceiro"} (${by})`],
      };
    }
    case "FILE":
      return {
        ...base,
        kind: "file",
        title:
          log.subtype === "DELETE"
            ? Array.isArray(data?.fileIds) && data.fileIds.length > 1
              ? "Arquivos excluídos"
              : "Arquivo excluído"
            : "Arquivo enviado",
      };
    case "ROULETTE": {
      const withdrawn = typeof data?.withdrawn_offers === "number" ? data.withdrawn_offers : 0;
      return {
        ...base,
        kind: "roulette",
        title: "Lead jogado na roleta",
        details: withdrawn > 0 ? [`Ofertas retiradas: ${withdrawn}`] : [],
      };
    }
    default:
      // A type this version does not know yet: its text still tells what happened.
      return { ...base, kind: "other", title: "Registro" };
  }
}

/** A label of a stand option list; a value this version does not know reads as itself. */
function optionLabel<T extends string>(labels: Record<T, string>, value: string | null): string | null {
  return value ? (labels[value as T] ?? value) : null;
}

/** The stand's steps of a visit: check-in at the reception, routed, started, canceled. */
function describeStandVisit(
  subtype: string | null,
  data: Record<string, unknown> | null,
): { title: string; details: string[] } {
  const details: string[] = [];
  switch (subtype) {
    case "CHECK_IN": {
      const how = optionLabel<MarketingOrigin>(MARKETING_ORIGIN_LABELS, asString(data?.how_know));
      const purpose = optionLabel<VisitPurpose>(VISIT_PURPOSE_LABELS, asString(data?.purpose));
      const broker = asRecord(data?.third_party);
      if (data?.returning_visitor === true) details.push("Visitante já cadastrado: novo interesse");
      if (how) details.push(`Como conheceu: ${how}`);
      if (purpose) details.push(`Finalidade: ${purpose}`);
      if (broker)
        details.push(`Corretor parceiro: ${asString(broker.broker_name)} (CRECI ${asString(broker.broker_creci)})`);
      if (typeof data?.lgpd_consent === "boolean")
        details.push(data.lgpd_consent ? "Consentimento LGPD: sim" : "Consentimento LGPD: não");
      return { title: "Visita ao plantão registrada", details };
    }
    case "ASSIGNED": {
      const type = optionLabel<StandAssignmentType>(STAND_ASSIGNMENT_TYPE_LABELS, asString(data?.assignment_type));
      if (type) details.push(type);
      const name = asString(data?.specialist_name);
      return { title: name ? `Visita encaminhada para ${name}` : "Visita encaminhada", details };
    }
    case "STARTED": {
      const status = change(data, "status");
      if (status?.to) details.push(`${status.from ? `${statusLabel(status.from)} → ` : ""}${statusLabel(status.to)}`);
      return { title: "Atendimento no plantão iniciado", details };
    }
    case "CANCELED":
      return { title: "Visita ao plantão cancelada", details };
    default:
      return { title: "Visita ao plantão", details };
  }
}

/** The service report's headline answers; the report itself has the rest. */
function reportDetails(data: Record<string, unknown> | null): string[] {
  const details: string[] = [];
  const level = change(data, "interest_level");
  if (level?.to)
    details.push(`Termômetro: ${level.from ? `${interestLabel(level.from)} → ` : ""}${interestLabel(level.to)}`);
  const purpose = optionLabel<VisitPurpose>(VISIT_PURPOSE_LABELS, asString(data?.purpose_enterprise));
  if (purpose) details.push(`Finalidade: ${purpose}`);
  const bedrooms = optionLabel<BedroomOption>(BEDROOM_OPTION_LABELS, asString(data?.how_many_bedroom));
  if (bedrooms) details.push(`Dormitórios: ${bedrooms}`);
  return details;
}

/** An OWNER log and its movement row are written together; within this window they are the same event. */
const SAME_EVENT_MS = 5_000;

/**
 * One history: the logs, plus the movements no OWNER log already tells (e.g. creation with an owner,
 * pre-lead acquired). Names of the people in OWNER logs come from the movements. Newest first.
 */
export function buildTimeline(
  logs: readonly LeadLogDto[],
  movements: readonly Movement[],
  /** While older logs are not loaded yet, older movements wait too (so the order stays right). */
  since?: string,
): TimelineEntry[] {
  const names: Names = new Map();
  for (const m of movements) {
    for (const person of [m.origin_user, m.destination_user, m.actor])
      if (person) names.set(person._id, person.full_name);
  }
  for (const log of logs) if (log.author) names.set(log.author._id, log.author.full_name);

  const ownerLogs = logs.filter((l) => l.type === "OWNER" || l.type === "CREATED");
  const told = (m: Movement) =>
    ownerLogs.some((l) => {
      const close =
        Math.abs(new Date(l.createdAt).getTime() - new Date(m.date_movimentation).getTime()) <= SAME_EVENT_MS;
      if (!close) return false;
      if (l.type === "CREATED") return m.reason === "CREATED";
      return (asString(asRecord(l.data)?.to) ?? null) === (m.destination_user?._id ?? null);
    });

  const entries = logs.map((l) => describeLog(l, names));
  const sinceMs = since ? new Date(since).getTime() - SAME_EVENT_MS : Number.NEGATIVE_INFINITY;
  for (const m of movements) {
    if (told(m) || new Date(m.date_movimentation).getTime() < sinceMs) continue;
    entries.push({
      id: `movement-${m._id}`,
      kind: "owner",
      title: movementReasonLabel(m.reason),
      details: [`${m.origin_user?.full_name ?? "Base"} → ${m.destination_user?.full_name ?? "Base"}`],
      text: null,
      author: m.actor?.full_name ?? null,
      at: m.date_movimentation,
    });
  }
  return entries.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime() || b.id.localeCompare(a.id));
}
