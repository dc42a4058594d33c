import { PRE_LEAD_MSG } from "@portal/contracts/pre-leads";
import { AppError } from "../../lib/app-error";

/** Named errors of pre-leads and their imports; the texts are the contracts catalogue's (PRE_LEAD_MSG). */
export const preLeadNotFound = () => new AppError("NOT_FOUND", PRE_LEAD_MSG.notFound);
export const preLeadImportNotFound = () => new AppError("NOT_FOUND", PRE_LEAD_MSG.importNotFound);
export const preLeadAlreadyAcquired = () => new AppError("CONFLICT", PRE_LEAD_MSG.alreadyAcquired);
export const preLeadAlreadyYours = () => new AppError("CONFLICT", PRE_LEAD_MSG.alreadyYours);
export const preLeadNotAvailable = () => new AppError("CONFLICT", PRE_LEAD_MSG.notAvailable);
export const preLeadNotOffered = () => new AppError("CONFLICT", PRE_LEAD_MSG.notOffered);
export const dailyAcquisitionLimit = (max: number) => new AppError("CONFLICT", PRE_LEAD_MSG.dailyLimit(max));
