import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of settings; the texts are the contracts catalogue's (MSG). */
export const settingNotFound = () => new AppError("NOT_FOUND", MSG.settingNotFound);
