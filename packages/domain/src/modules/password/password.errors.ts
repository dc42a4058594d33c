import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { AppError, fieldError } from "../../lib/app-error";

/** Named errors of password changes and resets; the texts are the contracts catalogue's (MSG). */
export const wrongCurrentPassword = () => new AppError("BAD_REQUEST", MSG.wrongCurrentPassword);
export const newPasswordSameAsCurrent = () => fieldError("new_password", FIELD_MSG.newPasswordSameAsCurrent);
export const invalidResetToken = () => new AppError("BAD_REQUEST", MSG.invalidResetToken);
