/** Every label map in contracts covers its enum: each value has a pt-BR text, and the map has no stray key. */
import { describe, expect, it } from "vitest";
import { COMMISSION_PARTIES, COMMISSION_PARTY_LABELS, COMMISSION_STATUS_LABELS } from "./commission";
import { ENTERPRISE_GROUP_LABELS, PROPERTY_TYPE_LABELS } from "./enterprises";
import {
  APPROVAL_RULE_KIND_LABELS,
  APPROVAL_RULE_KINDS,
  COMMISSION_STATUSES,
  CONTRACT_STATUSES,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  ENTERPRISE_FILE_TYPE_LABELS,
  ENTERPRISE_FILE_TYPES,
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  PROPOSAL_STATUSES,
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUSES,
  RESERVE_TYPE_LABELS,
  RESERVE_TYPES,
  SALE_STATUSES,
  UNIT_LOG_ACTION_LABELS,
  UNIT_LOG_ACTIONS,
  UNIT_POSITION_LABELS,
  UNIT_POSITIONS,
  UNIT_STATUS_LABELS,
  UNIT_STATUSES,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  unitLogActionLabel,
} from "./inventory-enums";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  MARRIAGE_REGIME_LABELS,
  MARRIAGE_REGIMES,
  SEX_LABELS,
  SEXES,
} from "./lead-contract";
import {
  ADHERENCE_LABELS,
  ADHERENCES,
  ARCHIVE_REASON_LABELS,
  ARCHIVE_REASONS,
  DISCARD_REASON_LABELS,
  DISCARD_REASONS,
  ENTERPRISE_GROUPS,
  ENTERPRISE_PHASE_LABELS,
  ENTERPRISE_PHASES,
  FOLLOW_UP_LABELS,
  FOLLOW_UP_TYPES,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  INTEREST_LEVEL_LABELS,
  INTEREST_LEVELS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  MARKETING_SOURCE_LABELS,
  MARKETING_SOURCES,
  marketingSourceLabel,
  PROPERTY_TYPES,
} from "./lead-enums";
import { LEAD_FILE_TYPE_LABELS, LEAD_FILE_TYPES } from "./lead-files";
import { MOVEMENT_REASON_LABELS, MOVEMENT_REASONS, movementReasonLabel } from "./leads-history";
import {
  NOTIFICATION_TAB_LABELS,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  notificationTypeLabel,
} from "./notifications";
import { SERIES_TYPE_LABELS, SERIES_TYPES } from "./payment-plan";
import { PRE_LEAD_STATUS_LABELS, PRE_LEAD_STATUSES } from "./pre-leads";
import { ROLE_LABELS, ROLES } from "./roles";
import {
  AGENT_ACTION_LABELS,
  AGENT_ACTIONS,
  ROULETTE_LOG_ACTION_LABELS,
  ROULETTE_LOG_ACTIONS,
  ROULETTE_TYPE_LABELS,
  ROULETTE_TYPES,
  rouletteLogActionLabel,
  rouletteLogText,
} from "./roulettes";
import { SALE_DOCUMENT_TYPE_LABELS, SALE_DOCUMENT_TYPES } from "./sale-files";
import { PROPOSAL_STATUS_LABELS, SALE_STATUS_LABELS } from "./sale-state";
import { CONTRACT_STATUS_LABELS } from "./sales";
import { FINANCING_MODALITIES, FINANCING_MODALITY_LABELS } from "./sales-extras";
import { UNIT_ACTION_LABELS, UNIT_ACTIONS } from "./unit-state";
import { AVAILABILITY_STATUS_LABELS, AVAILABILITY_STATUSES, withAvailabilityLabels } from "./users";

