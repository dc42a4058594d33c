import type { UseFormReturnType } from "@mantine/form";

/** The step 4 form's values (sale campaigns are kept aside: they are not edited here yet). */
export interface Serie {
  type: string;
  down_payment_variant: string | null;
  count: number;
  percentage: number;
  index_type: string | null;
}
export interface Step4Values {
  commission_info: { agency_percentage: number; broker_percentage: number; coordinator_percentage: number };
  serie_templates: { name: string; series: Serie[] }[];
  approval_rules: { kind: string; threshold: number; level: number; description: string | null }[];
}
export type Step4FormApi = UseFormReturnType<Step4Values>;
