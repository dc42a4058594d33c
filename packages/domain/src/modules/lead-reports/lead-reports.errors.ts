import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** The registration form carries contract data: the history-only views (spec 6) do not get it. */
export const registerFormRefused = () => new AppError("FORBIDDEN", MSG.forbidden);
