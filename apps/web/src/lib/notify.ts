import { notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";
import { errorMessage } from "./api-error";

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: "teal", title, message, autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(errorOrMessage: unknown, title?: string): void {
  const message = typeof errorOrMessage === "string" ? errorOrMessage : errorMessage(errorOrMessage);
  notifications.show({ color: "red", title, message, autoClose: TOAST_AUTO_CLOSE_MS });
}
