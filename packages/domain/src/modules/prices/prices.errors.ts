import { MSG } from "@portal/contracts/messages";
import { PRICE_MSG } from "@portal/contracts/prices";
import { AppError } from "../../lib/app-error";

export const forbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const snapshotNotFound = () => new AppError("NOT_FOUND", PRICE_MSG.snapshotNotFound);
/** An index update over months without a stored market index value. */
export const missingIndexMonths = (months: string[]) => new AppError("CONFLICT", PRICE_MSG.missingIndexMonths(months));
export const marketIndexNotFound = () => new AppError("NOT_FOUND", PRICE_MSG.marketIndexNotFound);
