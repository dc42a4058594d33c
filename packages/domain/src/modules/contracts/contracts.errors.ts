import { MSG } from "@portal/contracts/messages";
import { DEALS_MSG } from "@portal/contracts/proposals";
import { AppError } from "../../lib/app-error";

/** Named errors of a sale's contracts; the texts are the contracts catalogue's. */
export const contractNotFound = () => new AppError("NOT_FOUND", MSG.contractNotFound);
export const contractFileNotFound = () => new AppError("NOT_FOUND", MSG.contractFileNotFound);
/** The sale a contract is issued from is missing or outside the caller's scope (the deals catalogue's text). */
export const contractSaleNotFound = () => new AppError("NOT_FOUND", DEALS_MSG.saleNotFound);
export const contractNeedsLiveSale = () => new AppError("CONFLICT", MSG.contractIssueNeedsLiveSale);
export const contractAlreadySigned = () => new AppError("CONFLICT", MSG.contractAlreadySigned);
export const contractSignNeedsPending = () => new AppError("CONFLICT", MSG.contractSignNeedsPending);
export const contractRefuseNeedsPending = () => new AppError("CONFLICT", MSG.contractRefuseNeedsPending);
