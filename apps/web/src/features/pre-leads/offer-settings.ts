import type { PreLeadOfferSettings, preLeadOfferSettingsBody } from "@portal/contracts/pre-leads";
import type { z } from "zod";

export interface OfferSettingsValues {
  /** NumberInput gives "" while the field is empty. */
  max_acquisitions_per_day: number | string;
  enterprise_ids: string[];
}

export const toOfferSettingsValues = (s: PreLeadOfferSettings): OfferSettingsValues => ({
  max_acquisitions_per_day: s.max_acquisitions_per_day,
  enterprise_ids: [...s.enterprise_ids],
});

/**
 * PUT /pre-leads/offer-settings body: only what changed (the API accepts a partial body), the enterprises
 * de-duplicated and in a stable order. Null when nothing changed.
 */
export function offerSettingsBody(
  values: OfferSettingsValues,
  saved: PreLeadOfferSettings,
): z.input<typeof preLeadOfferSettingsBody> | null {
  const body: z.input<typeof preLeadOfferSettingsBody> = {};
  const max = values.max_acquisitions_per_day === "" ? Number.NaN : Number(values.max_acquisitions_per_day);
  if (max !== saved.max_acquisitions_per_day) body.max_acquisitions_per_day = max;
  const ids = [...new Set(values.enterprise_ids)].sort();
  if (ids.join() !== [...saved.enterprise_ids].sort().join()) body.enterprise_ids = ids;
  return Object.keys(body).length ? body : null;
}

/** Shown under the enterprises picker. */
export function offerScopeText(enterpriseCount: number): string {
  if (enterpriseCount === 0) return "Todos os empreendimentos estão em oferta para os especialistas.";
  return enterpriseCount === 1
    ? "Somente os pré-leads de 1 empreendimento ficam em oferta."
    : `Somente os pré-leads de ${enterpriseCount} empreendimentos ficam em oferta.`;
}
