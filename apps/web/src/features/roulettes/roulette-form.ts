import type { RouletteCreateInput, RouletteDto } from "@portal/contracts/roulettes";

/** The roulette form's values: Mantine inputs hold strings, the API takes numbers and nulls. */
export interface RouletteFormValues {
  name: string;
  type: "ONLINE" | "BOOTH";
  enterprise_ids: string[];
  temporary_agent_mode: boolean;
  active: boolean;
  weekdays: string[];
  starts_at: string;
  ends_at: string;
}

export const EMPTY_ROULETTE: RouletteFormValues = {
  name: "",
  type: "ONLINE",
  enterprise_ids: [],
  temporary_agent_mode: false,
  active: true,
  weekdays: [],
  starts_at: "",
  ends_at: "",
};

export function toFormValues(r: RouletteDto): RouletteFormValues {
  return {
    name: r.name,
    type: r.type,
    enterprise_ids: r.enterprise_ids,
    temporary_agent_mode: r.temporary_agent_mode,
    active: r.active,
    weekdays: r.weekdays.map(String),
    starts_at: r.starts_at ?? "",
    ends_at: r.ends_at ?? "",
  };
}

export function toRouletteBody(v: RouletteFormValues): RouletteCreateInput {
  return {
    name: v.name.trim(),
    type: v.type,
    enterprise_ids: v.enterprise_ids,
    temporary_agent_mode: v.temporary_agent_mode,
    active: v.active,
    weekdays: v.weekdays.map(Number).sort((a, b) => a - b),
    starts_at: v.starts_at || null,
    ends_at: v.ends_at || null,
  };
}

/** Both ends of the window or neither; pt-BR messages per field. */
export function validateWindow(v: Pick<RouletteFormValues, "starts_at" | "ends_at">): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.starts_at && !v.ends_at) errors.ends_at = "Informe também o fim do horário";
  if (v.ends_at && !v.starts_at) errors.starts_at = "Informe também o início do horário";
  return errors;
}
