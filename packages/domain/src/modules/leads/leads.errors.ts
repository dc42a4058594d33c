import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of the leads module; the texts are the contracts catalogue's (MSG). */
export const leadNotFound = () => new AppError("NOT_FOUND", MSG.leadNotFound);
export const leadLinkInvalid = () => new AppError("NOT_FOUND", MSG.leadLinkInvalid);
export const leadLogNotFound = () => new AppError("NOT_FOUND", MSG.leadLogNotFound);
export const specialistNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
export const leadExcluded = () => new AppError("CONFLICT", MSG.leadExcluded);
export const leadPhoneTaken = () => new AppError("CONFLICT", MSG.leadPhoneTaken);
export const leadStageLocked = () => new AppError("CONFLICT", MSG.leadStageLocked);
export const leadAlreadyOwnedByTarget = () => new AppError("CONFLICT", MSG.leadAlreadyOwnedByTarget);
export const leadAlreadyInBase = () => new AppError("CONFLICT", MSG.leadAlreadyInBase);
export const leadOnlyNotesEditable = () => new AppError("CONFLICT", MSG.leadOnlyNotesEditable);
export const leadOnlyOwnerAttends = () => new AppError("FORBIDDEN", MSG.leadOnlyOwnerAttends);
/** A status change the transition table (contracts/leads.ts) refuses with a 409; its text comes from there. */
export const leadTransitionRefused = (message: string) => new AppError("CONFLICT", message);