const MAPS: [string, readonly string[], Record<string, string>][] = [
  ["movement reasons", MOVEMENT_REASONS, MOVEMENT_REASON_LABELS],
  ["availability statuses", AVAILABILITY_STATUSES, AVAILABILITY_STATUS_LABELS],
  ["lead statuses", LEAD_STATUSES, LEAD_STATUS_LABELS],
  ["interest levels", INTEREST_LEVELS, INTEREST_LEVEL_LABELS],
  ["funnel stages", FUNNEL_STAGES, FUNNEL_STAGE_LABELS],
  ["adherences", ADHERENCES, ADHERENCE_LABELS],
  ["follow-up types", FOLLOW_UP_TYPES, FOLLOW_UP_LABELS],
  ["archive reasons", ARCHIVE_REASONS, ARCHIVE_REASON_LABELS],
  ["discard reasons", DISCARD_REASONS, DISCARD_REASON_LABELS],
  ["enterprise phases", ENTERPRISE_PHASES, ENTERPRISE_PHASE_LABELS],
  ["enterprise groups", ENTERPRISE_GROUPS, ENTERPRISE_GROUP_LABELS],
  ["property types", PROPERTY_TYPES, PROPERTY_TYPE_LABELS],
  ["unit statuses", UNIT_STATUSES, UNIT_STATUS_LABELS],
  ["unit actions", UNIT_ACTIONS, UNIT_ACTION_LABELS],
  ["unit types", UNIT_TYPES, UNIT_TYPE_LABELS],
  ["unit positions", UNIT_POSITIONS, UNIT_POSITION_LABELS],
  ["index types", INDEX_TYPES, INDEX_TYPE_LABELS],
  ["media types", MEDIA_TYPES, MEDIA_TYPE_LABELS],
  ["discount types", DISCOUNT_TYPES, DISCOUNT_TYPE_LABELS],
  ["approval rule kinds", APPROVAL_RULE_KINDS, APPROVAL_RULE_KIND_LABELS],
  ["enterprise file types", ENTERPRISE_FILE_TYPES, ENTERPRISE_FILE_TYPE_LABELS],
  ["lead file types", LEAD_FILE_TYPES, LEAD_FILE_TYPE_LABELS],
  ["pre-lead statuses", PRE_LEAD_STATUSES, PRE_LEAD_STATUS_LABELS],
  ["sale statuses", SALE_STATUSES, SALE_STATUS_LABELS],
  ["proposal statuses", PROPOSAL_STATUSES, PROPOSAL_STATUS_LABELS],
  ["contract statuses", CONTRACT_STATUSES, CONTRACT_STATUS_LABELS],
  ["commission parties", COMMISSION_PARTIES, COMMISSION_PARTY_LABELS],
  ["commission statuses", COMMISSION_STATUSES, COMMISSION_STATUS_LABELS],
  ["series types", SERIES_TYPES, SERIES_TYPE_LABELS],
  ["financing modalities", FINANCING_MODALITIES, FINANCING_MODALITY_LABELS],
  ["roles", ROLES, ROLE_LABELS],
  ["lead sources", LEAD_SOURCES, LEAD_SOURCE_LABELS],
  ["marketing sources", MARKETING_SOURCES, MARKETING_SOURCE_LABELS],
  ["document types", DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS],
  ["sexes", SEXES, SEX_LABELS],
  ["marital statuses", MARITAL_STATUSES, MARITAL_STATUS_LABELS],
  ["marriage regimes", MARRIAGE_REGIMES, MARRIAGE_REGIME_LABELS],
  ["ownerships", OWNERSHIPS, OWNERSHIP_LABELS],
  ["reserve types", RESERVE_TYPES, RESERVE_TYPE_LABELS],
  ["reservation statuses", RESERVATION_STATUSES, RESERVATION_STATUS_LABELS],
  ["unit log actions", UNIT_LOG_ACTIONS, UNIT_LOG_ACTION_LABELS],
  ["sale document types", SALE_DOCUMENT_TYPES, SALE_DOCUMENT_TYPE_LABELS],
  ["notification types", NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS],
  ["notification tabs", NOTIFICATION_TABS, NOTIFICATION_TAB_LABELS],
  ["roulette types", ROULETTE_TYPES, ROULETTE_TYPE_LABELS],
  ["roulette agent actions", AGENT_ACTIONS, AGENT_ACTION_LABELS],
  ["roulette log actions", ROULETTE_LOG_ACTIONS, ROULETTE_LOG_ACTION_LABELS],
];

