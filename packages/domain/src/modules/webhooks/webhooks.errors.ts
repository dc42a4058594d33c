import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of webhook subscriptions; the texts are the contracts catalogue's (MSG). */
export const subscriptionNotFound = () => new AppError("NOT_FOUND", MSG.notFound);
