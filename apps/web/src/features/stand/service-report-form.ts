import { INTEREST_LEVEL_LABELS } from "@portal/contracts/lead-enums";
import {
  BEDROOM_OPTION_LABELS,
  BEDROOM_OPTIONS,
  CHILDREN_OPTION_LABELS,
  CHILDREN_OPTIONS,
  REPORT_INTEREST_LEVELS,
  type StandVisitDto,
} from "@portal/contracts/stand";
import type { ServiceReportField } from "@portal/contracts/stand-labels";
import { optional } from "../../lib/forms";

/** The service report (FAC) as its inputs hold it: selects give null when empty, yes/no radios "true"/"false". */
export interface ServiceReportValues {
  interest_level: string | null;
  purpose_enterprise: string | null;
  how_many_bedroom: string | null;
  quantity_children: string | null;
  how_know: string | null;
  know_company: string | null;
  own_property: string | null;
  real_estate: string;
  size_want: string;
  what_did_like: string;
  what_didnot_like: string;
  booked_unit: string;
  /** NumberInput gives "" when empty. */
  age: number | string;
  service_feedback: string;
  quantity_pets: number | string;
  which_neighborhood: string;
  city_of_interest: string;
  childrens_age: string;
  why_cant_buy: string;
  observations: string;
}

/** A fresh report, with what the receptionist already asked at the check-in. */
export function initialReport(visit: Pick<StandVisitDto, "how_know" | "purpose"> | null): ServiceReportValues {
  return {
    interest_level: null,
    purpose_enterprise: visit?.purpose ?? null,
    how_many_bedroom: null,
    quantity_children: null,
    how_know: visit?.how_know ?? null,
    know_company: null,
    own_property: null,
    real_estate: "",
    size_want: "",
    what_did_like: "",
    what_didnot_like: "",
    booked_unit: "",
    age: "",
    service_feedback: "",
    quantity_pets: "",
    which_neighborhood: "",
    city_of_interest: "",
    childrens_age: "",
    why_cant_buy: "",
    observations: "",
  };
}

function yesNo(value: string | null): boolean | undefined {
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

function count(value: number | string): number | undefined {
  if (typeof value === "number") return value;
  const text = value.trim();
  return text === "" ? undefined : Number(text);
}

/** The body of PUT /stand-visits/{id}/finish, checked by the contract's serviceReportBody on both sides. */
export function toReportBody(v: ServiceReportValues): Record<ServiceReportField, unknown> {
  return {
    interest_level: v.interest_level ?? undefined,
    purpose_enterprise: v.purpose_enterprise ?? undefined,
    how_many_bedroom: v.how_many_bedroom ?? undefined,
    quantity_children: v.quantity_children ?? undefined,
    how_know: v.how_know ?? undefined,
    know_company: yesNo(v.know_company),
    own_property: yesNo(v.own_property),
    real_estate: optional(v.real_estate),
    size_want: optional(v.size_want),
    what_did_like: optional(v.what_did_like),
    what_didnot_like: optional(v.what_didnot_like),
    booked_unit: optional(v.booked_unit),
    age: count(v.age),
    service_feedback: optional(v.service_feedback),
    quantity_pets: count(v.quantity_pets),
    which_neighborhood: optional(v.which_neighborhood),
    city_of_interest: optional(v.city_of_interest),
    childrens_age: optional(v.childrens_age),
    why_cant_buy: optional(v.why_cant_buy),
    observations: optional(v.observations),
  };
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const REPORT_INTEREST_OPTIONS = options(REPORT_INTEREST_LEVELS, INTEREST_LEVEL_LABELS);
export const BEDROOM_SELECT_OPTIONS = options(BEDROOM_OPTIONS, BEDROOM_OPTION_LABELS);
export const CHILDREN_SELECT_OPTIONS = options(CHILDREN_OPTIONS, CHILDREN_OPTION_LABELS);
export const YES_NO_OPTIONS = [
  { value: "true", label: "Sim" },
  { value: "false", label: "Não" },
];
