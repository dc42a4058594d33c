import { Textarea, type TextareaProps } from "@mantine/core";

/**
 * The "Motivo" text of a move (cancel, refuse, transfer, a request's message): one field, so every reason reads and
 * grows alike. Short reasons by default (500 characters, 2 rows); a request's message passes its own limits.
 */
export function ReasonField({ label = "Motivo", ...props }: TextareaProps & { "data-autofocus"?: boolean }) {
  return <Textarea label={label} autosize minRows={2} maxLength={500} {...props} />;
}
