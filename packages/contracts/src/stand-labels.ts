import type { z } from "zod";
import type { ServiceReportInput, StandVisitCreateInput, thirdPartyInput } from "./stand";

/** The named fields of a body schema (its closed object also has an index signature for the refusals). */
type Fields<T> = keyof { [K in keyof T as string extends K ? never : K]: unknown };
export type StandVisitField = Fields<StandVisitCreateInput>;
export type ServiceReportField = Fields<ServiceReportInput>;

/**
 * What people read for the stand's form fields: the visitor check-in (formStand) and the service report
 * (FAC, spec 3 field names). The web's forms and the API's exports (site-surveys XLSX) use the same words.
 */
export const STAND_VISIT_FIELD_LABELS: Record<Exclude<StandVisitField, "third_party">, string> = {
  enterprise_id: "Empreendimento",
  phone: "Celular",
  full_name: "Nome completo",
  email: "E-mail",
  how_know: "Como conheceu",
  purpose: "Finalidade",
  lgpd_consent: "Consentimento LGPD",
};

export const THIRD_PARTY_FIELD_LABELS: Record<Fields<z.input<typeof thirdPartyInput>>, string> = {
  broker_name: "Nome do corretor",
  broker_creci: "CRECI",
  agency_name: "Imobiliária",
};

export const SERVICE_REPORT_FIELD_LABELS: Record<ServiceReportField, string> = {
  interest_level: "Nível de interesse",
  purpose_enterprise: "Finalidade",
  how_many_bedroom: "Quantos dormitórios",
  quantity_children: "Filhos",
  how_know: "Como conheceu",
  know_company: "Já conhecia a empresa?",
  own_property: "Possui imóvel próprio?",
  real_estate: "Imobiliária",
  size_want: "Metragem desejada",
  what_did_like: "O que gostou",
  what_didnot_like: "O que não gostou",
  booked_unit: "Unidade reservada",
  age: "Idade",
  service_feedback: "Avaliação do atendimento",
  quantity_pets: "Quantidade de pets",
  which_neighborhood: "Bairro onde mora",
  city_of_interest: "Cidade de interesse",
  childrens_age: "Idade dos filhos",
  why_cant_buy: "Por que não compraria agora",
  observations: "Observações",
};
