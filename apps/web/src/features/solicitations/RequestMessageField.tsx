import type { TextareaProps } from "@mantine/core";
import { ReasonField } from "../../components/ReasonField";

/** The "Motivo" of a request (transfer, reservation extension, shift swap): the message whoever decides reads. */
export function RequestMessageField({
  description = "Quem aprova verá esta mensagem e poderá responder.",
  ...props
}: TextareaProps & { "data-autofocus"?: boolean }) {
  return <ReasonField description={description} minRows={3} maxLength={2000} withAsterisk {...props} />;
}
