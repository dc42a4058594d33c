import { MSG } from "@portal/contracts/messages";
import { NOTIFICATION_MSG } from "@portal/contracts/notifications";
import { AppError } from "../../lib/app-error";

/** Named errors of notifications; the texts are the contracts catalogue's. */
export const notificationNotFound = () => new AppError("NOT_FOUND", NOTIFICATION_MSG.notFound);
export const onlyOwnNotifications = () => new AppError("FORBIDDEN", NOTIFICATION_MSG.onlyOwn);
export const receiverNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
