import type { UseFormReturnType } from "@mantine/form";

/** The step 4 form's values. */
export interface Serie {
  type: string;
  down_payment_variant: string | null;
  count: number;
  percentage: number;
  index_type: string | null;
}
/**
 * A sale campaign as the form edits it: whole days (YYYY-MM-DD, São Paulo) and the discount as typed (percent, or
 * reais for a fixed value); `campaignToBody` turns it into the wire's ISO instants and centavos.
 */
export interface CampaignValues {
  name: string;
  discount_type: "PERCENTAGE" | "ABSOLUTE";
  /** Percent, or reais for a fixed value. */
  discount_value: number | string;
  /** First and last day, YYYY-MM-DD (the same keys as the wire, so the API's field errors land on them). */
  starts_at: string;
  ends_at: string;
  unit_ids: string[];
}
export interface Step4Values {
  commission_info: { agency_percentage: number; broker_percentage: number; coordinator_percentage: number };
  serie_templates: { name: string; series: Serie[] }[];
  approval_rules: { kind: string; threshold: number; level: number; description: string | null }[];
  sale_campaigns: CampaignValues[];
}
export type Step4FormApi = UseFormReturnType<Step4Values>;

// São Paulo keeps UTC-3 all year (no daylight saving since 2019).
const SP_OFFSET = "-03:00";
const DAY_MS = 86_400_000;

/** The São Paulo calendar day of an instant. */
export function saoPauloDay(iso: string | number): string {
  return new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A campaign runs from the start of its first day to the end of its last day (São Paulo). */
export function campaignToBody(c: CampaignValues) {
  // A blank input is "not given" (the form then says the field is required).
  const discount = typeof c.discount_value === "number" ? c.discount_value : undefined;
  const start = c.starts_at ? new Date(`${c.starts_at}T00:00:00${SP_OFFSET}`).toISOString() : "";
  const end = c.ends_at ? new Date(new Date(`${c.ends_at}T00:00:00${SP_OFFSET}`).getTime() + DAY_MS).toISOString() : "";
  return {
    name: c.name,
    discount_type: c.discount_type,
    discount_value: c.discount_type === "ABSOLUTE" && discount !== undefined ? Math.round(discount * 100) : discount,
    starts_at: start,
    ends_at: end,
    unit_ids: c.unit_ids,
  };
}

/** The wire campaign (step-4 read) as the form edits it. */
export function campaignToValues(c: {
  name: string;
  discount_type: "PERCENTAGE" | "ABSOLUTE";
  discount_value: number;
  starts_at: string;
  ends_at: string;
  unit_ids: string[];
}): CampaignValues {
  return {
    name: c.name,
    discount_type: c.discount_type,
    discount_value: c.discount_type === "ABSOLUTE" ? c.discount_value / 100 : c.discount_value,
    starts_at: saoPauloDay(c.starts_at),
    ends_at: saoPauloDay(Date.parse(c.ends_at) - 1),
    unit_ids: c.unit_ids,
  };
}

/** A new campaign: today for 30 days, 5 % off every unit. */
export function newCampaign(now = Date.now()): CampaignValues {
  return {
    name: "",
    discount_type: "PERCENTAGE",
    discount_value: 5,
    starts_at: saoPauloDay(now),
    ends_at: saoPauloDay(now + 29 * DAY_MS),
    unit_ids: [],
  };
}
