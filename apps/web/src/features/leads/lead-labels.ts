import {
  ADHERENCE_LABELS,
  ARCHIVE_REASON_LABELS,
  CITIES,
  DISCARD_REASON_LABELS,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  INTEREST_LEVEL_LABELS,
  INTEREST_LEVELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  PORTAL_LEAD_SOURCES,
} from "@portal/contracts/lead-enums";

/** Labels come from the contracts; this file only adds colours and select options. */
export type InterestLevel = (typeof INTEREST_LEVELS)[number];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const STATUS_COLORS: Record<LeadStatus, string> = {
  NEW: "blue",
  NEW_INTEREST: "indigo",
  TALKING: "teal",
  STOPPED: "yellow",
  EXPIRED: "orange",
  FILED: "gray",
  NON_ADHERENT: "pink",
  EXCLUDED: "red",
  PROPOSAL: "violet",
  CONTRACT: "grape",
  SOLD: "green",
};

export const INTEREST_COLORS: Record<InterestLevel, string> = {
  HIGH: "red",
  MEDIUM: "orange",
  LOW: "blue",
  FROZEN: "cyan",
  NO_CLASSIFICATION: "gray",
};

export function statusLabel(status: string): string {
  return LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
}

export function interestLabel(level: string): string {
  return INTEREST_LEVEL_LABELS[level as InterestLevel] ?? level;
}

export function funnelStageLabel(stage: string | null | undefined): string {
  return stage ? (FUNNEL_STAGE_LABELS[stage as FunnelStage] ?? stage) : "Sem estágio";
}

export function sourceLabel(source: string | null | undefined): string {
  if (!source) return "—";
  return LEAD_SOURCE_LABELS[source as keyof typeof LEAD_SOURCE_LABELS] ?? source;
}

export function adherenceLabel(value: string): string {
  return ADHERENCE_LABELS[value as keyof typeof ADHERENCE_LABELS] ?? value;
}

export function reasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return (
    ARCHIVE_REASON_LABELS[reason as keyof typeof ARCHIVE_REASON_LABELS] ??
    DISCARD_REASON_LABELS[reason as keyof typeof DISCARD_REASON_LABELS] ??
    reason
  );
}

export const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));
export const INTEREST_OPTIONS = INTEREST_LEVELS.map((l) => ({ value: l, label: INTEREST_LEVEL_LABELS[l] }));
export const FUNNEL_STAGE_OPTIONS = FUNNEL_STAGES.map((s) => ({ value: s, label: FUNNEL_STAGE_LABELS[s] }));
export const CITY_OPTIONS = CITIES.map((c) => ({ value: c, label: c }));
export const ADHERENCE_OPTIONS = Object.entries(ADHERENCE_LABELS).map(([value, label]) => ({ value, label }));

/** The portal's source list (spec 3) first, for creating leads. */
export const PORTAL_SOURCE_OPTIONS = PORTAL_LEAD_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }));
/** Filters accept every channel the server knows, grouped so the portal list comes first. */
export const SOURCE_FILTER_OPTIONS = [
  { group: "Portal", items: PORTAL_SOURCE_OPTIONS },
  {
    group: "Outros canais",
    items: Object.keys(LEAD_SOURCE_LABELS)
      .filter((s) => !(PORTAL_LEAD_SOURCES as readonly string[]).includes(s))
      .map((s) => ({ value: s, label: sourceLabel(s) }))
      .sort((a, b) => a.label.localeCompare(b.label, "pt-BR")),
  },
];
