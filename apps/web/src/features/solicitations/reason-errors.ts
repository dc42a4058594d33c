import type { FormErrors } from "@mantine/form";
import { REQUIRED_FIELD } from "../../lib/forms";

/** An empty reason reads as what to do ("Escreva o motivo da solicitação."), not as a generic required field. */
export const REASON_REQUIRED = "Escreva o motivo da solicitação.";
export function withReasonText(errors: FormErrors): FormErrors {
  return errors.message === REQUIRED_FIELD ? { ...errors, message: REASON_REQUIRED } : errors;
}
