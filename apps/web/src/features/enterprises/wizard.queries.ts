import {
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  wizardStateSchema,
} from "@portal/contracts/enterprise-steps";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import type { StepNumber } from "./wizard-steps";

const STEP_SCHEMAS = {
  1: step1Schema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
  6: step6Schema,
} as const;
export type StepData<N extends StepNumber> = z.output<(typeof STEP_SCHEMAS)[N]>;

export const wizardKeys = {
  all: (id: string) => ["enterprise-wizard", id] as const,
  state: (id: string) => [...wizardKeys.all(id), "state"] as const,
  step: (id: string, n: StepNumber) => [...wizardKeys.all(id), "step", n] as const,
};

export function wizardStateQuery(id: string) {
  return queryOptions({
    queryKey: wizardKeys.state(id),
    queryFn: () => apiRequest(`/enterprises/${id}/wizard`, { schema: wizardStateSchema }),
  });
}

export function stepQuery<N extends StepNumber>(id: string, n: N) {
  return queryOptions({
    queryKey: wizardKeys.step(id, n),
    queryFn: () =>
      apiRequest(`/enterprises/${id}/step-${n}`, {
        schema: STEP_SCHEMAS[n] as unknown as z.ZodType<StepData<N>>,
      }),
  });
}

export function saveStep<N extends StepNumber>(id: string, n: N, body: unknown): Promise<StepData<N>> {
  return apiRequest(`/enterprises/${id}/step-${n}`, {
    method: "PUT",
    body,
    schema: STEP_SCHEMAS[n] as unknown as z.ZodType<StepData<N>>,
  });
}
