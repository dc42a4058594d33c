import { LEAD_STATUS_LABELS, type LeadStatus } from "@portal/contracts/lead-enums";
import {
  MARKETING_ORIGIN_LABELS,
  MARKETING_ORIGINS,
  type StandPhoneLookupItemDto,
  VISIT_PURPOSE_LABELS,
  VISIT_PURPOSES,
} from "@portal/contracts/stand";
import type { StandVisitField } from "@portal/contracts/stand-labels";
import { formatDateTime } from "../../lib/format";
import { optional } from "../../lib/forms";

/** The receptionist's visitor check-in (formStand): phone first, then the rest; strings as the inputs hold them. */
export interface VisitorFormValues {
  phone: string;
  full_name: string;
  email: string;
  /** Selects hand back null when cleared. */
  how_know: string | null;
  purpose: string | null;
  lgpd_consent: boolean;
  /** A partner broker came with the visitor (a third-party visit); then `third_party` is sent. */
  with_broker: boolean;
  third_party: { broker_name: string; broker_creci: string; agency_name: string };
}

export const EMPTY_VISITOR: VisitorFormValues = {
  phone: "",
  full_name: "",
  email: "",
  how_know: null,
  purpose: null,
  lgpd_consent: false,
  with_broker: false,
  third_party: { broker_name: "", broker_creci: "", agency_name: "" },
};

/** The body of POST /stand-visits (validated by the same contract schema on both sides). */
export function toVisitBody(enterpriseId: string, v: VisitorFormValues): Record<StandVisitField, unknown> {
  return {
    enterprise_id: enterpriseId,
    phone: v.phone,
    full_name: v.full_name,
    email: optional(v.email),
    how_know: v.how_know ?? undefined,
    purpose: v.purpose ?? undefined,
    lgpd_consent: v.lgpd_consent,
    third_party: v.with_broker
      ? {
          broker_name: v.third_party.broker_name,
          broker_creci: v.third_party.broker_creci,
          agency_name: optional(v.third_party.agency_name),
        }
      : null,
  };
}

export const MARKETING_ORIGIN_OPTIONS = MARKETING_ORIGINS.map((value) => ({
  value,
  label: MARKETING_ORIGIN_LABELS[value],
}));
export const VISIT_PURPOSE_OPTIONS = VISIT_PURPOSES.map((value) => ({ value, label: VISIT_PURPOSE_LABELS[value] }));

/**
 * Which lookup answer the form offers as "the visitor": the lead of this enterprise (the one the check-in marks
 * as a new interest), else the most recent visitor with this phone elsewhere.
 */
export function primaryMatch(items: readonly StandPhoneLookupItemDto[]): StandPhoneLookupItemDto | null {
  return items.find((i) => i.this_enterprise) ?? items[0] ?? null;
}

/** One line per lookup answer, as the stand reads it. */
export function describeMatch(item: StandPhoneLookupItemDto): { owner: string; status: string; lastVisit: string } {
  return {
    owner: item.owner_name ? `Cliente de ${item.owner_name}` : "Sem responsável (base)",
    status: LEAD_STATUS_LABELS[item.status as LeadStatus] ?? item.status,
    lastVisit: item.last_visit_at
      ? `Última visita ao plantão: ${formatDateTime(item.last_visit_at)}`
      : "Nunca visitou o plantão",
  };
}