describe("label maps", () => {
  it.each(MAPS)("%s: every value has a label, and nothing else does", (_name, values, labels) => {
    for (const v of values) expect(labels[v]?.trim(), v).toBeTruthy();
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it("no label is a raw code (acronyms such as FGTS or SFH are words, codes with _ are not)", () => {
    for (const [, values, labels] of MAPS) {
      for (const v of values) expect(labels[v], v).not.toMatch(/^[A-Z0-9]+_[A-Z0-9_]+$/);
    }
  });

  it("a series type reads the same in the wizard, the proposal and its PDF: annual series are the intermediárias", () => {
    expect(SERIES_TYPE_LABELS.ANNUALLY).toBe("Anuais (intermediárias)");
    expect(SERIES_TYPE_LABELS.FINANCING).toBe("Financiamento bancário");
  });

  it("movements read in pt-BR: the roulette's offer included, an unknown reason never shown as a code", () => {
    expect(movementReasonLabel("ROULETTE_OFFER")).toBe("Oferta da roleta");
    expect(movementReasonLabel("SOMETHING_NEW")).toBe("Movimentação");
  });

  it("roulette log texts show availability statuses by their labels", () => {
    expect(withAvailabilityLabels("AVAILABLE -> IN_ATTENDANCE: em atendimento")).toBe(
      "Disponível → Em atendimento: em atendimento",
    );
    expect(withAvailabilityLabels("Ana entrou na roleta na posição 2 (AVAILABLE)")).toBe(
      "Ana entrou na roleta na posição 2 (Disponível)",
    );
  });

  it("roulette log texts also read a coordinator's action and the roulette's type, as every writer stores them", () => {
    expect(rouletteLogText("AVAILABLE -> IN_PAUSE (PAUSE por Ana Lima)")).toBe(
      "Disponível → Em pausa (pausa por Ana Lima)",
    );
    expect(rouletteLogText("IN_PAUSE -> AVAILABLE (RESUME por Ana Lima)")).toBe(
      "Em pausa → Disponível (retomada por Ana Lima)",
    );
    expect(rouletteLogText("Bia entrou na roleta na posição 3 (IN_PAUSE; presença OFFLINE)")).toBe(
      "Bia entrou na roleta na posição 3 (Em pausa; presença Offline)",
    );
    expect(rouletteLogText("nenhuma roleta BOOTH ativa atende o empreendimento; lead fica na base")).toBe(
      "nenhuma roleta Plantão ativa atende o empreendimento; lead fica na base",
    );
    expect(rouletteLogText("pulado Bia: IN_ATTENDANCE")).toBe("pulado Bia: Em atendimento");
    // A name is a name: "Pause" or "Online" written by a person are left alone.
    expect(rouletteLogText("ordem sorteada: Online Silva, Pause Souza")).toBe(
      "ordem sorteada: Online Silva, Pause Souza",
    );
  });

  it("log actions and types this version does not know never show as codes", () => {
    expect(rouletteLogActionLabel("SHUFFLED")).toBe("Ordem sorteada");
    expect(rouletteLogActionLabel("SOMETHING_NEW")).toBe("Registro");
    expect(unitLogActionLabel("RESERVE_EXPIRED")).toBe("Reserva expirada");
    expect(unitLogActionLabel("START_SALE_PROCESS")).toBe("Início do processo de venda");
    expect(unitLogActionLabel("DISTRATO")).toBe("Distrato");
    expect(unitLogActionLabel("SOMETHING_NEW")).toBe("Alteração");
    expect(notificationTypeLabel("PROPOSAL_APPROVED")).toBe("Proposta aprovada");
    expect(notificationTypeLabel("SOMETHING_NEW")).toBe("Notificação");
  });
});

describe("marketing sources", () => {
  it("hold every source spec 3 names, and a tag outside the list reads as typed", () => {
    // biome-ignore format: the spec's list, as written there
    const spec = ["FACEBOOK", "SITE", "whatsapp", "WHATSAPP_AI", "google_pesquisa", "google_pmax", "google_demandgen", "google_display", "qrcode_jornal", "offline_qrcode", "instagram_bio", "criteo", "meta_ads", "display", "hypr", "youtube_ads", "youtube_post", "portal_infomoney", "portal_abcdreal"];
    expect([...MARKETING_SOURCES].sort()).toEqual([...spec].sort());
    expect(marketingSourceLabel("portal_abcdreal")).toBe("Portal ABCD Real");
    expect(marketingSourceLabel("tiktok_ads_black_friday")).toBe("tiktok_ads_black_friday");
  });
});
