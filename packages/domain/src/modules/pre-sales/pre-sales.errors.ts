import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { DEALS_MSG } from "@portal/contracts/proposals";
import { SALE_EXTRAS_MSG } from "@portal/contracts/sales-extras";
import { AppError, fieldError } from "../../lib/app-error";

// Texts: MSG and FIELD_MSG (contracts/messages.ts), DEALS_MSG (contracts/proposals.ts), SALE_EXTRAS_MSG
// (contracts/sales-extras.ts).

export const preSaleForbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
/** The sale vanished between the visibility check and reading its contract data. */
export const preSaleSaleNotFound = () => new AppError("NOT_FOUND", DEALS_MSG.saleNotFound);
export const preSaleNotLive = () => new AppError("CONFLICT", SALE_EXTRAS_MSG.preSaleNotLive);
export const preSaleSignedNotFound = () => new AppError("NOT_FOUND", SALE_EXTRAS_MSG.preSaleSignedNotFound);
export const signedFileRequired = () => fieldError("file", FIELD_MSG.required);
export const signedFileFormat = () => fieldError("file", MSG.preSaleSignedFormat);
